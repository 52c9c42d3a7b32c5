import { stemmer } from '@orama/stemmers/turkish';
import { fold } from './text.js';

/**
 * Turkish word matching for customer text: the Snowball Turkish stemmer (@orama/stemmers) for
 * nominal suffixes ("kumaşı", "kumaştan" → "kumaş"), tolerant of missing Turkish letters and of one
 * typo in a longer word. Everything is compared folded (see text.ts `fold`).
 */

const cache = new Map<string, readonly string[]>();

/**
 * The folded stems a word may have. Snowball needs the Turkish letters to strip suffixes, so a word
 * typed without them ("kumasi") is stemmed as typed and also as its folded form reads.
 */
export function stemsOf(word: string): readonly string[] {
  const lower = word.toLocaleLowerCase('tr-TR');
  const known = cache.get(lower);
  if (known) return known;
  const folded = fold(lower);
  // Snowball strips inflection only; "-lı" and "-sız" make adjectives of nouns ("renkli", "cepsiz") that
  // still speak of the noun.
  const derived = /^(.{3,}?)(?:li|lu|siz|suz|lik|luk)$/.exec(folded)?.[1];
  const stems = [
    ...new Set([fold(stemmer(lower)), fold(stemmer(folded)), folded, ...(derived ? [fold(stemmer(derived))] : [])]),
  ].filter((stem) => stem.length > 0);
  if (cache.size > 50_000) cache.clear();
  cache.set(lower, stems);
  return stems;
}

/** Optimal string alignment distance (edits, with a swap of neighbours as one), capped early. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > cap) return cap + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? cap + 1;
}

const vowels = 'aeıioöuü';

/**
 * The suffix of a word typed without Turkish letters, written again by vowel harmony after a stem
 * that has them: "yüz" + "ume" → "yüzüme", "kumaş" + "i" → "kumaşı".
 */
function harmonise(stem: string, suffix: string): string {
  let last = [...stem].reverse().find((letter) => vowels.includes(letter)) ?? 'e';
  let out = '';
  for (const letter of suffix) {
    const front = 'eiöü'.includes(last);
    const rounded = 'oöuü'.includes(last);
    let next = letter;
    if (letter === 'i' || letter === 'u') next = front ? (rounded ? 'ü' : 'i') : rounded ? 'u' : 'ı';
    else if (letter === 'a' || letter === 'e') next = front ? 'e' : 'a';
    if (vowels.includes(next)) last = next;
    out += next;
  }
  return stem + out;
}

const soften: Record<string, string> = { k: 'ğ', p: 'b', ç: 'c', t: 'd' };
const restored = new Map<string, boolean>();

/**
 * Whether a word typed without Turkish letters ("yuzume", "bebegime") is a suffixed form of a
 * reference word that has them ("yüz", "bebek"): the reference's stem with the word's suffix
 * harmonised, stemmed again by Snowball, must give the same stem. "balik" is no form of "bal".
 */
function restoredForm(word: string, reference: string): boolean {
  const key = `${word}|${reference}`;
  const known = restored.get(key);
  if (known !== undefined) return known;
  const lower = reference.toLocaleLowerCase('tr-TR');
  const stem = stemmer(lower);
  const foldedStem = fold(stem);
  let result = false;
  if (foldedStem.length >= 3 && word.length > foldedStem.length && word.length - foldedStem.length <= 5) {
    const boundary = foldedStem.length - 1;
    const sameHead = word.slice(0, boundary) === foldedStem.slice(0, boundary);
    const lastTyped = word.charAt(boundary);
    const lastStem = stem.charAt(stem.length - 1);
    const lastMatches = lastTyped === foldedStem.charAt(boundary) || fold(soften[lastStem] ?? '') === lastTyped;
    if (sameHead && lastMatches) {
      const head =
        lastTyped === foldedStem.charAt(boundary) ? stem : stem.slice(0, -1) + (soften[lastStem] ?? lastStem);
      result = fold(stemmer(harmonise(head, word.slice(foldedStem.length)))) === foldedStem;
    }
  }
  if (restored.size > 50_000) restored.clear();
  restored.set(key, result);
  return result;
}

/** Consonants that soften before a vowel suffix ("kalıp" → "kalıbı", "renk" → "rengi"), folded. */
const hardened = (text: string) => text.replace(/[bdg]/g, (letter) => ({ b: 'p', d: 't', g: 'k' })[letter] ?? letter);

/**
 * Whether two words are forms of one another: equal folded, sharing a stem, sharing their first
 * min(5, both lengths) letters with at least four (softened consonants counted as hard: "rengi" ~
 * "renk"), two long words sharing a root of four letters ("yıkanır" ~ "yıkayınız"), or — both at
 * least six letters with the same start — one typo apart ("garnti" ~ "garanti").
 */
const pairs = new Map<string, boolean>();

export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  const known = pairs.get(key);
  if (known !== undefined) return known;
  const result = compare(a, b);
  if (pairs.size > 200_000) pairs.clear();
  pairs.set(key, result);
  return result;
}

/**
 * The root of a verb form, folded, by stripping the verbal suffixes Snowball leaves on: person,
 * tense and mood, ability, negation, passive ("atılabilir", "atmayınız" → "at"; "sürülür",
 * "sürmeyiniz" → "sur"). Null when the word does not end as a verb does.
 */
const verbEnding =
  /(?:l[ae][ns]m[iu]s(?:[iu]m|[iu]z|s[iu]n)?|[^aeiou][dt][iu](?:m|k|n|n[iu]z|l[ae]r)?|[iu]yor|[aeiu]r|[iu]lir|[iu]lur|abilir|ebilir|[iu]n[iu]z[iu]?|mal[iu]|mel[iu]|m[ae]z|m[ae]y[iu]n(?:[iu]z)?|acak|ecek|m[ae]k|[iu]p|[ae]r[ae]k|[iu]nc[ae]|ken|[dt][iu]kt[ae]n|m[ae]d[ae]n|m[ae]s[iu]|m[ae]y[iu]m|m[iu]y[iu]m|y[iu]n|m[ae]n[iu]z[iu]?|y?[ae]y[iu]m|[iu]m[iu]?|[a-z]s[ae](?:m|k|n[iu]z|n)?|[^aeiou][iu]?c[ae][mz])$/;
/**
 * Verbal suffixes, peeled from the end one layer at a time: person and imperative, tense, mood,
 * converb and infinitive, ability, negation, passive.
 */
const verbSuffixes = [
  // The past, with its person ("şekerlendi", "aldım"), and heard of a verb made of a noun ("şekerlenmiş",
  // "kristalleşmiş"); a plain "-miş" is mostly a description ("açılmış ambalaj") and stays.
  /(?:(?<=l[ae][ns])m[iu]s|(?<=[^aeiou])[dt][iu])(?:[iu]m|[iu]z|s[iu]n|m|k|n|n[iu]z|l[ae]r)?$/,
  // … and the conditional ("yıkasam", "taksak"): the wish is a use asked about.
  /(?:y?[iu]n[iu]z[iu]?|s[iu]n[iu]z|y?[ae]y[iu]m|y?[iu]m[iu]?|s[iu]n|y?[iu]z|l[ae]r|d[iu]r|t[iu]r|y[iu]n|(?<=[a-z])s[ae](?:m|k|n[iu]z|n)?)$/,
  // ("saklıcam", "ödicez": the spoken future with its person, "saklayacağım".)
  /(?:(?<=[^aeiou])[iu]?c[ae][mz]|[iu]yor|acak|ecek|mal[iu]|mel[iu]|m[ae]z|[aeiu]r|m[ae]k|y?[iu]p|y?[ae]r[ae]k|y?[iu]nc[ae]|ken|[dt][iu]kt[ae]n|m[ae]d[ae]n|m[ae]s[iu]|m[ae]n[iu]z[iu]?|m[ae]y?)$/,
  /(?:y?ab[iu]l|y?eb[iu]l)$/,
  /(?:m[ae]y?)$/,
  /(?:[iu]l|[iu]n|(?<=[aeiu])n)$/,
];
export function verbRoot(word: string): string | null {
  if (word.length < 5 || !verbEnding.test(word)) return null;
  let root = word;
  // Tense and converb may stack ("kullan-ır-ken", "yap-acak-tı"): that layer is peeled twice.
  for (const suffix of [verbSuffixes[0], verbSuffixes[1], verbSuffixes[2], verbSuffixes[2], ...verbSuffixes.slice(3)]) {
    if (!suffix) continue;
    const next = root.replace(suffix, '');
    if (next.length >= 2) root = next;
  }
  return root.replace(/y$/, '');
}

/** What may follow a word as its inflection, folded ("-ı", "-lı", "-den", "-ları" …). */
const inflectionAfterConsonant =
  /^(?:[iuae]|[iu]n[iu]n|[iu]n?d[ae]n?|[iu]m|[iu]z|[iu]n|[iu]?n[ae]|l[iu]k?|l[ae]r[iu]?|[dt][ae]n?|[dt][iu]r|s[iu]z|c[iu]|l[ae])$/;
const inflectionAfterVowel =
  /^(?:[ny]?[iuae]|s[iu]|n[iu]n|n?d[ae]n?|m|z|n|l[iu]k?|l[ae]r[iu]?|[dt][ae]n?|[dt][iu]r|s[iu]z|c[iu]|yl[ae]|y[iu])$/;
const inflection = (stem: string, rest: string) =>
  ('aeiou'.includes(stem.charAt(stem.length - 1)) ? inflectionAfterVowel : inflectionAfterConsonant).test(rest);

/**
 * Whether two words are forms of one another on stronger evidence than a shared start: one is the
 * other plus an inflection ("kumaş" ~ "kumaşı", "renk" ~ "rengi"), they share a stem or a verb root,
 * or one is a typo of the other. "türk" ~ "Türkiye", "damlalık" ~ "damla" and "ayarlanıyor" ~
 * "ayarları" share a start but not a meaning: the verifier, unlike the engine's search, asks for this.
 */
export function sameWordStrictly(a: string, b: string): boolean {
  if (!sameWord(a, b)) return false;
  const left = hardened(fold(a));
  const right = hardened(fold(b));
  if (left === right) return true;
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  if (long.startsWith(short) && inflection(short, long.slice(short.length))) return true;
  const leftStems = stemsOf(a);
  const rightStems = stemsOf(b);
  if (leftStems.some((stem) => stem.length >= 3 && rightStems.includes(stem))) return true;
  if (sameRoot(verbRoot(fold(a)), verbRoot(fold(b)))) return true;
  if (restoredForm(fold(a), b) || restoredForm(fold(b), a)) return true;
  return left.length >= 6 && right.length >= 6 && left[0] === right[0] && editDistance(left, right, 1) <= 1;
}

/** Two verb roots alike, or one a letter longer ("kullan" ~ "kulla": a passive "-n" or a root's own "n"). */
function sameRoot(left: string | null, right: string | null): boolean {
  if (!left || !right) return false;
  if (left === right) return left.length >= 2;
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  return short.length >= 4 && long.length - short.length === 1 && long.startsWith(short);
}

function compare(a: string, b: string): boolean {
  const left = fold(a);
  const right = fold(b);
  if (left === right) return true;
  // "kurutma makinesi" is a dryer, "kuru temizleme" cleaning without water: the verb made of the adjective
  // is another word.
  if (/^kurut/.test(left) !== /^kurut/.test(right) && /^kuru/.test(left) && /^kuru/.test(right)) return false;
  const length = Math.min(5, left.length, right.length);
  if (length >= 4 && hardened(left.slice(0, length)) === hardened(right.slice(0, length))) return true;
  // A shared root of four letters where both go on as a verb does ("yıkanır" ~ "yıkayınız"), not a
  // compound's other half ("yurtiçi" ≠ "yurtdışı").
  const goesOn = (word: string) => 'aeioulnyr'.includes(word.charAt(4));
  if (
    left.length >= 6 &&
    right.length >= 6 &&
    left.slice(0, 4) === right.slice(0, 4) &&
    goesOn(left) &&
    goesOn(right)
  ) {
    return true;
  }
  const leftStems = stemsOf(a);
  const rightStems = stemsOf(b);
  if (leftStems.some((stem) => stem.length >= 3 && rightStems.includes(stem))) return true;
  if (restoredForm(left, b) || restoredForm(right, a)) return true;
  if (left.slice(0, 2) === right.slice(0, 2) && sameRoot(verbRoot(left), verbRoot(right))) return true;
  return (
    left.length >= 6 &&
    right.length >= 6 &&
    left[0] === right[0] &&
    editDistance(left.slice(0, 8), right.slice(0, 8), 1) <= 1
  );
}
