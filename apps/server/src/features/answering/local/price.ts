import type { QuestionPart } from '../engine/read-question.js';
import { type AskedOptions, variantsMeant } from '../engine/variant-options.js';
import { type Catalog, variantLabel } from './catalog.js';
import { answer, listOf, type PartAnswer } from './plan.js';

const money = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const tl = (amount: number) => `${money.format(amount)} TL`;

/** The prices of the product's variants, or of the asked ones. */
function pricesOf(catalog: Catalog, asked: AskedOptions) {
  const meant = asked.byAxis.size > 0 ? variantsMeant(catalog, asked.byAxis) : catalog.variants;
  return meant.filter((variant) => variant.price !== null);
}

/**
 * Price and VAT: the price (of the asked variant, or per option when they differ), whether two named
 * options cost the same, whether a figure the customer names is the price, and that the price
 * includes VAT at the product's rate (Trendyol shows consumers VAT-inclusive prices).
 */
export function answerPrice(part: QuestionPart, catalog: Catalog, asked: AskedOptions): PartAnswer | null {
  const priceFacts = catalog.facts.filter((fact) => fact.source === 'price');
  const vatFact = priceFacts.find((fact) => fact.name === 'KDV');
  const asksVat = /(?<![a-z])kdv/.test(part.text);
  if (asksVat) {
    if (!vatFact || catalog.vatRate === null) return null;
    const rate = `%${catalog.vatRate}`;
    const asksRate = /oran|yuzde|kac/.test(part.text);
    const sentence = `Satış fiyatımıza KDV dahildir; ürünün KDV oranı ${rate}.`;
    // "kdv dahil fiyatı ne kadar": the price too.
    const asksPrice = /fiyat\w* (?:ne kadar|kac|nedir|ne)|kac (?:tl|lira|para)|ne kadar$/.test(part.text);
    const price = asksPrice
      ? answerPrice({ ...part, text: part.text.replace(/(?<![a-z])kdv\w*/g, '') }, catalog, asked)
      : null;
    const priceSentences = price?.kind === 'answer' ? price.sentences : [];
    return answer([...priceSentences, sentence], [vatFact, ...(price?.kind === 'answer' ? price.facts : [])], {
      lead: part.yesNo && !asksRate ? 'evet' : null,
      confidence: 0.9,
    });
  }
  const variants = pricesOf(catalog, asked);
  if (variants.length === 0) return null;
  const facts = priceFacts.filter((fact) => fact.name === 'Fiyat');
  const distinct = [...new Set(variants.map((variant) => variant.price as number))];
  const axesNamed = [...asked.byAxis.values()].flat();
  if (/ayni fiyat|fiyat(?:lari|i)? ayni|fark var|farkli mi|fiyat farki/.test(part.text) && axesNamed.length >= 2) {
    const byOption = axesNamed.map((option) => {
      const index = catalog.axes.findIndex((axis) => axis.options.includes(option));
      const price = catalog.variants.find(
        (variant) => variant.options[index] === option && variant.price !== null,
      )?.price;
      return { option, price };
    });
    const same = new Set(byOption.map((item) => item.price)).size === 1;
    const sentence = same
      ? `${listOf(axesNamed)} aynı fiyattadır: ${tl(byOption[0]?.price ?? 0)}.`
      : `${byOption.map((item) => `${item.option} seçeneğinin fiyatı ${tl(item.price ?? 0)}`).join(', ')}.`;
    return answer([sentence], facts, { lead: same ? 'evet' : 'hayir', confidence: 0.9 });
  }
  const named = part.words
    .filter((word) => /^\d+(?:[.,]\d+)?$/.test(word))
    .map((word) => Number(word.replace(',', '.')))
    .filter((value) => value >= 10);
  const sentences =
    distinct.length === 1
      ? [`Ürünümüzün güncel satış fiyatı ${tl(distinct[0] as number)}.`]
      : [
          `Güncel satış fiyatlarımız: ${variants
            .filter((variant, index) => variants.findIndex((other) => other.price === variant.price) === index)
            .map((variant) => `${variantLabel(catalog, variant.options)} ${tl(variant.price as number)}`)
            .join(', ')}.`,
        ];
  // "409 tl mi?": the figure the customer saw, confirmed or corrected.
  const lead =
    named.length > 0 && part.yesNo
      ? named.some((value) => distinct.some((price) => Math.floor(price) === Math.floor(value)))
        ? 'evet'
        : 'hayir'
      : null;
  return answer(sentences, facts, { lead, confidence: 0.85 });
}
