import { fold } from './text.js';
import type { AnswerContext } from './types.js';

/**
 * A product's variants as a table: its axes ("Renk", "Beden", "Hacim") with their options, and each
 * variant's option on every axis, stock, price and same-day shipping. Read from the context by the
 * local engine and, independently of it, by the verifier.
 */

/** A variant axis with its options in the order the product lists them. */
export type Axis = { name: string; kind: 'colour' | 'size' | 'other'; options: string[] };

/** One variant: its option on each axis (by axis index), stock and price. */
export type TableVariant = {
  options: string[];
  inStock: boolean;
  /** units in stock, when known */
  quantity: number | null;
  price: number | null;
  sameDayCutOff: string | null;
  deliveryDays: number | null;
};

export type VariantTable = {
  axes: Axis[];
  variants: TableVariant[];
  /** folded words of the title, brand and category: naming the product is no question of its own */
  nameWords: Set<string>;
  /**
   * folded words naming what the product is — its category, brand and the title's last word ("çanta",
   * "kulaklık"), not the features its title lists ("askılı", "süt köpürtücü"), which are worth asking about
   */
  typeWords: Set<string>;
};

const axisKind = (name: string): Axis['kind'] => {
  const folded = fold(name);
  if (/renk|color/.test(folded)) return 'colour';
  if (/beden|numara|boyut/.test(folded)) return 'size';
  return 'other';
};

export function variantTable(context: AnswerContext): VariantTable {
  const product = context.product;
  const axes: Axis[] = [];
  const variants: TableVariant[] = [];
  for (const variant of product?.variants ?? []) {
    const options: string[] = [];
    for (const attribute of variant.attributes) {
      let index = axes.findIndex((axis) => axis.name === attribute.name);
      if (index < 0) index = axes.push({ name: attribute.name, kind: axisKind(attribute.name), options: [] }) - 1;
      const axis = axes[index] as Axis;
      if (!axis.options.includes(attribute.value)) axis.options.push(attribute.value);
      options[index] = attribute.value;
    }
    variants.push({
      options,
      inStock: variant.inStock,
      quantity: variant.quantity ?? null,
      price: variant.price,
      sameDayCutOff: variant.sameDayCutOff ?? null,
      deliveryDays: variant.deliveryDays,
    });
  }
  const title = product?.title ?? context.productName;
  const names = [title, product?.brand ?? '', product?.category ?? ''];
  const words = (text: string) => fold(text).match(/[a-z0-9]+/g) ?? [];
  const titleHead = words(title)
    .filter((word) => /^[a-z]{3,}$/.test(word))
    .at(-1);
  return {
    axes,
    variants,
    nameWords: new Set(words(names.join(' '))),
    typeWords: new Set([
      ...words(`${product?.brand ?? ''} ${product?.category ?? ''}`),
      ...(titleHead ? [titleHead] : []),
    ]),
  };
}
