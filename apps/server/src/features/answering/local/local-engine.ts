import { isGenericWord } from '../engine/generic-words.js';
import {
  colourWords,
  letterSizes,
  lexiconEntry,
  materialsNamed,
  materialWords,
  numberSaid,
} from '../engine/lexicon.js';
import {
  aboutThoseNamed,
  asksOutright,
  comparesWithAnother,
  partOf,
  type QuestionPart,
  questionWords,
  readQuestion,
} from '../engine/read-question.js';
import { fold, isContentWord } from '../engine/text.js';
import type { AnswerContext, AnswerEngine, Draft } from '../engine/types.js';
import { type AskedOptions, askedOptions, withOpenAxesFrom } from '../engine/variant-options.js';
import { answerPart } from './answer-part.js';
import { buildCatalog, type Catalog } from './catalog.js';
import { composeAnswer } from './compose.js';
import { localNotes } from './notes.js';
import type { PartAnswer } from './plan.js';
import { returnAspects } from './returns.js';
import { fitVerdict } from './sizing.js';
import { absentRoot, askedWords, lightVerb, sameMeaning, sameMeaningStrictly, saysAlternative } from './words.js';

const held = (note: string): Draft => ({
  answer: '',
  answerable: false,
  confidence: 0,
  factsUsed: [],
  engine: 'local',
  note,
  usage: null,
});

/** Units and counts a figure may be given in without repeating the asked word ("kaç watt" → "20 W"). */
const measureWord =
  /^(?:watt|metre|litre|gram|kilo|santim|saat|dakika|derece|yaprak|adet|parca|tane|taksit|numara|beden|senel|yil|gun|hafta|renk|model|cesit|kisilik|tablet|kapsul|porsiyon|olcek|damla|kalori|katli|kademe|hizli|yasin|yasind|aylik|tl|lira|dk|cm|mm|ml|lt|kg|gr|w|v|mah|bar|[lgm]$)/;

/**
 * Kinds of unit, for "kaç ay", "kaç litre": the sentence answering must say one of the kind — a time
 * word ("12 ay", "aynı gün"), a figure in a measure of it ("1,5 L") — not a date ("08/2027") or a
 * figure of another kind ("450 ml" for "kaç günde bir").
 */
const unitKinds: Array<{ asked: RegExp; said: RegExp }> = [
  {
    asked: /^(?:gun|hafta|ay|yil|sene|saat|dakika|saniye)(?:d[ae]|t[ae]|l[iu]k|d[iu]r|d[ae]n|t[ae]n)?$/,
    said: /(?<![a-z])(?:gun|hafta|ay|yil|sene|saat|dakika|dk|saniye)/,
  },
  ...['litre|lt|l|ml|cl', 'gram|gr|g|kilo|kg', 'metre|santim|cm|mm|m', 'watt|w'].map((units) => ({
    asked: new RegExp(`^(?:${units})(?:l[iu]k|d[iu]r|d[ae]|t[ae])?$`),
    said: new RegExp(`\\d\\s*(?:${units})(?![a-z])|(?<![a-z])(?:${units.split('|')[0]})`),
  })),
];

/** Nouns a count is given in: "kaç damla" is answered by "2 damla", "kaç tane" by "3 adet". */
const countNouns = [
  /damla/,
  /tablet/,
  /kapsul/,
  /olce[kg]/,
  /yaprak/,
  /porsiyon/,
  /kisilik/,
  /taksit/,
  /kademe/,
  /(?:tane|adet|parca|urun)/,
].map((noun) => new RegExp(`(?<![a-z])${noun.source}`));
const numberWords = 'tek|bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|yirmi|otuz|kirk|elli|yuz';

/** Whether every figure of a sentence is a measure ("200 derecede 10 dakika"), so none counts something else. */
const onlyMeasures = (sentence: string) => {
  const figures = [...sentence.matchAll(/\d[\d.,]*\s*['’]?\s*([a-z]*)/g)];
  return figures.length > 0 && figures.every((figure) => measureWord.test(figure[1] ?? '') && (figure[1] ?? '') !== '');
};

/** Kinds a "hangi …" is answered by their values, not by their name ("hangi renk" → "Siyah ve Bej"). */
const valueKinds =
  /^(?:renk|reng|rnk|beden|bedn|bdn|numara|numra|nmr|kargo|firma|ulke|ulkede|model|secenek|aroma|tat|koku|boy|olcu|ebat|boyut|kapasite|hacim|gramaj|adet|yas|mevsim|gun|saat|tarih|tip|tur|cesit|marka|malzeme|materyal|kumas|telefon|cihaz|ocak|program|mod|kademe|parca|urun|bedeni|numaray|rengi|modeli)/;

/** A question whether the store did wrong: "bozuk mu gönderdiniz", "eksik mi dolduruyorsunuz". */
const accusation =
  /(?<![a-z])(?:bozuk|yanlis|eksik|sahte|kirik|kullanilmis|defolu|hasarli|acilmis|eski|bayat|ikinci el)\w* (?:\w+ )?(?:mi|mu) (?:gonder|yolla|yollu|doldur|sat|kandir)\w*(?:diniz|dunuz|siniz|sunuz)(?![a-z])/;

/** Health words of the question ("hamile", "alerji", "kızarıklık") that a fact must name to answer it. */
const medicalWords =
  /yeni ?dogan|hamile|gebe|emzir|seker|diyabet|tansiyon|ilac|alerji|colyak|egzama|sedef|akne|sivilce|kolesterol|doktor|hastalig|bagisiklig|kilo ver|zayifla|kizarik|pisik|dokuntu|tahris/g;

/** The kind of option a word names, for telling two alternatives of one kind: a material, a colour, a letter size. */
const optionKind = (word: string) =>
  lexiconEntry(word, materialWords)
    ? 'material'
    : lexiconEntry(word, colourWords)
      ? 'colour'
      : letterSizes.has(word)
        ? 'size'
        : null;

/**
 * "ekru s bitmiş mi, m de var mı", "antrasit 33 yok mu, 34'e de bakıyorum": a part that names an option
 * of some axes asks of the one option an earlier part named on each other axis ("ekru M").
 */
function withEarlierOptions(asked: AskedOptions, earlier: readonly QuestionPart[], catalog: Catalog): AskedOptions {
  if (asked.byAxis.size === 0 || earlier.length === 0) return asked;
  const before = askedOptions(earlier.map((part) => questionWords(part).join(' ')).join(' '), catalog).byAxis;
  return { ...asked, byAxis: withOpenAxesFrom(asked.byAxis, before) };
}

function draftFrom(context: AnswerContext): Draft {
  const catalog = buildCatalog(context);
  const vocabulary = new Set(catalog.facts.flatMap((fact) => fold(fact.text).match(/[a-z]+/g) ?? []));
  const question = readQuestion(context.question, (word) => vocabulary.has(word));
  const { flags, normalized } = question;
  if (flags.has('discount')) return held(localNotes.discount);
  if (flags.has('order')) return held(localNotes.order);
  if (flags.has('date')) return held(localNotes.datePromise);
  if (flags.has('reserve')) return held(localNotes.reserve);
  if (flags.has('exception')) return held(localNotes.exception);
  if (flags.has('advice') && !/beden|numara|kalip|boy|kilo|giy/.test(normalized)) return held(localNotes.advice);
  // Another product, or a part sold separately, unless the customer names one of this product's options.
  const askedText = question.parts.map((part) => questionWords(part).join(' ')).join(' ');
  // "levis 511'de 32 giyiyorum, aynı kalıp mı": a size named in a comparison of fits does not make it about
  // this product; only two of its colours compared ("siyahı beyazıyla aynı kalıp mı") do.
  const named = [...askedOptions(askedText, catalog).byAxis.keys()].map((index) => catalog.axes[index]?.kind);
  const comparesFits = /ayni kalip|kalib\w* (?:\w+ )?ayni mi|ayni mi (?:\w+ )?kalip/.test(normalized);
  // "levis 511 in 32 si tam oluyor, bunun 32 si de aynı mı": "bunun … de" sets this product beside another.
  const besideAnother = /(?<![a-z])bunun (?:\S+ ){0,2}(?:de|da) ayni/.test(normalized);
  // "ekru elbiseyi aldım, üstüne krem hırkayı alsam tonlar birbirini tutar mı": whether colours go together with
  // something the customer has — though this product's own colour is named — no listing says.
  const goesWithAnother = /birbirini tut|birbirine uy|(?<![a-z])ton(?:u|lari|lar)? (?:\w+ )?(?:tut|uy)/.test(
    normalized,
  );
  // "kutudan şarj kablosu çıkıyor mu yoksa ayrı mı almak lazım", "ölçek kaşığı içinden çıkıyor mu ayrıca almam
  // mı lazım": bought separately is the other side of what
  // is in the box — the contents answer it.
  const boxOrApart =
    /(?:kutu\w*|icinden|paket\w*|set\w*) (?:\S+ ){0,3}(?:cik|gel)\w* m[iu] (?:yoksa )?ayri\w* (?:\w+ )?(?:mi )?(?:al|satin)/.test(
      normalized,
    );
  if (
    goesWithAnother ||
    comparesWithAnother(normalized) ||
    (((flags.has('other') && !boxOrApart) || (comparesFits && besideAnother)) &&
      (comparesFits ? !named.includes('colour') : named.length === 0))
  ) {
    return held(localNotes.other);
  }
  // Taking it with a medicine: only a doctor can say.
  if (flags.has('medical') && /ilac\w* (?:kullan|ic|al)|(?:birlikte|beraber) (?:kullan|ic|al)/.test(normalized)) {
    return held(localNotes.medical);
  }
  if (flags.has('complaint') && !returnAspects(normalized).includes('defect')) return held(localNotes.complaint);
  // "yanlış ürün mü gönderdiniz", "eksik mi dolduruyorsunuz": the customer asks whether the store did
  // wrong — only the seller, who can look at the order, answers that; a return rule led by "evet" would
  // admit it.
  if (accusation.test(normalized)) return held(localNotes.complaint);
  const optionWords = new Set(
    catalog.axes.flatMap((axis) => axis.options.flatMap((option) => fold(option).match(/[a-z]+/g) ?? [])),
  );
  const results: Array<{ part: QuestionPart; result: PartAnswer | null }> = [];
  for (const [index, asked] of question.parts.entries()) {
    // "kaç numara almalıyım, kahverengi istiyorum o numara var mı" ("… var mı o numarada"): the size advised before.
    const advised = results
      .flatMap((item) => (item.result?.kind === 'answer' ? item.result.sentences : []))
      .map((sentence) => /(\S+) (numara|beden) almanızı öneririz/.exec(sentence))
      .find((match) => match !== null);
    const meant =
      advised && /(?<![a-z])o (?:numara|beden)(?:[dt][ae]|[iy]?[ae])?(?![a-z])/.test(asked.text)
        ? asked.text.replace(
            /(?<![a-z])o (numara|beden)(?:[dt][ae]|[iy]?[ae])?(?![a-z])/,
            `${fold(advised[1] ?? '')} $1`,
          )
        : null;
    const part = meant ? partOf(meant) : asked;
    const result = answerPart(
      part,
      question,
      catalog,
      withEarlierOptions(askedOptions(questionWords(part).join(' '), catalog), question.parts.slice(0, index), catalog),
      optionWords,
    );
    // "kaç taksit": a part asking how many is not answered by sentences without a number.
    // "kaç kullanımdan sonra geçer" is not answered by "200 derecede 10 dakika": the number must count what is asked.
    const counted = /(?<![a-z])kac\s+([a-z]+)/.exec(part.text)?.[1] ?? '';
    // ("kaç tutuyor" asks a sum of money, which a price in TL gives.)
    const countsOwnKind =
      counted.length >= 5 && !isGenericWord(counted) && !measureWord.test(counted) && !/^tut/.test(counted);
    // "kaç damla", "kaç tablet": the figure must count that ("2 damla"), not be any number ("6 ay").
    const countNoun = countNouns.find((nouns) => nouns.test(counted));
    const countSaid = countNoun
      ? new RegExp(`(?:\\d|(?<![a-z])(?:${numberWords}))\\S*\\s*(?:\\S+\\s+)?${countNoun.source}`)
      : null;
    const counts = (sentence: string) =>
      countSaid ? countSaid.test(sentence) : numberSaid.test(sentence) && !(countsOwnKind && onlyMeasures(sentence));
    const unit = unitKinds.find((kind) => kind.asked.test(counted));
    const unnumbered =
      result?.kind === 'answer' &&
      /(?<![a-z])kac(?![a-z])/.test(part.text) &&
      !result.sentences.some((sentence) => counts(fold(sentence)) && (!unit || unit.said.test(fold(sentence))));
    // "hangi kurumdan alınmış": which one of a kind the facts never name ("helal sertifikası vardır" names no body).
    const which = /(?<![a-z])hangi\s+([a-z]{3,})/.exec(part.text)?.[1] ?? '';
    const unnamed =
      result?.kind === 'answer' &&
      which !== '' &&
      !valueKinds.test(which) &&
      !result.sentences.some((sentence) =>
        (fold(sentence).match(/[a-z]+/g) ?? []).some((word) => sameMeaning(which, word)),
      );
    results.push({ part: asked, result: unnumbered || unnamed ? null : result });
  }
  const hold = results.find((item) => item.result?.kind === 'hold')?.result;
  if (hold?.kind === 'hold') return held(hold.note);
  // "balık kolajeni mi | sığır mı", "pamuk mu | polyester mi": two alternatives asked in one breath, one
  // answered — by a sentence of their kind or one naming either — answer the choice.
  const alternatives = new Set<string>();
  const choiceHeads = new Set<string>();
  for (const [index, item] of results.entries()) {
    const before = results[index - 1];
    if (!before || !item.part.yesNo || !before.part.yesNo) continue;
    if (!normalized.includes(`${before.part.text} ${item.part.text}`)) continue;
    // ("onlar da fermuarlı mı kapaklı mı": a choice asked of things named before is theirs, not the product's.)
    if (aboutThoseNamed(before.part.text)) continue;
    // The second alternative is a bare word and its particle ("sığır mı"); "sensörü var mı" asks anew,
    // and "hangisi olur, xl mi xxl mi" asks for advice.
    // ("geniş mi tşk": thanks after it add nothing.)
    const own = item.part.words.filter((word) => !/^tesekkur/.test(word));
    if (own.length !== 2 || /(?<![a-z])hangisi/.test(normalized)) continue;
    const [open, done] = item.result === null ? [item, before] : before.result === null ? [before, item] : [null, null];
    if (!open || done?.result?.kind !== 'answer') continue;
    const said = done.result.sentences.flatMap((sentence) => fold(sentence).match(/[a-z]+/g) ?? []);
    const last = (part: typeof item.part) =>
      questionWords(part)
        .filter((word) => isContentWord(word) && !isGenericWord(word))
        .at(-1) ?? '';
    const kind = optionKind(last(item.part));
    // ("şişesi cam mı plastik mi" is not answered by the contents: the answer names a material too.)
    const sameKind =
      kind !== null && optionKind(last(before.part)) === kind && said.some((word) => optionKind(word) === kind);
    // ("içi de deri mi | terletir mi": a verb asks anew — the first part's word said is no choice answered.)
    // ("çeker mi çekmez mi" is one choice: the verb and its negation.)
    const [openWord, doneWord] = [last(open.part), last(done.part)];
    const asksAnew =
      /(?:[^aeiou][aeiou]t[iu]r|yor|[ae]bil[iu]r)$/.test(openWord) && openWord.slice(0, 3) !== doneWord.slice(0, 3);
    const named = [last(item.part), last(before.part)].some(
      (word) =>
        word.length >= 3 && (word === openWord || !asksAnew) && said.some((other) => saysAlternative(word, other)),
    );
    // ("kalıbı dar mı geniş mi": the cut — "standart kalıp" — answers a choice of fits.)
    const fitWord = /^(?:dar|genis|bol|rahat|sik|kucuk|buyuk)/;
    const fitChoice =
      fitWord.test(last(item.part)) && fitWord.test(last(before.part)) && said.some((word) => /^kali[bp]/.test(word));
    if (!sameKind && !named && !fitChoice) continue;
    alternatives.add(open.part.text);
    choiceHeads.add(done.part.text);
  }
  // A part that asks leads the answer; one that only tells ("çiftte pudra tükenmiş gözüküyor") follows.
  const ordered = [
    ...results.filter((item) => asksOutright(item.part)),
    ...results.filter((item) => !asksOutright(item.part)),
  ];
  // A choice ("balık kolajeni mi sığır mı") takes no yes or no: the answer names which.
  const answered = ordered.flatMap((item) =>
    item.result?.kind === 'answer'
      ? [choiceHeads.has(item.part.text) ? { ...item.result, lead: null } : item.result]
      : [],
  );
  // "ekru s bitmiş mi, m de var mı": the customer names the option to fall back on, so the other options
  // offered beside the sold-out one ("Ekru için stokta olan bedenler: …") are said no more.
  const offered = /^(?:\S+(?: \S+){0,3} için )?[Ss]tokta olan (?:seçenekler|bedenler|renkler|numaralar)\b/;
  // "açtım denedim, iade edebilir miyim, kargo parasını ben mi ödicem": once the return is refused ("… açılmış
  // kulaklıklar iade alınamaz"), how a return goes and who pays for it speak of a return that will not happen.
  const refusal = /iade (?:alinamaz|alinmaz|kabul edilmez)/;
  // (Refused for this product: the sentence names its kind — "kulaklıklar" of a "Kulak İçi Kulaklık", not of a case.)
  const ownKind = (sentence: string) =>
    (fold(sentence).match(/[a-z]{3,}l[ae]r[iu]?(?![a-z])/g) ?? [])
      .filter((word) => !/^urun/.test(word))
      .some((word) => [...catalog.nameWords].some((name) => name.length >= 4 && sameMeaningStrictly(word, name)));
  const refused = (part: Extract<PartAnswer, { kind: 'answer' }>) =>
    part.lead === 'hayir' && part.sentences.some((sentence) => refusal.test(fold(sentence)) && ownKind(sentence));
  if (answered.some(refused)) {
    const aboutReturn = (sentence: string) => /iade/.test(fold(sentence));
    const procedure = (sentence: string) =>
      aboutReturn(sentence) &&
      /iade (?:kargo|talebi|kodu)|kargo ucreti|teslim edebilirsiniz/.test(fold(sentence)) &&
      !refusal.test(fold(sentence));
    const kept = answered
      .map((part) => ({ ...part, sentences: part.sentences.filter((sentence) => !procedure(sentence)) }))
      .filter((part) => part.sentences.length > 0 && (refused(part) || !part.sentences.every(aboutReturn)));
    answered.splice(0, answered.length, ...kept);
  }
  const fallbackNamed =
    answered.length >= 2 &&
    answered.some((part) => part.sentences.some((sentence) => / stokta mevcut\.$/.test(sentence)));
  if (fallbackNamed) {
    for (const [index, part] of answered.entries()) {
      const kept = part.sentences.filter((sentence) => !offered.test(sentence));
      if (kept.length > 0 && kept.length < part.sentences.length) answered[index] = { ...part, sentences: kept };
    }
  }
  // "kaç derecede yıkayayım | beyazı çamaşır suyuyla yıkasam olur mu": the sentence that answers one part
  // ("40 derecede yıkama, çamaşır suyu kullanmayınız") may say every word the other asks.
  const saidWords = answered.flatMap((part) =>
    part.sentences.flatMap((sentence) => sentence.toLocaleLowerCase('tr-TR').match(/[\p{L}\p{N}]+/gu) ?? []),
  );
  const coveredBySaid = (part: (typeof results)[number]['part']) => {
    // "xxl alsam çok mu bol durur" is not answered by "XXL stokta", nor "onlar da fermuarlı mı" by the product's zip.
    if (/(?<![a-z])kac(?![a-z])/.test(part.text) || fitVerdict.test(part.text) || aboutThoseNamed(part.text))
      return false;
    // "pamuğu da Türkiye'den mi" is not answered by the product's origin: the material must be said too.
    if (materialsNamed(part.words).some((material) => !saidWords.some((other) => fold(other).startsWith(material))))
      return false;
    const asked = askedWords(part, catalog.nameWords, optionWords).filter(
      (word) => !/^(?:icer|bulun)/.test(word) && !lightVerb.test(word),
    );
    return (
      asked.length > 0 &&
      asked.every((word) =>
        saidWords.some((other) => {
          const root = absentRoot(other);
          return (
            sameMeaningStrictly(word, other) || (root !== null && root.length > 3 && sameMeaningStrictly(word, root))
          );
        }),
      )
    );
  };
  const missing = results
    .filter((item) => item.result === null && !alternatives.has(item.part.text) && !coveredBySaid(item.part))
    .map((item) => `“${item.part.text}”`);
  if (answered.length === 0)
    return held(missing.length > 0 ? localNotes.missing(missing.join(', ')) : localNotes.nothing);
  if (flags.has('medical')) {
    const asked = normalized.match(medicalWords) ?? [];
    const named = answered.some((part) =>
      part.facts.some((fact) =>
        (fold(fact.text).match(/[a-z]+/g) ?? []).some((word) => asked.some((term) => sameMeaning(term, word))),
      ),
    );
    // "çölyak hastasıyım, glutensiz mi", "fıstık alerjisi var, içinde fıstık var mı": the condition
    // only says why an ingredient is asked, and the listing's yes or no on it is the answer (another part
    // — "yüz için mi vücut için mi", "250 gramlık kaç TL" — needs none).
    const ingredientParts = ordered.filter((item) => /(?<![a-z])(?:var|yok) m[iu]|icer|icind/.test(item.part.text));
    const judged = ingredientParts.length > 0 ? ingredientParts : ordered.filter((item) => item.result !== null);
    const ingredientOnly =
      asked.every((term) => /^(?:alerji|colyak)$/.test(term)) &&
      judged.every((item) => item.result?.kind === 'answer' && item.result.lead !== null);
    if (!named && !ingredientOnly) return held(localNotes.medical);
  }
  return compose(context, answered, missing);
}

/**
 * "250 gramlık kaç tl, kargo ücreti ayrıca mı": the shipping answer already says the price it turns on
 * ("250 g seçeneğinin fiyatı 219,90 TL olduğundan kargo ücretlidir"), so the price part's own sentence
 * is left out — and the shipping part's yes or no leads.
 */
function withoutRepeatedPrice(
  answered: Array<Extract<PartAnswer, { kind: 'answer' }>>,
): Array<Extract<PartAnswer, { kind: 'answer' }>> {
  const figures = (sentence: string): string[] => fold(sentence).match(/\d[\d.,]*\s*tl(?![a-z])/g) ?? [];
  const worksOut = (sentence: string) => /olduğundan|ödersiniz/.test(sentence);
  return answered.filter(
    (part, index) =>
      !(
        part.lead === null &&
        part.sentences.every((sentence) => /fiyat/i.test(sentence) && figures(sentence).length > 0) &&
        part.sentences.every((sentence) =>
          figures(sentence).every((figure) =>
            answered.some(
              (other, at) =>
                at !== index && other.sentences.some((said) => worksOut(said) && figures(said).includes(figure)),
            ),
          ),
        )
      ),
  );
}

/**
 * "… beden değişimi yapılır; ürünü iade edip doğru bedeni yeniden sipariş vermeniz yeterlidir. Evet, paket
 * açılmamışsa yapıyoruz; ürünü iade edip …": a sentence whose words and figures were all but said already
 * (the FAQ's answer beside the policy it repeats) says nothing new.
 */
export function restates(sentence: string, earlier: readonly string[]): boolean {
  const content = (text: string) =>
    (text.match(/[a-z]+/g) ?? []).filter((word) => word.length >= 3 && isContentWord(word));
  const own = content(sentence);
  const said = earlier.flatMap(content);
  const figures = sentence.match(/\d+(?:[.,]\d+)?/g) ?? [];
  // (A stock sentence names other options with the same words: "Siyah için stokta olan seçenekler: …".)
  if (/stok|tukendi/.test(sentence)) return false;
  if (own.length < 6 || figures.some((figure) => !earlier.some((text) => text.includes(figure)))) return false;
  const repeated = own.filter((word) => said.some((other) => sameMeaningStrictly(word, other))).length;
  return repeated >= own.length * 0.75;
}

function compose(
  context: AnswerContext,
  answered: Array<Extract<PartAnswer, { kind: 'answer' }>>,
  missing: string[],
): Draft {
  answered = withoutRepeatedPrice(answered);
  const [first] = answered;
  const body = answered.flatMap((part) => part.sentences);
  // "Nerede üretilmiş, Çin malı mı?": one sentence answers both; the yes or no of the second leads it.
  // ("kutudan ne çıkıyor, yedek bağcık veriyor musunuz": the second's sentence is among the first's.)
  const same = answered.find(
    (part) => part.lead && part.sentences.every((sentence) => (first?.sentences ?? []).includes(sentence)),
  );
  const lead = first?.lead ?? same?.lead ?? null;
  // One sentence once, even when one part brings it with its own yes or no ("Evet, …") and another without.
  const seen = new Set<string>();
  // "orijinal mi, faturalı mı": the FAQ's "… her siparişe e-arşiv fatura düzenlenir" already says that
  // invoices are issued; the notes' sentence saying it again is left out (a company's invoice is not).
  const invoiceIssued = (text: string) => /e-?arsiv|fatura\w*\s+(?:\w+\s+)?(?:duzenlen|kesil)/.test(text);
  const keyOf = (sentence: string) => fold(sentence.replace(/^(?:evet|hayır)\s*[,.!]\s*/i, '')).trim();
  // "400 TL ve üzeri siparişlerde kargo ücretsizdir." before "400 TL ve üzeri siparişlerde kargo ücretsizdir;
  // 400 TL altındaki …": a sentence a later one says whole is left to the later one.
  const keys = body.map(keyOf);
  const unique = body.filter((_, index) => {
    const key = keys[index] ?? '';
    const stem = key.replace(/[.!]+$/, '');
    if (stem.length >= 20 && keys.slice(index + 1).some((other) => other !== key && other.includes(stem))) return false;
    if (seen.has(key) || restates(key, [...seen])) return false;
    if (invoiceIssued(key) && !/kurumsal/.test(key) && [...seen].some(invoiceIssued)) return false;
    seen.add(key);
    return true;
  });
  const { answer, kept } = composeAnswer(context.profile, lead, unique);
  if (kept === 0) return held(localNotes.nothing);
  const facts = [...new Set(answered.flatMap((part) => part.facts.map((fact) => fact.text)))];
  const confidence = Math.min(...answered.map((part) => part.confidence));
  return {
    answer,
    answerable: missing.length === 0,
    confidence: Math.round(confidence * 100) / 100,
    factsUsed: facts,
    engine: 'local',
    note: missing.length > 0 ? localNotes.partial(missing.join(', ')) : null,
    usage: null,
  };
}

/**
 * The built-in engine: reads the question into parts, answers each from the store's and the
 * product's facts (variants, price, shipping, returns, sizing, attributes and the description), says
 * the yes or no first, and holds — with a note to the seller — whenever a part has no answer or the
 * question needs a person (a restock date, a health claim, an order, a discount, a complaint). It
 * never writes a placeholder: a Trendyol question takes one answer.
 */
export function createLocalEngine(): AnswerEngine {
  return {
    name: 'local',
    draft: async (context, signal) => {
      signal?.throwIfAborted();
      return draftFrom(context);
    },
  };
}
