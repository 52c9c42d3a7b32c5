import { collectFacts, type Fact } from '../engine/facts.js';
import { checkAnswer, GuardrailId } from '../engine/guardrails.js';
import { fold } from '../engine/text.js';
import type { AnswerContext } from '../engine/types.js';

/** A variant axis ("Renk", "Beden", "Hacim") with its options in the order the product lists them. */
export type Axis = { name: string; kind: 'colour' | 'size' | 'other'; options: string[] };

/** One variant: its option on each axis (by axis index), stock and price. */
export type CatalogVariant = { options: string[]; inStock: boolean; price: number | null; sameDayCutOff: string | null };

/**
 * What the local engine knows about a question's product and store, read once per draft: the facts
 * it may quote (any that would break a guardrail left out) and the variants as a table of axes.
 */
export type Catalog = {
  context: AnswerContext;
  facts: Fact[];
  axes: Axis[];
  variants: CatalogVariant[];
  deliveryDays: number[];
  sameDayCutOff: string | null;
  vatRate: number | null;
  /** folded words of the title, brand and category: naming the product is no question of its own */
  nameWords: Set<string>;
};

const axisKind = (name: string): Axis['kind'] => {
  const folded = fold(name);
  if (/renk|color/.test(folded)) return 'colour';
  if (/beden|numara|boyut/.test(folded)) return 'size';
  return 'other';
};

export function buildCatalog(context: AnswerContext): Catalog {
  const { blockedTerms } = context.profile;
  // A fact that would break a guardrail (a phone number in the notes, a learned blocked term) is never quoted.
  const facts = collectFacts(context).filter(
    (fact) =>
      fact.source !== 'example' &&
      checkAnswer(fact.value, { blockedTerms }).every((result) => result.passed || result.id === GuardrailId.Length),
  );
  const product = context.product;
  const axes: Axis[] = [];
  const variants: CatalogVariant[] = [];
  for (const variant of product?.variants ?? []) {
    const options: string[] = [];
    for (const attribute of variant.attributes) {
      let index = axes.findIndex((axis) => axis.name === attribute.name);
      if (index < 0) index = axes.push({ name: attribute.name, kind: axisKind(attribute.name), options: [] }) - 1;
      const axis = axes[index] as Axis;
      if (!axis.options.includes(attribute.value)) axis.options.push(attribute.value);
      options[index] = attribute.value;
    }
    variants.push({ options, inStock: variant.inStock, price: variant.price, sameDayCutOff: variant.sameDayCutOff ?? null });
  }
  const present = <T>(values: Array<T | null | undefined>) => values.filter((value): value is T => value != null);
  const days = [...new Set(present((product?.variants ?? []).map((variant) => variant.deliveryDays)))].sort();
  const names = [context.product?.title ?? context.productName, product?.brand ?? '', product?.category ?? ''];
  return {
    context,
    facts,
    axes,
    variants,
    deliveryDays: days,
    sameDayCutOff: present((product?.variants ?? []).map((variant) => variant.sameDayCutOff))[0] ?? null,
    vatRate: present((product?.variants ?? []).map((variant) => variant.vatRate))[0] ?? null,
    nameWords: new Set(fold(names.join(' ')).match(/[a-z0-9]+/g) ?? []),
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
