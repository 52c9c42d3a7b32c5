import { availableWords, colourWords, unavailableWords } from '../engine/lexicon.js';
import { words } from '../engine/text.js';
import { askedOptions, variantsMeant } from '../engine/variant-options.js';
import { type Evidence, lexiconEntry } from './evidence.js';

/**
 * The variants a clause speaks of: those with the named option on every axis the clause names, and —
 * on the axes it leaves open — the options the question named ("Beyaz S var mı?" → "Beyaz mevcut"
 * speaks of Beyaz / S).
 */
function variantsSpokenOf(clause: string, evidence: Evidence) {
  const named = askedOptions(clause, evidence.table).byAxis;
  const merged = new Map(named);
  for (const [axis, options] of evidence.asked.byAxis) if (!merged.has(axis)) merged.set(axis, options);
  return {
    named: named.size,
    byAxis: named,
    merged,
    meant: merged.size > 0 ? variantsMeant(evidence.table, merged) : evidence.table.variants,
  };
}

const label = (options: readonly string[]) => options.filter(Boolean).join(' / ');

/**
 * "Renk seçeneklerimiz: Beyaz, Siyah" to "siyah varsa siyah alırım": a list of the options sold, naming
 * one the customer asked after that is sold out, offers it — unless the clause says it is gone.
 */
function listedSoldOut(clause: string, evidence: Evidence): string | null {
  if (!/seceneklerimiz/.test(clause) || unavailableWords.test(clause)) return null;
  const listed = askedOptions(clause, evidence.table).byAxis;
  for (const [axis, options] of evidence.asked.byAxis) {
    for (const option of options) {
      if (!listed.get(axis)?.includes(option)) continue;
      const variants = variantsMeant(evidence.table, new Map([...evidence.asked.byAxis, [axis, [option]]]));
      if (variants.length > 0 && variants.every((variant) => !variant.inStock))
        return `${variants.map((variant) => label(variant.options)).join(', ')} stokta yok`;
    }
  }
  return null;
}

function clauseProblem(clause: string, evidence: Evidence): string | null | undefined {
  const listed = listedSoldOut(clause, evidence);
  if (listed) return listed;
  const negative = unavailableWords.test(clause);
  const positive = !negative && availableWords.test(clause);
  if (!negative && !positive) return undefined;
  if (evidence.table.variants.length === 0) return null;
  const colours = words(clause).flatMap((word) => lexiconEntry(word, colourWords) ?? []);
  const unknown = colours.filter((colour) => !evidence.colours.has(colour) && !evidence.options.has(colour));
  if (positive && unknown.length > 0) return `${unknown.join(', ')} seçeneği yok`;
  if (unknown.length > 0) return null;
  const { named, byAxis, merged, meant } = variantsSpokenOf(clause, evidence);
  if (meant.length === 0 || (named === 0 && evidence.asked.byAxis.size === 0 && !/urun|stok/.test(clause))) return null;
  const labels = (list: typeof meant) => list.map((variant) => label(variant.options)).join(', ');
  if (positive && meant.every((variant) => !variant.inStock)) return `${labels(meant)} stokta yok`;
  // "S, M, XL ve XXL bedenler stokta": each option listed as in stock is, with the rest of what is named.
  // ("Siyah, Bordo ve Bej renkleri var" names the options sold, not what is in stock.)
  if (positive && /stok|mevcut/.test(clause)) {
    for (const [axis, options] of byAxis) {
      if (options.length < 2) continue;
      for (const option of options) {
        const variants = variantsMeant(evidence.table, new Map([...merged, [axis, [option]]]));
        if (variants.length > 0 && variants.every((variant) => !variant.inStock))
          return `${labels(variants)} stokta yok`;
      }
    }
  }
  if (positive && named > 1) {
    const sold = meant.filter((variant) => !variant.inStock);
    if (sold.length > 0) return `${labels(sold)} stokta yok`;
  }
  if (negative && meant.every((variant) => variant.inStock)) return `${labels(meant)} stokta var`;
  return null;
}

/**
 * "Sadece siyah rengi mevcuttur", "yalnızca S ve M bedenler var": the options named after "only" must
 * be all that is in stock on their axis (among the variants the rest of the sentence or the question
 * names), else the others are left out.
 */
function exclusivityProblem(text: string, evidence: Evidence): string | null {
  const only = /(?<![a-z])(?:sadece|yalnizca|yalniz|bir tek)\s+([^.;!?]*)/.exec(text);
  if (!only || evidence.table.variants.length === 0) return null;
  const segment = only[1] ?? '';
  if (!availableWords.test(segment) && !/secene|renk|beden|numara/.test(segment)) return null;
  const named = askedOptions(segment, evidence.table).byAxis;
  const before = askedOptions(text.slice(0, only.index), evidence.table).byAxis;
  for (const [axis, options] of named) {
    const constraints = new Map([...evidence.asked.byAxis, ...before]);
    constraints.delete(axis);
    const pool = constraints.size > 0 ? variantsMeant(evidence.table, constraints) : evidence.table.variants;
    const others = [
      ...new Set(
        pool
          .filter((variant) => variant.inStock && !options.includes(variant.options[axis] ?? ''))
          .map((variant) => variant.options[axis] ?? ''),
      ),
    ].filter(Boolean);
    if (others.length > 0) return `${others.join(', ')} de stokta`;
  }
  return null;
}

/**
 * An availability claim checked against the variants, clause by clause: "stokta" for a sold-out
 * combination, "tükendi" for one in stock, or a colour that is not sold at all said to be available.
 * Undefined when the text claims no availability; null when what it claims holds.
 */
export function availabilityProblem(text: string, evidence: Evidence): string | null | undefined {
  const exclusive = exclusivityProblem(text, evidence);
  if (exclusive) return exclusive;
  let claimed = false;
  // ("Beyaz L ise tükendi": "ise" marks the subject of its clause, it ends none.)
  const pieces = text.split(/;|,\s|\s(?:ama|fakat|ancak|yalnizca|sadece)\s/);
  // "haki renkte S, M ve L bedenler stokta": a piece ending in an option, with no claim of its own, is a list's start.
  const clauses: string[] = [];
  let listed = '';
  for (const piece of pieces) {
    const clause = `${listed} ${piece}`.trim();
    const last = piece.trim().split(/\s+/).at(-1) ?? '';
    const listStart =
      evidence.options.has(last) &&
      !availableWords.test(piece) &&
      !unavailableWords.test(piece) &&
      piece !== pieces.at(-1);
    listed = listStart ? clause : '';
    if (!listStart) clauses.push(clause);
  }
  for (const clause of clauses) {
    const problem = clauseProblem(clause.trim(), evidence);
    if (problem === undefined) continue;
    claimed = true;
    if (problem) return problem;
  }
  return claimed ? null : undefined;
}
