import { collectFacts } from '../engine/facts.js';
import { colourWords, countryName, countsTold, letterSizes, lexiconEntry, materialWords } from '../engine/lexicon.js';
import { normalizeQuestion } from '../engine/normalize.js';
import { fold, numberValues, words } from '../engine/text.js';
import { sameWord } from '../engine/turkish.js';
import type { AnswerContext } from '../engine/types.js';
import { type AskedOptions, askedAfterGone, askedOptions } from '../engine/variant-options.js';
import { type VariantTable, variantTable } from '../engine/variant-table.js';

/**
 * What an answer may rest on: the facts given to the engine (product, profile, FAQ — not earlier
 * answers to other questions, which may be about another product), read into the forms claims are
 * checked against, and the variant table. Built from the context alone, never from what an engine
 * says it used.
 */
export type Evidence = {
  facts: string[];
  /** each fact's folded words, apostrophe suffixes dropped */
  factWords: Map<string, string[]>;
  /** every folded word of the facts */
  words: Set<string>;
  numbers: Set<number>;
  colours: Set<string>;
  materials: Set<string>;
  sizes: Set<string>;
  table: VariantTable;
  /** every folded option value of the variants ("beyaz", "s", "30/32", "tek kisilik") */
  options: Set<string>;
  /** the variant options the question names */
  asked: AskedOptions;
  /** how many items the customer says they buy ("2 tane", "iki kutu") */
  counts: number[];
  /** the question's words, folded and normalised */
  questionWords: string[];
};

export { lexiconEntry };

export const factWordsOf = (text: string): string[] =>
  fold(text)
    .replace(/['’][a-z]+/g, '')
    .match(/[a-z0-9]+/g) ?? [];

export function buildEvidence(context: AnswerContext): Evidence {
  const facts = collectFacts(context)
    .filter((fact) => fact.source !== 'example')
    // "Menşei: CN" is said "Çin": the country's name stands beside its code.
    .map((fact) =>
      /^menşei: /i.test(fact.text) ? `${fact.text} (${countryName(fact.text.slice(8).trim())})` : fact.text,
    );
  const factWords = facts.flatMap((fact) => words(fact));
  const table = variantTable(context);
  const options = new Set(table.variants.flatMap((variant) => variant.options.map((option) => fold(option).trim())));
  const question = normalizeQuestion(context.question);
  const pick = (lexicon: ReadonlySet<string>) =>
    new Set(factWords.flatMap((word) => lexiconEntry(word, lexicon) ?? []));
  return {
    facts,
    factWords: new Map(facts.map((fact) => [fact, factWordsOf(fact)])),
    words: new Set(factWords),
    numbers: numberValues(facts),
    colours: pick(colourWords),
    materials: pick(materialWords),
    sizes: new Set([...factWords.filter((word) => letterSizes.has(word)), ...options]),
    table,
    options,
    // "haki xl bitmiş, xxl haki var mı": what is asked after the option told gone.
    asked: askedAfterGone(question, table) ?? askedOptions(context.question, table),
    counts: countsTold(question),
    questionWords: question.match(/[a-z0-9]+/g) ?? [],
  };
}

/** Whether some fact word is a form of this word (stem, missing letters, a typo). */
export function factHasWord(evidence: Evidence, word: string): boolean {
  if (evidence.words.has(word)) return true;
  for (const other of evidence.words) if (sameWord(word, other)) return true;
  return false;
}
