import type { Fact } from '../engine/facts.js';
import { attributeAnswers, type IntentId } from '../engine/intents.js';
import type { QuestionPart } from '../engine/read-question.js';
import { fold, words } from '../engine/text.js';
import type { Catalog } from './catalog.js';
import { answer, type PartAnswer } from './plan.js';
import { factLead } from './polarity.js';
import { factSentence } from './render.js';
import { askedWords, sameMeaning } from './words.js';

/** Where an answer may come from for a free question: attributes, the description, the store's text, its FAQ. */
const searched = new Set<Fact['source']>(['attribute', 'description', 'notes', 'delivery', 'returns', 'faq', 'title']);

type Scored = { fact: Fact; matched: string[]; dedicated: boolean; score: number };

/** The original-case words of a fact to match against (the FAQ's question counts too). */
const factWords = (fact: Fact) =>
  `${fact.name} ${fact.value} ${fact.question ?? ''}`.toLocaleLowerCase('tr-TR').match(/[\p{L}\p{N}]+/gu) ?? [];

function score(fact: Fact, asked: readonly string[], intents: readonly IntentId[]): Scored {
  const own = factWords(fact);
  const matched = asked.filter((word) => own.some((other) => sameMeaning(word, other)));
  const dedicated = fact.source === 'attribute' && intents.some((intent) => attributeAnswers(fact.name, intent));
  // A field meant for the asked topic counts as one more matched word; a description line beats the title.
  const weight = fact.source === 'title' ? 0.5 : fact.source === 'attribute' || fact.source === 'faq' ? 1.1 : 1;
  return { fact, matched, dedicated, score: (matched.length + (dedicated ? 1 : 0)) * weight };
}

/**
 * A free question answered from the facts that repeat its words: the best fact must repeat at least
 * half of the asked words (all of one or two), or be the field meant for the asked topic and repeat
 * one. A second fact joins when it repeats a word the first does not. Null when nothing answers.
 */
export function lookup(part: QuestionPart, catalog: Catalog, optionWords: ReadonlySet<string>): PartAnswer | null {
  const asked = askedWords(part, catalog.nameWords, optionWords);
  const intents = part.intents.map((match) => match.id);
  if (asked.length === 0) return null;
  const ranked = catalog.facts
    .filter((fact) => searched.has(fact.source))
    .map((fact) => score(fact, asked, intents))
    .filter((item) => item.matched.length > 0)
    .sort((a, b) => b.score - a.score || a.fact.value.length - b.fact.value.length);
  const best = ranked[0];
  if (!best) return null;
  const needed = asked.length <= 2 ? asked.length : Math.ceil(asked.length / 2);
  const enough = best.matched.length >= needed || (best.dedicated && best.matched.length >= Math.min(1, needed));
  if (!enough) return null;
  const chosen = [best];
  const missing = asked.filter((word) => !best.matched.includes(word));
  const second = ranked.find((item) => item !== best && item.matched.some((word) => missing.includes(word)));
  if (second && second.fact.source !== 'title') chosen.push(second);
  const facts = chosen.map((item) => item.fact);
  const lead = part.yesNo ? factLead(part, asked, facts) : null;
  const coverage = new Set(chosen.flatMap((item) => item.matched)).size / asked.length;
  return answer(facts.map(factSentence), facts, { lead, confidence: Math.min(0.9, 0.55 + 0.35 * coverage) });
}

/** Words of the question the facts never mention, for the seller's note. */
export const unmatched = (asked: readonly string[], facts: readonly Fact[]) =>
  asked.filter((word) => !facts.some((fact) => words(fold(fact.text)).some((other) => sameMeaning(word, other))));
