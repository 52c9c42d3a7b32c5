import type { QuestionPart } from '../engine/read-question.js';
import { fold, words } from '../engine/text.js';
import { type Evidence, lexiconEntry } from './evidence.js';
import { colourWords, materialWords } from './lexicon.js';

/**
 * The yes or no the facts give to a yes/no question, where they settle it: a variant's stock, a
 * colour that is or is not sold, a material the product is or is not made of, an attribute whose
 * value is "Var" or "Yok". Null when the facts alone do not say.
 */
export function expectedLead(part: QuestionPart, evidence: Evidence, askedOptions: readonly string[]) {
  if (!part.yesNo) return null;
  const asksStock = /(?<![a-z])(?:var|stok|mevcut|kaldi|bulunuyor|bulunur|satista)/.test(part.text);
  const colours = part.words.flatMap((word) => lexiconEntry(word, colourWords) ?? []);
  if (asksStock && colours.some((colour) => !evidence.colours.has(colour) && !evidence.options.has(colour))) {
    return 'hayir';
  }
  if (asksStock && askedOptions.length > 0 && evidence.variants.length > 0) {
    const axes = new Map<number, Set<string>>();
    for (const option of askedOptions) {
      for (const variant of evidence.variants) {
        const axis = variant.values.indexOf(option);
        if (axis >= 0) axes.set(axis, (axes.get(axis) ?? new Set()).add(option));
      }
    }
    const meant = evidence.variants.filter((variant) =>
      [...axes].every(([axis, options]) => options.has(variant.values[axis] ?? '')),
    );
    return meant.some((variant) => variant.inStock) ? 'evet' : 'hayir';
  }
  const materials = part.words.flatMap((word) => lexiconEntry(word, materialWords) ?? []);
  if (materials.length === 1 && evidence.materials.size > 0 && !/(?:icer|karisim|orani|yuzde)/.test(part.text)) {
    return evidence.materials.has(materials[0] ?? '') ? 'evet' : null;
  }
  return attributeLead(part, evidence);
}

/** "ANC var mı?" against "Aktif Gürültü Engelleme (ANC): Var". */
function attributeLead(part: QuestionPart, evidence: Evidence): 'evet' | 'hayir' | null {
  const asked = new Set(part.words.filter((word) => word.length >= 3));
  for (const fact of evidence.facts) {
    const colon = fact.indexOf(': ');
    if (colon < 0) continue;
    const value = fold(fact.slice(colon + 2)).trim();
    const verdict = /^(?:var|mevcut|evet)(?![a-z])/.test(value)
      ? 'evet'
      : /^(?:yok|hayir|icermez)(?![a-z])/.test(value)
        ? 'hayir'
        : null;
    if (!verdict) continue;
    const name = words(fact.slice(0, colon)).filter((word) => word.length >= 3);
    if (name.length > 0 && name.every((word) => asked.has(word))) return verdict;
  }
  return null;
}
