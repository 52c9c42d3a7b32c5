import { fold, isStopWord, numberTokens, sentences, words } from '../engine/text.js';
import type { StoreProfile } from '../engine/types.js';
import { type Evidence, factHasWord, lexiconEntry } from './evidence.js';
import {
  availableWords,
  colourWords,
  frameWords,
  letterSizes,
  materialWords,
  numberWords,
  unavailableWords,
  unitWords,
} from './lexicon.js';

/** One sentence of an answer that states something, with its lead ("Evet, …") and what it claims. */
export type ClaimSentence = { text: string; folded: string; words: string[]; lead: 'evet' | 'hayir' | null };

/** Something an answer says that the facts do not back, or contradict. */
export type ClaimProblem =
  | { kind: 'unsupported'; sentence: string; what: string }
  | { kind: 'contradiction'; sentence: string; what: string };

const courtesy =
  /^(?:sorunuz|ilginiz|tercihiniz|bizi tercih)[^.!?]*tesekkur|^(?:iyi|keyifli) (?:alisverisler|gunler|aksamlar|kullanimlar)|^saygilarimizla|^sevgilerimizle|^bilginize sunariz|^tesekkur(?:ler| ederiz| ederim)|^(?:merhaba|merhabalar|selam|selamlar)[,!.]?$|^(?:degerli|sayin) musterimiz[,!.]?$/;
const greetingStart = /^(?:merhaba(?:lar)?|selam(?:lar)?|iyi gunler|degerli musterimiz|sayin musterimiz)\s*[,!.]?\s*/;

/** The sentences that state something: greeting, signature and courtesy sentences stripped. */
export function claimSentences(answer: string, voice: Pick<StoreProfile, 'greeting' | 'signature'>): ClaimSentence[] {
  let text = answer.trim();
  const greeting = voice.greeting.trim();
  if (greeting && fold(text).startsWith(fold(greeting))) text = text.slice(greeting.length).trim();
  const signature = voice.signature.trim();
  if (signature && fold(text).endsWith(fold(signature))) text = text.slice(0, text.length - signature.length).trim();
  const result: ClaimSentence[] = [];
  for (const sentence of sentences(text)) {
    let folded = fold(sentence).trim();
    folded = folded.replace(greetingStart, '');
    if (folded.length === 0 || courtesy.test(folded)) continue;
    const lead = /^(evet|hayir)(?![a-z])/.exec(folded)?.[1] as 'evet' | 'hayir' | undefined;
    result.push({ text: sentence, folded, words: words(folded), lead: lead ?? null });
  }
  return result;
}

/** "iki yıl", "on dört gün": number words before a unit, as values. */
function spelledNumbers(tokens: readonly string[]): number[] {
  const values: number[] = [];
  for (let index = 0; index < tokens.length - 1; index += 1) {
    const first = numberWords[tokens[index] ?? ''];
    if (first === undefined) continue;
    const second = numberWords[tokens[index + 1] ?? ''];
    const unitAt = second !== undefined && first >= 10 && second < 10 ? index + 2 : index + 1;
    if (!unitWords.test(tokens[unitAt] ?? '') || (first === 1 && unitAt === index + 1)) continue;
    values.push(unitAt === index + 2 ? first + (second ?? 0) : first);
  }
  return values;
}

const readings = (token: string) =>
  [Number(token.replace(/\./g, '').replace(',', '.')), Number(token.replace(/,/g, ''))].filter(Number.isFinite);

function numberProblems(sentence: ClaimSentence, evidence: Evidence): string[] {
  const known = (value: number) => evidence.numbers.has(value) || evidence.questionNumbers.has(value);
  const written = numberTokens(sentence.text).filter((token) => !readings(token).some(known));
  const spelled = spelledNumbers(sentence.words)
    .filter((value) => !known(value))
    .map(String);
  return [...written, ...spelled];
}

/** Splits a sentence into the clauses one availability claim each ("Beyaz S tükendi; Beyaz M stokta."). */
const clausesOf = (folded: string) =>
  folded
    .split(/;|,\s|\s(?:ama|fakat|ancak|ise|yalnizca|sadece)\s/)
    .map((clause) => clause.trim())
    .filter(Boolean);

/** The variant options a text names ("beyaz", "s", "30/32"), whole-word, in folded text. */
export function optionsNamed(folded: string, evidence: Evidence): string[] {
  const padded = ` ${folded.replace(/[^a-z0-9/,.]+/g, ' ').replace(/[,.](?!\d)/g, ' ')} `;
  return [...evidence.options].filter((option) => option.length > 0 && padded.includes(` ${option} `));
}

/**
 * The variants a clause speaks of: those with the named option on every axis the clause names, and —
 * on the axes it leaves open — the options the question named ("Beyaz S var mı?" → "Beyaz mevcut"
 * speaks of Beyaz / S).
 */
function variantsMeant(named: readonly string[], asked: readonly string[], evidence: Evidence) {
  const axes = new Map<number, Set<string>>();
  const add = (option: string, only: (axis: number) => boolean) => {
    for (const variant of evidence.variants) {
      const axis = variant.values.indexOf(option);
      if (axis < 0 || !only(axis)) continue;
      axes.set(axis, (axes.get(axis) ?? new Set()).add(option));
    }
  };
  for (const option of named) add(option, () => true);
  const namedAxes = new Set(axes.keys());
  for (const option of asked) add(option, (axis) => !namedAxes.has(axis));
  return evidence.variants.filter((variant) =>
    [...axes].every(([axis, options]) => options.has(variant.values[axis] ?? '')),
  );
}

/**
 * An availability claim checked against the variants: "stokta" for a sold-out combination, "tükendi"
 * for one in stock, or a colour that is not sold at all said to be available.
 */
function availabilityProblem(clause: string, evidence: Evidence, asked: readonly string[]): string | null {
  const negative = unavailableWords.test(clause);
  const positive = !negative && availableWords.test(clause);
  if ((!negative && !positive) || evidence.variants.length === 0) return null;
  const colours = words(clause).flatMap((word) => lexiconEntry(word, colourWords) ?? []);
  const unknown = colours.filter((colour) => !evidence.colours.has(colour) && !evidence.options.has(colour));
  if (positive && unknown.length > 0) return `${unknown.join(', ')} seçeneği yok`;
  if (unknown.length > 0) return null;
  const named = optionsNamed(clause, evidence);
  const meant = variantsMeant(named, asked, evidence);
  if (meant.length === 0) return null;
  const labels = (list: typeof meant) => list.map((variant) => variant.label).join(', ');
  if (positive && meant.every((variant) => !variant.inStock)) return `${labels(meant)} stokta yok`;
  if (positive && named.length > 1) {
    const sold = meant.filter((variant) => !variant.inStock);
    if (sold.length > 0) return `${labels(sold)} stokta yok`;
  }
  if (negative && meant.every((variant) => variant.inStock)) return `${labels(meant)} stokta var`;
  return null;
}

/** Whether a letter size is written as one ("XL", "S beden"), not as a unit or a stray letter. */
const writtenAsSize = (text: string, size: string) =>
  new RegExp(`(?<![A-Za-zÇĞİÖŞÜçğıöşü0-9])${size.toUpperCase()}(?![A-Za-zÇĞİÖŞÜçğıöşü0-9])`).test(text);

/** The content words of a sentence no fact names: an invented statement. */
function unbackedWords(sentence: ClaimSentence, evidence: Evidence): string[] {
  return sentence.words.filter(
    (word) =>
      word.length >= 3 &&
      !/\d/.test(word) &&
      !isStopWord(word) &&
      !frameWords.has(word) &&
      !letterSizes.has(word) &&
      !factHasWord(evidence, word),
  );
}

/**
 * Every claim of the sentences checked: numbers, colours, materials and sizes must be named by a
 * fact; availability must match the variants' stock; and every other content word must appear in
 * the facts in some form — a sentence built of words no fact contains states something invented.
 */
export function claimProblems(
  sentences: readonly ClaimSentence[],
  evidence: Evidence,
  askedOptions: readonly string[],
): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  for (const sentence of sentences) {
    const unsupported = (what: string) => problems.push({ kind: 'unsupported', sentence: sentence.text, what });
    for (const number of numberProblems(sentence, evidence)) unsupported(number);
    const negativeSentence = unavailableWords.test(sentence.folded) || sentence.lead === 'hayir';
    for (const word of sentence.words) {
      const colour = lexiconEntry(word, colourWords);
      if (colour && !evidence.colours.has(colour) && !evidence.options.has(colour) && !negativeSentence)
        unsupported(word);
      const material = lexiconEntry(word, materialWords);
      if (material && !evidence.materials.has(material) && !factHasWord(evidence, word) && !negativeSentence) {
        unsupported(word);
      }
      if (
        letterSizes.has(word) &&
        writtenAsSize(sentence.text, word) &&
        !evidence.sizes.has(word) &&
        !negativeSentence
      ) {
        unsupported(word.toUpperCase());
      }
    }
    for (const clause of clausesOf(sentence.folded)) {
      const problem = availabilityProblem(clause, evidence, askedOptions);
      if (problem) problems.push({ kind: 'contradiction', sentence: sentence.text, what: problem });
    }
    const unbacked = unbackedWords(sentence, evidence).filter(
      (word) => !lexiconEntry(word, colourWords) && !lexiconEntry(word, materialWords),
    );
    if (unbacked.length > 0) unsupported(unbacked.slice(0, 4).join(', '));
  }
  return problems;
}
