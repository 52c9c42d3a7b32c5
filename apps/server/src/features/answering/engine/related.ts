import { sameWord } from './text.js';

/**
 * Whether a question word and a fact word say the same thing, beyond `sameWord`: customers misspell
 * (vowels dropped: "orjinal", "kapşon"), use a verb where the page uses a noun ("taşıyor" ~
 * "taşıma"), or another common word for it ("sürümü" ~ "Versiyonu"). Every check stays conservative:
 * a false match lets the engine quote a fact that answers a different question.
 */

/**
 * Word starts that name one thing in Turkish product talk (folded). Kept to everyday equivalences,
 * English loan words and the like; a group is no topic list — "şeker" alone is not "kristal".
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['surum', 'versiyon', 'version'],
  ['waterproof', 'suya', 'sugecirmez'],
  ['sekerlen', 'kristal'],
  ['televizyon', 'tv'],
  ['macbook', 'imac', 'macos'],
  ['kilo', 'kg'],
  // "kutudan çıkıyor mu" asks whether it is included; "dahili" (built-in) is another word, hence the `$`.
  ['kutu', 'dahil$', 'dahildir'],
];

const starts = (word: string, start: string) =>
  start.endsWith('$') ? word === start.slice(0, -1) : word.startsWith(start);

const inGroup = (a: string, b: string) =>
  synonymGroups.some((group) => group.some((start) => starts(a, start)) && group.some((start) => starts(b, start)));

/** The consonants of a word: Turkish misspellings mostly drop or swap vowels ("orjinal", "kapşonu"). */
const skeleton = (word: string) => word.replace(/[aeiou]/g, '');

/** Same first letter and the same first four consonants, both words long enough for that to mean something. */
function sameSkeleton(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || a[0] !== b[0]) return false;
  const left = skeleton(a);
  const right = skeleton(b);
  return left.length >= 4 && right.length >= 4 && left.slice(0, 4) === right.slice(0, 4);
}

/** A verb form's ending ("-iyor", "-ma", "-mak"), so "taşıyor" and "taşıma" meet at "taşı". */
const verbEnding = /(?:yor|mak|mek|ma|me)(?:lar|ler|si|su|sı)?$/;

function sameRoot(a: string, b: string): boolean {
  const left = a.replace(verbEnding, '');
  const right = b.replace(verbEnding, '');
  if (left === a && right === b) return false;
  return left.length >= 4 && right.length >= 4 && left.slice(0, 4) === right.slice(0, 4);
}

export function relatedWord(a: string, b: string): boolean {
  return sameWord(a, b) || sameSkeleton(a, b) || sameRoot(a, b) || inGroup(a, b);
}

/**
 * A short question word (two or three letters) is a form of a product name word only when the name
 * word begins with it and adds a suffix at most ("set" ~ "seti", "bal" ~ "balı"); `sameWord` needs four.
 */
export const nameForm = (word: string, name: string) =>
  sameWord(word, name) || (word.length >= 2 && name.startsWith(word) && name.length - word.length <= 2);
