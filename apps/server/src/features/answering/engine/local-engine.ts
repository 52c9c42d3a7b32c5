import { composeAnswer, withoutFrame } from './compose.js';
import { collectFacts, type Fact } from './facts.js';
import { checkAnswer, firstFailure, GuardrailId } from './guardrails.js';
import { detectIntents, type IntentId, type IntentMatch } from './intents.js';
import { engineNotes } from './notes.js';
import { coversSpecifics, type ReadQuestion, readQuestion } from './question.js';
import { renderFacts } from './render.js';
import { closestAnswer, closestStatements, factsForIntents } from './retrieve.js';
import { asSentence, fold } from './text.js';
import type { AnswerContext, AnswerEngine, Draft } from './types.js';

/** A store answers these the same way for every product, so an earlier answer about another product still holds. */
const storeWideIntents = new Set<IntentId>(['kargo', 'iade', 'fatura', 'odeme', 'orijinallik']);
const advicePattern = /(?<![a-z])(?:oner|tavsiye|olur mu|uygun mu|hangisi)/;
const restockPattern = /ne zaman|tekrar gel|gelecek mi/;
const rankConfidence: Record<number, number> = { 3: 0.85, 2: 0.7, 1: 0.6 };

/** `partial`: some asked topic has no facts — the draft says what is known but must not go out alone. */
type Plan = { body: string[]; facts: Fact[]; confidence: number; notes: string[]; partial: boolean };

const unanswerable = (note: string): Draft => ({
  answer: '',
  answerable: false,
  confidence: 0,
  factsUsed: [],
  engine: 'local',
  note,
  usage: null,
});

const labels = (matches: readonly IntentMatch[]) => matches.map((match) => match.label).join(', ');

/** Two questions can share an answer only if they ask about the same thing (or one is unclear). */
function sameTopic(a: string, b: string): boolean {
  const left = detectIntents(a)[0]?.id;
  const right = detectIntents(b)[0]?.id;
  return !left || !right || left === right;
}

/** Facts for the question's intents; nothing when the strongest intent or the question's specific words go unanswered. */
function fromIntents(question: ReadQuestion, facts: Fact[]): Plan | null {
  const { answered, missing } = factsForIntents(question.text, facts, question.intents);
  const used = answered.flatMap((item) => item.facts);
  const [first] = answered;
  if (!first || missing.some((match) => match.id === question.intents[0]?.id)) return null;
  if (!coversSpecifics(question, used)) return null;
  const folded = fold(question.text);
  const restock = answered.some((item) => item.intent === 'stok') && restockPattern.test(folded);
  const advice = advicePattern.test(folded);
  const factor = (missing.length > 0 ? 0.7 : 1) * (advice ? 0.75 : 1) * (restock ? 0.7 : 1);
  return {
    body: answered.flatMap((item) => renderFacts(question.text, item.intent, item.facts)),
    facts: used,
    confidence: (rankConfidence[first.rank] ?? 0.6) * factor,
    notes: [
      ...(missing.length > 0 ? [engineNotes.partial(labels(missing))] : []),
      ...(advice ? [engineNotes.advice] : []),
      ...(restock ? [engineNotes.restock] : []),
    ],
    // Without a size chart or expert advice the facts inform a recommendation but do not make one.
    partial: missing.length > 0 || advice,
  };
}

/** An earlier answer of the store to a very similar question, reused only for store-wide topics. */
function fromExample(context: AnswerContext, facts: Fact[], intents: IntentMatch[], threshold: number): Plan | null {
  if (!intents.every((match) => storeWideIntents.has(match.id))) return null;
  const examples = facts.filter(
    (fact) => fact.source === 'example' && sameTopic(context.question, fact.question ?? ''),
  );
  const closest = closestAnswer(context.question, examples, threshold);
  const body = closest ? withoutFrame(closest.fact.value, context.profile) : '';
  if (!closest || body.length === 0) return null;
  const notes = [engineNotes.example(closest.fact.question ?? '')];
  return { body: [body], facts: [closest.fact], confidence: 0.6, notes, partial: false };
}

function plan(context: AnswerContext, facts: Fact[]): Plan | string {
  const question = readQuestion(context.question, facts);
  const { intents } = question;
  if (intents.some((match) => match.id === 'indirim')) return engineNotes.discount;
  const faqs = facts.filter((fact) => fact.source === 'faq' && sameTopic(context.question, fact.question ?? ''));
  const faq = closestAnswer(context.question, faqs, 0.5);
  if (faq) {
    const confidence = faq.similarity >= 0.75 ? 0.9 : 0.75;
    return { body: [asSentence(faq.fact.value)], facts: [faq.fact], confidence, notes: [], partial: false };
  }
  // The store's own answer to nearly the same question beats facts that only share its topic.
  const planned =
    fromExample(context, facts, intents, 0.75) ??
    fromIntents(question, facts) ??
    fromExample(context, facts, intents, 0.6);
  if (planned) return planned;
  if (intents.length > 0) return engineNotes.missing(labels(intents));
  const statements = closestStatements(context.question, facts);
  if (statements.length === 0) return engineNotes.nothing;
  const body = renderFacts(context.question, null, statements);
  return { body, facts: statements, confidence: 0.5, notes: [engineNotes.statement], partial: false };
}

/**
 * The built-in engine: answers only from the context (store profile, product facts, FAQ, earlier
 * answers) by Turkish intent detection and retrieval, and says so when it cannot — it never writes a
 * placeholder, because a Trendyol question takes one answer. A partly answerable question gets the
 * known part as a draft marked not answerable, so the seller completes it and it is never auto-sent.
 */
export function createLocalEngine(): AnswerEngine {
  return {
    name: 'local',
    draft: async (context, signal) => {
      signal?.throwIfAborted();
      const { blockedTerms } = context.profile;
      // A fact that would break a guardrail (a phone number in the notes, a learned blocked term) is never quoted.
      const facts = collectFacts(context).filter((fact) =>
        checkAnswer(fact.value, { blockedTerms }).every((result) => result.passed || result.id === GuardrailId.Length),
      );
      const planned = plan(context, facts);
      if (typeof planned === 'string') return unanswerable(planned);
      const { answer, kept } = composeAnswer(context.profile, planned.body);
      if (kept === 0) return unanswerable(engineNotes.nothing);
      const failure = firstFailure(checkAnswer(answer, { blockedTerms }));
      if (failure) return unanswerable(engineNotes.frame(failure.message ?? failure.label));
      const folded = fold(answer);
      const factsUsed =
        kept === planned.body.length
          ? planned.facts
          : planned.facts.filter((fact) => folded.includes(fold(fact.value).replace(/[.!?]+$/, '')));
      return {
        answer,
        answerable: !planned.partial,
        confidence: Math.round(planned.confidence * 100) / 100,
        factsUsed: factsUsed.map((fact) => fact.text),
        engine: 'local',
        note: planned.notes.length > 0 ? planned.notes.join(' ') : null,
        usage: null,
      };
    },
  };
}
