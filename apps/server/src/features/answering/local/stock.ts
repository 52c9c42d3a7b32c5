import type { Fact } from '../engine/facts.js';
import { colourName, colourWords, countsTold, lexiconEntry } from '../engine/lexicon.js';
import { normalizeQuestion } from '../engine/normalize.js';
import type { QuestionPart } from '../engine/read-question.js';
import { fold } from '../engine/text.js';
import type { AskedOptions } from '../engine/variant-options.js';
import { askedAfterGone, goneThenAsked, variantsMeant } from '../engine/variant-options.js';
import type { TableVariant } from '../engine/variant-table.js';
import { type Axis, type Catalog, sizeWord, variantLabel } from './catalog.js';
import { localNotes } from './notes.js';
import { answer, hold, listOf, type PartAnswer } from './plan.js';
import { factSentence } from './render.js';

export const stockFacts = (catalog: Catalog): Fact[] =>
  catalog.facts.filter((fact) => fact.source === 'stock' || fact.source === 'variant');

/** "Beyaz renk seçeneğimiz", "XXL bedenimiz", "10'luk seçeneğimiz": what the product does not come in. */
function missingOption(axis: Axis, text: string): string {
  if (axis.kind === 'colour') {
    const name = colourName(text);
    return `${name.charAt(0).toLocaleUpperCase('tr-TR')}${name.slice(1)} renk seçeneğimiz`;
  }
  if (axis.kind === 'size')
    return /\d/.test(text) && !/[a-z]/.test(fold(text))
      ? `${text} ${sizeWord(axis)} seçeneğimiz`
      : `${text} seçeneğimiz`;
  return `${text} seçeneğimiz`;
}

const axisNoun = (axis: Axis) =>
  axis.kind === 'colour'
    ? 'Renk seçeneklerimiz'
    : axis.kind === 'size'
      ? `${sizeWord(axis) === 'numara' ? 'Numara' : 'Beden'} seçeneklerimiz`
      : `${axis.name} seçeneklerimiz`;

/** A count of options as a seller writes it ("dört renk seçeneğimiz"): counted from the listing, not quoted from it. */
const spelled = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz', 'on'];

/** The options of an axis, the sold-out ones said so ("Siyah, Bordo ve Taba; Bej şu an tükendi"). */
function optionsSentence(catalog: Catalog, index: number, counted = false): string {
  const axis = catalog.axes[index] as Axis;
  const available = axis.options.filter((option) =>
    catalog.variants.some((variant) => variant.options[index] === option && variant.inStock),
  );
  const soldOut = axis.options.filter((option) => !available.includes(option));
  const tail = soldOut.length > 0 ? `; ${listOf(soldOut)} şu an tükendi` : '';
  const shown = available.length > 0 ? available : axis.options;
  const listed = `${range(shown) ?? listOf(shown)}${available.length > 0 ? tail : ' (şu an tümü tükendi)'}`;
  // "kaç renk seçeneği var": how many, then which.
  if (counted) {
    const noun = axisNoun(axis)
      .replace(/ seçeneklerimiz$/, '')
      .toLocaleLowerCase('tr-TR');
    const count = spelled[axis.options.length] ?? String(axis.options.length);
    return `${count} ${noun} seçeneğimiz var: ${listed}.`;
  }
  return `${axisNoun(axis)}: ${listed}.`;
}

/** Four or more consecutive numbers ("36", "37" … "41") as a range: "36-41". */
function range(options: readonly string[]): string | null {
  if (options.length < 4 || !options.every((option) => /^\d+$/.test(option))) return null;
  const numbers = options.map(Number);
  const consecutive = numbers.every((number, index) => index === 0 || number === (numbers[index - 1] ?? 0) + 1);
  return consecutive ? `${numbers[0]}-${numbers[numbers.length - 1]}` : null;
}

/**
 * A question about what is on sale: the asked colour, size or combination in stock or sold out,
 * an option the product does not come in, or the options themselves. A restock date is never known.
 */
export function answerStock(
  part: QuestionPart,
  catalog: Catalog,
  asked: AskedOptions,
  restock: boolean,
): PartAnswer | null {
  if (catalog.variants.length === 0) return null;
  const facts = stockFacts(catalog);
  const missing = asked.missing[0];
  if (!missing && catalog.axes.every((axis) => axis.kind !== 'colour')) {
    // One colour, as an attribute ("Renk: Siyah"): another asked colour is not sold.
    const colourFact = catalog.facts.find(
      (fact) => fact.source === 'attribute' && /^renk$/i.test(fold(fact.name).trim()),
    );
    const asked = part.words.flatMap((word) => lexiconEntry(word, colourWords) ?? []);
    const other = asked.find((colour) => colourFact && !fold(colourFact.value).includes(colour));
    if (colourFact && other) {
      return answer([`Ürünümüzün yalnızca ${colourFact.value} renk seçeneği bulunuyor.`], [colourFact], {
        lead: 'hayir',
        confidence: 0.85,
      });
    }
  }
  if (missing) {
    const axis = catalog.axes[missing.axis] as Axis;
    // "Kılıf iPhone 15 Plus ile uyumlu değildir": the listing's own sentence on the option it lacks, too.
    const said = catalog.facts.find(
      (fact) => fact.source === 'description' && fold(fact.value).includes(fold(missing.text)),
    );
    return answer(
      [
        `${missingOption(axis, missing.text)} bulunmuyor.`,
        ...(said ? [factSentence(said)] : []),
        optionsSentence(catalog, missing.axis),
      ],
      said ? [...facts, said] : facts,
      { lead: 'hayir', confidence: 0.85 },
    );
  }
  if (asked.byAxis.size === 0) {
    const listing = catalog.axes.map((_, index) => optionsSentence(catalog, index));
    const any = catalog.variants.some((variant) => variant.inStock);
    if ((restock || /ne zaman (?:gel|gir)/.test(part.text)) && !any) return hold(localNotes.restock);
    const status = any ? 'Ürünümüz stokta mevcut.' : 'Ürünümüz şu an tükendi.';
    // "Hangi bedenler var?" asks for the options, not whether the product is in stock.
    const asksOptions = part.intents.some((match) => match.id === 'beden' || match.id === 'renk');
    const wanted = catalog.axes
      .map((axis, index) => ({ axis, index }))
      .filter(({ axis }) =>
        part.intents.some((match) =>
          match.id === 'renk' ? axis.kind === 'colour' : match.id === 'beden' && axis.kind === 'size',
        ),
      )
      .map(({ index }) =>
        optionsSentence(catalog, index, /kac (?:renk|reng|beden|numara|secenek|cesit)/.test(part.text)),
      );
    return answer(asksOptions && any ? (wanted.length > 0 ? wanted : listing) : [status, ...listing], facts, {
      lead: part.yesNo && !asksOptions ? (any ? 'evet' : 'hayir') : null,
      confidence: 0.8,
    });
  }
  const pairs = pairedSelections(part.text, catalog, asked.byAxis);
  const meant = pairs
    ? pairs.flatMap((selection) => variantsMeant(catalog, selection))
    : variantsMeant(catalog, asked.byAxis);
  const specified = catalog.axes.every((_, index) => asked.byAxis.has(index));
  const inStock = meant.filter((variant) => variant.inStock);
  const soldOut = meant.filter((variant) => !variant.inStock);
  const whenBack = restock || /ne zaman (?:gel|gir|ekle)|gelecek mi|gelir mi/.test(part.text);
  if (whenBack && soldOut.length > 0) return hold(localNotes.restock);
  const label = (options: readonly (string | undefined)[]) => variantLabel(catalog, options);
  const sentences: string[] = [];
  // "kaç tane kaldı": the units of the asked variants, when Trendyol reports them.
  if (asksCount(part.text) && inStock.length > 0) {
    const counted = inStock.filter((variant) => variant.quantity !== null);
    if (counted.length === 0 || counted.length > 4) return null;
    return answer(
      counted.map((variant) => `${label(variant.options)} için stokta ${variant.quantity} adet var.`),
      facts,
      { lead: part.yesNo ? 'evet' : null, confidence: 0.9 },
    );
  }
  // "siyahtan 5 tane alabilir miyim" with 3 left: in stock, but fewer than the customer wants — the yes is
  // a no; "4 tane alıcaz, stok yeter mi" with 4 left: the units say it is enough.
  const counted = unitsForWanted(part.text, inStock);
  if (counted && soldOut.length === 0) {
    return answer(
      inStock.map(
        (variant) =>
          `${label(variant.options)} için stokta${counted.short ? ' şu an' : ''} ${variant.quantity} adet var.`,
      ),
      facts,
      { lead: counted.short ? 'hayir' : 'evet', confidence: 0.9 },
    );
  }
  // "beyaz 38 yoksa siyah 38 alıcam, o var mı": the second is asked, the first is what it stands in for.
  // "haki xl kalmamış, xxl haki var mı": told gone, the other is asked — the same way round.
  const afterGone = askedAfterGone(part.text, catalog);
  const fallback =
    pairs?.length === 2 && /(?<![a-z])yoksa(?![a-z])/.test(part.text) && !/m[iu] yoksa/.test(part.text)
      ? variantsMeant(catalog, pairs[1] as Map<number, string[]>)
      : afterGone
        ? variantsMeant(catalog, afterGone.byAxis)
        : null;
  if (specified || meant.length <= 1) {
    // What is sold out first: it is what the yes or no is about ("Hayır, Beyaz S tükendi; Siyah M stokta").
    // Each in one sentence, so the first already says all that was asked of it.
    const labels = (list: typeof meant) => listOf(list.map((variant) => label(variant.options)));
    const gone = soldOut.length > 0 ? `${labels(soldOut)} şu an tükendi` : '';
    const there = inStock.length > 0 ? `${labels(inStock)} stokta mevcut` : '';
    const fallbackThere = fallback?.length === 1 && fallback.every((variant) => variant.inStock);
    sentences.push(`${(fallbackThere ? [there, gone] : [gone, there]).filter(Boolean).join('; ')}.`);
  } else {
    // Part of the selection named ("Beyaz var mı?"): which of its variants have stock — for each
    // option named ("S var mı, M var mı" asks of S and of M).
    const named = [...asked.byAxis.keys()];
    const open = catalog.axes.findIndex((_, index) => !named.includes(index));
    const openOptions = (list: typeof meant) => [...new Set(list.map((variant) => variant.options[open] ?? ''))];
    const groups = new Map<string, typeof meant>();
    for (const variant of meant) {
      const base = label(catalog.axes.map((_, index) => (named.includes(index) ? variant.options[index] : undefined)));
      groups.set(base, [...(groups.get(base) ?? []), variant]);
    }
    for (const [base, variants] of groups) {
      const stocked = variants.filter((variant) => variant.inStock);
      const gone = variants.filter((variant) => !variant.inStock);
      if (stocked.length > 0) sentences.push(`${base} için stokta olan seçenekler: ${listOf(openOptions(stocked))}.`);
      if (gone.length > 0) sentences.push(`${base} için ${listOf(openOptions(gone))} şu an tükendi.`);
    }
  }
  // ("33 antrasit yok mu, yoksa koyu mavi 33 olur": the customer named what to take instead, and it is there.)
  const insteadThere = inStock.length > 0 && /(?<![a-z])yoksa(?![a-z])/.test(part.text);
  if (soldOut.length > 0 && specified && !insteadThere) {
    // Two combinations named: the way out is beside the one that is sold out, not the other.
    const sources: AskedOptions[] = pairs
      ? soldOut.map((variant) => ({
          byAxis: new Map(variant.options.flatMap((option, index) => (option ? [[index, [option]] as const] : []))),
          missing: [],
        }))
      : [asked];
    sentences.push(...new Set(sources.flatMap((source) => alternativesFor(catalog, source))));
  }
  const available = specified || meant.length <= 1 ? soldOut.length === 0 : inStock.length > 0;
  // "bitti mi", "tükendi mi", "kalmamış mı" ask whether it is sold out: its yes is a sold-out option.
  // "var mı yoksa bitti mi": the first of two alternatives is what the yes or no answers.
  const asksSoldOut =
    /(?<![a-z])(?:bit(?:ti|mis)|tuken(?:di|mis)|kal(?:madi|mamis)) m[iu](?![a-z])|(?<![a-z])stok\w* m[iu] (?:bit|tuken)(?:ti|mis|di)/.test(
      part.text,
    ) && !/(?<![a-z])(?:var|kal(?:di|mis)|mevcut|stokta)\w* m[iu] yoksa/.test(part.text);
  const lead =
    fallback?.length === 1 ? (fallback[0]?.inStock ? 'evet' : 'hayir') : available !== asksSoldOut ? 'evet' : 'hayir';
  // "krem L kalmamış galiba, siyah L var mı": what the customer believes gone is confirmed — or corrected.
  const gone = goneThenAsked(normalizeQuestion(catalog.context.question), catalog)?.told;
  const toldVariants = gone ? variantsMeant(catalog, gone.byAxis).filter((variant) => !meant.includes(variant)) : [];
  if (toldVariants.length > 0 && toldVariants.length <= 3) {
    const goneToo = toldVariants.filter((variant) => !variant.inStock);
    const back = toldVariants.filter((variant) => variant.inStock);
    const labels = (list: typeof meant) => listOf(list.map((variant) => label(variant.options)));
    if (goneToo.length > 0) sentences.push(`${labels(goneToo)} ise şu an tükendi.`);
    if (back.length > 0) sentences.push(`${labels(back)} ise stokta mevcut.`);
  }
  const which = /(?<![a-z])hangi(?:si|leri)(?![a-z])/.test(part.text);
  return answer(sentences, facts, {
    lead: (part.yesNo || asked.byAxis.size > 0) && !which ? lead : null,
    confidence: 0.9,
  });
}

/**
 * "vizon s ile siyah m": two combinations named one after the other, each colour with the size beside
 * it — not every colour with every size. Null unless each axis names as many options, in turn.
 */
function pairedSelections(
  text: string,
  catalog: Catalog,
  byAxis: ReadonlyMap<number, string[]>,
): Array<Map<number, string[]>> | null {
  if (catalog.axes.length !== 2 || byAxis.size !== 2) return null;
  const [first = [], second = []] = [byAxis.get(0), byAxis.get(1)];
  if (Math.max(first.length, second.length) < 2) return null;
  const words: string[] = fold(text).match(/[a-z0-9]+(?:[.,/][0-9]+)*/g) ?? [];
  // Every place an option is named: "siyah m ve krem m" names M twice, once for each colour.
  const at = (option: string) => {
    const own: string[] = fold(option).match(/[a-z0-9]+(?:[.,/][0-9]+)*/g) ?? [];
    return words.flatMap((word, index) =>
      own.includes(word) || own.some((token) => token.length > 3 && word.startsWith(token)) ? [index] : [],
    );
  };
  const mentionsOf = (axis: number, options: readonly string[]) =>
    options.flatMap((option) => at(option).map((index) => ({ axis, option, index })));
  const mentions = [...mentionsOf(0, first), ...mentionsOf(1, second)].sort((a, b) => a.index - b.index);
  if ([...first, ...second].some((option) => !mentions.some((mention) => mention.option === option))) return null;
  const selections: Array<Map<number, string[]>> = [];
  for (let index = 0; index < mentions.length; index += 2) {
    const [one, two] = [mentions[index], mentions[index + 1]];
    if (!one || !two || one.axis === two.axis) return null;
    selections.push(
      new Map([
        [one.axis, [one.option]],
        [two.axis, [two.option]],
      ]),
    );
  }
  return selections;
}

/**
 * Whether the asked variants hold the units the customer says they want ("5 tane alabilir miyim" with
 * 3 left is short), when Trendyol reports the units of each; null when no count is told or known, or
 * when there are plenty.
 */
function unitsForWanted(text: string, inStock: readonly TableVariant[]): { short: boolean } | null {
  const wanted = Math.max(0, ...countsTold(text));
  if (wanted < 2 || inStock.length === 0 || inStock.length > 4) return null;
  if (inStock.some((variant) => variant.quantity === null)) return null;
  const short = inStock.some((variant) => (variant.quantity ?? 0) < wanted);
  // Enough of plenty is said as in stock; the units are told when they are few ("4 tane" of 4 left).
  if (!short && inStock.some((variant) => (variant.quantity ?? 0) > Math.max(10, wanted * 2))) return null;
  return { short };
}

/** "kaç tane kaldı", "kaç adet var", "stok adedi": the units in stock asked. */
export const asksCount = (text: string) =>
  // not "kaç tane yastık kılıfı çıkıyor", "yastık kılıfı kaç tane": a count of what the set holds
  (/kac (?:tane|adet)(?! (?!kal|var|stok|mevcut|elde|elinizde|kadar)[a-z]{3,})|stok (?:adedi|sayisi)|kac tane kal/.test(
    text,
  ) &&
    !/[a-z]{3,}(?:si|su|i|u|leri|lari) kac (?:tane|adet)(?! (?:kal|var|stok|mevcut))/.test(text)) ||
  /kac tane kal/.test(text);

/**
 * For a sold-out combination, what is in stock beside it: the other sizes of the named colour ("Beyaz
 * için stokta olan bedenler: S, L"), and when a size was named too, the other colours in that size
 * ("Çift Kişilik için stokta olan seçenekler: Beyaz, Antrasit").
 */
function alternativesFor(catalog: Catalog, asked: AskedOptions): string[] {
  const nounOf = (axis: Axis) =>
    axis.kind === 'size'
      ? sizeWord(axis) === 'numara'
        ? 'numaralar'
        : 'bedenler'
      : axis.kind === 'colour'
        ? 'renkler'
        : 'seçenekler';
  if (catalog.axes.length === 1) {
    // "siyahı yok mu": one kind of option, the others in stock are the way out ("Stokta olan renkler: Beyaz").
    const axis = catalog.axes[0] as Axis;
    const options = axis.options.filter(
      (option) =>
        !asked.byAxis.get(0)?.includes(option) &&
        catalog.variants.some((variant) => variant.options[0] === option && variant.inStock),
    );
    return options.length > 0 ? [`Stokta olan ${nounOf(axis)}: ${listOf(options)}.`] : [];
  }
  if (catalog.axes.length !== 2) return [];
  const colourAxis = catalog.axes.findIndex((axis) => axis.kind === 'colour');
  const kept = [...asked.byAxis.keys()].sort((a, b) => Number(b === colourAxis) - Number(a === colourAxis));
  return kept.flatMap((keep) => {
    const option = asked.byAxis.get(keep)?.[0];
    const other = keep === 0 ? 1 : 0;
    const options = [
      ...new Set(
        catalog.variants
          .filter((variant) => variant.inStock && variant.options[keep] === option)
          .map((variant) => variant.options[other] ?? ''),
      ),
    ].filter(Boolean);
    if (!option || options.length === 0) return [];
    const axis = catalog.axes[other] as Axis;
    const noun = axis.kind === 'colour' ? 'seçenekler' : nounOf(axis);
    return [`${option} için stokta olan ${noun}: ${listOf(options)}.`];
  });
}
