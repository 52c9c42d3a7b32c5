import type { Fact } from '../engine/facts.js';
import { aboutDamage } from '../engine/lexicon.js';
import type { QuestionPart } from '../engine/read-question.js';
import { fold } from '../engine/text.js';
import type { Catalog } from './catalog.js';
import { forOtherKinds, productKind } from './lookup.js';
import { localNotes } from './notes.js';
import { answer, hold, type PartAnswer } from './plan.js';
import { costLead, factLead } from './polarity.js';
import { factSentence } from './render.js';
import { askedWords, sameMeaning } from './words.js';

/** Parts of a device that are replaced, not exchanged ("batarya değişimi", "filtresi değişiyor mu"). */
const deviceParts =
  '(?:batarya|bataryasi|pil|pili|parca|parcasi|ekran|ekrani|cam|cami|filtre|filtresi|kayis|kayisi|fitil|ampul|kapak|kapagi|conta|contasi|motor|motoru|taban|tabani|cubuk|cubugu|fermuar|fermuari|zincir|zinciri|toka|tokasi)';
/** "batarya değişimi garanti kapsamında mı": a part replaced under the warranty, not a product exchanged. */
export const replacesPart = (text: string) => new RegExp(`${deviceParts}\\s+degis`).test(text);

/** A setting changed ("süreyi sonradan değiştirebiliyor muyuz", "dili değişiyor mu"): no product exchanged. */
const settings =
  '(?:sure|sureyi|ayar|ayari|ayarlari|ayarini|sicaklik|sicakligi|derece|dereceyi|program|programi|mod|modu|modunu|zaman|zamani|saat|saati|saatini|dil|dili|dilini|sifre|sifreyi|hiz|hizi|hizini|kademe|kademeyi|isik|isigi|isigini|ses|sesi|sesini)';

/** "süreyi sonradan değiştirebiliyor muyuz": the change asked of is a setting's, with no word of returning. */
export const changesSetting = (text: string) =>
  new RegExp(`${settings}\\s(?:[a-z]+\\s)?degis`).test(text) && !/iade|cayma|geri gonder/.test(text);

/** What a return or exchange question asks, and which sentences of the return policy speak to it. */
const aspects = {
  window: {
    asked: /kac gun|iade sures|ne zamana kadar|sure(?:si)? (?:ne|kac)|gun icinde/,
    marks: /\d+\s*gun icinde|gun icinde/,
  },
  cost: { asked: /ucret|parasi|bedava|ucretsiz|kim od|ben mi od|odi|para (?:ver|od)/, marks: /ucret|bedava|ait/ },
  // (not a part's replacement: "batarya değişimi garanti kapsamında mı")
  exchange: {
    asked: new RegExp(
      `(?<!${deviceParts}\\s|${settings}\\s(?:[a-z]+\\s)?)degis(?!ik)|baska (?:beden|renk|numara)|buyugu|kucugu`,
    ),
    marks: /degis/,
  },
  defect: {
    asked:
      /hasarli|kirik(?! beyaz)|yirtik|bozuk|kusurlu|defolu|lekeli|eksik|yanlis (?:urun |beden |renk |numara )?(?:geldi|gelmis|gonder|ulas)|akmis|ariza|calismiyor|kararmis|sokuk|patlak|cizik|ezik|(?:di|du|ti|tu|mis|mus) (?:\w+ )?ne yap/,
    marks: /hasarli|kusurlu|kirik(?! beyaz)|yanlis|eksik|akmis|defolu/,
  },
  condition: {
    asked:
      /etiket|denedim|deneme|deneyim|denesem|denersem|kullanil|kullandi[mk]|kullansam|kullanirsam|acilmis|acilmamis|acmadim|acti[mk]|acip|acsam|acarsam|yikadim|yatti[mk]|jelatin|bitirdim|kutu\w* (?:\w+ )?(?:attim|atmistim|atmisim|yok|kayboldu|kaybettim)/,
    marks: /kullanilmamis|etiket|ambalaj|hijyen|acilmis|acilmamis|yikanmamis/,
  },
  refund: { asked: /param|ucret iadesi|geri odeme|hesabima|kartima|ne zaman yatar/, marks: /ucret iadesi|kart|yansi/ },
  process: {
    asked:
      /nasil iade|iade\w* (?:sureci|islemi|nasil|talebi)|iade\w* (?:\w+ )?nasil (?:yap|gonder|veri)|nasil yapa|nereden|kargoya nasil/,
    marks: /talep|siparislerim|iade kod/,
  },
} as const;
type Aspect = keyof typeof aspects;

/**
 * Kinds of defect: a policy for damaged parcels does not answer a missing part or a machine that
 * does not work. The question's kind must be one the policy names.
 */
const defectKinds: Array<{ asked: RegExp; marks: RegExp }> = [
  { asked: /eksik|cikmadi|icinden .* yok/, marks: /eksik/ },
  {
    asked: /kirik(?! beyaz)|catlak|ezik|hasarli|yirtik|patlak|cizik|kirilmis/,
    marks: /hasar|kirik(?! beyaz)|ezik|yirtik/,
  },
  {
    asked: /bozuk|calismiyor|ariza|akmiyor|acilmiyor|olmuyor|kusurlu|defolu|kokuyor|vinliyor|ses yapiyor/,
    marks: /kusurlu|bozuk|ariza|defolu|calismayan/,
  },
  {
    asked:
      /yanlis (?:urun |beden |renk |numara )?(?:geldi|gonder|ulas)|farkli (?:urun|renk|beden|numara) geldi|istedim .* geldi/,
    marks: /yanlis/,
  },
  { asked: /akmis|akiyor|dokulmus/, marks: /akmis|akan/ },
];

/** What the customer did or means to do with it: used ("kullandım", "bir gece yattık"), opened ("açıp denesem"). */
const usedWords = /kullandi[mk]|kullansam|kullanirsam|bitirdim|giydim|taktim|yatti[mk]/;
const openedWords = /acti[mk]|acip|acsam|acarsam/;

/** "kajular iri mi kırık mı": a property asked about, not a damaged parcel. */
const propertyAsked = (text: string) =>
  /(?:kirik(?! beyaz)|yirtik|lekeli|cizik|ezik) m[iu](?![a-z])/.test(text) &&
  !/geld|gelirse|gelse|ulast|cikt|cikarsa/.test(text);

/** "sepete ekleyemiyorum, site mi bozuk": the website, not the product. */
const siteBroken = /(?:site|sistem|sayfa|uygulama|sepet|link)\w* (?:mi |mu )?(?:bozuk|hata)\w*/g;

export const returnAspects = (text: string): Aspect[] =>
  (Object.keys(aspects) as Aspect[]).filter(
    (aspect) =>
      aspects[aspect].asked.test(aspect === 'defect' ? text.replace(siteBroken, ' ') : text) &&
      !(aspect === 'defect' && propertyAsked(text)),
  );

/**
 * "12'li paketten 2'sini açtım, kalan 10 paketi iade edebilir miyim": part of a multipack back — unless a
 * policy sentence speaks of part of a pack, the seller's call.
 */
export function returnsPartOfPack(told: string, catalog: Catalog): boolean {
  const rest =
    /(?<![a-z])(?:kalan|diger|geri kalan|acilmamis olan)\w*\s+(?:\d+(?![\d.,])|(?:\w+\s+)?(?:paket|tane|adet|kutu|kavanoz|sise|parca)\w*)/;
  const pack = /(?:\d+\s*(?:li|lu|lik|luk)|\d+\s*(?:paket|tane|adet))/;
  return (
    /iade|geri (?:gonder|al|ver)/.test(told) &&
    rest.test(told) &&
    pack.test(told) &&
    !catalog.facts.some((fact) => /kismi|bir kismi|tamami|paketin tamami/.test(fold(fact.value)))
  );
}

/**
 * A return or exchange question answered from the store's return policy: the window, who pays the
 * return shipping, exchanges, damaged items, conditions, refunds, how to start one. A plain "iade
 * edebilir miyim" gets the window. Null when an asked aspect has no sentence.
 */
export function answerReturns(
  part: QuestionPart,
  catalog: Catalog,
  /** the whole question: what the customer did ("etiketini kestim", "bir kere giydim") may be told before the part */
  told = part.text,
): PartAnswer | null {
  const kind = productKind(catalog);
  const policy = catalog.facts.filter((fact) => fact.source === 'returns' && !forOtherKinds(fact, kind));
  if (policy.length === 0) return null;
  const own = returnAspects(part.text);
  if (returnsPartOfPack(told, catalog)) return hold(localNotes.partialReturn);
  // "sahte ya da şekerli çıkarsa paranızı iade ediyor musunuz": a return on a case the customer names is the
  // policy's only when its sentences name the case (a defect, a damaged parcel); else the seller's to say.
  const cases = [
    ...part.text.matchAll(/(?<![a-z])([a-z]{4,})\s+(?:cikarsa|cikiyorsa|olursa|oldugu takdirde)(?![a-z])/g),
  ]
    .map((match) => match[1] ?? '')
    .filter((word) => !returnAspects(word).includes('defect') && !/^(?:kucuk|buyuk|dar|bol|olmaz|uymaz)/.test(word));
  const said = policy.flatMap((fact) => fold(fact.value).match(/[a-z]+/g) ?? []);
  if (cases.some((word) => !said.some((other) => sameMeaning(word, other)))) return null;
  // What the customer did, told anywhere in the question, brings the conditions in.
  // ("üzerine giydim dar geldi": worn is a condition too — else a "hayır" would stand beside the window alone.)
  const toldCondition =
    (returnAspects(told).includes('condition') || usedWords.test(told)) && !own.includes('condition');
  const wanted: Aspect[] = [
    ...(own.length > 0 ? own : ['window' as const]),
    ...(toldCondition ? ['condition' as const] : []),
  ];
  const asked = askedWords(part, catalog.nameWords, new Set());
  // A damaged parcel may be covered by a store note ("hasar tespit tutanağı") as well as the policy.
  // The window and the cost of a return are not the damaged parcel's ("Hasarlı … aldıysanız 3 gün içinde …,
  // kargo ücreti bize ait"), unless the customer tells of damage.
  const defectTold = wanted.includes('defect') || returnAspects(told).includes('defect');
  const ordinary = policy.filter((fact) => !aboutDamage.test(fold(fact.value)));
  const pool = (aspect: Aspect) =>
    aspect === 'defect'
      ? [...policy, ...catalog.facts.filter((fact) => fact.source === 'notes')]
      : defectTold || ordinary.length === 0
        ? policy
        : ordinary;
  const overlap = (fact: Fact) =>
    asked.filter((word) => (fold(fact.value).match(/[a-z]+/g) ?? []).some((other) => sameMeaning(word, other))).length;
  const facts: Fact[] = [];
  if (wanted.includes('defect')) {
    const kinds = defectKinds.filter((kind) => kind.asked.test(part.text));
    const named = pool('defect').map((fact) => fold(fact.value));
    if (kinds.length > 0 && !kinds.some((kind) => named.some((text) => kind.marks.test(text)))) return null;
  }
  // "açıp denesem": opened ("açtım ama hiç kullanmadım" is not: whether opening alone bars a return is
  // the seller's call); of the conditions, the sentence that speaks of opened items comes first.
  const opened = openedWords.test(told) && !/kullanmadim|giymedim/.test(told);
  const speaksOfIt = (fact: Fact) => Number(opened && /acilmis/.test(fold(fact.value)));
  for (const aspect of wanted) {
    const marks = aspects[aspect].marks;
    if (facts.some((fact) => marks.test(fold(fact.value)))) continue;
    const found = pool(aspect)
      .filter((fact) => marks.test(fold(fact.value)) && !facts.includes(fact))
      .sort(
        (a, b) =>
          (aspect === 'condition' ? speaksOfIt(b) - speaksOfIt(a) : 0) ||
          overlap(b) - overlap(a) ||
          (fold(b.value).match(marks)?.length ?? 0) - (fold(a.value).match(marks)?.length ?? 0),
      );
    if (!found[0]) return null;
    facts.push(found[0]);
  }
  const sentences = facts.map(factSentence);
  // "kullandım, iade edebilir miyim?" against "kullanılmamış olması gerekir": the consequence, said plainly.
  // "açıp bir deneyim, olmazsa": what the customer means to do counts as done.
  const usedItem = usedWords.test(told) || /yikadim/.test(told) || opened;
  // "kutusunu attım": without its original packaging; "etiketini kestim": without its tags.
  const boxGone = /kutu\w* (?:\w+ )?(?:attim|atmistim|atmisim)/.test(told);
  const tagsGone = /etiket\w* (?:\w+ )?(?:kopar|kes|cikar|sok)\w*(?:dim|tim|mistim|mistim|mis)/.test(told);
  const used = usedItem || boxGone || tagsGone;
  const conditions = facts.map((fact) => fold(fact.value)).join(' ');
  const states = [
    // only what the customer did: "giydim" makes it used, "yıkadım" washed, "açtım" opened
    ...(usedWords.test(told) && /kullanilma?mis/.test(conditions) ? ['kullanılmış'] : []),
    // ("açtım ama hiç kullanmadım": opened, not used — whether opening alone bars it is the seller's call)
    ...(opened && /acilmis|acilmamis/.test(conditions) ? ['açılmış'] : []),
    ...(/yikadim/.test(told) && /yikanmamis/.test(conditions) ? ['yıkanmış'] : []),
    ...(boxGone && /ambalaj|kutu/.test(conditions) ? ['orijinal ambalajı olmayan'] : []),
    ...(tagsGone && /etiket/.test(conditions) ? ['etiketi koparılmış'] : []),
  ];
  if (used && states.length > 0) sentences.push(`Bu nedenle ${states.join(' veya ')} ürünler iade alınamaz.`);
  // "17 gün oldu teslim alalı": past the window is a no, within it a yes.
  const passed = Number(/(\d{1,3})\s*gun\s*(?:oldu|once|gecti|olmus|olmustur)/.exec(told)?.[1] ?? Number.NaN);
  const windowDays = Number(
    facts.map((fact) => /(\d{1,3})\s*gun\s*icinde/.exec(fold(fact.value))?.[1]).find(Boolean) ?? Number.NaN,
  );
  const late = Number.isFinite(passed) && Number.isFinite(windowDays) ? passed > windowDays : null;
  if (late) sentences.push(`Teslimden bu yana ${passed} gün geçtiği için iade süresi dolmuştur.`);
  const costFact = facts.find((fact) => aspects.cost.marks.test(fold(fact.value)));
  const lead = !part.yesNo
    ? null
    : ((costFact && costLead(part.text, costFact.value)) ??
      (used && states.length > 0
        ? 'hayir'
        : late !== null
          ? late
            ? 'hayir'
            : 'evet'
          : used
            ? 'hayir'
            : factLead(part, asked.length > 0 ? asked : ['iade'], facts)));
  // "Hayır" to an opened or used item: the window alone ("14 gün içinde iade edebilirsiniz") would say yes.
  const barred = lead === 'hayir' && used && states.length > 0 && !own.includes('window');
  const windowOnly = (fact: Fact | undefined) =>
    barred &&
    fact !== undefined &&
    /iade edebilir/.test(fold(fact.value)) &&
    !aspects.condition.marks.test(fold(fact.value));
  // sentences[i] says facts[i]; what follows them (the consequence, the time passed) stays.
  return answer(
    sentences.filter((_, index) => !windowOnly(facts[index])),
    facts.filter((fact) => !windowOnly(fact)),
    { lead, confidence: 0.85 },
  );
}
