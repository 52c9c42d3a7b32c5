import { countsTold } from '../engine/lexicon.js';
import { normalizeQuestion } from '../engine/normalize.js';
import type { QuestionPart } from '../engine/read-question.js';
import { type AskedOptions, askedOptions, variantsMeant, withOpenAxesFrom } from '../engine/variant-options.js';
import type { TableVariant as Variant } from '../engine/variant-table.js';
import { type Catalog, variantLabel } from './catalog.js';
import { answer, listOf, type PartAnswer } from './plan.js';

const money = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const tl = (amount: number) => `${money.format(amount)} TL`;

/**
 * Whose price a sentence says: "750 ml Yağlı Saçlar seçeneğinin" when one option per axis is named and the
 * options are priced differently, else "Ürünümüzün".
 */
export function pricedOne(catalog: Catalog, byAxis: ReadonlyMap<number, string[]>): string {
  const onePerAxis = byAxis.size > 0 && [...byAxis.values()].every((options) => options.length === 1);
  const pricedAlike = new Set(catalog.variants.map((variant) => variant.price)).size === 1;
  if (!onePerAxis || pricedAlike) return 'Ürünümüzün';
  return `${variantLabel(
    catalog,
    catalog.axes.map((_, index) => byAxis.get(index)?.[0]),
  )} seçeneğinin`;
}

/** The prices of the product's variants, or of the asked ones. */
function pricesOf(catalog: Catalog, asked: AskedOptions) {
  const meant = asked.byAxis.size > 0 ? variantsMeant(catalog, asked.byAxis) : catalog.variants;
  return meant.filter((variant) => variant.price !== null);
}

/** VAT named: "kdv", "fiyatın ne kadarı vergi", "vergi tutarı". */
const vatWords = /(?<![a-z])kdv\w*|ne kadari (?:\w+ )?vergi|vergi (?:tutari|ne kadar)/;

/** "toplam ne tutar", "ikisi ne tutar", "kaç tutuyor", "ne öderim": the sum for more than one item. */
export const asksTotal =
  /(?<![a-z])(?:toplam|ikisi|ucu|hepsi)\w* (?:birden )?(?:\w+ )?(?:ne|kac)\w* (?:tut|tl|lira|para|od|eder|kadar)|(?<![a-z])(?:ne|kaca?) tut|kac (?:tl|para|lira) (?:tut|oder|eder|ode)|(?<![a-z])ne (?:oder|odeyece)/;
/** What joins two items of one order: "siyah 41 bir de kahverengi 41", "limonlu ve aromasız", "biri … biri …". */
// ("1 beyaz s 1 de siyah m alsam": each item told with its own count "… de".)
const itemJoint =
  /(?<![a-z])(?:bir de|bi de|bide|ve|ile|veya|biri|birini|digeri|digerini)(?![a-z])|,|\s(?=\d{1,2}\s(?:tane |adet )?(?:de|da)(?![a-z]))/;

const goneTold = /(?<![a-z])(?:yok|bit(?:ti|mis)|kal(?:madi|mamis)|tuken(?:di|mis))(?![a-z])/;

/** An order the customer describes: the items (variants) named and how many in all, with its sum. */
export type OrderTold = { items: Variant[]; count: number; total: number };

/**
 * "lacivert s bi de bordo m alsam", "2 tane alsam", "limonlu ve aromasızdan birer tane": each item the
 * customer names (an option of an axis named alone applies to every item), each at its variant's
 * price — or, of one item or none named, the count told times the one price. Null when it is one
 * item, when an item's price is not one figure, or when the count does not fit the items named.
 */
export function orderTold(catalog: Catalog): OrderTold | null {
  const question = normalizeQuestion(catalog.context.question);
  const whole = askedOptions(question, catalog).byAxis;
  // An axis with one option named anywhere ("çift kişilik") holds for every item; an item names another.
  const shared = (axis: number) => whole.get(axis)?.length === 1;
  const named = question
    .split(itemJoint)
    // "1 kiloluk yok galiba, 500 gr lik alsam": an option the customer believes gone is not bought.
    .filter((segment) => !goneTold.test(segment))
    .map((segment) => askedOptions(segment, catalog).byAxis)
    .filter((byAxis) => [...byAxis.keys()].some((axis) => !shared(axis)))
    .map((byAxis) => {
      const meant = variantsMeant(catalog, withOpenAxesFrom(byAxis, whole)).filter((variant) => variant.price !== null);
      return new Set(meant.map((variant) => variant.price)).size === 1 ? meant[0] : undefined;
    });
  const counts = countsTold(question);
  if (counts.length > 1 || named.some((item) => item === undefined)) return null;
  const items = named as Variant[];
  const told = counts[0];
  const each = /(?<![a-z])birer(?![a-z])/.test(question);
  const labels = new Set(items.map((variant) => variant.options.join('|')));
  if (items.length >= 2 && labels.size === items.length && (told === undefined || told === items.length || each)) {
    return { items, count: items.length, total: items.reduce((sum, variant) => sum + (variant.price as number), 0) };
  }
  if (items.length > 1 || told === undefined || told < 2) return null;
  const candidates = (items.length === 1 ? items : variantsMeant(catalog, whole)).filter(
    (variant) => variant.price !== null,
  );
  const prices = new Set(candidates.map((variant) => variant.price as number));
  const [one] = candidates;
  if (prices.size !== 1 || !one) return null;
  return { items: [one], count: told, total: (one.price as number) * told };
}

/** The sum of an order told, with the unit prices, so the seller and the customer can follow it. */
export function answerTotal(catalog: Catalog): PartAnswer | null {
  const order = orderTold(catalog);
  if (!order) return null;
  const facts = catalog.facts.filter((fact) => fact.source === 'price' && fact.name === 'Fiyat');
  const [first] = order.items;
  const sentence =
    order.items.length === 1 && first
      ? `Ürünümüzün birim fiyatı ${tl(first.price as number)}; ${order.count} adet için toplam ${tl(order.total)} ödersiniz.`
      : `${listOf(order.items.map((variant) => `${variantLabel(catalog, variant.options)} ${tl(variant.price as number)}`))}; ${order.count === 2 ? 'ikisi' : 'hepsi'} için toplam ${tl(order.total)} ödersiniz.`;
  return answer([sentence], facts, { lead: null, confidence: 0.85 });
}

/**
 * Price and VAT: the price (of the asked variant, or per option when they differ), whether two named
 * options cost the same, whether a figure the customer names is the price, and that the price
 * includes VAT at the product's rate (Trendyol shows consumers VAT-inclusive prices).
 */
export function answerPrice(part: QuestionPart, catalog: Catalog, asked: AskedOptions): PartAnswer | null {
  const priceFacts = catalog.facts.filter((fact) => fact.source === 'price');
  const vatFact = priceFacts.find((fact) => fact.name === 'KDV');
  const asksVat = vatWords.test(part.text);
  if (asksVat) {
    if (!vatFact || catalog.vatRate === null) return null;
    const rate = `%${catalog.vatRate}`;
    const asksRate = /oran|yuzde|kac/.test(part.text);
    // "kdv oranı %1 mi": the figure named, confirmed or not.
    const namedRate = /(?:%|yuzde)\s*(\d+)|(\d+)\s*%?\s*m[iu](?![a-z])/.exec(part.text);
    const rateFigure = namedRate ? Number(namedRate[1] ?? namedRate[2]) : null;
    const sentence = `Satış fiyatımıza KDV dahildir; ürünün KDV oranı ${rate}.`;
    // "kdv dahil fiyatı ne kadar": the price too.
    const asksPrice = /fiyat\w* (?:ne kadar|kac|nedir|ne)|kac (?:tl|lira|para)|ne kadar$/.test(part.text);
    const price = asksPrice
      ? answerPrice({ ...part, text: part.text.replace(new RegExp(vatWords.source, 'g'), '') }, catalog, asked)
      : null;
    const priceSentences = price?.kind === 'answer' ? price.sentences : [];
    // "faturada KDV ne kadar görünür": the VAT within the price, worked out when there is one price.
    const asksAmount =
      /kdv\w* (?:\w+ ){0,2}(?:ne kadar|kac tl|kac lira|tutar|miktar)|ne kadari (?:\w+ )?(?:kdv|vergi)|vergi (?:tutari|ne kadar)/.test(
        part.text,
      );
    const listed = [...new Set(pricesOf(catalog, asked).map((variant) => variant.price as number))];
    // "899,90'un ne kadarı KDV": the price the customer names, when it is one of the listing's.
    const named = [...part.text.matchAll(/\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?/g)]
      .map((match) => Number(match[0].replace(/\./g, '').replace(',', '.')))
      .filter((figure) => listed.includes(figure));
    const prices = named.length === 1 ? named : listed;
    const [onlyPrice] = prices;
    const amountSentences =
      asksAmount && onlyPrice !== undefined && prices.length === 1
        ? [
            `${tl(onlyPrice)} fiyatın içindeki KDV tutarı ${tl(onlyPrice - onlyPrice / (1 + catalog.vatRate / 100))}'dir.`,
          ]
        : [];
    if (asksAmount && amountSentences.length === 0) return null;
    // "ödemede üstüne KDV eklenecek mi": no, it is already in the price.
    const asksAdded =
      /(?:ustune|ayrica|ekstra|ek olarak|ilave)\s+(?:\w+\s+)?kdv|kdv\w*\s+(?:\w+\s+)?(?:eklen|ayrica|ustune|ekstra|ilave)/.test(
        part.text,
      );
    return answer(
      [...priceSentences, sentence, ...amountSentences],
      [vatFact, ...(price?.kind === 'answer' ? price.facts : [])],
      {
        lead:
          asksAdded && part.yesNo
            ? 'hayir'
            : part.yesNo && rateFigure !== null
              ? rateFigure === catalog.vatRate
                ? 'evet'
                : 'hayir'
              : part.yesNo && !asksRate
                ? 'evet'
                : null,
        confidence: 0.9,
      },
    );
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
    // "fiyat farkı ne kadar": the difference too.
    const [low, high] = [...byOption.map((item) => item.price ?? 0)].sort((a, b) => a - b);
    const difference =
      !same && byOption.length === 2 && /fark\w* (?:ne kadar|kac)|kac (?:tl|lira) fark/.test(part.text)
        ? [`Aradaki fark ${tl((high ?? 0) - (low ?? 0))}.`]
        : [];
    const asksSame = /ayni fiyat|fiyat(?:lari|i)? ayni/.test(part.text);
    return answer([sentence, ...difference], facts, {
      lead: part.yesNo ? (same === asksSame ? 'evet' : 'hayir') : null,
      confidence: 0.9,
    });
  }
  // "XXL de fiyat farklı mı": the named option against the others.
  if (/fiyat\w* farkli|fark var|farkli mi/.test(part.text) && axesNamed.length === 1 && part.yesNo) {
    const others = catalog.variants.filter((variant) => variant.price !== null && !variants.includes(variant));
    const differs = others.some((variant) => !distinct.includes(variant.price as number));
    const sentences = [`${axesNamed[0]} seçeneğinin fiyatı ${listOf(distinct.map(tl))}.`];
    const otherPrices = [...new Set(others.map((variant) => variant.price as number))].filter(
      (price) => !distinct.includes(price),
    );
    if (otherPrices.length > 0) sentences.push(`Diğer seçeneklerin fiyatı ${listOf(otherPrices.map(tl))}.`);
    return answer(sentences, facts, { lead: differs ? 'evet' : 'hayir', confidence: 0.85 });
  }
  const named = part.words
    .filter((word) => /^\d+(?:[.,]\d+)?$/.test(word))
    .map((word) => Number(word.replace(',', '.')))
    .filter((value) => value >= 10);
  // "750 ml yağlı saç kaç tl" when the options are priced differently: the price said is the named one's.
  const sentences =
    distinct.length === 1
      ? [`${pricedOne(catalog, asked.byAxis)} güncel satış fiyatı ${tl(distinct[0] as number)}.`]
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
