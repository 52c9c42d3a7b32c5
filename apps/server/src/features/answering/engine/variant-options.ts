import { colourWords, letterSizes, xlWithXs } from './lexicon.js';
import { fold } from './text.js';
import { sameWord } from './turkish.js';
import type { VariantTable } from './variant-table.js';

/** Variant options a question names (axis index → options), and what it names that is not sold. */
export type AskedOptions = {
  byAxis: Map<number, string[]>;
  /** a colour, size or amount the product has no option for ("xxl", "siyah", "10'luk") */
  missing: Array<{ axis: number; text: string }>;
};

const tokensOf = (text: string): string[] =>
  xlWithXs(fold(text))
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .match(/[a-z]+|\d+(?:[.,/]\d+)*/g) ?? [];

const isNumber = (token: string) => /^\d/.test(token);

/**
 * Whether the question's tokens hold this token: numbers and short words exactly, longer words in any
 * form. A waist/length size ("33/32") is also held by its waist alone ("antrasit 33") or written with
 * a space ("31 32"), not by a number that is half of another pair.
 */
function holds(tokens: readonly string[], token: string): boolean {
  const pair = /^(\d+)\/(\d+)$/.exec(token);
  if (pair && !tokens.includes(token)) {
    return tokens.some((other, index) => {
      const next = tokens[index + 1] ?? '';
      // "34 boyu var mı", "32 boy kısa kalıyor": a number with "boy" is the length, the pair's second.
      if (/^boy(?:u|lu|da)?$/.test(next)) return other === pair[2] && !isNumber(tokens[index - 1] ?? '');
      if (other !== pair[1] || isNumber(tokens[index - 1] ?? '')) return false;
      return next === pair[2] || !isNumber(next);
    });
  }
  // "beje", "morun": a short colour with a case ending is still that colour.
  if (!isNumber(token) && token.length === 3 && /^[a-z]+$/.test(token))
    return tokens.some(
      (other) =>
        other === token ||
        (other.startsWith(token) &&
          /^(?:a|e|ya|ye|yi|yu|i|u|in|un|nin|nun|da|de|dan|den)$/.test(other.slice(token.length))),
    );
  if (isNumber(token) || token.length <= 3) return tokens.includes(token);
  return tokens.some((other) => other.length > 3 && sameWord(other, token));
}

/**
 * Whether a question names an option. Tokens every option of the axis shares ("numara", "ml",
 * "iphone 15") say nothing; of the rest, one number suffices ("3 numara" for "3 Numara Midi"),
 * else at least half of the words ("kuru saç" for "Kuru ve Yıpranmış Saçlar"). An option whose
 * every token is shared needs all of them.
 */
function names(tokens: readonly string[], option: string, siblings: readonly string[]): boolean {
  const own = tokensOf(option).filter((token) => token !== 've');
  const shared = (token: string) => siblings.every((sibling) => tokensOf(sibling).includes(token));
  const distinct = own.filter((token) => !shared(token));
  if (distinct.length === 0) {
    // Every token is shared ("iPhone 15" beside "iPhone 15 Pro"): its figures name it.
    const figures = own.filter(isNumber);
    return own.length > 0 && (figures.length > 0 ? figures : own).every((token) => holds(tokens, token));
  }
  const numbers = distinct.filter(isNumber);
  if (numbers.length > 0) return numbers.some((token) => holds(tokens, token));
  // "iphone 16 pro" names no "iPhone 15 Pro": a figure every option shares must not be replaced by another.
  const sharedFigures = own.filter((token) => isNumber(token) && shared(token));
  if (sharedFigures.some((token) => !holds(tokens, token)) && tokens.some(isNumber)) return false;
  const found = distinct.filter((token) => holds(tokens, token)).length;
  return found > 0 && found * 2 >= distinct.length;
}

/** Of the matched options, those not contained in another match ("iPhone 15" inside "iPhone 15 Pro Max"). */
function mostSpecific(options: string[]): string[] {
  const tokenSets = new Map(options.map((option) => [option, new Set(tokensOf(option))]));
  return options.filter(
    (option) =>
      !options.some((other) => {
        if (other === option) return false;
        const mine = tokenSets.get(option) ?? new Set();
        const theirs = tokenSets.get(other) ?? new Set();
        return theirs.size > mine.size && [...mine].every((token) => theirs.has(token));
      }),
  );
}

/** A size asked for the way customers write one: "xxl", "42 numara", "38 beden", "10'luk". */
const sizeRequest =
  /(?<![a-z0-9])(\d{1,3}(?:[.,/]\d+)?)\s*'?(numara|beden|luk|lik|lu|li|ml|gr|g|kg|lt|adet)(?:(?<=numara|beden)(?:si|sini|niz))?(?![a-z])/g;
/** "lük", "lik", "li" are one suffix; "gr" and "g" one unit. */
const unitFamily = (unit: string) =>
  /^(?:luk|lik|lu|li)$/.test(unit) ? 'li' : unit === 'gr' ? 'g' : unit === 'lt' ? 'l' : unit;

/** Words that make another model of a numbered one ("iPhone 15 Plus" is not "iPhone 15"). */
const modelModifier = /^(?:plus|pro|max|mini|ultra|lite|se|fe|air)$/;

/** The model modifiers the question puts right after an option's figure that the option does not have. */
function otherModel(tokens: readonly string[], option: string): string | null {
  const own = tokensOf(option);
  const figure = own.filter(isNumber).at(-1);
  if (figure === undefined) return null;
  for (const [index, token] of tokens.entries()) {
    if (token !== figure) continue;
    const next = tokens[index + 1] ?? '';
    if (!modelModifier.test(next) || own.includes(next)) continue;
    // Said as the option is written: "iPhone 15" and "Plus".
    const written = option.trim();
    return fold(written).endsWith(figure)
      ? `${written} ${next.charAt(0).toLocaleUpperCase('tr-TR')}${next.slice(1)}`
      : `${figure} ${next}`;
  }
  return null;
}

/**
 * "haki xl kalmamış xxl haki var mı", "beyaz m bitmiş, l var mı": an option the customer tells is gone
 * (`told`) and the one asked after it (`asked`: its own options, with what the told one names on the
 * axes it leaves open). Null when nothing is told gone before a question of stock.
 */
export function goneThenAsked(text: string, catalog: VariantTable): { told: AskedOptions; asked: AskedOptions } | null {
  const match =
    /^(.*?(?<![a-z])(?:kalmamis|bitmis|tukenmis|kalmadi|bitti|tukendi|yokmus)(?![a-z]))(?! m[iu](?![a-z]))[\s,]+(.+(?:var|stok\w*|kaldi|mevcut)\w* m[iu](?![a-z]).*)$/.exec(
      text,
    );
  if (!match) return null;
  const told = askedOptions(match[1] ?? '', catalog);
  const own = askedOptions(match[2] ?? '', catalog);
  if (told.byAxis.size === 0 || own.byAxis.size === 0) return null;
  return { told, asked: { byAxis: withOpenAxesFrom(own.byAxis, told.byAxis), missing: own.missing } };
}

/**
 * Options named on some axes, completed on the others by what another text names there — only where it
 * names one option ("ekru s …, m de var mı": M, with Ekru; not with "siyah ve beyaz").
 */
export function withOpenAxesFrom(
  byAxis: ReadonlyMap<number, string[]>,
  from: ReadonlyMap<number, string[]>,
): Map<number, string[]> {
  const filled = new Map(byAxis);
  for (const [axis, options] of from) if (!filled.has(axis) && options.length === 1) filled.set(axis, options);
  return filled;
}

/** What is asked after an option told gone ("haki xl bitmiş, xxl var mı" → haki XXL), or null. */
export const askedAfterGone = (text: string, catalog: VariantTable): AskedOptions | null =>
  goneThenAsked(text, catalog)?.asked ?? null;

export function askedOptions(question: string, catalog: VariantTable): AskedOptions {
  const tokens = tokensOf(question);
  const byAxis = new Map<number, string[]>();
  const otherModels: Array<{ axis: number; text: string }> = [];
  catalog.axes.forEach((axis, index) => {
    // "ip 15 plus için olanı var mı" names no "iPhone 15": a model of its own, which none of the options is.
    const models = axis.options.map((option) => otherModel(tokens, option));
    const unsold = models.find(
      (model) =>
        model !== null && !axis.options.some((option) => fold(option).endsWith(fold(model).replace(/^.*?(\d)/, '$1'))),
    );
    if (
      unsold &&
      axis.options.every((option) => otherModel(tokens, option) !== null || !names(tokens, option, axis.options))
    )
      otherModels.push({ axis: index, text: unsold });
    const matched = axis.options.filter(
      (option) => names(tokens, option, axis.options) && otherModel(tokens, option) === null,
    );
    // "15 pro" is "iPhone 15 Pro", not "iPhone 15 Pro Max": options whose own words the question all
    // names come first (words every option shares, like "iPhone", aside).
    const shared = (token: string) => axis.options.every((option) => tokensOf(option).includes(token));
    const full = matched.filter((option) =>
      tokensOf(option).every((token) => shared(token) || holds(tokens, token) || token === 've'),
    );
    if (matched.length > 0) byAxis.set(index, mostSpecific(full.length > 0 ? full : matched));
  });
  const missing: AskedOptions['missing'] = otherModels.filter((model) => !byAxis.has(model.axis));
  catalog.axes.forEach((axis, index) => {
    if (byAxis.has(index)) return;
    const offered = new Set(axis.options.flatMap(tokensOf));
    if (axis.kind === 'colour') {
      for (const token of tokens) {
        // "hakiki" (genuine) is no form of "haki"
        const colour = /^hakiki/.test(token)
          ? undefined
          : [...colourWords].find(
              (word) =>
                token === word || (word.length >= 4 && token.startsWith(word) && token.length - word.length <= 3),
            );
        // "altına" (under it) is no "altın" (gold), "taşımak" no "taş": such colours need "renk" beside them.
        const plainWord = /^(?:altin|tas|inci|petrol|mercan|kiremit|camel|mint|hardal|bal|kum|gece|tarcin)$/.test(
          colour ?? '',
        );
        if (colour && plainWord && !/renk|reng/.test(fold(question))) continue;
        if (colour && !offered.has(colour) && !catalog.nameWords.has(colour))
          missing.push({ axis: index, text: colour });
      }
    } else if (axis.kind === 'size') {
      // Shoe or waist sizes as bare numbers ("36" … "41"): "42 numara" is one the product lacks.
      if (axis.options.every((option) => /^\d+$/.test(option))) {
        for (const match of fold(question).matchAll(/(?<![0-9.,])(\d{2})\s*(numara|beden)/g)) {
          const number = match[1] ?? '';
          if (!axis.options.includes(number)) missing.push({ axis: index, text: `${number} ${match[2]}` });
        }
      }
      // "34 boyu var mı" of "31/32" … "34/32": a length no waist/length size has.
      if (axis.options.every((option) => /^\d+\/\d+$/.test(option))) {
        for (const match of fold(question).matchAll(/(?<![0-9.,/])(\d{2})\s*boy(?:u|lu)?(?![a-z])/g)) {
          const length = match[1] ?? '';
          if (!axis.options.some((option) => option.endsWith(`/${length}`)))
            missing.push({ axis: index, text: `${length} boy` });
        }
      }
      // "35/32 koyu mavi var mı", "44 var mı" of numbered sizes: a size asked for by its number alone
      // (a colour at most between it and the "var") that no option is.
      if (axis.options.every((option) => /^\d+(?:\/\d+)?$/.test(option))) {
        const asked = /(?<![\d.,/])(\d{2}(?:\/\d{2})?)(?![\d.,/])\s+((?:[a-z]+\s+){0,3}?)(?:var|kal|stok|mevcut)/.exec(
          fold(question),
        );
        const number = asked?.[1] ?? '';
        const between = (asked?.[2] ?? '').split(/\s+/).filter(Boolean);
        const waist = number.split('/')[0] ?? '';
        const known = axis.options.some((option) => option === number || option.split('/')[0] === number);
        if (
          asked &&
          !known &&
          !missing.some((item) => item.axis === index) &&
          between.every(
            (word) =>
              /^(?:numara|beden)$/.test(word) ||
              colourWords.has(word) ||
              catalog.axes.some((other) => other.options.some((option) => holds(tokensOf(option), word))),
          ) &&
          !catalog.nameWords.has(waist)
        )
          missing.push({ axis: index, text: number });
      }
      for (const token of tokens)
        if (letterSizes.has(token) && !offered.has(token)) missing.push({ axis: index, text: token.toUpperCase() });
      const bedSize = /(?<![a-z])(king|queen|super king|tek kisilik|cift kisilik)(?: size| boy)?(?![a-z])/.exec(
        fold(question),
      );
      if (bedSize && !axis.options.some((option) => fold(option).includes(bedSize[1] ?? ''))) {
        missing.push({ axis: index, text: bedSize[0] });
      }
    }
    // "1 kiloluk var mı" of "460 g / 850 g", "1 litrelik" of "400 ml / 750 ml": an amount in the larger unit
    // that no option holds.
    const amounts = axis.options.map((option) => /^(\d+(?:[.,]\d+)?)\s*(g|gr|ml)$/.exec(fold(option).trim()));
    if (amounts.length > 0 && amounts.every(Boolean)) {
      const unit = amounts[0]?.[2] === 'ml' ? 'ml' : 'g';
      const larger =
        unit === 'g'
          ? /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:kiloluk|kilo|kg|kilogram)(?![a-z])/
          : /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:litrelik|litre|lt|l)(?![a-z])/;
      const asked = larger.exec(fold(question));
      if (asked) {
        const wanted = Number((asked[1] ?? '').replace(',', '.')) * 1000;
        const held = amounts.some((amount) => Number((amount?.[1] ?? '').replace(',', '.')) === wanted);
        if (!held) missing.push({ axis: index, text: asked[0].trim() });
      }
    }
    for (const match of fold(question).matchAll(sizeRequest)) {
      const [, number = '', unit = ''] = match;
      // Only a request in this axis' own unit ("2 numara" of nappies sold as "3 Numara Midi" …) is a missing option.
      const sameUnit = [...offered].some((token) => unitFamily(token) === unitFamily(unit));
      if (sameUnit && !offered.has(number) && !catalog.nameWords.has(number)) {
        missing.push({ axis: index, text: match[0].trim() });
      }
    }
  });
  return { byAxis, missing };
}

/** The variants an asked selection means: on every named axis, one of the named options. */
export function variantsMeant(catalog: VariantTable, byAxis: ReadonlyMap<number, string[]>) {
  return catalog.variants.filter((variant) =>
    [...byAxis].every(([axis, options]) => options.includes(variant.options[axis] ?? '')),
  );
}
