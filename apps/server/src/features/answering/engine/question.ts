import type { Fact } from './facts.js';
import { detectIntents, type IntentMatch, questionIntents } from './intents.js';
import { nameForm, relatedWord } from './related.js';
import { isContentWord, maskPhrases, words } from './text.js';

/**
 * Word starts that carry no topic of their own in a question ("kullanılabilir mi", "gerekiyor mu",
 * "ne zaman", "sipariş versem"), so sharing them proves nothing and missing them loses nothing.
 */
const genericStarts = (
  'uyum kullan calis destek secenek neler durum bilgi hakkinda zaman sure gun siparis vers bugun yarin gonder ' +
  'oner tavsiye mumkun lazim gerek yap olm olur oluy gel gir gid almali alsam alabil alirsam isti ister soyle ' +
  // forms of "etmek" ("iade edebilir miyim", "şarj eder mi", "test ediliyor mu") only carry the noun before them
  'ede edil'
).split(' ');

/** Whole words with no topic of their own: "şu an", a question particle glued on ("varmı"), "sığar mı". */
const genericWords = new Set('an simdi varmi yokmu sigar sigarmi sigmaz'.split(' '));

export const isGeneric = (word: string) =>
  genericWords.has(word) || genericStarts.some((start) => word.startsWith(start));

/** A question's words that may carry its topic. */
export const askedWords = (question: string) =>
  words(question).filter((word) => isContentWord(word) && !isGeneric(word));

/**
 * A question as the local engine reads it: its intents, and its specific words — those that are no
 * intent keyword, product name or option name ("ücretsiz" in "Kargo ücretsiz mi?"). An answer must
 * repeat at least half of them, else it answers a neighbouring question (the dispatch time, not the cost).
 */
export type ReadQuestion = { text: string; intents: IntentMatch[]; specific: string[] };

export function readQuestion(question: string, facts: readonly Fact[]): ReadQuestion {
  const brands = facts.filter((fact) => fact.source === 'brand').map((fact) => fact.value);
  const masked = maskPhrases(question, brands);
  const optionWords = new Set(facts.filter((fact) => fact.source === 'variant').flatMap((fact) => words(fact.value)));
  const nameWords = facts
    .filter((fact) => fact.source === 'title' || fact.source === 'brand' || fact.source === 'category')
    .flatMap((fact) => words(fact.value));
  const intentWords = new Set(detectIntents(masked).flatMap((match) => match.words));
  const asked = questionIntents(question, brands);
  // "Antrasit seçeneğinin ölçüleri" names an option to point at it; it asks about the size.
  const pointing = (match: IntentMatch) => match.words.every((word) => optionWords.has(word));
  const intents = asked.length > 1 && !asked.every(pointing) ? asked.filter((match) => !pointing(match)) : asked;
  const specific = askedWords(masked).filter(
    (word) => !intentWords.has(word) && !optionWords.has(word) && !nameWords.some((name) => nameForm(word, name)),
  );
  return { text: question, intents, specific: [...new Set(specific)] };
}

/** Whether the facts repeat at least half of the question's specific words (or it has none). */
export function coversSpecifics(question: ReadQuestion, facts: readonly Fact[]): boolean {
  if (question.specific.length === 0) return true;
  const factWords = facts.flatMap((fact) => words(`${fact.name} ${fact.value}`));
  const covered = question.specific.filter((word) => factWords.some((other) => relatedWord(word, other)));
  return covered.length * 2 >= question.specific.length;
}
