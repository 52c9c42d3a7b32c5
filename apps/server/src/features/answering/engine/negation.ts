import { fold } from './text.js';

/**
 * Turkish negation in folded text, shared by the local engine (the yes or no it answers) and the
 * verifier (a claim that denies its fact): negative verb forms ("içermez", "atmayınız",
 * "verilmemelidir", "yapmıyoruz", "edilmemiştir"), "değil" and "yok", and "-sız" adjectives
 * ("Cepsiz", "alkolsüzdür") that say their root is absent.
 */

const negativeForm =
  /.{2,}(?:maz|mez|mayin|meyin|mamal|memel|mamis|memis|madi|medi|miyor|muyor|mamakta|memekte|mayacak|meyecek|maman|memen|mamas|memes)/;
const negativeWords = new Set('degil degildir yok yoktur hayir olmaz bulunmaz bulunmamaktadir'.split(' '));

export const isNegativeWord = (word: string) => negativeWords.has(word) || negativeForm.test(word);

/** "cepsiz", "alkolsüzdür": a word that says its root is absent — and that root. */
export function absentRoot(word: string): string | null {
  const match = /^(.{2,})(?:siz|suz)(?:dir|dur|tir|tur)?$/.exec(fold(word));
  return match?.[1] ?? null;
}

/**
 * A verb turned adverb ("düzenlendikten sonra", "yıkarken", "takınca", "açmadan"): the clause's own
 * verb, and its negation, speak of something else.
 */
export const isConverb = (word: string) =>
  /.{3,}(?:[dt][iu]k[dt]?[ae]n|[dt][iu]gunda|[dt][iu]ginde|ken|[iu]nc[ae]|[ae]r[ae]k|m[ae]d[ae]n)$/.test(fold(word));

/**
 * A verb of manner before the asked verb ("asarak kurutabilir miyim", "askıya asıp kurutabilir miyim"):
 * how it is done is what is asked — and its root, which the fact's own form of the verb shares
 * ("asmayınız").
 */
export const mannerRoot = (word: string) => /^([a-z]{2,}?)(?:y?arak|y?erek|y?[iu]p)$/.exec(fold(word))?.[1] ?? null;
export const isMannerConverb = (word: string) => mannerRoot(word) !== null;

/** Whether a standalone negative word follows or the clause's verb is negative. */
export const negativeWordIn = (words: readonly string[]) =>
  words.some((word) => isNegativeWord(word) || absentRoot(word) !== null);
