import { type IntentId, type IntentKeywords, intentKeywords, type Keywords } from './intent-keywords.js';
import { maskPhrases, words } from './text.js';

export type { IntentId };

/** One detected intent: how strongly the text asks about it and which (folded) words said so. */
export type IntentMatch = { id: IntentId; label: string; score: number; words: string[] };

type Matcher = { stems: string[]; words: Set<string>; phrases: string[][] };

const list = (text: string | undefined, separator: string) => (text ? text.split(separator) : []);
const compile = (keywords: Keywords | undefined): Matcher => ({
  stems: list(keywords?.stems, ' '),
  words: new Set(list(keywords?.words, ' ')),
  phrases: list(keywords?.phrases, ', ').map((phrase) => phrase.split(' ')),
});

const intentIds = Object.keys(intentKeywords) as IntentId[];
const matchers = (pick: (keywords: IntentKeywords) => Keywords | undefined) =>
  Object.fromEntries(intentIds.map((id) => [id, compile(pick(intentKeywords[id]))])) as Record<IntentId, Matcher>;
const questionMatchers = matchers((keywords) => keywords);
const attributeMatchers = matchers((keywords) => keywords.attributes);

/** Score of a matcher on folded tokens: one per matching word, two per phrase (a phrase is more specific). */
function run(matcher: Matcher, tokens: readonly string[]): { score: number; words: string[] } {
  const matched = new Set<string>();
  let score = 0;
  for (const token of tokens) {
    if (matcher.words.has(token) || matcher.stems.some((stem) => token.startsWith(stem))) {
      score += 1;
      matched.add(token);
    }
  }
  for (const phrase of matcher.phrases) {
    for (let index = 0; index + phrase.length <= tokens.length; index += 1) {
      const run = tokens.slice(index, index + phrase.length);
      if (!phrase.every((part, offset) => run[offset]?.startsWith(part))) continue;
      score += 2;
      for (const token of run) matched.add(token);
    }
  }
  return { score, words: [...matched] };
}

export const intentLabel = (id: IntentId) => intentKeywords[id].label;

/**
 * The intents a text asks about, strongest first; ties keep the declaration order of
 * intent-keywords.ts, which puts the intents that decide how to answer (discounts, price) first.
 */
/** "aldım", "gönderdim", "iade ettim": what the customer did is their story, not what they ask. */
const toldInPast = /^.{2,}(?:[^aeiou][dt]|[aeiou]d)[iu]m$/; // not "üretim", "eğitim"
/** "bezi değiştirmeden sabaha kadar": without changing something is no exchange. */
const without = /^degistirme(?:den|dikce|meden)$/;

export function detectIntents(text: string): IntentMatch[] {
  const tokens = words(text).map((token) => (toldInPast.test(token) || without.test(token) ? '_' : token));
  return intentIds
    .map((id) => ({ id, label: intentLabel(id), ...run(questionMatchers[id], tokens) }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || intentIds.indexOf(a.id) - intentIds.indexOf(b.id));
}

/** Topics a customer asks in a clause of their own, so they count even when another topic is stronger. */
const explicitIntents = new Set<IntentId>(['indirim', 'fiyat', 'kargo', 'iade', 'stok', 'garanti', 'fatura', 'odeme']);

/**
 * What a customer question asks: the strongest intent, those as strong, and explicit topics. Weaker
 * matches are incidental ("şarj adaptörü" in a box-contents question is not a battery question). A
 * stock question names the variant it means ("L beden beyaz stokta mı?"), so its size and colour
 * words are no questions of their own. `ignore` blanks out names first (a brand called "Mavi").
 */
export function questionIntents(question: string, ignore: readonly string[] = []): IntentMatch[] {
  const intents = detectIntents(maskPhrases(question, ignore));
  const top = intents[0]?.score ?? 0;
  const stock = intents.some((match) => match.id === 'stok');
  return intents
    .filter((match) => match.score === top || explicitIntents.has(match.id))
    .filter((match) => !(stock && (match.id === 'beden' || match.id === 'renk')));
}

/** Whether a text (a description sentence, a store note) speaks about an intent. */
export const mentionsIntent = (text: string, id: IntentId) => run(questionMatchers[id], words(text)).score > 0;

/** Whether a product attribute of this name answers the intent ("Garanti Süresi" → garanti). */
export const attributeAnswers = (name: string, id: IntentId) => run(attributeMatchers[id], words(name)).score > 0;
