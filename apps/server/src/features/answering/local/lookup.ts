import type { Fact } from '../engine/facts.js';
import { isGenericWord } from '../engine/generic-words.js';
import { attributeAnswers, type IntentId } from '../engine/intents.js';
import { materialsNamed } from '../engine/lexicon.js';
import { normalizeQuestion } from '../engine/normalize.js';
import { beyondQuote, firstAlternative, type QuestionPart, questionWords, toldVerb } from '../engine/read-question.js';
import { fold, isContentWord } from '../engine/text.js';
import { askedOptions } from '../engine/variant-options.js';
import type { Catalog } from './catalog.js';
import { answer, type PartAnswer } from './plan.js';
import { contradicts, contrastWord, factLead, headWord } from './polarity.js';
import { factSentence } from './render.js';
import { absentRoot, askedWords, inWords, lightVerb, sameMeaning, sameMeaningStrictly } from './words.js';

/** Where an answer may come from for a free question: attributes, options, the description, the store's text, its FAQ. */
const searched = new Set<Fact['source']>([
  'attribute',
  'variant',
  'description',
  'notes',
  'delivery',
  'returns',
  'faq',
  'title',
]);

/** "kaç cm", "kaç watt": the unit the answer must be given in, as a pattern over the fact's folded text. */
const units: Array<[RegExp, RegExp]> = [
  [/kac (?:cm|santim)/, /\d\s*cm|santim/],
  [/kac (?:mm|milim)/, /\d\s*mm/],
  [/kac (?:metre|m)(?![a-z])/, /\d\s*(?:m|metre)(?![a-z])/],
  [/kac (?:kilo|kg)/, /\d\s*(?:kg|kilo)/],
  [/kac (?:gram|gr)/, /\d\s*(?:g|gr|gram)(?![a-z])/],
  [/kac (?:litre|lt|l)(?![a-z])/, /\d\s*(?:l|lt|litre)(?![a-z])/],
  [/kac ml/, /\d\s*ml/],
  [/kac (?:watt|w)(?![a-z])/, /\d\s*(?:w|watt)(?![a-z])/],
  [/kac mah/, /\d\s*mah/],
  [/kac (?:saat|dakika|dk)(?![a-z])/, /\d\s*(?:saat|dakika|dk)/],
  [/kac derece/, /derece|°/],
  [/kac (?:yaprak|adet|parca|tane)/, /\d\s*(?:yaprak|adet|parca|tane)/],
  [/kac kisilik/, /kisilik/],
  [/kac (?:tel|gramaj)/, /\d\s*(?:tel|gr|g\/m)/],
  [/kac iu/, /\d\s*iu/],
  [/kac (?:bar|pa)(?![a-z])/, /\d\s*(?:bar|pa)(?![a-z])/],
  // "argan yağı oranı ne kadar", "ne kadarı badem": a share, in percent or in weight
  [/oran|ne kadari(?![a-z])|yuzde kac|kac yuzde/, /%|yuzde|\d\s*(?:g|gr|gram)(?![a-z])/],
];

const unitWord =
  /^(?:cm|mm|m|metre|santim|kilo|kg|gram|gr|g|litre|lt|l|ml|watt|w|mah|saat|dakika|dk|derece|yaprak|adet|parca|tane|kisilik|iu|bar|pa)(?:l[iu]k?)?$/;

/** Devices and brands a compatibility question names: a fact must name them too. */
export const devices =
  /^(?:iphone|ipad|samsung|xiaomi|huawei|oppo|android|ios|macbook|mac|ps4|ps5|playstation|xbox|windows|airpods|magsafe|lightning|galaxy|redmi|honor|vivo|realme|nintendo|switch)$/;

/** Whether the question asks if something comes with the product ("yorgan da dahil mi", "kemeri de geliyor mu"). */
const asksInclusion =
  /dahil mi|(?<![a-z])(?:de|da) (?:var mi|geliyor mu|cikiyor mu|gonderiliyor mu)|yaninda .* (?:geliyor|var)|setin icinde|kutudan (?:.* )?(?:cikiyor|geliyor)|(?<![a-z])koy(?:mus|du|uyor)\w* m[iu](?![a-z])/;
// ("İçerik: Hidrolize Sığır Kolajeni, …" of a supplement lists what it is made of: asked of the box — "ölçek
// kaşığı kutudan çıkıyor mu" — a bare "İçerik" is the box's only when it counts pieces, "3 Adet Tencere + …".)
const contentsFact = (fact: Fact, boxAsked: boolean) => {
  const text = fold(`${fact.name} ${fact.value}`).slice(0, 40);
  if (boxAsked && /^icerik$/.test(fold(fact.name).trim()) && !/\d|adet/.test(text)) return false;
  // ("Bulaşık Makinesinde Yıkanabilir Parçalar" lists no box: pieces are counted — "Parça Sayısı", "7 parça".)
  return /icerik|kutu icerig|paket icerig|parca (?:sayisi|adedi)|\d+ parca|set/.test(text);
};

/** A place or a way to one, in a sentence: "Siparişlerim sayfasından ulaşabilirsiniz", "Trendyol üzerinden". */
const placeSaid =
  /sayfa|bolum|uzerinden|adres|menu|sekme|uygulama|[a-z]{3,}(?:dan|den|tan|ten)\s+(?:\S+\s+)?(?:ulas|indir|al|gor|eris|takip|bak|basvur|olustur|talep|yap|gonder)/;

/** A judgement asked of something told ("bozuk mu", "normal mi"): the fact gives it, it need not repeat it. */
const judgement = /^(?:normal|bozuk|bozulmus|dogal)\w*$/;
const fitsOnto =
  /(?<![a-z])[a-z]{3,}y?[ae]\s+(?:de\s+|da\s+)?(?:olur|uyar|uyuyor|oturur|oturuyor|gecer|takilir)\s*m[iu](?![a-z])/;
/** The store's own texts (not the listing's): notes, delivery text and FAQ. */
export const storeSources = new Set<Fact['source']>(['notes', 'delivery', 'faq']);
const packingSaid = /bantlan|paketlen|(?:posete|koliye) kon|balonlu|sarilarak|sarilir/;
const packingAsked =
  /kargo|paket|gonder|yolla|ambalaj|koli|poset|kutu(?!dan| icinden)|bant|(?<![a-z])sar[ai]|kiril|ezil|(?<![a-z])ak(?:ar|ma|iyor|ti)|sizdir|dokul|teslim/;
/** The judgement a question asks, the first one named ("normal mi bu, bozuk mu" → "normal"). */
export const asksJudgement = /(?<![a-z])(bozuk|bozulmus|normal|dogal)\w* m[iu](?![a-z])/;
/** "bozuk mu" against "bu bir bozulma değil", "normal mi" against "… olması normaldir". */
function judgementLead(part: QuestionPart, facts: readonly Fact[]): 'evet' | 'hayir' | null {
  const text = facts.map((fact) => fold(fact.value)).join(' ');
  const natural = /(?<![a-z])(?:bozul\w*|bozuk) degil|dogal\w*|normal\w*/.test(text) && !/normal degil/.test(text);
  if (!natural) return null;
  // The first judgement asked is the one answered: "normal mi bu, bozuk mu".
  const asked = asksJudgement.exec(part.text)?.[1];
  if (!asked) return null;
  return /^bozu/.test(asked) ? 'hayir' : 'evet';
}

/** Taking it in ("içmem lazım", "içilir", "tüketilir"): how a dose is asked, nothing a fact must repeat. */
const takingVerb =
  /^(?:ic(?:il(?:ir|iyor|meli|ecek|cek)\w*|ebil\w*|meli\w*|mem|mek|iyor\w*|ecek\w*|cek\w*|cem|sem|elim)|tuket\w*)$/;

/** Giving or using the product on someone ("verebilir miyim", "sürülür mü"). */
const givingVerb = /^(?:verebil|veril|kullanabil|kullanil|surebil|yedirebil|icirebil)/;

/** Kinds of product a store's sentence may be about ("giysiler … ayakkabılar ise kendi kutusunda"). */
const productKinds: Array<[string, RegExp]> = [
  [
    'giyim',
    /(?<![a-z])(?:giysi|kiyafet|(?<!ic )giyim|elbise|tisort|gomlek|pantolon|jean|etek|ceket|mont|kaban|hirka|kazak|sweat)/,
  ],
  // "iç giyim, mayo ve bikini ürünlerinde iade kabul edilmez" is not said of a dress
  ['ic giyim', /(?<![a-z])(?:ic giyim|ic camasir|mayo|bikini|sutyen)/],
  ['ayakkabi', /(?<![a-z])(?:ayakkabi|bot(?:lar)?(?![a-z])|cizme|sneaker|terlik|sandalet)/],
  ['canta', /(?<![a-z])(?:canta|cuzdan)/],
  [
    'elektronik',
    // (Not "kulaklık": "kulak içi kulaklıklar iade alınamaz" is a hygiene rule the customer may ask of any page.)
    /(?<![a-z])(?:elektronik|sarj|adaptor|fritoz|airfryer|supurge|espresso|kahve makine|elektrikli|bluetooth|powerbank|blender|mikser|kettle|tost makine)/,
  ],
];

/** Whether a store sentence names a kind of product ("Elektronik ürünler …", "ayakkabılar ise …"). */
export const namesKind = (text: string) => productKinds.some(([, words]) => words.test(fold(text)));

/** Whether a store sentence names kinds of product and this product is none of them (also when its kind is unknown). */
export function onlyOtherKinds(text: string, kind: string | null): boolean {
  const named = productKinds.filter(([, words]) => words.test(fold(text))).map(([name]) => name);
  return named.length > 0 && (kind === null || !named.includes(kind));
}

/** The kind of this product, from its category and title; null when none of the kinds above. */
export function productKind(catalog: Catalog): string | null {
  const named = fold(
    catalog.facts
      .filter((fact) => fact.source === 'category' || fact.source === 'title')
      .map((fact) => fact.value)
      .join(' '),
  );
  return productKinds.find(([, words]) => words.test(named))?.[0] ?? null;
}

/** A store sentence about other kinds of product only: "kendi kutusunda" of shoes does not answer it of a bag. */
export function forOtherKinds(fact: Fact, kind: string | null): boolean {
  if (kind === null || !['notes', 'delivery', 'returns', 'faq'].includes(fact.source)) return false;
  const text = fold(fact.value);
  const named = productKinds.filter(([, words]) => words.test(text)).map(([name]) => name);
  return named.length > 0 && !named.includes(kind);
}

/** Units a figure may be asked in against a range the listing gives ("110 volt" against "100-240 V"), folded. */
const rangeUnits: Array<[RegExp, string]> = [
  [/^(?:v|volt|voltluk)$/, '(?:v|volt)'],
  [/^(?:derece|dereceye|derecede|c)$/, '(?:°\\s*c|°|derece|c)'],
  [/^(?:w|watt)$/, '(?:w|watt)'],
  [/^(?:kg|kilo|kiloya|kilogram)$/, '(?:kg|kilo)'],
];

/**
 * "Amerika'da 110 volt, çalışır mı" against "Giriş Voltajı: 100-240 V"; "230 derecede pizza yapılır mı"
 * against "Sıcaklık Ayarı: 80-200 °C": a figure asked in a unit a field gives as a range is in it (a
 * yes) or out of it (a no).
 */
function answerInRange(part: QuestionPart, catalog: Catalog, question: string): PartAnswer | null {
  if (!part.yesNo) return null;
  // "Amerika'ya gidicem, orada elektrik 110 volt. Bu adaptör çalışır mı": the figure may be told before —
  // for a part that asks only whether it works there, not of a thing of its own ("fişi uyar mı").
  const onlyWorks = askedWords(part, catalog.nameWords, new Set()).every(
    (word) =>
      /^(?:calis|olur|uyar|uyum|kullan|destek|sorun|orada|orda|burada|elektrik|voltaj|prizde|yan(?:ar|maz|ma|ik)|bozul|zarar)/.test(
        word,
      ) || toldVerb(word),
  );
  const told = onlyWorks ? question : '';
  for (const match of `${part.text} ${told}`.matchAll(/(?<![\d.,])(\d+(?:[.,]\d+)?)\s*([a-z]+)/g)) {
    const unit = rangeUnits.find(([asked]) => asked.test(match[2] ?? ''))?.[1];
    if (!unit) continue;
    const figure = Number((match[1] ?? '').replace(',', '.'));
    const range = new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*[-–]\\s*(\\d+(?:[.,]\\d+)?)\\s*${unit}(?![a-z])`);
    for (const fact of catalog.facts) {
      if (fact.source !== 'attribute') continue;
      const found = range.exec(fold(fact.value));
      if (!found) continue;
      const [low, high] = [found[1], found[2]].map((value) => Number((value ?? '').replace(',', '.')));
      if (low === undefined || high === undefined || !(low < high)) continue;
      const inside = figure >= low && figure <= high;
      return answer([factSentence(fact)], [fact], { lead: inside ? 'evet' : 'hayir', confidence: 0.8 });
    }
  }
  return null;
}

/**
 * "2 yaşındaki kızıma sürebilir miyim" against "3 yaş altı çocuklarda kullanılmaz"; "8 aylık bebeğime"
 * against "1 yaşından küçük bebeklere verilmemelidir"; "5 yaşında" against "6 yaş ve üzeri için": an age
 * below the listing's lower limit is a no, said with the sentence that sets it.
 */
function answerBelowAge(part: QuestionPart, catalog: Catalog, question: string): PartAnswer | null {
  if (!part.yesNo) return null;
  const told = `${part.text} ${question}`;
  const asked = /(?<![\d.,])(\d{1,2})\s*(yas|yasinda|yasindaki|yasindayken|aylik|ayli)(?![a-z])/.exec(told);
  if (!asked) return null;
  const months = Number(asked[1]) * (asked[2]?.startsWith('ay') ? 1 : 12);
  const limit =
    /(?<![\d.,])(\d{1,2})\s*(yas|ay)\w*\s+(?:alti|altindaki|altinda|altindakiler|kucuk\w*)(?![a-z])|(?<![\d.,])(\d{1,2})\s*(yas|ay)\w*\s+(?:ve\s+)?(?:ustu|uzeri|ustundeki|uzerindeki|buyuk\w*)(?![a-z])/;
  for (const fact of catalog.facts) {
    if (fact.source !== 'description' && fact.source !== 'attribute') continue;
    const found = limit.exec(fold(fact.value));
    if (!found) continue;
    const [figure, unit] = found[1] ? [found[1], found[2]] : [found[3], found[4]];
    const below = Number(figure) * (unit === 'ay' ? 1 : 12);
    if (months < below) return answer([factSentence(fact)], [fact], { lead: 'hayir', confidence: 0.8 });
  }
  return null;
}

/**
 * "bir kutu kaç gün yeter, günde 1 ölçek": the portions in the pack ("Porsiyon Sayısı: 30", "300 g
 * kutuda 30 porsiyon") over the daily dose (the customer's, else the usage sentence's "günde 1 kez").
 */
function answerServingDays(part: QuestionPart, catalog: Catalog, question: string): PartAnswer | null {
  // (not "açtıktan sonra kaç gün içinde bitirmek lazım": how long it keeps, not how long it lasts)
  if (!/kac (?:gun|ay)\w*\s+(?:\S+\s+)?(?:yeter|yetiyor|gider|gidiyor|idare|gelir)(?![a-z])/.test(part.text))
    return null;
  if (!/kutu|paket|kavanoz|sise|porsiyon|olcek/.test(part.text)) return null;
  const portions = catalog.facts.find(
    (fact) =>
      (fact.source === 'attribute' &&
        /porsiyon|servis sayisi/.test(fold(fact.name)) &&
        /^\d+$/.test(fact.value.trim())) ||
      (fact.source === 'description' && /(?<![\d.,])\d+\s*porsiyon/.test(fold(fact.value))),
  );
  if (!portions) return null;
  const count = Number(
    portions.value.trim().match(/^\d+$/)?.[0] ??
      /(?<![\d.,])(\d+)\s*porsiyon/.exec(fold(portions.value))?.[1] ??
      Number.NaN,
  );
  const usage = catalog.facts.find(
    (item) =>
      item.source === 'description' && /gunde\s+(?:\d+|bir|iki)\s+(?:kez|kere|defa|olcek)/.test(fold(item.value)),
  );
  const daily =
    /gunde\s+(\d+|bir|iki)\s+(?:kez|kere|defa|olcek|porsiyon)/.exec(question)?.[1] ??
    (usage ? /gunde\s+(\d+|bir|iki)/.exec(fold(usage.value))?.[1] : undefined);
  const perDay = daily === 'bir' ? 1 : daily === 'iki' ? 2 : Number(daily);
  if (!Number.isFinite(count) || !(perDay >= 1) || count % perDay !== 0) return null;
  const facts = usage ? [portions, usage] : [portions];
  return answer(
    [
      `Bir kutu ${count} porsiyondur; günde ${perDay} kez kullanımda ${count / perDay} gün yeter.`,
      ...(usage ? [factSentence(usage)] : []),
    ],
    facts,
    { lead: null, confidence: 0.8 },
  );
}

/**
 * "5 kişilik aileyiz hangisi yeterli olur" against "4,5 L model 2-4 kişilik, 6,5 L model 4-6 kişilik
 * aileler için uygundur": the model whose range holds the household — none when two do.
 */
function answerForHousehold(part: QuestionPart, catalog: Catalog, question: string): PartAnswer | null {
  const told = `${part.text} ${question}`;
  const people = /(?<![\d.,])(\d{1,2})\s*kisi(?:lik|yiz|ler)?(?![a-z])/.exec(told)?.[1];
  if (!people || !/hangi|yeter|olur|uygun|alal|alay|almal/.test(part.text)) return null;
  const household = Number(people);
  for (const fact of catalog.facts) {
    if (fact.source !== 'description' && fact.source !== 'attribute') continue;
    const models = [
      ...fold(fact.value).matchAll(/(\d+(?:[.,]\d+)?)\s*(l|lt|litre|cm)(?![a-z])[^,;.]*?(\d+)\s*-\s*(\d+)\s*kisi/g),
    ].map((match) => ({ size: match[1] ?? '', unit: match[2] ?? '', low: Number(match[3]), high: Number(match[4]) }));
    if (models.length < 2) continue;
    const fitting = models.filter((model) => household >= model.low && household <= model.high);
    const [model] = fitting;
    if (fitting.length !== 1 || !model) return null;
    const unit = model.unit === 'cm' ? 'cm' : 'L';
    return answer(
      [`${household} kişilik bir aile için ${model.size} ${unit} model uygundur.`, factSentence(fact)],
      [fact],
      {
        lead: null,
        confidence: 0.8,
      },
    );
  }
  return null;
}

/**
 * "45W süper hızlı şarj eder mi" against "Çıkış Gücü: 20 W": more power than the one figure the listing
 * gives is a no, said with that field. (Less is not settled: whether a 20 W charger "supports 10 W".)
 */
function answerAboveRating(part: QuestionPart, catalog: Catalog): PartAnswer | null {
  if (!part.yesNo) return null;
  const asked = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(w|watt)(?![a-z])/.exec(part.text);
  if (!asked) return null;
  const figure = Number((asked[1] ?? '').replace(',', '.'));
  const rated = catalog.facts.filter(
    (fact) =>
      fact.source === 'attribute' &&
      /guc|cikis/.test(fold(fact.name)) &&
      /^\s*\d+(?:[.,]\d+)?\s*(?:w|watt)\s*$/.test(fold(fact.value)),
  );
  const [fact] = rated;
  if (rated.length !== 1 || !fact) return null;
  const rating = Number((/\d+(?:[.,]\d+)?/.exec(fact.value)?.[0] ?? '').replace(',', '.'));
  return figure > rating ? answer([factSentence(fact)], [fact], { lead: 'hayir', confidence: 0.8 }) : null;
}

/**
 * "havuzda yüzerken takabilir miyim", "denize girerken" against "Suya Dayanıklılık: IPX4": a rating
 * below IPX7 (splashes, sweat, rain) is no for going under water, said with the rating and the listing's
 * own sentence on water; sweat and rain against IPX4 and above are a yes. Going under water with IPX7 or
 * more, and a shower (more than a splash, less than a dive), are left to the listing's words.
 */
function answerWaterRating(part: QuestionPart, catalog: Catalog): PartAnswer | null {
  if (!part.yesNo) return null;
  const under =
    /havuz|yuzer|yuzme|yuzmek|deniz|dalis|dalarken|suya (?:sok|gir|dal|bat)|su alti|suyun (?:alti|icin)/.test(
      part.text,
    );
  const splash = /(?<![a-z])ter(?:le|ler|lem|den|e|i)?\w*|yagmur/.test(part.text);
  if (!under && !splash) return null;
  const rating = catalog.facts.find(
    (fact) => fact.source === 'attribute' && /(?<![a-z])ip(?:x|\d)\d?/.test(fold(fact.value).replace(/\s+/g, '')),
  );
  const level = rating ? Number(/ip(?:x|\d)(\d)/.exec(fold(rating.value).replace(/\s+/g, ''))?.[1]) : Number.NaN;
  if (!rating || !Number.isFinite(level)) return null;
  const said = catalog.facts.find(
    (fact) =>
      fact.source === 'description' && /(?<![a-z])ip(?:x|\d)|su(?:ya)?\s+(?:sok|dayan|sicra)/.test(fold(fact.value)),
  );
  const facts = said ? [rating, said] : [rating];
  // "ter kulaklığı bozar mı" asks for harm, whose no is the yes of "kullanabilir miyim".
  const harm = /boz|zarar|sorun|ariza|etkile|hasar/.test(part.text);
  const ability =
    /(?:abil|ebil|il|in)(?:ir|ecek)\s|(?:tak|kullan|gir|yuz)(?:ar|er|ir|ur)?\s+m[iu]|olur\s+mu|dayan/.test(part.text);
  if (under && level < 7)
    return answer(facts.map(factSentence), facts, { lead: ability || !harm ? 'hayir' : null, confidence: 0.8 });
  if (!under && splash && level >= 4)
    return answer(facts.map(factSentence), facts, { lead: harm && !ability ? 'hayir' : 'evet', confidence: 0.75 });
  return null;
}

/**
 * "koltuğumun altı 8,5 cm, altına girer mi", "dolabın altı 35 cm, sığar mı" against "Boyut: 33 x 33 x
 * 7,8 cm": under something its smallest side must pass, elsewhere every side; a side larger than the
 * space on every count is a no.
 */
function answerFits(part: QuestionPart, catalog: Catalog, question: string): PartAnswer | null {
  if (!part.yesNo || !/(?<![a-z])(?:sig(?:ar|ar mi|iyor|ar m)|girer|giriyor|sigmaz|girmez)/.test(part.text))
    return null;
  const told = `${part.text} ${question}`;
  const space = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:cm|santim)(?![a-z])/.exec(told);
  if (!space) return null;
  const room = Number((space[1] ?? '').replace(',', '.'));
  const fact = catalog.facts.find(
    (item) => item.source === 'attribute' && /boyut|ebat|olcu/.test(fold(item.name)) && /x/.test(fold(item.value)),
  );
  const sides = fact
    ? (fold(fact.value).match(/\d+(?:[.,]\d+)?/g) ?? []).map((side) => Number(side.replace(',', '.')))
    : [];
  if (!fact || sides.length < 2 || !/cm/.test(fold(fact.value))) return null;
  // Under something a flat product passes by its height, its smallest side (a robot's 7,8 cm of 33 x 33);
  // of a boxy one the height is not known, so every side must pass.
  const [least = 0, middle = 0] = [...sides].sort((a, b) => a - b);
  const under = /(?<![a-z])alt(?:i|ina|inda)(?![a-z])/.test(told) && least * 2 < middle;
  const fits = under ? Math.min(...sides) <= room : Math.max(...sides) <= room;
  const cannot = Math.min(...sides) > room;
  if (!fits && !cannot) return null;
  return answer([factSentence(fact)], [fact], { lead: fits ? 'evet' : 'hayir', confidence: 0.8 });
}

/**
 * "iphone 13 üm var, şarj edebilir miyim" against "iPhone 14 ve önceki Lightning girişli modeller için …
 * kablo ayrıca gereklidir": a model number within a range a sentence gives ("14 ve önceki", "12 ve
 * sonrası") is spoken of by that sentence.
 */
function answerModelRange(part: QuestionPart, catalog: Catalog, question: string): PartAnswer | null {
  const told = `${part.text} ${question}`;
  const asked = [...told.matchAll(/(?<![a-z])([a-z]{2,})\s*(\d{1,2})(?![\d.,])/g)].filter((match) =>
    devices.test(match[1] ?? ''),
  );
  if (asked.length === 0) return null;
  const range =
    /(?<![a-z])([a-z]{2,})\s*(\d{1,2})(?![\d.,])(?:\s+(?:serisi|model\w*))?\s+(?:ve|veya)\s+(onceki|oncesi|daha eski|alti|sonraki|sonrasi|ustu|uzeri|daha yeni)/;
  for (const fact of catalog.facts) {
    if (fact.source !== 'description' && fact.source !== 'attribute' && fact.source !== 'faq') continue;
    const found = range.exec(fold(fact.value));
    if (!found) continue;
    const limit = Number(found[2]);
    const below = /^(?:onceki|oncesi|daha eski|alti)$/.test(found[3] ?? '');
    const inside = asked.some(
      (match) => match[1] === found[1] && (below ? Number(match[2]) <= limit : Number(match[2]) >= limit),
    );
    if (!inside) continue;
    const lead = part.yesNo ? factLead(part, askedWords(part, catalog.nameWords, new Set()), [fact]) : null;
    return answer([factSentence(fact)], [fact], { lead, confidence: 0.75 });
  }
  return null;
}

type Scored = { fact: Fact; matched: string[]; dedicated: boolean; score: number };

/** The original-case words of a fact to match against (the FAQ's question counts too). */
const wordsOfFact = new WeakMap<Fact, string[]>();
function factWords(fact: Fact): string[] {
  const known = wordsOfFact.get(fact);
  if (known) return known;
  const found =
    `${fact.name} ${fact.value} ${fact.question ?? ''}`.toLocaleLowerCase('tr-TR').match(/[\p{L}\p{N}]+/gu) ?? [];
  wordsOfFact.set(fact, found);
  return found;
}

function score(
  fact: Fact,
  asked: readonly string[],
  part: QuestionPart,
  intents: readonly IntentId[],
  rarity: (word: string) => number,
): Scored {
  const own = factWords(fact);
  const universal = fact.source === 'attribute' && /^(?:tum|her|butun)\s/.test(fold(fact.value).trim());
  const contrasted = contradicts(part.text, fold(fact.value));
  // Free text is matched strictly; a field ("Materyal: Pamuk") may be matched loosely.
  const same = fact.source === 'attribute' || fact.source === 'variant' ? sameMeaning : sameMeaningStrictly;
  // "sülfat var mı" is answered by "Sülfatsız": a word that says its root is absent speaks of the root.
  let matched = asked.filter((word) =>
    own.some((other) => {
      const root = absentRoot(other);
      return same(word, other) || (root !== null && root.length > 3 && same(word, root));
    }),
  );
  // "Tüm Cilt Tipleri" answers every skin type; "Suni Deri" answers "hakiki deri mi" (with a no).
  // ("boyu uzun mu" is not settled by "Kol Tipi: Kısa Kol": what is long or short must be the fact's too.)
  const subjectSaid = !asked.some(
    (word) =>
      /^(?:boy|kol|paca|yaka|taban|topuk|sap|kablo|aski|kemer|etek|kapus|fermuar|cep)/.test(word) &&
      !contrastWord(word) &&
      !matched.includes(word),
  );
  if ((universal || (contrasted && subjectSaid)) && matched.length > 0) matched = [...asked];
  const dedicated = fact.source === 'attribute' && intents.some((intent) => attributeAnswers(fact.name, intent));
  const weight = fact.source === 'title' ? 0.5 : fact.source === 'attribute' || fact.source === 'faq' ? 1.1 : 1;
  // A rare word ("PFOA") tells more than one in every other fact ("içerik").
  const points = matched.reduce((sum, word) => sum + rarity(word), 0);
  return { fact, matched, dedicated, score: (points + (dedicated ? 1 : 0)) * weight };
}

/** Figures and devices the question names ("5ghz", "ps5", "s23", "iphone"): no fact without them answers. */
function objectsNamed(part: QuestionPart): string[] {
  return part.words.filter((word) => (/\d/.test(word) && /[a-z]/.test(word)) || devices.test(word));
}
/**
 * The numbers a part asks about ("12 taksit", "spf 30"): a fact that does not hold them answers
 * something else. Counts ("2 tane"), the customer's own figures after the question and option
 * names are not asked.
 */
function numbersAsked(part: QuestionPart, optionWords: ReadonlySet<string>): string[] {
  const words = questionWords(part);
  return words.flatMap((word, index) => {
    if (!/^\d+$/.test(word) || optionWords.has(word)) return [];
    if (
      /^(?:tane|adet|kere|kez|kisi|tl|lira|gun|hafta|ay|yil|yas|yasinda|aylik|kilo|kg|boy)/.test(words[index + 1] ?? '')
    )
      return [];
    return [word];
  });
}

/**
 * The dimensions a text names ("iç taban uzunluğu" → length, "taban yüksekliği" → height): a fact
 * that measures another dimension of a thing does not answer the one asked. "boy" is either.
 */
const dimensions: Array<[string, RegExp]> = [
  ['length', /(?<![a-z])(?:uzunlu|boy(?:u|unu|lari)?(?![a-z]))/],
  ['height', /(?<![a-z])(?:yukseklig|yukseklik|boy(?:u|unu|lari)?(?![a-z]))/],
  ['width', /(?<![a-z])(?:genislig|genislik|en(?:i|ini)(?![a-z]))/],
  ['depth', /(?<![a-z])derinli[gk]/],
  ['thickness', /(?<![a-z])kalinli[gk]/],
  ['diameter', /(?<![a-z])cap(?:i|inda|li)?(?![a-z])/],
];
const dimensionsOf = (text: string) => dimensions.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);

/**
 * A free question answered from the facts that repeat its words: the best fact must repeat the
 * asked words (at least half of three or more), be in the unit asked ("kaç cm") and name every
 * device or code the question names; or be the field meant for the topic when the question only
 * names the topic ("ütü yapılır mı"). A closed list of contents answers "X de dahil mi" with a no.
 * A second fact joins when it repeats a word the first does not, or scores the same.
 */
export function lookup(asked: QuestionPart, catalog: Catalog, optionWords: ReadonlySet<string>): PartAnswer | null {
  // ("kuru temizleme yapmayın yazıyor tamam da, kurutma makinesine …": the words after a quote are asked.)
  const part = beyondQuote(asked);
  // ("şekerlenmiş gibi donmuş, bozuk mu": the likeness told may be the very word a fact explains.)
  const found = lookupWords(part, catalog, optionWords) ?? lookupWords(part, catalog, optionWords, true);
  // "şarjı bitince kendi mi gidiyor istasyona yoksa ben mi koyacağım": when the whole does not match a fact,
  // a fact about the first alternative answers both.
  const first = firstAlternative(part);
  const result = found ?? (first === part ? null : lookupWords(first, catalog, optionWords));
  if (result?.kind !== 'answer') return result;
  // "anc açıkken de 6 saat gidiyor mu": a state the product is in while asked of ("X açıkken") is said only
  // by a fact that names X — the running time given without it is another state's.
  // (A state — "açıkken", "kapalıyken", "şarjdayken" — not a doing: "havuzda yüzerken" is where it is worn.)
  const state = /(?<![a-z])([a-z]{2,})\s+[a-z]{2,}(?:kken|[aeiu]yken)(?:\s+(?:de|da))?(?![a-z])/.exec(part.text)?.[1];
  if (
    state &&
    isContentWord(state) &&
    !isGenericWord(state) &&
    !/^(?:cihaz|alet|makine|urun)/.test(state) &&
    !catalog.facts
      .filter((fact) => fact.source === 'category')
      .flatMap(factWords)
      .some((other) => sameMeaning(state, other)) &&
    !result.facts.flatMap(factWords).some((other) => sameMeaning(state, other))
  )
    return null;
  // "elde yıkayın yazıyor ama makinemin elde yıkama programı var, onda yıkasam …": what is asked beyond the
  // quote is what a fact must speak of — the quoted fact said again answers nothing new.
  if (part === asked) return result;
  const quoted = asked.text.slice(0, asked.text.length - part.text.length).split(' ');
  const fresh = askedWords(part, catalog.nameWords, optionWords).filter(
    (word) =>
      !lightVerb.test(word) &&
      // ("yıkama" of "yıkayın": one root, whatever its ending)
      !quoted.some((other) => sameMeaning(word, other) || (other.length >= 4 && word.startsWith(other.slice(0, 4)))),
  );
  const spoken = result.facts.flatMap(factWords);
  return fresh.length === 0 || fresh.some((word) => spoken.some((other) => sameMeaning(word, other))) ? result : null;
}

function lookupWords(
  part: QuestionPart,
  catalog: Catalog,
  optionWords: ReadonlySet<string>,
  likenessAsked = false,
): PartAnswer | null {
  // The whole question, normalised once: a figure the customer told in another sentence counts.
  const question = normalizeQuestion(catalog.context.question);
  const ranged =
    answerInRange(part, catalog, question) ??
    answerBelowAge(part, catalog, question) ??
    answerServingDays(part, catalog, question) ??
    answerForHousehold(part, catalog, question) ??
    answerAboveRating(part, catalog) ??
    answerWaterRating(part, catalog) ??
    answerFits(part, catalog, question) ??
    answerModelRange(part, catalog, question);
  if (ranged) return ranged;
  const unit = units.find(([question]) => question.test(part.text))?.[1];
  const judged = part.words.some((word) => judgement.test(word));
  // "donmuş gibi geldi, bozuk mu": a likeness told ("… gibi") is how it looks, not what is asked.
  const likeness = new Set(
    part.words.filter((_, index) => judged && !likenessAsked && part.words[index + 1] === 'gibi'),
  );
  // … nor is what happened ("geldi", "koku yaptı", "çalıştırdım"): the judgement is asked of it.
  const happened = (word: string) => judged && (toldVerb(word) || /^[a-z]{3,}[dt][iu]$/.test(word));
  const words = askedWords(part, catalog.nameWords, optionWords).filter(
    (word) => !likeness.has(word) && !happened(word),
  );
  // "şarjı kaç saat gidiyor", "tek şarjla kaç dk çalışır": how long it runs on its battery, which a running
  // time ("Çalışma Süresi: 120 Dakika") gives without naming the battery.
  const lasting = words.some((word) => /^(?:gidiyor|gider|dayan\w*|calis\w*)$/.test(word));
  const runs = unit && lasting ? words.filter((word) => !/^sarj\w*$/.test(word) && word !== 'tek') : words;
  // "kaç gram badem var": the unit is how the answer is given; what is measured must match.
  // ("-10 derecede yeter mi": a temperature the customer names is a condition, no word a fact must repeat —
  // "30°C'de yıkayınız" is not said of it.)
  const figureUnits = new Set(
    [...part.text.matchAll(/\d\s*(derece\w*)/g)].flatMap((match) => (match[1] ? [match[1]] : [])),
  );
  const measured = runs.filter((word) => !(unit && unitWord.test(word)) && !figureUnits.has(word));
  // "içinde sülfat var mı": "içinde" says where, in the product; what is asked is the thing in it.
  const inside = /(?<![a-z])(?:var|yok) m[iu](?![a-z])/.test(part.text)
    ? measured.filter((word) => !/^ic(?:eris)?inde$/.test(word))
    : measured;
  const where =
    inside.length > 0 ? inside : measured.length > 0 ? measured : words.filter((word) => !figureUnits.has(word));
  // "günde kaç damla içiliyor": a verb of taking it names nothing a fact must say ("içiliyor" is not "içerir").
  const taken = where.some((word) => !takingVerb.test(word)) ? where.filter((word) => !takingVerb.test(word)) : where;
  // "kutudan ne çıkıyor": coming out of the box is what is in it — the verb asks nothing a fact must say.
  const outOfBox = /(?<![a-z])(?:kutu\w*|icinden|paket\w*)\s+(?:(?:ne|neler)\s+)?cik/.test(part.text);
  const asked = outOfBox && taken.length > 1 ? taken.filter((word) => !/^cik/.test(word)) : taken;
  const intents = part.intents.map((match) => match.id);
  if (asked.length === 0) return null;
  // "… olanı kullanabilir mi": a verb of using or giving alone says nothing a fact could be matched
  // on ("Son Kullanma Tarihi").
  if (asked.every((word) => lightVerb.test(word)) && !(unit && lasting)) return null;
  // "bu balı verebilir miyim": with a verb of giving, the product's own name asks nothing of it.
  if (part.words.some((word) => givingVerb.test(word)) && asked.every((word) => inWords(word, catalog.nameWords))) {
    return null;
  }
  const objects = objectsNamed(part);
  const numbers = numbersAsked(part, optionWords);
  // "faturayı nereden alırım": a sentence that names no place or way there does not answer where (a field —
  // "Menşei" — is its own place).
  const asksWhere = /(?<![a-z])(?:nereden|nerede|nereye|neresi)(?![a-z])/.test(part.text);
  const keptAsked = /(?<![a-z])sakl/.test(part.text);
  const askedDimensions = dimensionsOf(part.text);
  const asksOrigin = /ner(?:e|)den (?:gel|geti|ithal)|nereli|nerenin|ner(?:e|)de (?:uretil|yapil|yetis)/.test(
    part.text,
  );
  // "iphone 16 ya olur mu": a model the question names by its number.
  const models = [...part.text.matchAll(/(?<![a-z])([a-z]{2,})\s*(\d{1,2})(?![\d.,])/g)].filter((match) =>
    devices.test(match[1] ?? ''),
  );
  const materialsAsked = materialsNamed(part.words);
  const questionSaid = question.match(/[a-z]+/g) ?? [];
  const admissible = (fact: Fact) => {
    const text = fold(`${fact.name} ${fact.value}`);
    // "Hediye paketli siparişlerde …", "Garanti süresi belirtilen ürünlerde …": a sentence about some orders
    // or products speaks only to a question that names them.
    const scope = /^(.{0,60}?)\s(?:urunlerde|siparislerde)(?![a-z])/.exec(fold(fact.value))?.[1] ?? '';
    const scopeWords = (scope.match(/[a-z]+/g) ?? []).filter(
      (word) =>
        isContentWord(word) &&
        !isGenericWord(word) &&
        !/^(?:olan|belirtilen|bulunan|etiket|sayfa|secene|tl|uzeri|alti|ve|tum|butun|bu)/.test(word),
    );
    if (scopeWords.length > 0 && !scopeWords.some((word) => questionSaid.some((other) => sameMeaning(word, other))))
      return false;
    // "damlalık kapağında mı": how the store packs parcels ("Sıvı ürünlerin kapakları … bantlanır ve ayrı
    // poşete konur") speaks only to a question about packing or shipping, not to how the product is made.
    if (storeSources.has(fact.source) && packingSaid.test(text) && !packingAsked.test(part.text)) return false;
    // "24'lük tencere kapağı tavaya olur mu": a list of what is in the set names the pieces, not whether one fits another.
    if (fitsOnto.test(part.text) && contentsFact(fact, false) && /[,+]/.test(fact.value)) return false;
    // "hediye paketi yapınca kutuya mı koyuyonuz" is not answered by "… hiçbir belge kutuya konmaz": a sentence
    // about no thing of a kind speaks of that kind only — named, or by what it is told by ("içinde fiyat yazan
    // hiçbir belge" is asked of as "fiyat yazan bişey olmasın").
    const noneOf = /((?:[a-z]+ ){0,3})hicbir ([a-z]{3,})/.exec(text);
    const ofKind = [...(noneOf?.[1]?.match(/[a-z]+/g) ?? []), noneOf?.[2] ?? ''].filter(
      (word) => isContentWord(word) && !isGenericWord(word),
    );
    if (noneOf && !ofKind.some((word) => questionSaid.some((other) => sameMeaning(word, other)))) return false;
    // A sentence about other models of the device ("iPhone 15 Plus ile uyumlu değildir") says nothing of it.
    const otherModel = models.some(([, device = '', number = '']) => {
      const named = [...text.matchAll(new RegExp(`(?<![a-z])${device}\\s*(\\d{1,2})(?![\\d.,])`, 'g'))].map(
        (match) => match[1],
      );
      return named.length > 0 && !named.includes(number);
    });
    if (otherModel) return false;
    // (… but "nerede saklıcaz" is answered by how it is kept: "25°C altında saklayınız".)
    if (asksWhere && fact.source !== 'attribute' && !placeSaid.test(text) && !(keptAsked && /sakla/.test(text)))
      return false;
    // "pamuğu da Türkiye'den mi": the product's origin is not its material's.
    if (/^(?:mensei|uretim yeri)/.test(text) && materialsAsked.some((material) => !text.includes(material)))
      return false;
    // "kajular nereden geliyor": where a thing comes from is an origin; a list that names it is no answer.
    if (asksOrigin && !/mensei|uretim yeri|uretildi|uretilir|mali(?![a-z])|ithal|yerli|yore|bolge/.test(text))
      return false;
    const squeezed = text.replace(/\s+/g, '');
    const figures: string[] = text.match(/\d+/g) ?? [];
    const measures = dimensionsOf(text);
    if (askedDimensions.length > 0 && measures.length > 0 && !measures.some((kind) => askedDimensions.includes(kind)))
      return false;
    return (
      (!unit || unit.test(text)) &&
      objects.every((object) => squeezed.includes(object)) &&
      // A fact with figures of its own may answer with a no ("spf 30 mu" → "50+"); one with none cannot.
      (figures.length > 0 || numbers.length === 0)
    );
  };
  const kind = productKind(catalog);
  // "kutulu mu gönderiyorsunuz" is not answered by what a returned item must come back in.
  const aboutReturns =
    part.intents.some((match) => match.id === 'iade') ||
    /iade|degis|cayma|geri (?:gonder|al|ver|yolla)/.test(part.text);
  const candidates = catalog.facts.filter(
    (fact) => searched.has(fact.source) && !forOtherKinds(fact, kind) && (fact.source !== 'returns' || aboutReturns),
  );
  if (asksInclusion.test(part.text)) {
    // (The title names the set — "… Tencere Seti Cam Kapaklı" — it does not list it; of the rest, a list comes
    // first: "İçerik: 3 Adet Tencere + 3 Adet Cam Kapak …" over "Parça Sayısı: 7".)
    const listing = (fact: Fact) => (/[,+]/.test(fact.value) ? 2 : 0) + (fact.source === 'attribute' ? 1 : 0);
    const boxAsked = /(?<![a-z])kutu/.test(part.text);
    const [contents] = candidates
      .filter((fact) => fact.source !== 'title' && contentsFact(fact, boxAsked))
      .sort((a, b) => listing(b) - listing(a));
    // "kutudan şarj adaptörü çıkıyor mu": what is asked is named before the verb, a compound by its
    // last word ("adaptörü", not "şarj").
    const verb = asked.findIndex((word) =>
      /^(?:dahil|cikiyor|geliyor|gonderiliyor|var|koy(?:mus|du|uyor)\w*)$/.test(word),
    );
    const named = (verb >= 0 ? asked.slice(0, verb) : asked).filter(
      (word) => !/^(?:kutu|set|paket|icinde|yaninda)/.test(word) && !lightVerb.test(word),
    );
    const object = named[named.length - 1] ?? asked[0];
    // "TSE belgesi de var mı", "deri sertifikası var mı": a certificate is the product's compliance, not
    // a thing in the box ("garanti belgesi çıkıyor mu" is).
    const certificate = (word: string) => /^(?:belge|sertifika)/.test(word);
    const compliance =
      object !== undefined &&
      certificate(object) &&
      !/(?<![a-z])(?:garanti|fatura|kullanim)\w* (?:belge|sertifika)/.test(part.text);
    const listed = (word: string) =>
      contents !== undefined && factWords(contents).some((other) => sameMeaning(word, other));
    if (contents && object && !listed(object) && !compliance) {
      return answer([factSentence(contents)], [contents], { lead: 'hayir', confidence: 0.75 });
    }
    // "kutudan yedek filtre çıkıyor mu" against "…, 1 adet yedek HEPA filtre": every word of it is listed.
    if (contents && named.length > 0 && named.every(listed)) {
      return answer([factSentence(contents)], [contents], { lead: 'evet', confidence: 0.75 });
    }
  }
  // "bulaşık makinesine atabilir miyim": a verb of putting or using asks nothing beyond the topic's words.
  // ("tencereleri fırına atabilir miyim": an appliance named is no topic word — "Uyumlu Ocak Tipi" is not the oven.)
  const topicOnly = asked
    .filter((word) => !lightVerb.test(word))
    .every((word) => part.intents.some((match) => match.words.includes(word)) && !/^(?:firin|mikrodalga)/.test(word));
  const containing = new Map(
    asked.map((word) => [
      word,
      candidates.filter((fact) => factWords(fact).some((other) => sameMeaning(word, other))).length,
    ]),
  );
  const rarity = (word: string) => 1 + 1 / Math.max(1, containing.get(word) ?? 1);
  // "Tek kişilik takımda kaç yastık kılıfı var": of facts that each begin with an option's name
  // ("Tek Kişilik: …", "Çift Kişilik: …"), only the named option's.
  const ownNamed = askedOptions(part.text, catalog);
  const named = ownNamed.byAxis.size > 0 ? ownNamed : askedOptions(question, catalog);
  const optionOf = (fact: Fact) =>
    catalog.axes.flatMap((axis, index) =>
      axis.options
        .filter((option) => fold(fact.value).startsWith(`${fold(option)}:`))
        .map((option) => ({ index, option })),
    )[0];
  // (… and a fact of another option is no candidate: "tek kişilikte kaç yastık kılıfı, 2 mi" is not answered
  // by "Çift Kişilik: … 2 adet yastık kılıfı".)
  const ofNamedOption = (fact: Fact) => {
    const own = optionOf(fact);
    const wanted = own ? named.byAxis.get(own.index) : undefined;
    return !own || !wanted || wanted.includes(own.option);
  };
  // "tek kişilik nevresimin ölçüleri ne": the measures of an option are its own fact ("Tek Kişilik: … 160x220 cm"),
  // though it does not say "ölçü".
  const measureAsked = /(?<![a-z])(?:olcu|boyut|ebat)\w*|kac (?:cm|santim)/.test(part.text);
  if (measureAsked && named.byAxis.size > 0) {
    const measured = candidates.filter(
      (fact) => optionOf(fact) !== undefined && ofNamedOption(fact) && /\d\s*x\s*\d|\d\s*cm/.test(fold(fact.value)),
    );
    const [own] = measured;
    if (own && measured.length === 1 && !part.yesNo)
      return answer([factSentence(own)], [own], { lead: null, confidence: 0.75 });
  }
  const ranked = candidates
    .filter(admissible)
    .filter(ofNamedOption)
    .map((fact) => score(fact, asked, part, intents, rarity))
    .filter((item) => item.matched.length > 0 || (topicOnly && item.dedicated))
    // "modem 5 ghz, bağlanır mı": of facts that repeat the same words, the one that holds the asked
    // figure ("5 GHz ağları desteklemez") speaks of it; another ("Wi-Fi (2.4 GHz)") only of the topic.
    .map((item) => {
      const figures: string[] = fold(item.fact.value).match(/\d+(?:[.,]\d+)?/g) ?? [];
      const held = numbers.filter((number) => figures.includes(number)).length;
      return held > 0 ? { ...item, score: item.score + held } : item;
    })
    .sort((a, b) => b.score - a.score || a.fact.value.length - b.fact.value.length);
  const best = ranked[0];
  // "şarjı kaç saat gidiyor" against "Kullanım Süresi: 6 saat": when one field alone is in the unit
  // asked, it is the likely answer — said with less confidence, so the seller sees it before it goes.
  const inUnit = unit ? candidates.filter((fact) => fact.source === 'attribute' && admissible(fact)) : [];
  const [onlyField] = inUnit;
  // … unless a length is asked of a part no fact of the product speaks of ("kablosu kaç cm"): a length belongs
  // to a part (the strap, the sole, the cable), while a duration ("şarjı kaç saat gidiyor") is the product's.
  const measuredNoun = /([a-z]{4,})\s+kac\s+(?:cm|santim|mm|milim|metre|m)(?![a-z])/.exec(part.text)?.[1];
  // "askısı kaç cm" of a bag "Zincir Askılı": the field named by the measured noun ("Askı Uzunluğu: 110 cm"),
  // though the title's word took the noun out of what is matched.
  const nounFields =
    measuredNoun !== undefined && !unitWord.test(measuredNoun)
      ? inUnit.filter((fact) => factWords(fact).some((other) => sameMeaning(measuredNoun, other)))
      : [];
  const [nounField] = nounFields;
  if (nounField && nounFields.length === 1 && !part.yesNo)
    return answer([factSentence(nounField)], [nounField], { lead: null, confidence: 0.8 });
  const unheardOf =
    measuredNoun !== undefined &&
    !unitWord.test(measuredNoun) &&
    !catalog.facts.some((fact) => factWords(fact).some((other) => sameMeaning(measuredNoun, other)));
  // … nor a warmth asked in degrees ("kaç dereceye kadar sıcak tutuyor") of a field that gives another
  // temperature ("Yıkama Talimatı: 30°C'de …").
  const otherMeasure =
    onlyField !== undefined &&
    /derece/.test(part.text) &&
    /sicak tut|isit|soguk|(?<![a-z])kis(?:in|lik)?(?![a-z])|ayaz|eksi/.test(part.text) &&
    !/sicak tut|isit|soguk|konfor/.test(fold(onlyField.value));
  // "ölçek kaşığı kaç gram" of a 300 g tub: a weight or volume asked of a part the listing names is said only
  // by a fact that names the part — not by the product's own (the pack's, the jar's, the product's are its own).
  const weighedPart = /([a-z]{4,})\s+kac\s+(?:gram|gr|g|kilo|kg|ml|litre|lt|cc)(?![a-z])/.exec(part.text)?.[1];
  const namesPart = (fact: Fact) =>
    weighedPart === undefined ||
    /^(?:paket|kutu|urun|kavanoz|sise|tup|poset|kendi|agirl|net|toplam|hepsi|tane|aded|hacm|hacim|kapasite|gramaj|miktar|bunu|bunun|icind)/.test(
      weighedPart,
    ) ||
    inWords(weighedPart, catalog.nameWords) ||
    factWords(fact).some((other) => sameMeaning(weighedPart, other));
  const byUnit =
    onlyField && inUnit.length === 1 && !part.yesNo && !unheardOf && !otherMeasure && namesPart(onlyField)
      ? answer([factSentence(onlyField)], [onlyField], { lead: null, confidence: 0.6 })
      : null;
  if (!best) return byUnit;
  // A yes/no question turns on all it names ("kuru üzüm çekirdekli mi" is not answered by a list that
  // has "kuru üzüm" and "kabak çekirdeği"); an open one on half of three or more.
  // ("laktoz içermiyor mu" turns on "laktoz": "içermek" only asks whether it is in, which a "Laktozsuz" says.)
  // ("içinde parfüm var mı" is "parfüm içeriyor mu": "içinde" asks where, which the fact's list is.)
  const asksIn = /(?<![a-z])(?:var|yok) m[iu](?![a-z])/.test(part.text);
  const containsWord = (word: string) => /^(?:icer|bulun)/.test(word) || (asksIn && /^ic(?:eris)?inde$/.test(word));
  // ("günde kaç damla içmem lazım": a verb of taking it turns on nothing a fact must repeat.)
  // ("şekerlenmiş, bozuk mu": the judgement asked is the fact's to give; what was told is what it turns on.)
  const turning = (word: string) => !containsWord(word) && !takingVerb.test(word) && !judgement.test(word);
  const turned = asked.some(turning) ? asked.filter(turning) : asked;
  // ("tatlandırıcı ne kullanılıyor": with one other word, a verb of using turns on what is used.)
  const used = turned.filter((word) => !lightVerb.test(word));
  // ("indüksiyon ocağım var, çalışır mı": whether it works with a thing named turns on the thing.)
  const core =
    used.length === 1 && /(?<![a-z])ne (?:\w+ )?kullanil/.test(part.text)
      ? used
      : used.length >= 1
        ? turned.filter((word) => !/^calis(?:ir|iyor|ir mi)?$/.test(word) || best.matched.includes(word))
        : turned;
  // ("şekerlenmiş gibi donmuş, bozuk mu": a judgement asked of what was told needs one told word explained.)
  const needed = judged && core.length > 0 ? 1 : core.length <= 2 ? core.length : Math.ceil(core.length / 2);
  // ("kumaş gramajı ne": a topic's field answers only the topics it is meant for — "Materyal" is no weight.)
  const meantFor = (id: IntentId): boolean =>
    attributeAnswers(best.fact.name, id) ||
    // ("ölçüleri ne kadar en boy": "boy" is a measure as well as a size.)
    (id === 'beden' && meantFor('olcu')) ||
    part.intents.some((match) => match.id === id && match.words.some((word) => best.matched.includes(word)));
  // (Every topic word asked must have a topic the field is meant for; a material named — "deri olduğu için" —
  // is told, not asked.)
  const asTopic =
    topicOnly &&
    best.dedicated &&
    asked.every((word) => {
      const topics = part.intents.filter((match) => match.words.includes(word));
      const told = topics.every((match) => match.id === 'malzeme') && !/^(?:malzeme|materyal|kumas|icer)/.test(word);
      return topics.length === 0 || told || topics.some((match) => meantFor(match.id));
    });
  if (best.matched.filter((word) => core.includes(word)).length < needed && !asTopic) return byUnit;
  // A yes/no question turns on one word ("… koyu mu", "… atar mısınız"): the fact must speak of it.
  // "… tekrar kullanılıyor mu": a verb of using turns on what is done before it ("yıkanıp").
  const told = asked.filter((word) => !judgement.test(word));
  const plainHead = part.yesNo ? headWord(part, told.length > 0 ? told : asked) : undefined;
  const meant = asked.filter((word) => !lightVerb.test(word) && word !== 'tekrar');
  const head = plainHead && lightVerb.test(plainHead) && meant.length > 0 ? headWord(part, meant) : plainHead;
  const containsVerb = head !== undefined && containsWord(head) && best.matched.length > 0;
  // The field meant for the topic answers "ütü yapılır mı" — not what happens after ("yıkanınca çeker mi").
  const outcome =
    head !== undefined &&
    /^(?:ceker|cekme|cekiyor|cekti|solar|solma|soluyor|tuylen|boyar|boya ver|kisal|daral|buzus|sarar|kararir|bollas|genisl|esne|sark|deforme|akar|akiyor|akma|atar|atiyor)/.test(
      head,
    );
  if (head && !best.matched.includes(head) && !(asTopic && !outcome) && !containsVerb) return null;
  // "ütü ister mi", "kuru temizleme mi": a way of caring for it is said only by a fact that names it — a washing
  // instruction that does not ("30°C'de hassas programda yıkayınız") says nothing of the iron.
  const care = /(?<![a-z])(utu|kuru temizle)/.exec(part.text)?.[1];
  if (care && !fold(best.fact.text).includes(care)) return null;
  // "makyaj temizlemek için kullanıcam, yüzde olur mu": the use the customer has in mind is said only by a fact
  // that names what is to be done to ("makyaj") — "yüz … temizliğinde kullanılabilir" is another use.
  // ("telefon koymak için iç cebi var mı" asks the pocket: the use is asked only with a verb of using after it.)
  const purpose = /(?<![a-z])([a-z]{3,})\s+[a-z]{3,}(?:mek|mak)\s+icin\s+(?:kullan|al|uygun|olur)/.exec(part.text)?.[1];
  if (purpose && asked.includes(purpose) && !best.matched.includes(purpose)) return null;
  // ("yıkayınca rengi akar mı": whether the colour runs is said only by a fact about the colour — the washing
  // instruction's "ağartıcı" shares a root with "akar", not a meaning.)
  const colourRuns =
    /(?<![a-z])(?:renk|reng\w*)\s+(?:\w+\s+)?(?:akar|akiyor|akma|atar|atiyor|atma|verir|solar|soluyor|kacar)|boya\w* (?:verir|yapar|birakir)/;
  if (colourRuns.test(part.text) && !/renk|reng|boya|sol/.test(fold(best.fact.text))) return null;
  // "kapüşonu çıkıyor mu kürklü mü": a verb asked and a property asked are two questions, not a choice
  // between two answers ("cam mı plastik mi") — the fact must speak of each.
  const heads = part.words.filter((word, index) => /^m[iu]$/.test(part.words[index + 1] ?? '') && asked.includes(word));
  const verb = (word: string) => /(?:iyor|[aeiu]r|abil\w*|ebil\w*)$/.test(word) && !/(?:l[iu]|s[iu]z)$/.test(word);
  if (heads.some(verb) && heads.some((word) => /(?:l[iu]|s[iu]z)$/.test(word) && !best.matched.includes(word)))
    return null;
  // "kuru üzüm çekirdekli mi" against "…, Kabak Çekirdeği İçi, Kuru Üzüm": a property ("-li", "-siz")
  // belongs to the item it is asked of; a list whose item does not have it does not settle it.
  if (head && /(?:li|lu|siz|suz)$/.test(head) && best.fact.value.includes(',')) {
    const items = best.fact.value
      .split(',')
      .map((item) => item.toLocaleLowerCase('tr-TR').match(/[\p{L}\p{N}]+/gu) ?? []);
    const same = (word: string) => (other: string) => sameMeaning(word, other);
    const holder = items.find((item) => item.some(same(head)));
    const others = best.matched.filter((word) => word !== head);
    if (holder && others.length > 0 && !others.every((word) => holder.some(same(word)))) return null;
  }
  // "kurutma makinesine atabilir miyim", "bulaşık makinesinde yıkanır mı": an appliance named is said only by a
  // fact that names it, or that keeps to washing by hand ("Elde Yıkanması Önerilir") — a washing instruction
  // that does neither is no word on the dryer.
  const appliance = /(?<![a-z])(kurutma|bulasik) makine/.exec(part.text)?.[1];
  const byHand = appliance === 'bulasik' && /(?<![a-z])elde(?![a-z])/.test(fold(best.fact.text));
  if (appliance && !byHand && !fold(best.fact.text).includes(appliance.slice(0, 5))) return null;
  // "şişesi cam mı plastik mi", "kapağı metal mi": the material of a part of it is said only by a fact that
  // names the part ("İçerik: …" of a supplement is not its bottle).
  // ("tamper plastik mi metal mi": whatever is named just before the material, unless it is the product,
  // its fabric or its make.)
  const firstMaterial = part.words.findIndex((word) => materialsNamed([word]).length > 0);
  const before = firstMaterial > 0 ? part.words[firstMaterial - 1] : undefined;
  // (Only of a material asked as such — "plastik mi", "plastik mi metal mi" — not "yün programında".)
  const materialAsked = /^(?:m[iu]|mudur|midir)$/.test(part.words[firstMaterial + 1] ?? '');
  const namedPart =
    before !== undefined &&
    materialAsked &&
    asked.includes(before) &&
    !isGenericWord(before) &&
    !/^(?:kumas|materyal|malzeme|yapi|icer|doku|kendi|urun|govde|dis|ic|ici|astar|orjinal|orijinal|gercek|hakiki|saf|tamamen|full|tam)/.test(
      before,
    ) &&
    materialsNamed([before]).length === 0
      ? before
      : undefined;
  const component =
    part.words.find((word) =>
      /^(?:sise|kavanoz|kutu|kapag|kapak|ambalaj|damlalig|damlalik|pompa|kulp|sapi)/.test(word),
    ) ?? namedPart;
  if (
    component &&
    materialsAsked.length > 0 &&
    !factWords(best.fact).some((other) => sameMeaning(component, fold(other)))
  )
    return null;
  const chosen = [best];
  const missing = asked.filter((word) => !best.matched.includes(word));
  // Another fact joins when it completes the question with two of its words, or says as much (list items).
  for (const item of ranked.slice(1)) {
    if (chosen.length >= 3 || item.fact.source === 'title') continue;
    const completes =
      item.matched.filter((word) => missing.includes(word)).length >= Math.min(2, missing.length) &&
      missing.length > 0 &&
      item.matched.length >= 2;
    const equal = Math.abs(item.score - best.score) < 1e-9 && item.matched.length === best.matched.length;
    // "kumaşı?": a bare topic gets every field meant for it ("Materyal" and "Kumaş Tipi").
    const alsoMeant = topicOnly && !part.yesNo && item.dedicated && item.fact.source === 'attribute';
    if (completes || equal || alsoMeant) chosen.push(item);
  }
  const facts = chosen.map((item) => item.fact);
  if (!facts.some(namesPart)) return null;
  const lead = part.yesNo ? ((judged ? judgementLead(part, facts) : null) ?? factLead(part, asked, facts)) : null;
  const coverage = new Set(chosen.flatMap((item) => item.matched)).size / asked.length;
  return answer(facts.map(factSentence), facts, { lead, confidence: Math.min(0.9, 0.55 + 0.35 * coverage) });
}
