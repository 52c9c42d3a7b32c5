import type { Fact } from './facts.js';
import type { IntentId } from './intents.js';
import { asSentence, fold, words } from './text.js';

/** Colour names customers ask for, folded → as written, to say "Beyaz renk seçeneğimiz bulunmuyor". */
const colourNames: Record<string, string> = {
  siyah: 'Siyah',
  beyaz: 'Beyaz',
  kirmizi: 'Kırmızı',
  lacivert: 'Lacivert',
  yesil: 'Yeşil',
  pembe: 'Pembe',
  turuncu: 'Turuncu',
  kahverengi: 'Kahverengi',
  mavi: 'Mavi',
  gri: 'Gri',
  bej: 'Bej',
  mor: 'Mor',
  sari: 'Sarı',
  haki: 'Haki',
  ekru: 'Ekru',
  lila: 'Lila',
  vizon: 'Vizon',
  bordo: 'Bordo',
  antrasit: 'Antrasit',
  fume: 'Füme',
};

const productSources = new Set(['attribute', 'variant', 'brand', 'category']);
const withoutStop = (text: string) => text.trim().replace(/[.;]+$/, '');

/** "Garanti Süresi" → "garanti süresi", but acronyms stay ("RAM Kapasitesi" → "RAM kapasitesi"). */
const inSentence = (name: string) =>
  name
    .split(' ')
    .map((word) => (/^[A-ZÇĞİÖŞÜ0-9]{2,}$/.test(word) ? word : word.toLocaleLowerCase('tr-TR')))
    .join(' ');

function productSentence(facts: Fact[]): string {
  const parts = facts.map(
    (fact) => `${inSentence(fact.name)}${fact.source === 'variant' ? ' seçenekleri' : ''}: ${withoutStop(fact.value)}`,
  );
  return `Ürün bilgilerimize göre ${parts.join('; ')}.`;
}

/** "beyaz", "beyazı", "siyahlar" name a colour; short names ("mor", "gri") only as the whole word. */
const namesColour = (word: string, colour: string) =>
  word === colour || (colour.length >= 4 && word.startsWith(colour) && word.length - colour.length <= 3);

/** Says plainly whether each colour the question names is among the product's colours. */
function askedColours(question: string, facts: Fact[]): string[] {
  const offered = fold(facts.map((fact) => fact.value).join(' '));
  return [...new Set(words(question))]
    .flatMap((word) => Object.keys(colourNames).filter((colour) => namesColour(word, colour)))
    .map((colour) =>
      offered.includes(colour)
        ? `${colourNames[colour]} renk seçeneğimiz mevcuttur.`
        : `${colourNames[colour]} renk seçeneğimiz bulunmuyor.`,
    );
}

function stockSentences(question: string, facts: Fact[]): string[] {
  const list = (name: string) => facts.find((fact) => fact.name === name)?.value.split(', ') ?? [];
  const inStock = list('Stokta olan');
  const outOfStock = list('Stokta olmayan');
  const asked = new Set(words(question));
  // "Beyaz / L" is asked about when the question names both "beyaz" and "L".
  const isAsked = (label: string) => label.split(' / ').every((part) => asked.has(fold(part.trim())));
  const status = facts.find((fact) => fact.name === 'Stok durumu');
  return [
    ...outOfStock.filter(isAsked).map((value) => `${value} seçeneği şu an stokta bulunmuyor.`),
    ...inStock.filter(isAsked).map((value) => `${value} seçeneği stokta mevcuttur.`),
    ...(inStock.length > 0 ? [`Stokta olan seçenekler: ${inStock.join(', ')}.`] : []),
    ...(outOfStock.length > 0 ? [`Şu an stokta olmayan seçenekler: ${outOfStock.join(', ')}.`] : []),
    ...(status?.value === 'ürün stokta' ? ['Ürünümüz şu an stokta.'] : []),
    ...(status && status.value !== 'ürün stokta' ? ['Ürünümüz şu an stokta bulunmuyor.'] : []),
  ];
}

function sentenceFor(fact: Fact): string {
  switch (fact.source) {
    case 'price':
      return `Ürünümüzün güncel satış fiyatı ${fact.value}.`;
    case 'shipping':
      return `Siparişleriniz ${fact.value} içinde kargoya teslim edilir.`;
    default:
      return asSentence(fact.value);
  }
}

/**
 * The sentences that state the facts chosen for one intent. Every fact's value appears verbatim, so
 * the quality score can find each cited fact in the answer.
 */
export function renderFacts(question: string, intent: IntentId | null, facts: Fact[]): string[] {
  const product = facts.filter((fact) => productSources.has(fact.source));
  const stock = facts.filter((fact) => fact.source === 'stock');
  const rest = facts.filter((fact) => !productSources.has(fact.source) && fact.source !== 'stock');
  const colourFacts = product.filter((fact) => words(fact.name).some((word) => word.startsWith('renk')));
  return [
    ...(intent === 'renk' && colourFacts.length > 0 ? askedColours(question, colourFacts) : []),
    ...(stock.length > 0 ? stockSentences(question, stock) : []),
    ...(product.length > 0 ? [productSentence(product)] : []),
    ...rest.map(sentenceFor),
  ];
}
