import type { QuestionPart } from '../engine/read-question.js';
import { fold, isContentWord } from '../engine/text.js';
import { sameWord } from '../engine/turkish.js';

/**
 * Which words of a question carry what it asks, and when a fact's word says the same: Turkish forms
 * (turkish.ts) plus a few everyday equivalences of product talk.
 */

/** Question words and words that ask nothing by themselves ("olur mu", "kullanabilir miyim", "lazım"). */
const genericStarts = (
  'kac nasil hangi neler nedir nere neresi niye neden acaba ol olm olur oluy olab yap yapi ede edil edeb ' +
  'et vere veri verm vers verir al alsa alir alab alin alm alacak iste isti lazim gerek soyle bilgi ' +
  'hakkinda mumkun acil lutfen tesekkur merhaba selam abi abla hocam kanka kardes ya yani gel geli gelir ' +
  'bulun var yok mevcut tane adet sey seyi sizin siz bizim bana bize ben benim hep hic cok daha gibi ' +
  'icin ile kadar sadece yalniz tam simdi bugun once sonra evet hayir tamam urun bunun bunu bu sunu su'
).split(' ');
const exactGeneric = new Set('mi mu misin musun misiniz musunuz midir mudur miyim muyum de da ki ne kim an'.split(' '));

export const isGenericWord = (word: string) =>
  exactGeneric.has(word) ||
  genericStarts.some((start) => word === start || (start.length >= 3 && word.startsWith(start)));

/**
 * Everyday equivalences, as folded word starts: a customer's word and the listing's word for one
 * thing ("göz" ~ "bölme", "dar" ~ "slim"). Conservative: a wrong pair makes a fact answer a question
 * it does not answer.
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['goz', 'bolme'],
  ['dar', 'slim', 'skinny'],
  ['bol', 'oversize', 'genis kesim', 'rahat kesim'],
  ['regular', 'normal kalip', 'standart'],
  ['skt', 'son kullanma'],
  ['mensei', 'uretim yeri', 'made in'],
  ['ebat', 'olcu', 'boyut'],
  ['kablosuz', 'bluetooth'],
  ['sarj', 'batarya', 'pil'],
  ['surum', 'versiyon'],
  ['televizyon', 'tv'],
  ['kilo', 'kg'],
  ['gram', 'gr'],
  ['litre', 'lt'],
  ['santim', 'cm'],
  ['kutu', 'kutusu', 'kutusunda', 'ambalaj'],
  ['icerik', 'icindekiler', 'icinde'],
  ['sulfat', 'sls'],
  ['sertifika', 'belge'],
];

const inGroup = (a: string, b: string) =>
  synonymGroups.some(
    (group) => group.some((start) => a.startsWith(start)) && group.some((start) => b.startsWith(start)),
  );

/** Whether a question word and a fact word say the same thing. */
export const sameMeaning = (asked: string, factWord: string) =>
  sameWord(asked, factWord) || inGroup(asked, fold(factWord));

/** The words of a part that carry its question: content words, no question word, no name of the product itself. */
export function askedWords(
  part: QuestionPart,
  nameWords: ReadonlySet<string>,
  optionWords: ReadonlySet<string>,
): string[] {
  const words = part.words.filter(
    (word) => isContentWord(word) && !isGenericWord(word) && !optionWords.has(word) && !/^\d+$/.test(word),
  );
  const own = words.filter((word) => !nameWords.has(word));
  return [...new Set(own.length > 0 ? own : words)];
}

/** "cepsiz", "alkolsüz": a word that says its root is absent — and that root. */
export function absentRoot(word: string): string | null {
  const match = /^(.{2,})(?:siz|suz)$/.exec(fold(word));
  return match?.[1] ?? null;
}
