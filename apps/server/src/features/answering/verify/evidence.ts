import { collectFacts } from '../engine/facts.js';
import { fold, numberValues, words } from '../engine/text.js';
import { sameWord } from '../engine/turkish.js';
import type { AnswerContext } from '../engine/types.js';
import { colourWords, letterSizes, materialWords } from './lexicon.js';

/** One sellable variant: its option values, folded ("beyaz", "s"), and whether it has stock. */
export type EvidenceVariant = { values: string[]; label: string; inStock: boolean };

/**
 * What an answer may rest on: the facts given to the engine (product, profile, FAQ — not earlier
 * answers to other questions, which may be about another product), read into the forms claims are
 * checked against. Built from the context alone, never from what an engine says it used.
 */
export type Evidence = {
  facts: string[];
  /** every folded word of the facts */
  words: Set<string>;
  numbers: Set<number>;
  questionNumbers: Set<number>;
  colours: Set<string>;
  materials: Set<string>;
  sizes: Set<string>;
  variants: EvidenceVariant[];
  /** every folded option value of the variants ("beyaz", "s", "30/32", "tek kisilik") */
  options: Set<string>;
};

/** Whether a word names an entry of the lexicon, suffixed or not ("beyazı", "pamuklu"). */
export function lexiconEntry(word: string, lexicon: ReadonlySet<string>): string | null {
  if (lexicon.has(word)) return word;
  for (let cut = word.length - 1; cut >= 3 && word.length - cut <= 4; cut -= 1) {
    const head = word.slice(0, cut);
    if (lexicon.has(head)) return head;
  }
  return null;
}

export function buildEvidence(context: AnswerContext): Evidence {
  const facts = collectFacts(context)
    .filter((fact) => fact.source !== 'example')
    .map((fact) => fact.text);
  const factWords = facts.flatMap((fact) => words(fact));
  const variants = (context.product?.variants ?? []).map((variant) => ({
    values: variant.attributes.map((attribute) => fold(attribute.value).trim()),
    label: variant.attributes.map((attribute) => attribute.value).join(' / '),
    inStock: variant.inStock,
  }));
  const options = new Set(variants.flatMap((variant) => variant.values));
  const pick = (lexicon: ReadonlySet<string>) =>
    new Set(factWords.flatMap((word) => lexiconEntry(word, lexicon) ?? []));
  return {
    facts,
    words: new Set(factWords),
    numbers: numberValues(facts),
    questionNumbers: numberValues([context.question]),
    colours: pick(colourWords),
    materials: pick(materialWords),
    sizes: new Set([...factWords.filter((word) => letterSizes.has(word)), ...options]),
    variants,
    options,
  };
}

/** Whether some fact word is a form of this word (stem, missing letters, a typo). */
export function factHasWord(evidence: Evidence, word: string): boolean {
  if (evidence.words.has(word)) return true;
  for (const other of evidence.words) if (sameWord(word, other)) return true;
  return false;
}
