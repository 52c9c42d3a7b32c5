import { freeShippingFrom } from '../engine/facts.js';
import { colourWords, frameWords, letterSizes, materialWords, numberWords, unitWords } from '../engine/lexicon.js';
import { fold, isStopWord, sentences } from '../engine/text.js';
import { sameWord } from '../engine/turkish.js';
import type { StoreProfile } from '../engine/types.js';
import { askedOptions, variantsMeant } from '../engine/variant-options.js';
import { availabilityProblem } from './availability.js';
import { type Evidence, factWordsOf, lexiconEntry } from './evidence.js';
import { isNegative } from './negation.js';

/** One sentence of an answer that states something, with its lead ("Evet, …") and its words. */
export type ClaimSentence = { text: string; folded: string; words: string[]; lead: 'evet' | 'hayir' | null };

/** Something an answer says that the facts do not back, or contradict. */
export type ClaimProblem =
  | { kind: 'unsupported'; sentence: string; what: string }
  | { kind: 'contradiction'; sentence: string; what: string };

const courtesy =
  /^(?:sorunuz|ilginiz|tercihiniz|bizi tercih)[^.!?]*tesekkur|^(?:iyi|keyifli) (?:alisverisler|gunler|aksamlar|kullanimlar)|^saygilarimizla|^sevgilerimizle|^bilginize sunariz|^tesekkur(?:ler| ederiz| ederim)|^(?:merhaba|merhabalar|selam|selamlar)[,!.]?$|^(?:degerli|sayin) musterimiz[,!.]?$/;
const greetingStart = /^(?:merhaba(?:lar)?|selam(?:lar)?|iyi gunler|degerli musterimiz|sayin musterimiz)\s*[,!.]?\s*/;

/** The words of folded text, apostrophe suffixes dropped ("xl'dir" → "xl", "13:00'e" → "13:00"). */
export const claimWords = (folded: string) => folded.replace(/['’][a-z]+/g, '').match(/[a-z0-9]+/g) ?? [];

/** The sentences that state something: greeting, signature and courtesy sentences stripped. */
export function claimSentences(answer: string, voice: Pick<StoreProfile, 'greeting' | 'signature'>): ClaimSentence[] {
  let text = answer.trim();
  const greeting = voice.greeting.trim();
  if (greeting && fold(text).startsWith(fold(greeting))) text = text.slice(greeting.length).trim();
  const signature = voice.signature.trim();
  if (signature && fold(text).endsWith(fold(signature))) text = text.slice(0, text.length - signature.length).trim();
  const result: ClaimSentence[] = [];
  for (const sentence of sentences(text)) {
    const folded = fold(sentence).trim().replace(greetingStart, '');
    if (folded.length === 0 || courtesy.test(folded)) continue;
    const lead = /^(evet|hayir)(?![a-z])/.exec(folded)?.[1] as 'evet' | 'hayir' | undefined;
    result.push({ text: sentence, folded, words: claimWords(folded), lead: lead ?? null });
  }
  return result;
}

/** "iki yıl", "on dört gün": number words before a unit, as values. */
function spelledNumbers(tokens: readonly string[]): number[] {
  const values: number[] = [];
  for (let index = 0; index < tokens.length - 1; index += 1) {
    const first = numberWords[tokens[index] ?? ''];
    if (first === undefined) continue;
    const second = numberWords[tokens[index + 1] ?? ''];
    const unitAt = second !== undefined && first >= 10 && second < 10 ? index + 2 : index + 1;
    if (!unitWords.test(tokens[unitAt] ?? '') || (first === 1 && unitAt === index + 1)) continue;
    values.push(unitAt === index + 2 ? first + (second ?? 0) : first);
  }
  return values;
}

const readings = (token: string) =>
  [Number(token.replace(/\./g, '').replace(',', '.')), Number(token.replace(/,/g, ''))].filter(Number.isFinite);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const numbersOf = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

/** "çıkmaktadır" of "çıkıyor mu", "kullanılmaktadır" of "kullanılır mı": a verb the question used. */
function echoedVerb(word: string, questionWords: readonly string[]): boolean {
  const root = /^([a-z]{3,})m[ae]kt[ae]d[iu]r$/.exec(word)?.[1];
  return root !== undefined && questionWords.some((other) => other.startsWith(root));
}

/** A claim's content: the words that say something (no frame, stop or lead word), folded. */
const contentOf = (words: readonly string[]) =>
  words.filter((word) => word.length >= 3 && !/\d/.test(word) && !isStopWord(word) && !frameWords.has(word));

/**
 * The facts a sentence is about: those repeating the most of its content words (and at least one),
 * with any that come close — a sentence may join two facts ("Yurtiçi Kargo ile, 2 iş günü içinde").
 * `related`: every fact sharing one of its content words.
 */
/** "ölçüleri" is said of "Boyut/Ebat": the words a product's measures go by are one. */
export const bothMeasureNames = (word: string, other: string) =>
  /^(?:olcu|boyut|ebat|ebad)/.test(word) && /^(?:olcu|boyut|ebat|ebad)/.test(other);
const same = (word: string, other: string) => sameWord(word, other) || bothMeasureNames(word, other);

function factsAbout(content: readonly string[], evidence: Evidence): { about: string[]; related: string[] } {
  const scored = evidence.facts.map((fact) => {
    const words = evidence.factWords.get(fact) ?? [];
    return { fact, score: content.filter((word) => words.some((other) => same(word, other))).length };
  });
  const best = Math.max(0, ...scored.map((item) => item.score));
  const about = scored
    .filter((item) => best > 0 && item.score >= Math.max(1, Math.ceil(best * 0.5)))
    .sort((a, b) => b.score - a.score)
    .slice(0, 4)
    .map((item) => item.fact);
  return { about, related: scored.filter((item) => item.score > 0).map((item) => item.fact) };
}

/** Units a figure is given in, folded, by family ("gr" and "g" are one). */
const unitFamilies: Record<string, string> = {
  gun: 'gun',
  gunu: 'gun',
  gunde: 'gun',
  yil: 'yil',
  yili: 'yil',
  ay: 'ay',
  hafta: 'hafta',
  saat: 'saat',
  dakika: 'dakika',
  dk: 'dakika',
  cm: 'cm',
  mm: 'mm',
  m: 'm',
  metre: 'm',
  kg: 'kg',
  kilo: 'kg',
  g: 'g',
  gr: 'g',
  gram: 'g',
  ml: 'ml',
  l: 'l',
  lt: 'l',
  litre: 'l',
  w: 'w',
  watt: 'w',
  mah: 'mah',
  kisilik: 'kisilik',
  adet: 'adet',
  parca: 'parca',
  yaprak: 'yaprak',
  derece: 'derece',
  numara: 'numara',
  tl: 'tl',
  bar: 'bar',
  pa: 'pa',
  porsiyon: 'porsiyon',
  olcek: 'olcek',
  damla: 'damla',
  // "2 çift yedek uç" against "3 çift": a count of pairs, pieces, capsules is a figure with its unit too.
  cift: 'cift',
  tane: 'adet',
  kapsul: 'kapsul',
  tablet: 'tablet',
};

/** "2 iş günü", "1-3 iş günü", "1 ile 3 iş günü", "4,5 L": figure and unit pairs of folded text, ranges kept whole. */
function figurePairs(text: string): Set<string> {
  const pairs = new Set<string>();
  const normalised = text
    .replace(/['’][a-z]+/g, '')
    .replace(/(\d)\s*(?:-|–|ile|ila|ve|veya)\s*(\d)/g, '$1-$2')
    .replace(/(\d),(\d)/g, '$1.$2');
  for (const match of normalised.matchAll(/(\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?)\s*(?:is\s+)?([a-z]+)/g)) {
    const family = unitFamilies[match[2] ?? ''];
    if (family) pairs.add(`${match[1]}|${family}`);
  }
  return pairs;
}

/** The figure pairs of facts, also "Garanti Süresi: 2 Yıl" and "Yaprak Sayısı: 60" (unit in the name). */
function factPairs(facts: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (const fact of facts) {
    const folded = fold(fact);
    for (const pair of figurePairs(folded)) pairs.add(pair);
    const colon = folded.indexOf(': ');
    if (colon < 0) continue;
    const unit = (folded.slice(0, colon).match(/[a-z]+/g) ?? []).map((word) => unitFamilies[word]).find(Boolean);
    const value = /^(\d+(?:[.,]\d+)?)$/.exec(folded.slice(colon + 2).trim())?.[1];
    if (unit && value) pairs.add(`${value.replace(',', '.')}|${unit}`);
  }
  return pairs;
}

const universal = /^(?:tum|butun|her|hepsi|hicbir|tamami)$/;
const recommendation = /(?:oner|tavsiye|tam olur|uygun|rahat eder|(?<!ucretsiz |bedava )olur)/;

/**
 * Every claim of the sentences checked against the facts it is about (never against the whole
 * context, so "Model M beden giymektedir" is not backed by an "M" option elsewhere): each content
 * word, figure with its unit, code ("K2"), colour, material, size and quantifier ("tüm") must be in
 * those facts — a price must be one of the variants the question or the sentence names —; a
 * recommendation needs a fact that recommends; a statement must not deny what its fact affirms or
 * the reverse; availability must match the variants' stock; a bare "Evet." states nothing.
 */
/** Words of a field's name that only say what kind of figure it is ("Toz Haznesi Kapasitesi" → "toz haznesi"). */
const measureNames =
  /^(?:kapasitesi|kapasite|suresi|sayisi|miktari|uzunlugu|genisligi|yuksekligi|agirligi|gucu|hacmi|olcusu)$/;

/**
 * "toz haznesi 250 ml" when "Toz Haznesi Kapasitesi: 450 ml": a figure said right after a field's own
 * name, in the field's unit, that is not the field's — the figure of another field put on this one. Only
 * fields of one figure and unit, named by words of their own, and only right after the name (no comma
 * between).
 */
function misplacedFigure(body: string, evidence: Evidence): string | null {
  for (const fact of evidence.facts) {
    const colon = fact.indexOf(': ');
    if (colon < 0) continue;
    const value = /^(\d+(?:[.,]\d+)?)\s*([a-z]+)$/.exec(fold(fact.slice(colon + 2)).trim());
    if (!value) continue;
    const name = (fold(fact.slice(0, colon)).match(/[a-z]+/g) ?? []).filter((word) => !measureNames.test(word));
    if (name.length === 0 || (name.length === 1 && (name[0]?.length ?? 0) < 5)) continue;
    const said = new RegExp(
      `(?<![a-z])${name.join('\\s+')}\\w*(?:\\s+[a-z]+){0,2}?\\s+(\\d+(?:[.,]\\d+)?)\\s*${value[2]}(?![a-z])`,
    ).exec(body);
    if (said && Number(said[1]?.replace(',', '.')) !== Number(value[1]?.replace(',', '.'))) return fact;
  }
  return null;
}

export function claimProblems(claims: readonly ClaimSentence[], evidence: Evidence): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  // "3 adet alırsanız kargo ücretsiz olur": the fewest items at a price that reach the free-shipping amount.
  const freeFromAmounts = evidence.facts.flatMap((fact) => freeShippingFrom(fold(fact)) ?? []);
  const neededCount = (price: number) => {
    const [amount] = freeFromAmounts;
    return amount !== undefined && price > 0 ? Math.ceil(amount / price) : 0;
  };
  const neededForFree = (count: number) =>
    evidence.table.variants.some((variant) => variant.price !== null && neededCount(variant.price) === count);
  for (const sentence of claims) {
    const unsupported = (what: string) => problems.push({ kind: 'unsupported', sentence: sentence.text, what });
    const body = sentence.folded.replace(/^(?:evet|hayir)[,!.]?\s*/, '');
    const words = claimWords(body);
    // "750 ml Yağlı Saçlar seçeneğinin fiyatı …": an option named as one says which variant, not what the sentence claims.
    const asOption = [...evidence.options]
      .filter((option) => new RegExp(`(?<![a-z\\d])${escaped(option)} secene`).test(body))
      .flatMap((option) => option.split(/\s+/));
    const content = contentOf(words).filter((word) => !asOption.includes(word));
    const { about, related } = factsAbout(content, evidence);
    const aboutText = fold(about.join(' '));
    const aboutWords = factWordsOf(aboutText);
    const availability = availabilityProblem(body, evidence);
    const isAvailability = availability !== undefined;
    if (availability) problems.push({ kind: 'contradiction', sentence: sentence.text, what: availability });
    const inAbout = (word: string) => aboutWords.some((other) => same(word, other));
    const meant = variantsMeant(evidence.table, evidence.asked.byAxis);
    const prices = new Set(
      (meant.length > 0 ? meant : evidence.table.variants).flatMap((variant) =>
        variant.price === null ? [] : [variant.price],
      ),
    );
    // "750 ml seçeneğinin fiyatı": a figure with its unit that is one of the product's options, as named.
    const optionNamed = (token: string) =>
      [...evidence.options].some(
        (option) =>
          option.startsWith(token) &&
          /^[^\d.,]/.test(option.slice(token.length).trimStart()) &&
          new RegExp(`(?<![\\d.,])${escaped(option)}(?![a-z\\d])`).test(body),
      );
    // "2 adet için toplam 599,80 TL", "ikisi için toplam 1.059,80 TL": an order the customer told, worked out.
    const worked = (value: number, token: string) => {
      const unitsAfter = new RegExp(`(?<![\\d.,])${escaped(token)}\\s*(?:adet|tane)`).test(body);
      if (unitsAfter) return evidence.counts.includes(value) || neededForFree(value);
      if (!new RegExp(`${escaped(token)}\\s*(?:tl|₺|lira)`).test(body)) return false;
      const listed = [...prices];
      const cents = Math.round(value * 100);
      const counted = [
        ...evidence.counts,
        ...listed.flatMap((price) => (neededCount(price) ? [neededCount(price)] : [])),
      ];
      if (counted.some((count) => listed.some((price) => Math.round(count * price * 100) === cents))) return true;
      // two to four of the named variants, each once
      const named = meant.length > 0 && meant.length <= 6 ? meant.flatMap((variant) => variant.price ?? []) : [];
      const sums = (from: number, left: number, sum: number): boolean =>
        (left === 0 && Math.round(sum * 100) === cents) ||
        (left > 0 && named.slice(from).some((price, index) => sums(from + index + 1, left - 1, sum + price)));
      return [2, 3, 4].some((size) => sums(0, size, 0));
    };
    // "dört renk seçeneğimiz var": a count of an axis's options, counted from the variants.
    const optionCount = (value: number) =>
      /(?<![a-z])secene[gk]/.test(body) && evidence.table.axes.some((axis) => axis.options.length === value);
    const known = (value: number, token: string) =>
      numbersOf(aboutText).some((other) => readings(other).includes(value)) ||
      optionCount(value) ||
      (isAvailability && [...evidence.options].some((option) => option.includes(token))) ||
      optionNamed(token) ||
      worked(value, token) ||
      (prices.has(value) && new RegExp(`${token.replace(/[.]/g, '\\.')}\\s*(?:tl|₺|lira)`).test(body));
    // A figure with its unit in another fact on the same subject ("2 iş günü" beside a delivery sentence) is known too.
    const relatedPairs = factPairs(related);
    const givenWithUnit = (token: string) =>
      [...figurePairs(body)].some((pair) => pair.startsWith(`${token.replace(',', '.')}|`) && relatedPairs.has(pair));
    for (const token of numbersOf(body)) {
      if (!readings(token).some((value) => known(value, token)) && !givenWithUnit(token)) unsupported(token);
    }
    for (const value of spelledNumbers(words)) if (!known(value, String(value))) unsupported(String(value));
    const misplaced = misplacedFigure(body, evidence);
    if (misplaced) problems.push({ kind: 'contradiction', sentence: sentence.text, what: misplaced });
    const pairs = factPairs(about);
    // The product's own dispatch time overrules the store's general one ("1-3 iş günü").
    const dispatch = new Set(
      [...factPairs(evidence.facts.filter((fact) => fact.startsWith('Kargoya teslim süresi')))].filter((pair) =>
        pair.endsWith('|gun'),
      ),
    );
    // Not "kargoya verilen paketler 1-3 iş günü içinde teslim edilir": that is the delivery time.
    if (
      dispatch.size > 0 &&
      /kargoya (?:verilir|teslim|cik|veril)/.test(body) &&
      !/teslim edilir|ulasir|elinize/.test(body)
    ) {
      for (const pair of figurePairs(body)) {
        if (pair.endsWith('|gun') && !dispatch.has(pair)) {
          problems.push({
            kind: 'contradiction',
            sentence: sentence.text,
            what: `bu ürünün kargoya teslim süresi ${[...dispatch].map((item) => item.replace('|gun', ' iş günü')).join(', ')}`,
          });
        }
      }
    }
    const shipping = shippingProblem(body, evidence, [...prices], dispatch);
    if (shipping) problems.push({ kind: 'contradiction', sentence: sentence.text, what: shipping });
    const lacking = lackProblem(body, evidence.facts);
    if (lacking) problems.push({ kind: 'contradiction', sentence: sentence.text, what: lacking });
    const origin = originProblem(body, evidence.facts);
    if (origin) problems.push({ kind: 'contradiction', sentence: sentence.text, what: origin });
    const count = countProblem(body, evidence);
    if (count) problems.push({ kind: 'contradiction', sentence: sentence.text, what: count });
    const size = dimensionProblem(body, evidence.facts);
    if (size) unsupported(size);
    const scoped = scopedFigureProblem(body, evidence.facts);
    if (scoped) problems.push({ kind: 'contradiction', sentence: sentence.text, what: scoped });
    for (const pair of figurePairs(body)) {
      const [figure = '', unit = ''] = pair.split('|');
      // (A stock sentence names options by their figures — "42 numara stokta" —; a count in it is still a
      // claim: "kutuda 2 çift yedek uç bulunmaktadır".)
      const counted = /^(?:adet|cift|parca|kapsul|tablet|yaprak|porsiyon|olcek)$/.test(unit);
      if (unit === 'tl' || (isAvailability && !counted) || optionNamed(figure) || worked(Number(figure), figure))
        continue;
      if (!pairs.has(pair) && !relatedPairs.has(pair) && numbersOf(aboutText).length > 0)
        unsupported(`${figure} ${unit}`);
    }
    for (const word of words) {
      const colour = lexiconEntry(word, colourWords);
      const material = lexiconEntry(word, materialWords);
      const optionWord =
        asOption.includes(word) ||
        (isAvailability && [...evidence.options].some((option) => option.split(/\s+/).includes(word)));
      if ((colour || material) && !inAbout(word) && !optionWord) unsupported(word);
      if (
        letterSizes.has(word) &&
        writtenAsSize(sentence.text, word) &&
        !inAbout(word) &&
        !(isAvailability && evidence.options.has(word))
      ) {
        unsupported(word.toUpperCase());
      }
      if (
        /\d/.test(word) &&
        /[a-z]/.test(word) &&
        !aboutWords.includes(word) &&
        !fold(about.join(' ')).replace(/\s+/g, '').includes(word)
      ) {
        unsupported(word.toUpperCase());
      }
      if (universal.test(word) && !inAbout(word)) unsupported(word);
    }
    // An instruction ("… yıkayınız") recommends as much as "öneririz" does.
    if (recommendation.test(body) && !/(?:oner|tavsiye|uygun|rahat)|[a-z](?:iniz|unuz)(?![a-z])/.test(aboutText)) {
      unsupported('öneri');
    }
    const unbacked = content.filter(
      (word) =>
        !letterSizes.has(word) &&
        !lexiconEntry(word, colourWords) &&
        !lexiconEntry(word, materialWords) &&
        !inAbout(word) &&
        !(isAvailability && evidence.options.has(word)) &&
        !(numberWords[word] !== undefined && optionCount(numberWords[word] ?? 0)) &&
        // "elbisemiz", "çantamızın": the product named by its own kind
        ![...evidence.table.typeWords].some((name) => name.length > 2 && sameWord(word, name)) &&
        // "kutudan … çıkıyor mu" → "… çıkmaktadır": the customer's own verb, said back formally, claims nothing.
        !echoedVerb(word, evidence.questionWords),
    );
    if (unbacked.length > 0) unsupported(unbacked.slice(0, 4).join(', '));
    const typed =
      numbersOf(body).length > 0 || words.some((word) => letterSizes.has(word) || lexiconEntry(word, colourWords));
    if (content.length === 0 && !typed && !isAvailability)
      unsupported(sentence.lead ? 'somut bir bilgi yok' : sentence.text);
    // "… 299,90 TL olduğundan kargo ücretlidir" beside "400 TL ve üzeri siparişlerde kargo ücretsizdir": below the amount it is paid.
    const paidBelow =
      /kargo\w*\s+(?:\w+\s+)?ucretli/.test(body) &&
      prices.size > 0 &&
      freeFromAmounts.some((amount) => [...prices].every((price) => price < amount));
    const denial = paidBelow
      ? null
      : (polarityProblem(body, content, about) ?? abilityContrast(content, evidence.facts, words));
    if (denial) problems.push({ kind: 'contradiction', sentence: sentence.text, what: denial });
  }
  return problems;
}

/**
 * "tencereler ve tava cam kapaklıdır" against "… + 1 Adet Tava (Kapaksız)": what a fact says one item
 * lacks, said of that item.
 */
function lackProblem(body: string, facts: readonly string[]): string | null {
  for (const fact of facts) {
    const folded = fold(fact);
    const lacks = [...folded.matchAll(/([a-z]{3,})\s*\(([a-z]{3,}?)s[iu]z\)/g)].map((match) => [match[1], match[2]]);
    for (const [item = '', root = ''] of lacks) {
      const said = new RegExp(`(?<![a-z])${item.slice(0, 4)}[a-z]*(?:\\s+[a-z]+){0,3}?\\s+${root}l[iu]`).test(body);
      if (said && !new RegExp(`${root}s[iu]z`).test(body)) return `${item} ${root}sız`;
    }
  }
  return null;
}

/**
 * Shipping said without the condition the facts put on it: "kargo ücretsizdir" when it is free only
 * from an amount this product's price does not reach; "aynı gün kargoda" when the product ships in
 * days and has no same-day option.
 */
function shippingProblem(
  body: string,
  evidence: Evidence,
  prices: readonly number[],
  dispatch: ReadonlySet<string>,
): string | null {
  const free = /kargo\w*\s+(?:\w+\s+)?(?:ucretsiz|bedava)|(?:ucretsiz|bedava)\s+kargo/.test(body);
  // "400 TL ve üzeri siparişlerde kargo ücretsizdir" states the rule; "250 g 219,90 TL, kargo ücretsizdir" does not.
  const statesRule = /uzeri|ustu|ustunde|(?:tl|lira|₺)(?:'?[dt][ae]n)? (?:ve )?(?:fazla|sonra)|toplam/.test(body);
  // ("2 tane alırsanız …": the customer's count times the price.)
  const count = evidence.counts.length === 1 ? (evidence.counts[0] ?? 1) : 1;
  if (free && !statesRule && !/degil|ucretli/.test(body)) {
    for (const fact of evidence.facts) {
      const amount = freeShippingFrom(fold(fact));
      if (amount !== null && prices.length > 0 && prices.every((price) => price * count < amount)) {
        return `kargo yalnızca ${amount} TL ve üzeri siparişlerde ücretsiz`;
      }
    }
  }
  // Only when the product's dispatch time is known: without it there is nothing to contradict.
  const fastest = Math.min(...[...dispatch].map((pair) => Number(pair.split('|')[0]?.split('-')[0])));
  const sameDayOption = evidence.table.variants.some((variant) => variant.sameDayCutOff);
  const denies =
    /yapilmaz|yapilmiyor|yapilmamakta|yapmiyoruz|verilmez|verilmiyor|cikmaz|cikmiyor|(?<![a-z])yok(?:tur)?(?![a-z])|bulunmuyor|bulunmamakta|degil/;
  const store = evidence.facts.map(fold).join(' ');
  // "cumartesi … aynı gün kargoya verilir" against "cumartesi, pazar … kargo çıkışı yapılmaz".
  const weekend = /cumartesi|(?<![a-z])pazar(?!tesi)|hafta ?sonu/;
  const weekendRule = new RegExp(`(?:${weekend.source})[^.]*(?:${denies.source})`).test(store);
  if (weekendRule && weekend.test(body) && /ayni gun|kargoya veril|kargo cikisi/.test(body) && !denies.test(body)) {
    return 'hafta sonu kargo çıkışı yapılmıyor';
  }
  // "yurt dışına gönderim yapıyoruz" against "yalnızca Türkiye içi gönderim".
  const abroadRule =
    /(?:yalnizca|sadece) turkiye|yurt ?dis\w*[^.]*(?:yapilmaz|yapilmiyor|yapilmamakta|yapmiyoruz|yoktur|bulunmamakta)/.test(
      store,
    );
  if (abroadRule && /yurt ?dis/.test(body) && !denies.test(body)) return 'yurt dışına gönderim yapılmıyor';
  // "bu üründe aynı gün kargo seçeneği bulunmuyor" says what the dispatch time implies.
  const denied = /bulunmuyor|bulunmamakta|(?<![a-z])yok(?![a-z])|degil|verilmez|verilmiyor|yapilmaz|yapilmiyor/.test(
    body,
  );
  if (dispatch.size > 0 && /ayni gun/.test(body) && /kargo/.test(body) && fastest >= 2 && !sameDayOption && !denied) {
    return `bu ürünün kargoya teslim süresi ${fastest} iş günü`;
  }
  return null;
}

/** "yerli üretimdir", "Türk malıdır", "Çin'de üretilir" against the listing's "Menşei". */
function originProblem(body: string, facts: readonly string[]): string | null {
  const origin = facts.find((fact) => /^menşei: /i.test(fact));
  const saysDomestic = /(?<![a-z])(?:yerli (?:uretim|mal)|turk mali|turkiye(?:de|'de)? uretil|turk uretimi)/.test(body);
  if (!origin) return saysDomestic ? 'ürünün menşei bilgilerde yok' : null;
  const country = fold(origin);
  const domestic = /\b(?:tr|turkiye)\b/.test(country);
  if (saysDomestic && !domestic) return `bilgilere göre “${origin}”`;
  const named = /(?<![a-z])(cin|almanya|italya|kore|abd|amerika|hindistan|vietnam|bangladesh?)(?![a-z])/.exec(
    body,
  )?.[1];
  if (named && !country.includes(named.slice(0, 3)) && !/degil/.test(body)) return `bilgilere göre “${origin}”`;
  return null;
}

/** "Bej XXL'den 5 adet var" when the listing has 1 of it: a count of units is the named variants' own. */
function countProblem(body: string, evidence: Evidence): string | null {
  const figure = /(\d+)\s*(?:adet|tane)\s+(?:var|kald|stok|mevcut)|stokta\s+(\d+)\s*(?:adet|tane)/.exec(body);
  if (!figure) return null;
  const value = Number(figure[1] ?? figure[2]);
  const named = askedOptions(body, evidence.table).byAxis;
  const merged = new Map([...evidence.asked.byAxis, ...named]);
  const meant = merged.size > 0 ? variantsMeant(evidence.table, merged) : evidence.table.variants;
  const counted = meant.filter((variant) => variant.quantity !== null);
  if (counted.length === 0 || counted.length !== meant.length) return null;
  const total = counted.reduce((sum, variant) => sum + (variant.quantity ?? 0), 0);
  if (counted.some((variant) => variant.quantity === value) || total === value) return null;
  return `stokta ${counted.map((variant) => `${variant.options.join(' / ')}: ${variant.quantity} adet`).join(', ')}`;
}

/** "20 x 20 cm" when the facts say "18 x 20 cm": a size given as several figures must be one of the facts' (in any order). */
function dimensionProblem(body: string, facts: readonly string[]): string | null {
  const dimension = /(\d+(?:[.,]\d+)?)\s*(?:x|\*|×)\s*(\d+(?:[.,]\d+)?)(?:\s*(?:x|\*|×)\s*(\d+(?:[.,]\d+)?))?/g;
  const key = (match: RegExpMatchArray) =>
    match
      .slice(1)
      .filter(Boolean)
      .map((figure) => Number(figure?.replace(',', '.')))
      .sort((a, b) => a - b)
      .join('x');
  const known = new Set([...fold(facts.join(' ')).matchAll(dimension)].map(key));
  for (const match of body.matchAll(dimension)) if (!known.has(key(match))) return match[0];
  return null;
}

/** "1 adet yastık kılıfı", "nevresim 200x220 cm": counts and sizes of the things a text names, by the thing's stem. */
function namedFigures(folded: string): Map<string, Set<string>> {
  const figures = new Map<string, Set<string>>();
  const add = (noun: string, value: string) => {
    const key = noun.slice(0, 5);
    figures.set(key, (figures.get(key) ?? new Set()).add(value));
  };
  const text = folded.replace(/(\d)\s*(?:x|\*|×)\s*(?=\d)/g, '$1x');
  for (const match of text.matchAll(
    /(?<![\d.,])(\d{1,3}) (?:adet|tane) (?:\d+(?:x\d+){1,2} (?:cm |mm )?)?([a-z]{4,})/g,
  )) {
    add(match[2] ?? '', `n${match[1]}`);
  }
  for (const match of text.matchAll(/([a-z]{4,})\s+(\d+(?:x\d+){1,2})(?![\dx])/g)) {
    if (!/^(?:adet|tane|olcu|olcusu|boyut|boyutu|ebat|ebadi)$/.test(match[1] ?? ''))
      add(match[1] ?? '', `d${match[2]}`);
  }
  return figures;
}

/**
 * "çift kişilik takımda 1 adet yastık kılıfı" when the description says "Çift Kişilik: … 2 adet yastık
 * kılıfı": a count or size said after a label the description heads a part with ("Tek Kişilik:") must be
 * that part's own, not another part's.
 */
function scopedFigureProblem(body: string, facts: readonly string[]): string | null {
  const parts = facts.flatMap((fact) => {
    const match = /^(?:Açıklama: )?([\p{L} ]{3,40}): (.+)$/u.exec(fact);
    const label = match ? (fold(match[1] ?? '').match(/[a-z]+/g) ?? []) : [];
    return match && label.length > 0 && label.length <= 3 ? [{ label, text: fold(match[2] ?? ''), fact }] : [];
  });
  if (parts.length < 2) return null;
  const mentions = parts
    .flatMap((part) => {
      const found = new RegExp(`(?<![a-z])${part.label.join('[a-z]*\\s+')}`).exec(body);
      return found ? [{ part, at: found.index }] : [];
    })
    .sort((a, b) => a.at - b.at);
  for (const [index, { part, at }] of mentions.entries()) {
    const said = namedFigures(body.slice(at, mentions[index + 1]?.at ?? body.length));
    const own = namedFigures(part.text);
    for (const [noun, values] of said) {
      const listed = own.get(noun);
      if (!listed) continue;
      for (const value of values) {
        if (!listed.has(value) && [...listed].some((other) => other[0] === value[0]))
          return part.fact.replace(/^Açıklama: /, '');
      }
    }
  }
  return null;
}

const canDo = /(?:abil|ebil)(?:ir|ecek|mek)[a-z]*$/;
const cannotDo = /(?:(?:a|e)(?:maz|mez|mayacak|meyecek|mamaktadir|memektedir|miyor)|(?:a|e)m(?:iyor|i)[a-z]*)$/;
/** "çıkarılabilir" → ["cikaril", true], "çıkarılamaz" → ["cikaril", false]; null for other words. */
function ability(word: string): [string, boolean] | null {
  if (canDo.test(word)) return [word.replace(canDo, ''), true];
  if (cannotDo.test(word)) return [word.replace(cannotDo, ''), false];
  return null;
}

/**
 * "Askısı çıkarılabilir" against a fact's "Zincir askısı çıkarılamaz": a clause of some fact says the
 * opposite ability of the same verb about the same thing (another content word shared).
 */
function abilityContrast(
  content: readonly string[],
  facts: readonly string[],
  said: readonly string[] = content,
): string | null {
  // "askıyı çıkarıp el çantası olarak kullanabilirsiniz": what is done first ("çıkarıp") is said possible too.
  const able = said.some((word) => ability(word)?.[1] === true);
  for (const word of content) {
    const converb = able && /^[a-z]{4,}[iu]p$/.test(word) ? word.slice(0, -2) : null;
    const claimed: [string, boolean] | null = converb ? [converb, true] : ability(word);
    if (!claimed || claimed[0].length < 4) continue;
    const others = content.filter((other) => other !== word);
    for (const fact of facts) {
      for (const clause of fold(fact).split(/[;.!?]|,\s/)) {
        const clauseWords = claimWords(clause);
        const opposite = clauseWords.some((factWord) => {
          const stated = ability(factWord);
          const sameVerb =
            stated !== null &&
            (stated[0] === claimed[0] ||
              (converb !== null &&
                /^(?:[iu]l|[iu]n)$/.test(stated[0].slice(converb.length)) &&
                stated[0].startsWith(converb)));
          return stated !== null && sameVerb && stated[1] !== claimed[1];
        });
        if (opposite && others.some((other) => clauseWords.some((factWord) => sameWord(other, factWord)))) {
          return `bilgilere göre “${clause.trim()}” — cevap tersini söylüyor`;
        }
      }
    }
  }
  return null;
}

/** Whether a letter size is written as one ("XL", "S beden"), not as a unit or a stray letter. */
const writtenAsSize = (text: string, size: string) =>
  new RegExp(`(?<![A-Za-zÇĞİÖŞÜçğıöşü0-9])${size.toUpperCase()}(?![A-Za-zÇĞİÖŞÜçğıöşü0-9])`).test(text);

/**
 * A sentence that denies what its fact affirms ("iç cebi bulunmamaktadır" against "1 İç Cep"), or
 * affirms what it denies ("yıkamada çeker" against "yıkamada çekmez").
 */
function polarityProblem(body: string, content: readonly string[], about: readonly string[]): string | null {
  const [fact] = about;
  if (!fact || content.length === 0) return null;
  const claimNegative = isNegative(body, content);
  const factNegative = isNegative(fold(fact), content);
  if (claimNegative === factNegative) return null;
  return claimNegative
    ? `bilgilere göre “${fact}” — cevap bunu inkâr ediyor`
    : `bilgilere göre “${fact}” — cevap tersini söylüyor`;
}
