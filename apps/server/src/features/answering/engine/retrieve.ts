import { preferDelivery } from './delivery.js';
import type { Fact, FactSource } from './facts.js';
import { attributeAnswers, type IntentId, type IntentMatch, mentionsIntent } from './intents.js';
import { askedWords } from './question.js';
import { nameForm, relatedWord } from './related.js';
import { fold, similarity, words } from './text.js';

/** Facts chosen for one intent; `rank` 3 = a field meant for it, 2 = a store note, 1 = incidental text. */
export type IntentFacts = { intent: IntentId; facts: Fact[]; rank: number };

/** The profile or product fields that answer an intent by their nature, not by their wording. */
const dedicatedSources: Partial<Record<IntentId, FactSource[]>> = {
  kargo: ['delivery', 'shipping'],
  iade: ['returns'],
  stok: ['stock'],
  fiyat: ['price'],
};

/**
 * Intents whose questions name the very thing asked about ("iPhone ile uyumlu mu?", "bluetooth var
 * mı?"): a fact answers them only if it names that thing too. Weaker facts always must.
 */
const namesItsObject = new Set<IntentId>(['uyumluluk', 'teknik']);

/** Question words (not generic) that the fact repeats in some form. */
function sharedWords(question: string, fact: Fact): number {
  return covered(askedWords(question), fact).length;
}

/** The asked words the fact repeats in some form (see related.ts). */
function covered(asked: readonly string[], fact: Fact): string[] {
  const factWords = words(`${fact.name} ${fact.value}`);
  return asked.filter((word) => factWords.some((other) => relatedWord(word, other)));
}

/** Sources whose value alone is a list or a figure ("L", "2 iş günü"): only their whole text may repeat another. */
const listSources = new Set<FactSource>(['attribute', 'variant', 'stock', 'price', 'shipping']);

/** Drops a fact whose statement is already contained in an earlier one (a description repeating an attribute). */
function withoutRepeats(facts: Fact[]): Fact[] {
  const said: string[] = [];
  return facts.filter((fact) => {
    const statement = fold(listSources.has(fact.source) ? fact.text : fact.value);
    const key = statement.replace(/[.!?]+$/, '');
    if (said.some((earlier) => earlier.includes(key) || key.includes(earlier))) return false;
    said.push(key);
    return true;
  });
}

function rankFor(fact: Fact, intent: IntentId): number {
  if (dedicatedSources[intent]?.includes(fact.source)) return 3;
  if ((fact.source === 'attribute' || fact.source === 'variant') && attributeAnswers(fact.name, intent)) return 3;
  if (fact.source === 'notes' && mentionsIntent(fact.value, intent)) return 2;
  if ((fact.source === 'description' || fact.source === 'attribute') && mentionsIntent(fact.value, intent)) return 1;
  return 0;
}

/**
 * The facts that answer one intent: the dedicated fields — only those repeating most of the
 * question's words when some do ("Kargo ücretsiz mi?" takes the free-shipping sentence, not the
 * dispatch time) — plus weaker facts that repeat a question word; without dedicated fields, the two
 * best weaker ones. For intents whose questions name their object (see `namesItsObject`) every fact
 * must share a word with the question: "Ocak Uyumu" does not answer "iPhone ile uyumlu mu?".
 */
export function factsForIntent(question: string, facts: readonly Fact[], intent: IntentId): IntentFacts | null {
  const ranked = facts
    .map((fact) => ({ fact, rank: rankFor(fact, intent), shared: sharedWords(question, fact) }))
    .filter((item) => item.rank > 0 && ((item.rank === 3 && !namesItsObject.has(intent)) || item.shared > 0))
    .sort((a, b) => b.rank - a.rank || b.shared - a.shared);
  const best = ranked[0];
  if (!best) return null;
  let chosen = ranked.slice(0, 2);
  if (best.rank === 3) {
    const dedicated = ranked.filter((item) => item.rank === 3);
    const closest = best.shared > 0 ? dedicated.filter((item) => item.shared === best.shared) : dedicated;
    chosen = [...closest.slice(0, 3), ...ranked.filter((item) => item.rank < 3 && item.shared > 0)];
  }
  const chosenFacts = chosen.map((item) => item.fact);
  // Which shipping sentence answers depends on the wording: see delivery.ts.
  const picked = intent === 'kargo' ? preferDelivery(question, chosenFacts, facts) : null;
  return { intent, facts: withoutRepeats(picked ?? chosenFacts).slice(0, 3), rank: best.rank };
}

/** Facts for every detected intent, in the order of the intents, without repeating a fact. */
export function factsForIntents(question: string, facts: readonly Fact[], intents: readonly IntentMatch[]) {
  const used = new Set<string>();
  const answered: IntentFacts[] = [];
  const missing: IntentMatch[] = [];
  for (const match of intents) {
    const found = factsForIntent(question, facts, match.id);
    const fresh = found?.facts.filter((fact) => !used.has(fact.text)) ?? [];
    if (!found) missing.push(match);
    else if (fresh.length > 0) answered.push({ ...found, facts: fresh });
    for (const fact of fresh) used.add(fact.text);
  }
  return { answered, missing };
}

/** The FAQ entry or earlier answer whose question is most like this one, if it is alike enough. */
export function closestAnswer(question: string, candidates: readonly Fact[], threshold: number) {
  let best: { fact: Fact; similarity: number } | null = null;
  for (const fact of candidates) {
    const score = similarity(question, fact.question ?? '');
    if (score >= threshold && (!best || score > best.similarity)) best = { fact, similarity: score };
  }
  return best;
}

/**
 * Without a recognised intent: the store or product statements that repeat the most — and at least
 * half — of the question's topic words ("Jelatin var mı içinde?" ~ "Jelatin içermez."). The product's
 * own name does not count as a topic ("bal" in a question about the honey), and a second statement
 * as good as the first is added only if it repeats an asked word the first does not.
 */
export function closestStatements(question: string, facts: readonly Fact[]): Fact[] {
  const names = facts
    .filter((fact) => fact.source === 'title' || fact.source === 'brand' || fact.source === 'category')
    .flatMap((fact) => words(fact.value));
  const asked = [...new Set(askedWords(question))].filter((word) => !names.some((name) => nameForm(word, name)));
  if (asked.length === 0) return [];
  const sources: FactSource[] = ['attribute', 'notes', 'description', 'delivery', 'returns'];
  const scored = facts
    .filter((item) => sources.includes(item.source))
    .map((fact) => ({ fact, words: covered(asked, fact) }))
    .filter((item) => item.words.length * 2 >= asked.length && item.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  const [best, ...rest] = scored;
  if (!best) return [];
  const second = rest.find(
    (item) => item.words.length === best.words.length && item.words.some((word) => !best.words.includes(word)),
  );
  return second ? [best.fact, second.fact] : [best.fact];
}
