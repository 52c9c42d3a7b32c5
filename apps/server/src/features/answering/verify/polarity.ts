import { freeShippingFrom } from '../engine/facts.js';
import { isGenericWord } from '../engine/generic-words.js';
import { asksPureMaterial, colourWords, countsTold, imitates, materialWords, pureMaterial } from '../engine/lexicon.js';
import { absentRoot, isConverb, isMannerConverb, isNegativeWord, mannerRoot } from '../engine/negation.js';
import { particleWord, type QuestionPart } from '../engine/read-question.js';
import { fold, isContentWord, words } from '../engine/text.js';
import { sameWord, verbRoot } from '../engine/turkish.js';
import { askedAfterGone, variantsMeant } from '../engine/variant-options.js';
import { type ClaimSentence, claimWords } from './claims.js';
import { type Evidence, lexiconEntry } from './evidence.js';

/**
 * The yes or no the facts give to a yes/no question, where they settle it: a variant's stock, a
 * colour that is or is not sold, a material the product is or is not made of, an attribute whose
 * value is "Var" or "Yok", whether two options cost the same, same-day shipping for the asked
 * variant and hour, free shipping at the product's price. Null when the facts alone do not say.
 */
export function expectedLead(part: QuestionPart, evidence: Evidence): 'evet' | 'hayir' | null {
  if (!part.yesNo) return null;
  const { table, asked } = evidence;
  const text = part.text;
  const meant = asked.byAxis.size > 0 ? variantsMeant(table, asked.byAxis) : table.variants;
  if (/ayni gun|bugun (?:kargo|gonder|cik)/.test(text) && table.variants.length > 0) {
    const cutOff = meant.find((variant) => variant.sameDayCutOff)?.sameDayCutOff;
    if (!cutOff) return meant.length > 0 ? 'hayir' : null;
    const hour = /(?<![0-9])(\d{1,2})(?:[:.]\d{2})?\s*(?:de|da|te|ta|gibi)(?![a-z])/.exec(text)?.[1];
    if (hour !== undefined && Number(hour) >= Number(cutOff.split(':')[0])) return 'hayir';
    return hour !== undefined ? 'evet' : null;
  }
  if (/ayni fiyat|fiyat(?:lari|i)? ayni|fiyat farki|farkli mi/.test(text)) {
    const named = [...asked.byAxis.values()].flat();
    if (named.length >= 2) {
      const prices = named.map((option) => {
        const axis = table.axes.findIndex((item) => item.options.includes(option));
        return table.variants.find((variant) => variant.options[axis] === option)?.price;
      });
      return new Set(prices).size === 1 ? 'evet' : 'hayir';
    }
  }
  const shipping = shippingCostLead(part, evidence);
  if (shipping) return shipping;
  // "siyahtan 5 tane alabilir miyim": buying a count asks whether that many are in stock.
  const wanted = Math.max(0, ...countsTold(text));
  const asksStock =
    /(?<![a-z])(?:var|yok|stok|mevcut|kaldi|bulunuyor|bulunur|satista)/.test(text) ||
    (wanted > 1 && /(?<![a-z])al(?:abil|sam|ir|ica|aca)/.test(text));
  if (asksStock && asked.missing.length > 0) return 'hayir';
  const colours = part.words.flatMap((word) => lexiconEntry(word, colourWords) ?? []);
  if (asksStock && colours.some((colour) => !evidence.colours.has(colour) && !evidence.options.has(colour))) {
    return 'hayir';
  }
  // "haki xl kalmamış xxl haki var mı": what is asked after the option told gone (the whole question's, in evidence).
  const stockAsked = askedAfterGone(text, table) ?? asked;
  if (asksStock && stockAsked.byAxis.size > 0 && table.variants.length > 0) {
    const full = table.axes.every((_, index) => stockAsked.byAxis.has(index));
    const variants = variantsMeant(table, stockAsked.byAxis);
    const there = full ? variants.every((variant) => variant.inStock) : variants.some((variant) => variant.inStock);
    // "siyahtan 5 tane alabilir miyim" with 3 left: in stock, yet not what was asked.
    const known = variants.filter((variant) => variant.inStock).map((variant) => variant.quantity);
    const tooFew = wanted > 1 && known.length > 0 && known.every((quantity) => quantity !== null && quantity < wanted);
    return there && !tooFew ? 'evet' : 'hayir';
  }
  const materials = part.words.flatMap((word) => lexiconEntry(word, materialWords) ?? []);
  // "hep akrilik mi", "full yün mü" of "Materyal: %50 Akrilik, %30 Yün, %20 Polyamid": a blend is no.
  if (materials.length === 1 && asksPureMaterial(text)) {
    const naming = evidence.facts.flatMap((fact) => {
      const [name = '', value = ''] = fold(fact).split(': ');
      const named = (value.match(/[a-z]+/g) ?? []).some((word) => lexiconEntry(word, materialWords) === materials[0]);
      return /materyal|malzeme|kumas/.test(name) && named ? [value] : [];
    });
    if (naming.length > 0 && !naming.some(pureMaterial)) return 'hayir';
  }
  if (materials.length === 1 && evidence.materials.size > 0 && !/(?:icer|karisim|orani|yuzde)/.test(text)) {
    const asked = materials[0] ?? '';
    return [...evidence.materials].some((material) => sameWord(material, asked)) ? null : 'hayir';
  }
  return attributeLead(part, evidence);
}

/**
 * "kargo bedava mı", "2 tane alsam kargo parası öder miyim": against "400 TL ve üzeri siparişlerde kargo
 * ücretsizdir", the asked variants' prices — times the count told — all reach the amount or none do.
 */
function shippingCostLead(part: QuestionPart, evidence: Evidence): 'evet' | 'hayir' | null {
  const text = part.text;
  if (!/kargo/.test(text) || /iade|degis/.test(text)) return null;
  const asksFree = /ucretsiz|bedava/.test(text);
  const asksPaid = /ucretli|parali|(?:parasi|ucreti?) (?:\w+ )?(?:var|od|al)\w*/.test(text);
  if (asksFree === asksPaid) return null;
  const [amount, ...more] = evidence.facts.flatMap((fact) => freeShippingFrom(fold(fact)) ?? []);
  if (amount === undefined || more.some((other) => other !== amount) || evidence.counts.length > 1) return null;
  const count = evidence.counts[0] ?? 1;
  const { table, asked } = evidence;
  const meant = asked.byAxis.size > 0 ? variantsMeant(table, asked.byAxis) : table.variants;
  const prices = meant.flatMap((variant) => (variant.price === null ? [] : [variant.price * count]));
  if (prices.length === 0) return null;
  const free = prices.every((price) => price >= amount);
  if (!free && !prices.every((price) => price < amount)) return null;
  return free === asksFree ? 'evet' : 'hayir';
}

/** "ANC var mı?" against "Aktif Gürültü Engelleme (ANC): Var"; "garantisi var mı?" against "Garanti Süresi: 2 Yıl". */
function attributeLead(part: QuestionPart, evidence: Evidence): 'evet' | 'hayir' | null {
  const asked = part.words.filter((word) => word.length >= 3);
  const existence = /(?<![a-z])(?:var|mevcut)\s+mi/.test(part.text);
  for (const fact of evidence.facts) {
    const colon = fact.indexOf(': ');
    if (colon < 0) continue;
    const name = words(fact.slice(0, colon)).filter((word) => word.length >= 3);
    if (name.length === 0 || !name.some((word) => asked.some((other) => sameWord(word, other)))) continue;
    const value = fold(fact.slice(colon + 2)).trim();
    if (/^(?:var|mevcut|evet)(?![a-z])/.test(value)) return 'evet';
    if (/^(?:yok|hayir|icermez)(?![a-z])/.test(value)) return 'hayir';
    if (
      existence &&
      name.every((word) => asked.some((other) => sameWord(word, other)) || /^(?:suresi|sayisi|tipi|turu)$/.test(word))
    ) {
      return 'evet';
    }
  }
  return null;
}

/**
 * The yes or no the answer's own first sentence implies for the question: the sentence affirms or
 * denies the word the question turns on ("Hayır, … beden değişimi yapılır" affirms it). Null when
 * the sentence does not mention that word.
 */
export function leadConsistency(part: QuestionPart, lead: ClaimSentence): 'evet' | 'hayir' | null {
  if (!part.yesNo || !lead.lead) return null;
  const particle = part.words.findIndex((word) => particleWord.test(word));
  const before = particle < 0 ? [] : part.words.slice(0, particle);
  // "asarak kurutabilir miyim": the manner before the verb is what the yes or no is about.
  const manner =
    before.length >= 2 && isMannerConverb(before[before.length - 2] ?? '') ? before[before.length - 2] : undefined;
  const head =
    manner ?? [...before].reverse().find((word) => word.length >= 4 && !isGenericWord(word) && isContentWord(word));
  if (!head) return null;
  const body = lead.folded.replace(/^(?:evet|hayir)[,!.]?\s*/, '');
  const clauses = body.split(/[;.!?]|,\s|\s(?:ancak|ama|fakat)\s/).map(claimWords);
  const onHead = clauses.find((words) =>
    words.some(
      (word) =>
        (sameWord(word, head) && !isConverb(word)) ||
        absentRoot(word) === head.slice(0, absentRoot(word)?.length ?? 0) ||
        (manner !== undefined && verbRoot(word) === mannerRoot(manner)),
    ),
  );
  // "modem 5 ghz, bağlanır mı" answered "… 2.4 GHz ağlarına bağlanır, 5 GHz ağları desteklemez": the clause
  // that names the figure asked, with its unit, is the one about it.
  const figures = part.words.flatMap((word, index) => {
    const unit = part.words[index + 1] ?? '';
    return /^\d+$/.test(word) && measureUnit.test(unit) ? [[word, unit] as const] : [];
  });
  const onFigure = clauses.find((words) =>
    figures.some(([figure, unit]) => words.some((word, index) => word === figure && words[index + 1] === unit)),
  );
  const about =
    onFigure && onHead && !(onHead as readonly string[]).includes(figures[0]?.[0] ?? '') ? onFigure : onHead;
  if (!about) return null;
  const at = about.findIndex((word) => sameWord(word, head) || absentRoot(word) !== null);
  const denied =
    about.some((word) => {
      const root = absentRoot(word);
      return root !== null && (sameWord(root, head) || head.startsWith(root));
    }) ||
    isNegativeWord(about[about.length - 1] ?? '') ||
    isNegativeWord(about[at] ?? '') ||
    about.slice(at + 1).some((word) => word === 'degil' || word === 'degildir' || word === 'yok' || word === 'yoktur');
  // "hakiki deri mi" answered "suni deridir": the sentence names the thing with the opposite kind.
  const said: readonly string[] = about;
  const opposed = modifierContrasts.some(
    ([side, other]) =>
      side.some((word) => part.words.includes(word)) &&
      other.some((word) => said.includes(word)) &&
      !side.some((word) => said.includes(word)),
  );
  // "deri mi" answered "suni deridir": a likeness of the material asked is not it.
  const likeness = imitates(about.join(' '), head, part.text);
  const askedNegative = isNegativeWord(head) || absentRoot(head) !== null;
  return (denied || opposed || likeness) === askedNegative ? 'evet' : 'hayir';
}

/** Units a figure is asked in ("5 ghz", "20 w"): with them, the figure names a thing of its own. */
const measureUnit = /^(?:ghz|mhz|hz|w|watt|v|volt|mah|gb|tb|mm|cm|kg|gr|ml|lt|db|mp|inc|inch)$/;

/** Kinds a question may ask while the answer names the opposite kind of the same thing. */
export const modifierContrasts: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [
    ['hakiki', 'gercek', 'dogal'],
    ['suni', 'sentetik', 'yapay', 'vegan'],
  ],
  [
    ['suni', 'sentetik', 'yapay'],
    ['hakiki', 'gercek', 'dogal'],
  ],
  [['masif'], ['mdf', 'sunta', 'kontrplak']],
];
