import { sentences } from './text.js';
import type { AnswerContext, ProductFacts, StoreProfile } from './types.js';

export type FactSource =
  | 'title'
  | 'brand'
  | 'category'
  | 'attribute'
  | 'variant'
  | 'stock'
  | 'price'
  | 'shipping'
  | 'description'
  | 'delivery'
  | 'returns'
  | 'notes'
  | 'faq'
  | 'example';

/**
 * One fact with its parts. `text` is always "name: value", or "name: question → answer" for FAQ and
 * earlier answers — the score relies on that shape to find the part an answer should echo.
 */
export type Fact = { text: string; source: FactSource; name: string; value: string; question?: string };

const fact = (source: FactSource, name: string, value: string): Fact => ({
  text: `${name}: ${value}`,
  source,
  name,
  value,
});

const price = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const range = (values: string[]) => (values.length > 1 ? `${values[0]}–${values[values.length - 1]}` : values[0]);
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Trendyol descriptions are often HTML; only the sentences matter here. Paragraphs, list items and
 * line breaks end a sentence even without a full stop ("<li>1 damla: 400 IU</li>").
 */
function descriptionSentences(description: string | null): string[] {
  if (!description) return [];
  const text = description
    .replace(/<\/(?:p|li|h\d|div|tr)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");
  return text
    .split(/\n+/)
    .flatMap((block) => sentences(block))
    .filter((sentence) => sentence.length <= 400)
    .slice(0, 30);
}

function variantFacts(product: ProductFacts): Fact[] {
  const facts: Fact[] = [];
  const options = new Map<string, string[]>();
  for (const variant of product.variants) {
    for (const { name, value } of variant.attributes) {
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  }
  for (const [name, values] of options) facts.push(fact('variant', name, values.join(', ')));

  const labelOf = (variant: ProductFacts['variants'][number]) => variant.attributes.map((a) => a.value).join(' / ');
  const inStock = product.variants.filter((variant) => variant.inStock);
  const outOfStock = product.variants.filter((variant) => !variant.inStock);
  if (product.variants.length > 0 && outOfStock.length === 0) facts.push(fact('stock', 'Stok durumu', 'ürün stokta'));
  else if (inStock.length === 0 && outOfStock.length > 0)
    facts.push(fact('stock', 'Stok durumu', 'ürün şu an stokta yok'));
  else if (outOfStock.every((variant) => labelOf(variant))) {
    facts.push(fact('stock', 'Stokta olan', inStock.map(labelOf).join(', ')));
    facts.push(fact('stock', 'Stokta olmayan', outOfStock.map(labelOf).join(', ')));
  }
  // "kaç tane kaldı": the units in stock of each variant, when Trendyol gave them.
  const counted = inStock.filter((variant) => typeof variant.quantity === 'number');
  if (counted.length > 0) {
    const each = counted.map((variant) => `${labelOf(variant) || 'ürün'}: ${variant.quantity} adet`);
    facts.push(fact('stock', 'Stok adedi', each.join(', ')));
  }

  const prices = [...new Set(product.variants.flatMap((v) => (v.price === null ? [] : [v.price])))].sort(
    (a, b) => a - b,
  );
  if (prices.length > 0) facts.push(fact('price', 'Fiyat', `${range(prices.map((p) => price.format(p)))} TL`));
  const days = [...new Set(product.variants.flatMap((v) => (v.deliveryDays ? [v.deliveryDays] : [])))].sort(
    (a, b) => a - b,
  );
  // Dispatch time and same-day shipping belong to variants; where they differ, each says which.
  const labelsOf = (list: typeof product.variants) => list.map(labelOf).filter(Boolean).join(', ');
  if (days.length === 1) facts.push(fact('shipping', 'Kargoya teslim süresi', `${days[0]} iş günü`));
  for (const day of days.length > 1 ? days : []) {
    const labels = labelsOf(product.variants.filter((variant) => variant.deliveryDays === day));
    facts.push(fact('shipping', 'Kargoya teslim süresi', `${day} iş günü${labels ? ` (${labels})` : ''}`));
  }
  const rates = [...new Set(product.variants.flatMap((v) => (v.vatRate ? [v.vatRate] : [])))];
  // Trendyol shows consumers VAT-inclusive prices; the rate comes with every variant.
  if (rates.length === 1) facts.push(fact('price', 'KDV', `satış fiyatına dahil, oranı %${rates[0]}`));
  const sameDay = product.variants.filter((v) => v.sameDayCutOff);
  const cutOff = sameDay[0]?.sameDayCutOff;
  if (cutOff) {
    const only = sameDay.length < product.variants.length ? ` (${labelsOf(sameDay)})` : '';
    facts.push(
      fact(
        'shipping',
        'Aynı gün kargo',
        `saat ${untilTime(cutOff)} verilen siparişler aynı gün kargoya verilir${only}`,
      ),
    );
  } else if (days.length > 0) {
    // Trendyol lists no fast-delivery option for any variant: no same-day dispatch for this product.
    facts.push(fact('shipping', 'Hızlı teslimat', 'bu üründe aynı gün kargo (hızlı teslimat) seçeneği bulunmuyor'));
  }
  return facts;
}

/** The Turkish dative of a clock time as it is read ("14:00'e", "16:00'ya", "13:30'a") followed by "kadar". */
/**
 * "300 TL ve üzeri siparişlerde kargo ücretsizdir" (folded): the amount from which shipping is free,
 * if the text names one. Read by the local engine and, on its own, by the verifier.
 */
export function freeShippingFrom(folded: string): number | null {
  const match = /(\d[\d.,]*)\s*(?:tl|lira|₺)[^.;]*?(?:uzeri|ustu)[^.;]*(?:ucretsiz|bedava)/.exec(folded);
  return match?.[1] ? Number(match[1].replace(/\./g, '').replace(',', '.')) : null;
}

export function untilTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.trim().split(':');
  const spoken = Number(minutes) > 0 ? Number(minutes) : Number(hours);
  const last = spoken % 10 === 0 ? spoken % 100 : spoken % 10;
  const suffixes: Record<number, string> = {
    0: 'a',
    1: 'e',
    2: 'ye',
    3: 'e',
    4: 'e',
    5: 'e',
    6: 'ya',
    7: 'ye',
    8: 'e',
    9: 'a',
  };
  const tens: Record<number, string> = { 10: 'a', 20: 'ye', 30: 'a', 40: 'a', 50: 'ye' };
  const suffix = spoken === 0 ? 'a' : spoken % 10 === 0 ? (tens[last] ?? 'a') : (suffixes[last] ?? 'e');
  return `${time.trim()}'${suffix} kadar`;
}

function productFacts(product: ProductFacts): Fact[] {
  const variantNames = new Set(product.variants.flatMap((variant) => variant.attributes.map((a) => a.name)));
  return [
    ...(product.brand ? [fact('brand', 'Marka', product.brand)] : []),
    ...(product.category ? [fact('category', 'Kategori', product.category)] : []),
    // A variant axis lists every option on sale, so it replaces the product-level value of that name.
    ...product.attributes
      .filter((attribute) => !variantNames.has(attribute.name) && clean(attribute.value) !== '')
      .map((attribute) => fact('attribute', clean(attribute.name), clean(attribute.value))),
    ...variantFacts(product),
    ...descriptionSentences(product.description).map((sentence) => fact('description', 'Açıklama', sentence)),
  ];
}

function profileFacts(profile: StoreProfile): Fact[] {
  const facts: Fact[] = [];
  // One fact per sentence, so an answer can quote the sentence that answers and leave out the rest.
  for (const sentence of sentences(profile.deliveryInfo)) facts.push(fact('delivery', 'Teslimat', sentence));
  for (const sentence of sentences(profile.returnPolicy)) facts.push(fact('returns', 'İade ve değişim', sentence));
  for (const sentence of sentences(profile.notes)) facts.push(fact('notes', 'Mağaza notu', sentence));
  return facts;
}

const qa = (source: 'faq' | 'example', name: string, question: string, answer: string): Fact => ({
  text: `${name}: ${clean(question)} → ${clean(answer)}`,
  source,
  name,
  value: clean(answer),
  question: clean(question),
});

/** Every fact of a context, product first, then the store's profile, FAQ and earlier answers. */
export function collectFacts(context: AnswerContext): Fact[] {
  const { profile } = context;
  const title = clean(context.product?.title || context.productName);
  return [
    ...(title ? [fact('title', 'Ürün adı', title)] : []),
    ...(context.product ? productFacts(context.product) : []),
    ...profileFacts(profile),
    ...profile.faq
      .filter((item) => clean(item.question) && clean(item.answer))
      .map((item) => qa('faq', 'SSS', item.question, item.answer)),
    ...context.examples
      .filter((item) => clean(item.question) && clean(item.answer))
      .map((item) => qa('example', 'Önceki cevap', item.question, item.answer)),
  ];
}
