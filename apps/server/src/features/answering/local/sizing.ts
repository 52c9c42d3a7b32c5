import type { Fact } from '../engine/facts.js';
import type { QuestionPart } from '../engine/read-question.js';
import { fold, isContentWord } from '../engine/text.js';
import { type Axis, type Catalog, sizeWord } from './catalog.js';
import { answer, type PartAnswer } from './plan.js';
import { factLead } from './polarity.js';
import { factSentence } from './render.js';
import { askedWords, isGenericWord, sameMeaning } from './words.js';

/** A sizing question: which size to take, how the cut runs, whether to size up or down. */
export const asksSizing = (text: string) =>
  /hangi (?:beden|numara)|kac (?:beden|numara) (?:al|olmal)|(?<![a-z])(?:almaliyim|alayim|alsam)|oner|tavsiye|normalde|giyiyorum|kalib|kalip|dar mi|bol mu|buyuk mu|kucuk mu|buyuk gel|kucuk gel|dar gel|bol gel|beden (?:tablosu|onerisi)|kiloyum|kilo(?:su)? \d|\d+ ?(?:kilo|kg)/.test(
    text,
  );

/** The sentences that advise on size ("… bir beden büyük almanızı öneririz"), and the cut. */
function adviceFacts(catalog: Catalog): Fact[] {
  const advice = catalog.facts.filter(
    (fact) =>
      (fact.source === 'description' || fact.source === 'notes') &&
      /(?:oner|tavsiye|tercih)/.test(fold(fact.value)) &&
      /(?:beden|numara|kalip)/.test(fold(fact.value)),
  );
  const cut = catalog.facts.filter((fact) => fact.source === 'attribute' && /^kal[iı]p$/i.test(fold(fact.name)));
  return [...cut, ...advice];
}

/** +1 for "bir beden büyük", −1 for "bir beden küçük", 0 for "kendi bedeninizi", null when the sentence says neither. */
function delta(sentence: string): number | null {
  const text = fold(sentence);
  if (/(?:bir|1) (?:beden|numara) (?:buyuk|ust)/.test(text)) return 1;
  if (/(?:bir|1) (?:beden|numara) (?:kucuk|alt)/.test(text)) return -1;
  if (/kendi (?:beden|numara)|normal (?:beden|numara)|standart/.test(text)) return 0;
  return null;
}

/** The condition of an advice ("Kazak üzerine giyecekseniz …"), as words; empty when it always holds. */
function conditionWords(sentence: string): string[] {
  const text = fold(sentence);
  const clause = /([^.;:]*?(?:sa|se)niz|[^.;:]*?sevenlere|[^.;:]*?istiyorsaniz)[ ,]/.exec(text)?.[1];
  if (!clause) return [];
  return (clause.match(/[a-z]+/g) ?? []).filter(
    (word) => isContentWord(word) && !isGenericWord(word) && !/(?:sa|se)niz$/.test(word),
  );
}

/** The size the customer says they wear, as said ("normalde m giyiyorum", "numaram 38"). */
function saidSize(part: QuestionPart): string | undefined {
  const match =
    /(?:normalde|genelde|hep|zaten)?\s*([a-z0-9]{1,4})\s*(?:beden|numara)?\s*(?:giyiyorum|giyiyom|giyiyoruz|giyiyor|giyiyo|giyerim|giyer|giydim|kullaniyorum)(?![a-z])|numaram\s*([a-z0-9]{1,4})/.exec(
      part.text,
    );
  return match?.[1] ?? match?.[2];
}

/** The size the customer says they wear, among the axis' options (−1 when none is said or it is not one of them). */
function usualSize(part: QuestionPart, axis: Axis): number {
  const said = saidSize(part);
  if (!said) return -1;
  const exact = axis.options.findIndex((option) => fold(option) === said);
  if (exact >= 0) return exact;
  // "normalde 32 giyiyorum" of jeans sold by waist and length ("32/32"): the waist, when one length is sold.
  const byWaist = axis.options.filter((option) => fold(option).startsWith(`${said}/`));
  return byWaist.length === 1 ? axis.options.indexOf(byWaist[0] as string) : -1;
}

/** "bir numara büyük mü almalıyım?" against the advice's own direction. */
function proposedLead(part: QuestionPart, advice: string): 'evet' | 'hayir' | null {
  const proposed = /(?:bir|1|yarim) (?:beden|numara) (buyuk|kucuk)/.exec(part.text)?.[1];
  const advised = delta(advice);
  if (!proposed || advised === null) return null;
  return (proposed === 'buyuk' ? 1 : -1) === advised ? 'evet' : 'hayir';
}

/** The size the customer proposes ("s mi almalıyım", "xl mi") other than the one they wear. */
function proposedSize(part: QuestionPart, axis: Axis, usual: number): number {
  for (const word of part.words) {
    const index = axis.options.findIndex((option) => fold(option) === word);
    if (index >= 0 && index !== usual) return index;
  }
  // "normalde 42 giyiyorum, bunda da 42 mi alayım": the size worn, named again, is the one proposed.
  const worn = fold(axis.options[usual] ?? '');
  const named = part.words.filter((word) => word === worn).length;
  const asked = part.words.some((word, index) => word === worn && /^m[iu]$/.test(part.words[index + 1] ?? ''));
  // ("kendi numaramı mı alayım", "aynı bedeni mi alayım": the size worn, by another name.)
  const own = /(?:kendi|ayni|normal) (?:numara|beden)\w* m[iu](?![a-z])/.test(part.text);
  return worn !== '' && (named >= 2 || asked || own) ? usual : -1;
}

/** Asks how a size will sit: "bol durur mu", "dar gelir mi", "kısa kalır mı". */
export const fitVerdict =
  /(?<![a-z])(?:bol|dar|buyuk|kucuk|kisa|uzun|genis|sik)\w{0,3}\s+(?:\w+\s+)?(?:dur(?:ur|uyor)|gel(?:ir|iyor)|ol(?:ur|uyor)|kac(?:ar|iyor)|kal(?:ir|iyor))(?![a-z])/;

/**
 * Sizing advice from the listing: with the size the customer wears and an advice that applies to
 * them, the size to take (and whether it is in stock); by weight against the sizes' weight ranges
 * (nappies); else the cut and the advice as they stand. Body measurements alone, with no chart, get
 * nothing: a guess would be sent as advice.
 */
export function answerSizing(part: QuestionPart, catalog: Catalog, question: string): PartAnswer | null {
  const sizeAxisIndex = catalog.axes.findIndex((axis) => axis.kind === 'size');
  const axis = catalog.axes[sizeAxisIndex];
  const advice = adviceFacts(catalog);
  // "ayağım geniş", "kalçam dolgun", "baldırlarım kalın", "bacakları tombul": a body shape the listing does
  // not speak of is the seller's call, also when the customer only tells it beside the part that asks
  // ("ayağım geniş, bir numara büyük alsam yeter mi") — and before any weight range.
  const shape =
    /(?:ayag\w*|ayak) (?:genis|ince|dar|dolgun|kalin)|(?:genis|ince|dar) ayak|(?:baldir|bacak|kalca|gogus|gobek|kol|omuz|basen|but)\w* (?:\w+ )?(?:kalin|genis|dolgun|iri|tombul|etli)|dolgun|basen|kilolu|tombul|kemerli|kalin bilek|yuksek kemer|genis omuz|kemik cikinti|halluks/.exec(
      question,
    );
  const byWeight = shape ? null : weightRange(part, catalog, sizeAxisIndex);
  if (byWeight) return byWeight;
  const sentences = advice.filter((fact) => fact.source !== 'attribute');
  if (
    shape &&
    !catalog.facts.some(
      (fact) =>
        /genis|dolgun|kalip/.test(fold(fact.value)) &&
        /ayak|kalca|omuz|beden/.test(fold(fact.value)) &&
        /genis|dolgun/.test(fold(fact.value)),
    )
  ) {
    return null;
  }
  // A size chart or a garment's measurements ("M bedenin göğüs ölçüsü"): only a chart in the listing answers.
  // (The size worn may be told in a sentence of its own: "normalde 32 beden giyiyorum. Hangi bedeni önerirsiniz".)
  const toldWorn = saidSize({ ...part, text: question }) !== undefined;
  if (
    /tablo|olcu(?:su|leri)|gogus|kalca|bel olcu/.test(part.text) &&
    (!axis || usualSize(part, axis) < 0) &&
    !toldWorn
  ) {
    // (The model's own measurements — "modelimiz … bel 64, kalça 92" — are no chart.)
    const chart = catalog.facts.some(
      (fact) =>
        /tablo|gogus|kalca/.test(fold(fact.value)) && /\d/.test(fact.value) && !/model|manken/.test(fold(fact.value)),
    );
    if (!chart) return null;
  }
  // "iki numara büyük alsam": the listing advises one size; more than that is a guess.
  if (/(?:iki|2|uc|3)\s+(?:beden|numara)\s+(?:buyuk|kucuk)/.test(part.text)) return null;
  // Height and weight with no size worn and no weight ranges: only a size chart could answer.
  const body =
    /boy|kilo|kg|cm|(?<![0-9])1[.,][4-9]\d(?![0-9])/.test(part.text) ||
    // "bel ölçüm 70 kalçam 98, hangi bedeni alayım": measurements told before the question count too.
    /(?:bel|kalca|gogus)\w*\s+(?:olcu\w*\s+)?\d{2,3}(?![0-9])/.test(`${part.text} ${question}`);
  if (body && (!axis || usualSize(part, axis) < 0) && !toldWorn) return null;
  if (axis && sentences.length > 0) {
    // The size worn may be told in a sentence of its own ("babam normalde 42 giyiyor, hangi numarayı alayım").
    const own = usualSize(part, axis);
    const usual = own >= 0 ? own : usualSize({ ...part, text: question }, axis);
    const asked = part.words.filter((word) => isContentWord(word) && !isGenericWord(word));
    const applying = sentences.filter((fact) => {
      const condition = conditionWords(fact.value);
      return (
        delta(fact.value) !== null &&
        (condition.length === 0 || condition.some((word) => asked.some((other) => sameMeaning(other, word))))
      );
    });
    const rule = applying.find((fact) => conditionWords(fact.value).length > 0) ?? applying[0];
    if (rule && usual >= 0) {
      const recommended = usual + (delta(rule.value) ?? 0);
      const option = axis.options[recommended];
      if (!option) return null;
      const noun = sizeWord(axis);
      // "oversize mı normal mi kalıbı, … hangisini alayım": the cut asked too, first.
      const cut = /kalib|kalip|oversize|slim|regular|dar mi|bol mu/.test(part.text)
        ? catalog.facts.find((fact) => fact.source === 'attribute' && /^kal[iı]p$/i.test(fold(fact.name)))
        : undefined;
      const said = [
        ...(cut && cut !== rule ? [factSentence(cut)] : []),
        `Normalde ${axis.options[usual]} ${noun} giyiyorsanız ${option} ${noun} almanızı öneririz.`,
        factSentence(rule),
      ];
      const available = catalog.variants.some(
        (variant) => variant.options[sizeAxisIndex] === option && variant.inStock,
      );
      const soldOut = `${option} ${noun} şu an tükendi.`;
      const proposed = proposedSize(part, axis, usual);
      // ("… XL var mı": the size advised, asked whether it is there, is a no when it is sold out.)
      const stockAsked = /(?<![a-z])(?:var|stok\w*|kal(?:di|mis)|mevcut)(?![a-z])/.test(part.text);
      const lead =
        part.yesNo && proposed >= 0
          ? proposed === recommended && (available || !stockAsked)
            ? 'evet'
            : 'hayir'
          : proposedLead(part, rule.value);
      // ("… XL var mı" with XL sold out: the no is about the stock, said first.)
      if (!available) {
        if (stockAsked && lead === 'hayir') said.unshift(soldOut);
        else said.push(soldOut);
      }
      return answer(said, cut && cut !== rule ? [cut, rule] : [rule], { lead, confidence: 0.8 });
    }
  }
  if (advice.length === 0) return null;
  // "44 giyiyorum, XL mi XXL mi": a size worn in another system than the listing's letters is not
  // settled by its general advice ("kendi bedeninizi alın").
  const said = saidSize(part);
  if (axis && said && /^\d+$/.test(said) && axis.options.every((option) => !/\d/.test(option))) return null;
  // "xxl alsam çok mu bol durur", "bana kısa kalır mı": how a size sits on this customer, with no size
  // they wear to measure it by, is the seller's judgement — the cut and the advice do not settle it.
  if (fitVerdict.test(part.text)) return null;
  const chosen = advice.slice(0, 2);
  const words = askedWords(part, catalog.nameWords, new Set());
  const rule = sentences.find((fact) => delta(fact.value) !== null && conditionWords(fact.value).length === 0);
  const lead = !part.yesNo ? null : ((rule && proposedLead(part, rule.value)) ?? factLead(part, words, chosen));
  return answer(chosen.map(factSentence), chosen, { lead, confidence: 0.7 });
}

/** "bebeğim 10 kilo": the size whose weight range ("4 Numara Maxi: 9-14 kg") holds it — the larger where two do. */
function weightRange(part: QuestionPart, catalog: Catalog, sizeAxis: number): PartAnswer | null {
  const weight = /(\d+(?:[.,]\d+)?)\s*(?:kilo|kg)/.exec(part.text)?.[1];
  const axis = catalog.axes[sizeAxis];
  if (!weight || !axis) return null;
  const value = Number(weight.replace(',', '.'));
  const ranges = catalog.facts
    .filter((fact) => fact.source === 'description' || fact.source === 'attribute')
    .flatMap((fact) =>
      axis.options.flatMap((option) => {
        const text = fold(fact.value);
        const head = fold(option).split(' ').slice(0, 2).join(' ');
        const at = text.indexOf(head);
        if (at < 0) return [];
        const range = /(\d+)\s*-\s*(\d+)\s*kg|(\d+)\s*kg ve uzeri/.exec(text.slice(at, at + 60));
        if (!range) return [];
        const low = Number(range[1] ?? range[3]);
        const high = range[2] ? Number(range[2]) : Number.POSITIVE_INFINITY;
        return [{ option, low, high, fact }];
      }),
    );
  const fitting = ranges.filter((range) => value >= range.low && value <= range.high);
  const chosen = fitting[fitting.length - 1];
  if (!chosen) return null;
  return answer(
    [
      `${value} kg için ${chosen.option} uygundur (${chosen.low}${Number.isFinite(chosen.high) ? `-${chosen.high}` : ' ve üzeri'} kg).`,
    ],
    [chosen.fact],
    { confidence: 0.75 },
  );
}
