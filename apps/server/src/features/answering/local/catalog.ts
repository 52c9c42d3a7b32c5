import { collectFacts, type Fact } from '../engine/facts.js';
import { checkAnswer, GuardrailId } from '../engine/guardrails.js';
import { fold } from '../engine/text.js';
import type { AnswerContext } from '../engine/types.js';
import { type Axis, type VariantTable, variantTable } from '../engine/variant-table.js';

export type { Axis };

/**
 * What the local engine knows about a question's product and store, read once per draft: the facts
 * it may quote (any that would break a guardrail left out) and the variants as a table of axes.
 */
export type Catalog = VariantTable & {
  context: AnswerContext;
  facts: Fact[];
  deliveryDays: number[];
  sameDayCutOff: string | null;
  vatRate: number | null;
};

const safe = new Map<string, boolean>();

/** Whether a fact passes every guardrail but length (memoised: a store's profile repeats in every draft). */
function quotable(value: string, blockedTerms: readonly string[]): boolean {
  const key = `${blockedTerms.join('\u0001')}\u0000${value}`;
  const known = safe.get(key);
  if (known !== undefined) return known;
  // The seller's own facts are judged by the patterns; the learned reader judges the composed draft.
  const result = checkAnswer(value, { blockedTerms: [...blockedTerms], learned: false }).every(
    (check) => check.passed || check.id === GuardrailId.Length,
  );
  if (safe.size > 20_000) safe.clear();
  safe.set(key, result);
  return result;
}

export function buildCatalog(context: AnswerContext): Catalog {
  const { blockedTerms } = context.profile;
  // A fact that would break a guardrail (a phone number in the notes, a learned blocked term) is never quoted.
  const facts = collectFacts(context).filter((fact) => fact.source !== 'example' && quotable(fact.value, blockedTerms));
  const product = context.product;
  const present = <T>(values: Array<T | null | undefined>) => values.filter((value): value is T => value != null);
  const days = [...new Set(present((product?.variants ?? []).map((variant) => variant.deliveryDays)))].sort();
  const table = variantTable(context);
  // A shoe's "Beden: 38" is its "38 numara".
  const shoe = /ayakkabi|sneaker|(?<![a-z])bot(?![a-z])|cizme|terlik|sandalet|babet|loafer/.test(
    fold(`${product?.category ?? ''} ${product?.title ?? ''}`),
  );
  const axes = table.axes.map((axis) =>
    shoe && axis.kind === 'size' && axis.options.every((option) => /^\d{2}(?:[.,]5)?$/.test(option.trim()))
      ? { ...axis, name: 'Numara' }
      : axis,
  );
  return {
    ...table,
    axes,
    context,
    facts,
    deliveryDays: days,
    sameDayCutOff: present((product?.variants ?? []).map((variant) => variant.sameDayCutOff))[0] ?? null,
    vatRate: present((product?.variants ?? []).map((variant) => variant.vatRate))[0] ?? null,
  };
}

/** "Krem M beden", "Kahverengi 43 numara", "750 ml Yağlı Saçlar": a variant as a customer names it. */
export function variantLabel(catalog: Catalog, options: readonly (string | undefined)[]): string {
  const order = catalog.axes.map((axis, index) => ({ axis, index })).sort((a, b) => rank(a.axis) - rank(b.axis));
  return order
    .flatMap(({ axis, index }) => {
      const option = options[index];
      if (!option) return [];
      return [
        axis.kind === 'size' && /^[0-9/]+$|^[xsml]{1,4}$|^\dxl$/i.test(option) ? `${option} ${sizeWord(axis)}` : option,
      ];
    })
    .join(' ');
}

const rank = (axis: Axis) => (axis.kind === 'colour' ? 0 : axis.kind === 'size' ? 1 : 2);

/** "beden" for clothes, "numara" for shoes and nappies: what a size is called on this product. */
export const sizeWord = (axis: Axis) => (/numara/.test(fold(axis.name)) ? 'numara' : 'beden');
