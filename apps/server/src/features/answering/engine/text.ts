/**
 * Turkish text helpers shared by the guardrails, the intents, the local engine and the score.
 * Everything here is pure and locale-fixed ('tr-TR'), so results never depend on the machine.
 */

const turkishLetters: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * Turkish lowercasing ("I" → "ı", "İ" → "i") with the diacritics removed, one UTF-16 unit for one, so
 * an index into the folded text is also an index into the original (guardrails quote the original).
 */
export function fold(text: string): string {
  let folded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text[index] ?? '';
    const code = unit.charCodeAt(0);
    // ASCII needs no locale: "I" lowers to "ı" in Turkish, which folds back to "i" anyway.
    if (code < 128) {
      folded += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : unit;
      continue;
    }
    const lower = unit.toLocaleLowerCase('tr-TR');
    const single = lower.length === 1 ? lower : unit;
    // Other accented letters ("é") lose their accent too; anything else (emoji halves) stays as it is.
    const base = turkishLetters[single] ?? single.normalize('NFD')[0] ?? single;
    folded += base.charCodeAt(0) < 128 ? base : single;
  }
  return folded;
}

/** The words of a text, folded: letters and digits only, so apostrophe suffixes ("iPhone'a") split off. */
export function words(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

/**
 * Fixed-prefix stemming: the first five letters of a folded word. For an agglutinative language this
 * crude cut conflates most suffixed forms ("kumaşı", "kumaştan" → "kumas") and never needs a lexicon.
 */
export const stem = (word: string) => word.slice(0, 5);

const stopWords = new Set(
  (
    'a acaba ama ancak bana bazi be ben benim bir biraz biz bize bizim bu bunu bunun bunlar bunlari sunlar onlar cok da daha de diye en ' +
    'gibi hangi hangisi her hem icin ile ise ki kac kadar mi mu midir mudur misiniz musunuz miyim muyum ' +
    'misin musun miyiz muyuz miydi muydu ne neden ' +
    'nedir nasil nasildir o olan olarak olsa olur olurmu oyle sadece siz size sizin su sey tam var veya ve ' +
    'vardir yok yoksa zaten lutfen merhaba selam selamlar iyi gunler gunleriniz hocam rica tesekkur ' +
    'tesekkurler ederim ederiz dileriz alisverisler olup oldugu'
  ).split(' '),
);
// Words every seller answer and every question share; counting them would make everything look related.
const stopPrefixes = ['urun', 'merhab', 'tesekk', 'alisver', 'diler', 'sorunuz'];

export const isStopWord = (word: string) => stopWords.has(word);

/** Whether a folded word carries meaning: no stop word, no bare number (numbers are checked separately). */
export const isContentWord = (word: string) =>
  word.length >= 2 &&
  !/^\d+$/.test(word) &&
  !stopWords.has(word) &&
  !stopPrefixes.some((prefix) => word.startsWith(prefix));

/** The content-word stems of a text. */
export const contentStems = (text: string) => new Set(words(text).filter(isContentWord).map(stem));

/** Consonants that soften before a vowel suffix ("kalıp" → "kalıbı", "renk" → "rengi"), folded. */
const hardened = (text: string) => text.replace(/[bdg]/g, (letter) => ({ b: 'p', d: 't', g: 'k' })[letter] ?? letter);

/**
 * Whether two folded words are forms of one another: equal, or sharing their first min(5, both
 * lengths) letters with at least four, softened consonants counted as hard ("ocakta" ~ "ocak",
 * "kalıbı" ~ "kalıp", "rengi" ~ "renk").
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const length = Math.min(5, a.length, b.length);
  return length >= 4 && hardened(a.slice(0, length)) === hardened(b.slice(0, length));
}

/** The text with every occurrence of the phrases blanked out (folded comparison, same length). */
export function maskPhrases(text: string, phrases: readonly string[]): string {
  let masked = text;
  const folded = fold(text);
  for (const phrase of phrases.map((item) => fold(item.trim())).filter((item) => item.length > 1)) {
    for (let at = folded.indexOf(phrase); at >= 0; at = folded.indexOf(phrase, at + phrase.length)) {
      masked = masked.slice(0, at) + ' '.repeat(phrase.length) + masked.slice(at + phrase.length);
    }
  }
  return masked;
}

/** Dice similarity of two texts' content stems (0..1). */
export function similarity(a: string, b: string): number {
  const left = contentStems(a);
  const right = contentStems(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const item of left) if (right.has(item)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

/** Sentences of a text; a dot inside a number ("1.5") or a model code ("A1.2") does not end one. */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Every value a written number may mean: "2.499,00" (Turkish) and "2,499.00" (English) both read as 2499. */
function readings(token: string): number[] {
  const turkish = Number(token.replace(/\./g, '').replace(',', '.'));
  const english = Number(token.replace(/,/g, ''));
  return [turkish, english].filter((value) => Number.isFinite(value));
}

/** The numbers written in a text, as they were written. */
export function numberTokens(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*/g) ?? [];
}

/** Every reading of every number in the texts, to tell whether another number was among them. */
export function numberValues(texts: readonly string[]): Set<number> {
  const values = new Set<number>();
  for (const text of texts)
    for (const token of numberTokens(text)) for (const value of readings(token)) values.add(value);
  return values;
}

/** Whether some reading of a written number is among the values. */
export const numberIn = (token: string, values: Set<number>) => readings(token).some((value) => values.has(value));

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export const asSentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** Escapes a literal for use inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
