import { isGenericWord } from '../engine/generic-words.js';
import { detectIntents, type IntentId } from '../engine/intents.js';
import {
  availableWords,
  colourWords,
  letterSizes,
  materialWords,
  numberSaid,
  unavailableWords,
} from '../engine/lexicon.js';
import { type QuestionPart, questionWords, toldVerb } from '../engine/read-question.js';
import { isContentWord } from '../engine/text.js';
import { sameWord, sameWordStrictly } from '../engine/turkish.js';
import { bothMeasureNames, type ClaimSentence } from './claims.js';
import { lexiconEntry } from './evidence.js';
import { modifierContrasts } from './polarity.js';

/** How an answer sentence can speak to an intent besides naming it: the kind of fact that answers it. */
const intentSignals: Partial<Record<IntentId, (sentence: ClaimSentence) => boolean>> = {
  stok: (sentence) => availableWords.test(sentence.folded) || unavailableWords.test(sentence.folded),
  renk: (sentence) => sentence.words.some((word) => lexiconEntry(word, colourWords)),
  beden: (sentence) =>
    sentence.words.some((word) => letterSizes.has(word) || /^(?:beden|kalip|kalib|numara)/.test(word)),
  malzeme: (sentence) => sentence.words.some((word) => lexiconEntry(word, materialWords)),
  fiyat: (sentence) => /\d[\d.,]*\s*(?:tl|₺|lira)|kdv/.test(sentence.folded),
  olcu: (sentence) => /\d[\d.,]*\s*(?:x\s*\d|cm|mm|m|metre|lt?|ml|litre|kisilik)(?![a-z])/.test(sentence.folded),
  kargo: (sentence) => /kargo|teslim|gonder|express|aras|yurtici|mng|surat|ptt|ups|dhl|hepsijet/.test(sentence.folded),
  iade: (sentence) => /iade|degis|cayma/.test(sentence.folded),
  garanti: (sentence) => /garanti/.test(sentence.folded),
  mensei: (sentence) => /mensei|uretim yeri|uretil/.test(sentence.folded),
};

/**
 * Aspects a customer singles out within a topic: when the question asks about one, the answer must
 * say something of that kind ("Kargo ücretli mi?" is not answered by the carrier's name).
 */
const aspects: Array<{ asked: RegExp; answered: RegExp }> = [
  {
    asked:
      /(?:kargo|iade|gonderim|teslimat)\w*\s(?:\w+\s)?(?:ucret|bedava|parali|para)|(?:ucretsiz|bedava|parali) mi|kim oduyor|kim oder|ucreti (?:kim|ne)/,
    answered: /ucret|bedava|ucretsiz|\d\s*tl|karsila|ait|odenir|alici|tarafimiz/,
  },
  {
    asked:
      /kac gun|ne zaman (?:gel|kargo|gonder|elim|ulas|teslim|cik)|ne kadar (?:sure|surede|zamanda)|kac saat|bugun (?:kargo|gonder|siparis|versem)|yarin (?:gel|elim|kapim)|hemen (?:gonder|kargo)/,
    answered: /\d|gun|saat|hafta|ayni gun|bugun|yarin/,
  },
  // "ne zaman kargoya verilir" asks when it leaves the store, not when it arrives ("1-3 iş günü içinde adresinize ulaşır").
  {
    asked: /ne zaman kargoya (?:veril|verir|teslim)|kargoya ne zaman|kac gun(?:de|e)? kargoya/,
    answered:
      /kargoya (?:veril|teslim|ver|cik)|kargoda|kargolan|yola cik|ayni gun|hazirlan|kargo cikis|sevk|(?:gun|saat)\w* (?:icinde )?(?:gonder|kargola)/,
  },
  {
    asked: /hangi kargo|kargo (?:firma|sirket)|hangi (?:firma|sirket)|hangi kargoyla|kargo ile mi/,
    answered: /express|aras|yurtici|mng|surat|ptt|ups|dhl|hepsijet|sendeo|kolay ?gelsin|horoz|ceva|borusan/,
  },
  { asked: /saat kac|saat kaca|kaca kadar|kacta/, answered: /saat|\d{1,2}[:.]\d{2}/ },
  // "hangi numarayı almalıyım" is not answered by what is in stock.
  {
    asked: /hangi (?:numara|beden)\w* (?:al|olur|uygun|oner)|(?<![a-z])(?:alayim|almaliyim)(?![a-z])/,
    answered: /oner|tavsiye|almaniz|uygun|tam olur|kalib|kalip/,
  },
  // "nerenin balı": a place of origin, not the honey's kind.
  {
    asked: /(?<![a-z])(?:nerenin|nereli|hangi (?:ulke|sehir|bolge|yore)\w*)(?![a-z])/,
    answered: /mensei|uretim yeri|uretil|ithal|yerli|ulke|sehir|bolge|yore|yayla|turkiye|\b[a-z]+ (?:mali|uretimi)/,
  },
  { asked: /kac gun (?:icinde )?iade|iade (?:suresi|hakki)/, answered: /\d+\s*gun|gun icinde/ },
  { asked: /kac yil|kac ay|garanti suresi/, answered: /\d|yil|ay/ },
  // "KDV oranı ne kadar" is not answered by "fiyatlarımıza KDV dahildir": a rate asked is a figure.
  { asked: /oran\w*\s+(?:ne kadar|nedir|kac|ne)(?![a-z])|yuzde kac|kdv\w*\s+(?:ne kadar|kac)/, answered: /\d|yuzde/ },
  { asked: /kac (?:cm|santim)/, answered: /\d\s*cm/ },
  { asked: /kac (?:gram|gr|kilo|kg)/, answered: /\d\s*(?:g|gr|gram|kg|kilo)(?![a-z])/ },
  { asked: /kac (?:ml|litre|lt)/, answered: /\d\s*(?:ml|l|lt|litre)(?![a-z])/ },
  { asked: /kac (?:tane|adet) (?:kal|var|stok)/, answered: /\d+\s*(?:adet|tane)|tukendi|kalmadi|stokta yok/ },
  // Any "kaç" asks for a number ("kaç taksit" is not answered by where installments are shown).
  { asked: /(?<![a-z])kac(?![a-z])/, answered: numberSaid },
];

/** A unit's name and its symbol after a figure. */
const unitSymbols: Array<[RegExp, RegExp]> = [
  [/^watt/, /\d\s*w(?![a-z])/],
  [/^metre/, /\d\s*m(?![a-z])/],
  [/^santim/, /\d\s*cm(?![a-z])/],
  [/^(?:litre|lt$)/, /\d\s*(?:l|lt)(?![a-z])/],
  [/^(?:gram|gr$)/, /\d\s*(?:g|gr)(?![a-z])/],
  [/^(?:kilo|kg$)/, /\d\s*kg(?![a-z])/],
  [/^ml$/, /\d\s*ml(?![a-z])/],
  [/^volt/, /\d\s*v(?![a-z])/],
];

/**
 * The numbers a part asks about ("42 numara", "spf 30", "12 taksit", "219.90 mı"), by their whole
 * part: an answer that does not repeat one speaks of something else. Counts ("2 tane") and times
 * past ("3 gün önce") are circumstances, not what is asked.
 */
function askedNumbers(text: string): string[] {
  return [...text.matchAll(/(?<![\d.,])(\d+)(?:[.,]\d+)?(?![\d])(\s*\S+)?(\s+\S+)?/g)]
    .filter(
      (match) =>
        !/^\s*(?:tane|adet|kere|kez|kisi|tl|lira)/.test(match[2] ?? '') &&
        !/once/.test(`${match[2] ?? ''}${match[3] ?? ''}`),
    )
    .map((match) => match[1] as string);
}

/**
 * The part's own words: up to the customer's circumstance, no stop, generic or question word — and
 * the customer's own verb only when nothing else is asked ("nasıl saklıcam": how to keep it is asked).
 */
const topicWords = (part: QuestionPart, nameWords: ReadonlySet<string>) => {
  const own = questionWords(part).filter(
    (word) =>
      isContentWord(word) &&
      !isGenericWord(word) &&
      // ("68li", "500ml": the figure is checked by askedNumbers)
      !/^\d/.test(word) &&
      ![...nameWords].some((name) => name.length > 2 && sameWord(word, name)),
  );
  const asked = own.filter((word) => !toldVerb(word));
  const how = part.words.some((word) => /^(?:nasil|neyle|nere(?:de|den|ye))$/.test(word));
  return [...new Set(asked.length > 0 || !how ? asked : own)];
};

/**
 * Whether the sentences speak to this part of the question: any aspect the part singles out is
 * answered in kind, and the part's words are repeated — all of one or two, half of more — where a
 * word naming the part's topic counts as repeated when a sentence carries that topic's kind of fact
 * ("kumaşı ne" is answered by "%100 pamuktur").
 */
export function addresses(
  part: QuestionPart,
  sentences: readonly ClaimSentence[],
  nameWords: ReadonlySet<string> = new Set(),
): boolean {
  if (sentences.length === 0) return false;
  const text = sentences.map((sentence) => sentence.folded).join(' ');
  if (askedNumbers(part.text).some((number) => !new RegExp(`(?<![\\d.,])${number}(?![\\d])`).test(text))) return false;
  for (const aspect of aspects) {
    if (aspect.asked.test(part.text) && !aspect.answered.test(text)) return false;
  }
  // "siyah M var mı, L var mı": each letter size whose stock is asked is named in the answer.
  // ("ekru s?": a question of a word or two names what it asks after.)
  if (/(?<![a-z])(?:var|yok|stok\w*|kal(?:di|mis)|mevcut)(?![a-z])/.test(part.text) || part.words.length <= 3) {
    const sizes = part.words.filter((word, index) => letterSizes.has(word) && !/^\d/.test(part.words[index - 1] ?? ''));
    const named = new Set(sentences.flatMap((sentence) => sentence.words));
    if (sizes.some((size) => !named.has(size))) return false;
  }
  const told = (id: IntentId) =>
    sentences.some(
      (sentence) => detectIntents(sentence.folded).some((match) => match.id === id) || intentSignals[id]?.(sentence),
    );
  const words = sentences.flatMap((sentence) => sentence.words);
  const asked = topicWords(part, nameWords);
  // Only a word naming the topic itself ("kumaşı", "rengi", "fiyatı", "kargo") is answered by its kind of fact.
  const topicNoun =
    /^(?:materyal|malzeme|kumas|icerik|renk|reng|fiyat|ucret|stok|stog|kargo|teslim|gonder|iade|degis|garanti)/;
  const topicOf = (word: string) =>
    topicNoun.test(word) ? part.intents.find((match) => match.words.includes(word))?.id : undefined;
  const covered = asked.filter((word) => {
    // "kaldı mı", "bitti mi", "sitede gözükmüyor" are answered by what is in stock or sold out.
    if (
      /^(?:kal(?:di|mis|an|madi|mamis)|bit(?:ti|mis|medi|memis)|tuken|gozuk|gorun|sistem|hata|beraber|birlikte|ikisi)/.test(
        word,
      ) &&
      told('stok')
    )
      return true;
    // "kargo bedava mı", "parasını ben mi öderim", "kargo da ekleniyor mu" are answered by what shipping costs.
    if (/^(?:bedava|para|ode|odi|odu|ucret|eklen|ilave)/.test(word) && /ucret|bedava|\d\s*tl/.test(text)) return true;
    // "hakiki mi" is answered by "suni deridir".
    if (modifierContrasts.some(([side, other]) => side.includes(word) && other.some((kind) => words.includes(kind))))
      return true;
    // "boyutu ne kadar" is answered by "ölçüleri 18 x 20 cm".
    if (words.some((other) => bothMeasureNames(word, other))) return true;
    // "yüzde kaç" is answered by "%20".
    if (/^yuzde/.test(word) && /%\s?\d|\d\s?%/.test(text)) return true;
    // "kaç watt" is answered by "1350 W", "kaç metre" by "1 m".
    const unit = unitSymbols.find(([name]) => name.test(word))?.[1];
    if (unit?.test(text)) return true;
    // "kaç günde" is answered by "2 iş günü içinde", "kaç ayda" by "6 ay".
    const time =
      /^(gun|hafta|saat|dakika|yil|sene)(?:[dt]?[aeiu]n?|l[iu]k|l[iu]|[dt][iu]r|l[ae]r\w{0,3})?$/.exec(word)?.[1] ??
      (/^ay(?:d[ae]|l[iu]k|d[iu]r)?$/.test(word) ? 'ay' : null);
    if (time && new RegExp(time === 'ay' ? '\\d\\s*ay(?![a-z])' : `(?<![a-z])${time}`).test(text)) return true;
    const topic = topicOf(word);
    return (topic !== undefined && told(topic)) || words.some((other) => sameWordStrictly(word, other));
  });
  if (asked.length === 0) return part.intents.length === 0 || part.intents.some((match) => told(match.id));
  // "Türk malı mı", "nerede üretiliyor": any statement of the origin speaks to it.
  // (Not "yetkili üreticilerinden temin edilir": a supplier is no origin.)
  const originSaid =
    /mensei|uretim yeri|uretil(?:ir|mektedir|mistir|di|en)|yerli|ithal|[a-z]+ mali(?![a-z])|turkiye|(?<![a-z])cin(?![a-z])/;
  // (Not "pamuğu da Türkiye'den mi": the origin of a material is not the product's.)
  const materialAsked = asked.some(
    (word) =>
      (lexiconEntry(word, materialWords) || /^(?:kumas|iplig|iplik|hammadde)/.test(word)) && !covered.includes(word),
  );
  if (part.intents.some((match) => match.id === 'mensei') && told('mensei') && originSaid.test(text) && !materialAsked)
    return true;
  // Stricter than the engine's own reading: three words or fewer all, more three quarters.
  const needed = asked.length <= 3 ? asked.length : Math.ceil(asked.length * 0.75);
  return covered.length >= needed;
}

/** The parts of the question no sentences of the answer speak to. */
export const unansweredParts = (
  parts: readonly QuestionPart[],
  sentences: readonly ClaimSentence[],
  nameWords: ReadonlySet<string>,
) => parts.filter((part) => !addresses(part, sentences, nameWords));
