import { composeAnswer, withoutFrame } from './compose.js';
import { collectFacts, type Fact } from './facts.js';
import { checkAnswer, firstFailure, GuardrailId } from './guardrails.js';
import { detectIntents, type IntentId, type IntentMatch, questionIntents } from './intents.js';
import { renderFacts } from './render.js';
import { closestAnswer, closestStatement, factsForIntents } from './retrieve.js';
import { asSentence, fold } from './text.js';
import type { AnswerContext, AnswerEngine, Draft } from './types.js';

/** A store answers these the same way for every product, so an earlier answer about another product still holds. */
const storeWideIntents = new Set<IntentId>(['kargo', 'iade', 'fatura', 'odeme', 'orijinallik']);
const advicePattern = /(?<![a-z])(?:oner|tavsiye|olur mu|uygun mu|hangisi)/;
const restockPattern = /ne zaman|tekrar gel|gelecek mi/;
const rankConfidence: Record<number, number> = { 3: 0.85, 2: 0.7, 1: 0.6 };

const howToFix =
  ' Bu bilgiyi ürün özelliklerine veya mağaza profilindeki sık sorulan sorulara eklerseniz benzer sorular otomatik cevaplanır.';
const texts = {
  discount: 'İndirim ve kampanya soruları otomatik cevaplanmaz: cevapta indirim vaadi olamaz. Cevabı siz yazın.',
  missing: (labels: string) => `Bu soru için mağaza profilinde veya ürün bilgilerinde yeterli bilgi yok: ${labels}.`,
  nothing: 'Bu soru için mağaza profilinde veya ürün bilgilerinde yeterli bilgi bulunamadı.',
  partial: (labels: string) => `Sorunun bir kısmı için bilgi yok: ${labels}.`,
  advice: 'Soru bir öneri istiyor; cevap yalnızca ürün bilgilerini aktarıyor. Göndermeden önce kontrol edin.',
  restock: 'Stoğa giriş tarihi bilinmiyor; cevap yalnızca güncel stok durumunu belirtiyor.',
  example: (question: string) =>
    `Cevap, mağazanın benzer bir soruya verdiği önceki cevaptan hazırlandı (“${question}”). Bu ürün için de doğru olduğunu kontrol edin.`,
  statement: 'Cevap, soruyla en çok örtüşen mağaza veya ürün bilgisinden hazırlandı. Göndermeden önce kontrol edin.',
  frame: (message: string) => `Mağaza profilindeki selamlama veya imza bir kontrolden geçmiyor: ${message}`,
};

type Plan = { body: string[]; facts: Fact[]; confidence: number; notes: string[] };

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

function fromIntents(question: string, facts: Fact[], intents: IntentMatch[]): Plan | null {
  const { answered, missing } = factsForIntents(question, facts, intents);
  const [first] = answered;
  if (!first) return null;
  const folded = fold(question);
  const primaryMissing = missing.some((match) => match.id === intents[0]?.id);
  const restock = answered.some((item) => item.intent === 'stok') && restockPattern.test(folded);
  const advice = advicePattern.test(folded);
  const factor = (missing.length === 0 ? 1 : primaryMissing ? 0.6 : 0.7) * (advice ? 0.75 : 1) * (restock ? 0.7 : 1);
  return {
    body: answered.flatMap((item) => renderFacts(question, item.intent, item.facts)),
    facts: answered.flatMap((item) => item.facts),
    confidence: (rankConfidence[first.rank] ?? 0.6) * factor,
    notes: [
      ...(missing.length > 0 ? [texts.partial(labels(missing))] : []),
      ...(advice ? [texts.advice] : []),
      ...(restock ? [texts.restock] : []),
    ],
  };
}

/** An earlier answer of the store to a very similar question, reused only for store-wide topics. */
function fromExample(context: AnswerContext, facts: Fact[], intents: IntentMatch[]): Plan | null {
  if (!intents.every((match) => storeWideIntents.has(match.id))) return null;
  const examples = facts.filter(
    (fact) => fact.source === 'example' && sameTopic(context.question, fact.question ?? ''),
  );
  const closest = closestAnswer(context.question, examples, 0.6);
  const body = closest ? withoutFrame(closest.fact.value, context.profile) : '';
  if (!closest || body.length === 0) return null;
  return { body: [body], facts: [closest.fact], confidence: 0.6, notes: [texts.example(closest.fact.question ?? '')] };
}

function plan(context: AnswerContext, facts: Fact[], intents: IntentMatch[]): Plan | string {
  const { question } = context;
  if (intents.some((match) => match.id === 'indirim')) return texts.discount;
  const faq = closestAnswer(
    question,
    facts.filter((fact) => fact.source === 'faq' && sameTopic(question, fact.question ?? '')),
    0.5,
  );
  if (faq) {
    return {
      body: [asSentence(faq.fact.value)],
      facts: [faq.fact],
      confidence: faq.similarity >= 0.75 ? 0.9 : 0.75,
      notes: [],
    };
  }
  const planned = fromIntents(question, facts, intents) ?? fromExample(context, facts, intents);
  if (planned) return planned;
  if (intents.length > 0) return texts.missing(labels(intents)) + howToFix;
  const statement = closestStatement(question, facts);
  if (statement)
    return {
      body: renderFacts(question, null, [statement]),
      facts: [statement],
      confidence: 0.5,
      notes: [texts.statement],
    };
  return texts.nothing + howToFix;
}

/**
 * The built-in engine: answers only from the context (store profile, product facts, FAQ, earlier
 * answers) by Turkish intent detection and retrieval, and says so when it cannot — it never writes a
 * placeholder, because a Trendyol question takes one answer.
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
      const planned = plan(context, facts, questionIntents(context.question));
      if (typeof planned === 'string') return unanswerable(planned);
      const { answer, kept } = composeAnswer(context.profile, planned.body);
      if (kept === 0) return unanswerable(texts.nothing + howToFix);
      const failure = firstFailure(checkAnswer(answer, { blockedTerms }));
      if (failure) return unanswerable(texts.frame(failure.message ?? failure.label));
      const folded = fold(answer);
      const factsUsed =
        kept === planned.body.length
          ? planned.facts
          : planned.facts.filter((fact) => folded.includes(fold(fact.value).replace(/[.!?]+$/, '')));
      return {
        answer,
        answerable: true,
        confidence: Math.round(planned.confidence * 100) / 100,
        factsUsed: factsUsed.map((fact) => fact.text),
        engine: 'local',
        note: planned.notes.length > 0 ? planned.notes.join(' ') : null,
        usage: null,
      };
    },
  };
}
