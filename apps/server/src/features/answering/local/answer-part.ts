import type { Fact } from '../engine/facts.js';
import type { IntentId } from '../engine/intents.js';
import {
  asksPureMaterial,
  colourWords,
  imitates,
  letterSizes,
  lexiconEntry,
  materialsNamed,
  materialWords,
  numberWords,
  pureMaterial,
} from '../engine/lexicon.js';
import {
  aboutThoseNamed,
  type QuestionPart,
  questionWords,
  type ReadQuestion,
  toldVerb,
} from '../engine/read-question.js';
import { asSentence, fold, isContentWord } from '../engine/text.js';
import type { AskedOptions } from '../engine/variant-options.js';
import { askedOptions, variantsMeant, withOpenAxesFrom } from '../engine/variant-options.js';
import { type Catalog, variantLabel } from './catalog.js';
import { asksJudgement, devices as deviceWords, lookup } from './lookup.js';
import { localNotes } from './notes.js';
import { answer, hold, type PartAnswer } from './plan.js';
import { answerPrice, answerTotal, asksTotal } from './price.js';
import { countryName, factSentence } from './render.js';
import { answerReturns, changesSetting, replacesPart, returnAspects, returnsPartOfPack } from './returns.js';
import {
  answerPacking,
  answerParcels,
  answerShipping,
  carrierNames,
  deliveryNamed,
  shippingAspects,
} from './shipping.js';
import { answerSizing, asksSizing, fitVerdict } from './sizing.js';
import { answerStock, asksCount, stockFacts } from './stock.js';
import { askedWords, isGenericWord, sameMeaning, sameMeaningStrictly, saysAlternative } from './words.js';

/** Dice similarity of two texts' asked words, Turkish forms counted the same. */
function similarity(a: string, b: string): number {
  const wordsOf = (text: string) =>
    [...new Set(fold(text).match(/[a-z0-9]+/g) ?? [])].filter((word) => isContentWord(word) && !isGenericWord(word));
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (left.length === 0 || right.length === 0) return 0;
  const shared = left.filter((word) => right.some((other) => sameMeaning(word, other))).length;
  return (2 * shared) / (left.length + right.length);
}

const questionKindWords: Array<[string, RegExp]> = [
  ['where', /(?<![a-z])ner(?:e|de|den|ye)\w*/],
  ['when', /ne zaman|(?<![a-z])kac (?:gun|saat|hafta|is gunu)|ne kadar (?:sure|zaman)/],
  ['much', /(?<![a-z])kac(?! (?:gun|saat|hafta|is gunu))(?![a-z])|ne kadar(?! (?:sure|zaman))/],
  ['how', /(?<![a-z])nasil(?![a-z])/],
];
const questionKinds = (text: string) =>
  questionKindWords.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);

/** A carrier's name as a word of its own. */
const carrierWord = new RegExp(`^${carrierNames.source}$`);

/** The store's own FAQ answer to nearly the same question, its "Evet, …" / "Hayır, …" taken as the lead. */
function fromFaq(part: QuestionPart, catalog: Catalog): PartAnswer | null {
  let best: { fact: Fact; similarity: number } | null = null;
  // "faturayı nereden alırım" is not "ürünler faturalı mı": a where, when, how or how much the FAQ's
  // question does not ask is another question.
  const asked = questionKinds(part.text);
  // "yurtiçi ile gönderebilir misiniz" is not "Yurt dışına gönderim yapıyor musunuz?": a carrier or device
  // the part names must be named by the entry.
  const names = part.words.filter((word) => carrierWord.test(word) || deviceWords.test(word));
  for (const fact of catalog.facts.filter((item) => item.source === 'faq')) {
    const own = questionKinds(fold(fact.question ?? ''));
    if (asked.some((kind) => !own.includes(kind))) continue;
    const entry = fold(`${fact.question ?? ''} ${fact.value}`);
    if (names.some((name) => !entry.includes(name))) continue;
    const score = similarity(part.text, fact.question ?? '');
    if (score >= 0.75 && (!best || score > best.similarity)) best = { fact, similarity: score };
  }
  if (!best) return null;
  const text = best.fact.value.trim();
  const lead = /^evet\b/i.test(fold(text)) ? 'evet' : /^hayir\b/.test(fold(text)) ? 'hayir' : null;
  const body = lead ? text.replace(/^\S+\s*[,.!]?\s*/, '') : text;
  const sentence = asSentence(body.charAt(0).toLocaleUpperCase('tr-TR') + body.slice(1));
  return answer([sentence], [best.fact], { lead: part.yesNo ? lead : null, confidence: 0.9 });
}

/** Countries a customer names, by the folded name the origin is said with. */
const countryWords: Record<string, RegExp> = {
  cin: /(?<![a-z])cin(?:de|den)?\s+(?:mi|mali|uretimi)/,
  almanya: /alman(?:ya)?\w*\s+(?:mi|mali|uretimi)/,
  italya: /italya\w*\s+(?:mi|mali|uretimi)|italyan\s+(?:mi|mali)/,
  abd: /(?:amerika|abd)\w*\s+(?:mi|mali|uretimi)/,
  'guney kore': /kore\w*\s+(?:mi|mali|uretimi)/,
};

/** "Türk malı mı?", "nerede üretiliyor": the origin, with a yes or no when the customer names one. */
function answerOrigin(part: QuestionPart, catalog: Catalog): PartAnswer | null {
  const fact = catalog.facts.find(
    (item) => item.source === 'attribute' && /^(?:mensei|uretim yeri)$/.test(fold(item.name).trim()),
  );
  if (!fact) return null;
  const domestic = /^(?:tr|turkiye)$/.test(fold(fact.value).trim());
  const country = countryName(fact.value);
  const sentence =
    fold(fact.name).trim() === 'mensei' ? `Ürünümüzün menşei ${country}.` : `Ürünümüzün üretim yeri ${fact.value}.`;
  const asksDomestic = /turk mal|yerli|turkiye|turk uretim/.test(part.text);
  if (!part.yesNo && !/mensei|nere|hangi ulke|uretim yeri|mali/.test(part.text)) return null;
  // "kaju nereden geliyor": where an ingredient comes from, which the product's origin does not say.
  const ingredient = part.words.some(
    (word) =>
      isContentWord(word) &&
      !isGenericWord(word) &&
      !catalog.nameWords.has(word) &&
      !/^(?:mensei|uretil|uretim|urun|gel|nere|nerde|turk|yerli|ithal|mal|ulke|cin|alman|italya|kore|amerika|abd|yapim|made)/.test(
        word,
      ),
  );
  // "pamuğu da türkiyeden mi": the same for a material asked of by its country.
  if (ingredient && /nere|nerde|(?<![a-z])[a-z]{3,}(?:den|dan|ten|tan) (?:mi|mu|mi?dir|geliyor|gelme)/.test(part.text))
    return null;
  // "türk pamuğu mu", "mısır pamuğu mu": a material named by its country is the material's origin.
  const byCountry = [
    ...part.text.matchAll(/(?<![a-z])(?:turk|misir|ege|hint|italyan|amerikan|ozbek|peru)\w*\s+([a-z]+)/g),
  ];
  if (materialsNamed(byCountry.map((match) => match[1] ?? '')).length > 0) return null;
  // "kumaşı da yerli mi", "ipliği ithal mi": a component's origin, which the product's does not say.
  if (
    /(?<![a-z])(?:kumas|iplig|iplik|hammadde|malzeme|materyal|deri|pamug|pamuk)\w*\s+(?:\w+\s+)?(?:yerli|ithal|turk)/.test(
      part.text,
    )
  )
    // (held outright: a word match on "kumaşı" elsewhere in the listing would answer something else)
    return hold(localNotes.missing(`“${part.text}”`));
  const asksImported = /ithal|cin mal|yabanci/.test(part.text);
  // "hangi ülkeden ithal": where a raw material comes from, which the country of manufacture does not say.
  if (/ithal/.test(part.text) && /hangi ulke|nereden|nerden/.test(part.text)) return null;
  // "Çin mi?", "İtalyan malı mı": a country named is the origin or not.
  const named = Object.entries(countryWords).find(([, pattern]) => pattern.test(part.text))?.[0];
  const lead =
    part.yesNo && named && !asksDomestic
      ? fold(country) === named
        ? 'evet'
        : 'hayir'
      : part.yesNo && (asksDomestic || asksImported)
        ? domestic === asksDomestic
          ? 'evet'
          : 'hayir'
        : null;
  return answer([sentence], [fact], { lead, confidence: 0.9 });
}

/**
 * "tuzlu mu tuzsuz mu", "kalın mı ince mi", "K2 de var mı yoksa sadece D3 mü": the alternative the
 * facts name, said with its fact — and a no when the first alternative asked after is not there.
 */
/** Whether a word is the product's kind (a word of its category: "bez", "bal"). */
const kindOf = (catalog: Catalog) => {
  const kind = fold(catalog.context.product?.category ?? '').match(/[a-z]+/g) ?? [];
  return (word: string) => kind.some((other) => sameMeaning(word, other));
};

/**
 * The alternatives a part asks between ("çekirdekli mi çekirdeksiz mi" → both words): each word before
 * a question particle — "külot bez mi bantlı mı", "çiğ ham bal mı": when the word asked is the product's
 * kind (its category), the word before it.
 */
function choiceAlternatives(part: QuestionPart, catalog: Catalog): string[] {
  const isKind = kindOf(catalog);
  const matches = [
    ...part.text.matchAll(/(?:([a-z0-9]+)\s+)?([a-z0-9]+)(?:\s+(?:de|da))?\s+(?:var\s+)?(?:mi|mu)(?![a-z])/g),
  ];
  // "mineral filtre mi … yoksa kimyasal filtre mi": one noun asked twice is chosen by the words before it.
  const repeated = matches.length >= 2 && matches.every((match) => match[2] === matches[0]?.[2]);
  // "6 saat yazıyor ama anc açıkken de 6 saat mi … yoksa kapalıyken mi": a word the customer told before is
  // what both alternatives share; the word before it, not a figure, is the one chosen ("açıkken").
  const chosenOf = (match: RegExpMatchArray) => {
    const word = match[2] ?? '';
    const before: string[] = part.text.slice(0, match.index ?? 0).match(/[a-z0-9]+/g) ?? [];
    if (!before.includes(word)) return word;
    return (
      [...before]
        .reverse()
        .find((other) => other !== word && !/^\d/.test(other) && !/^(?:de|da|ki|bu|o)$/.test(other)) ?? word
    );
  };
  return (
    matches
      .map((match) => (isKind(match[2] ?? '') || repeated ? (match[1] ?? '') : chosenOf(match)))
      // A verb of fitting ("prizlere uyar mı yoksa …") asks whether, not which: it is no alternative.
      .filter(
        (word) =>
          word && !isGenericWord(word) && !/(?:yor|abilir|ebilir)$/.test(word) && !/^(?:uyar|calisir)$/.test(word),
      )
  );
}

function answerChoice(part: QuestionPart, catalog: Catalog, alternatives: readonly string[]): PartAnswer | null {
  const isKind = kindOf(catalog);
  if (alternatives.length < 2) return null;
  const searched = catalog.facts.filter((fact) => fact.source === 'attribute' || fact.source === 'description');
  // "windows laptopuma da bağlanır mı yoksa sadece telefonlar mı": a device no fact names is not chosen
  // between; "damlalıklı mı pipetli mi" is not "Form: Damla" (a shared start is not a shared meaning).
  const devicesNamed = part.words.filter((word) => deviceWords.test(word));
  const said = fold(catalog.facts.map((fact) => fact.value).join(' '));
  if (devicesNamed.some((device) => !said.includes(device))) return null;
  const named = (word: string) =>
    searched.filter((fact) =>
      (fact.value.toLocaleLowerCase('tr-TR').match(/[\p{L}\p{N}]+/gu) ?? []).some(
        (other) =>
          fold(other) === word ||
          (word.length > 3 &&
            (/(?:l[iu]|s[iu]z)$/.test(word) ? saysAlternative(word, fold(other)) : sameMeaningStrictly(word, other))),
      ),
    );
  const found = alternatives.map((word) => ({ word, facts: named(word) }));
  const facts = [...new Set(found.flatMap((item) => item.facts.slice(0, 1)))];
  if (facts.length === 0) return null;
  // "yastık kılıfları fermuarlı mı kapaklı mı" against "Kapanış Tipi: Fermuarlı": what the choice is asked
  // of must be the product or named by the fact — the pillowcases are not the duvet cover.
  const factText = facts.flatMap((fact) => fold(`${fact.name} ${fact.value}`).match(/[a-z]+/g) ?? []);
  const first = part.words.findIndex((word) => alternatives.includes(word));
  const ownSubject = (word: string, index: number) =>
    index < first &&
    word.length >= 4 &&
    !/^(?:gibi|yuzde)$/.test(word) &&
    part.words[index + 1] !== 'gibi' &&
    numberWords[word] === undefined &&
    isContentWord(word) &&
    !isGenericWord(word) &&
    !isKind(word) &&
    ![...catalog.nameWords].some((name) => sameMeaning(word, name)) &&
    !factText.some((other) => sameMeaning(word, other));
  // A noun and its head ("yastık kılıfları") or a possessed noun ("şişenin", "kutusu"): one bare word before
  // the choice ("sert", "ikili") is more often a modifier.
  const possessed = (word: string) => /(?:s[iu]|n[iu]n|[bcdfgkmnprstvyz][iu])$/.test(word) && !/l[iu]$/.test(word);
  // ("tamper plastik mi metal mi": a bare word the listing names as a thing of its own — "… ölçü kaşığı ve
  // tamper" — is a part, too.)
  const listed = (word: string) =>
    materialsNamed(alternatives).length > 0 &&
    !/(?:d[ae]n|t[ae]n)$/.test(word) &&
    (said.match(/[a-z]+/g) ?? []).some((other) => other === word);
  if (
    part.words.some(
      (word, index) =>
        ownSubject(word, index) &&
        (possessed(word) || listed(word) || ownSubject(part.words[index + 1] ?? '', index + 1)),
    )
  )
    return null;
  // "K2 de var mı yoksa sadece D3 mü", "içinde yün var mı yoksa hep akrilik mi": whether the first is there.
  const firstAsked = found[0] !== undefined && /(?<![a-z])var\s+mi\s+yoksa(?![a-z])/.test(part.text);
  const firstMissing = found[0]?.facts.length === 0 && /(?:de|da)\s+var\s+mi/.test(part.text);
  const lead = firstMissing || (firstAsked && found[0]?.facts.length === 0) ? 'hayir' : firstAsked ? 'evet' : null;
  return answer(
    // "Ürünümüzün dolgu materyali elyaftır.", not "dolgu Materyali: Elyaf."
    facts.map((fact) => (fact.source === 'attribute' ? factSentence(fact) : asSentence(fact.value))),
    facts,
    { lead, confidence: 0.8 },
  );
}

/** A question word naming a field's word ("tabanı" → "Taban Materyali"; "içi" → "İç Materyal", too short to stem). */
const namesField = (asked: string, word: string) => sameMeaning(asked, word) || (word === 'ic' && asked === 'ici');

/** "hakiki deri mi", "full pamuk mu", "gövdesi çelik mi": a material the customer names, against the product's. */
function answerMaterial(part: QuestionPart, catalog: Catalog): PartAnswer | null {
  if (!part.yesNo) return null;
  // A material word with at most a suffix ("pamuklu", "çelikten"), not a longer word ("derin", "çamaşır").
  const materialOf = (word: string) => {
    const entry = lexiconEntry(word, materialWords);
    return entry && /^(?:l[iu]|[iu]|[dt][ae]n|d[iu]r|t[iu]r)?$/.test(word.slice(entry.length)) ? entry : null;
  };
  const named = part.words.flatMap((word) => materialOf(word) ?? []);
  const genuine = /hakiki|gercek deri/.test(part.text);
  if (named.length === 0 && !genuine) return null;
  const facts = catalog.facts.filter(
    (fact) => fact.source === 'attribute' && /^(?:\w+ )?(?:materyal|malzeme|kumas)/.test(fold(fact.name).trim()),
  );
  // The part of the product asked about ("gövdesi", "tabanı", "iç astar") picks its own field.
  const fact =
    facts.find((item) =>
      (fold(item.name).match(/[a-z]+/g) ?? []).some(
        (word) => !/materyal|malzeme|kumas/.test(word) && part.words.some((other) => namesField(other, word)),
      ),
    ) ??
    // "kumaşı pamuk mu": the field that names the material asked ("Materyal: %100 Pamuk", not "Kumaş Tipi: Süprem"),
    // else the material's own field before the fabric's kind.
    facts.find(
      (item) =>
        /^(?:materyal|malzeme|kumas)/.test(fold(item.name).trim()) &&
        (fold(item.value).match(/[a-z]+/g) ?? []).some((word) => named.includes(materialOf(word) ?? '')),
    ) ??
    facts.find((item) => /^(?:materyal|malzeme)/.test(fold(item.name).trim())) ??
    facts.find((item) => /^kumas/.test(fold(item.name).trim()));
  if (!fact) return null;
  // Nothing else asked ("organik pamuk mu", "kot çakma mı" ask more than the material).
  const known = [...catalog.nameWords, ...(fold(`${fact.name} ${fact.value}`).match(/[a-z]+/g) ?? [])];
  const other = part.words.filter(
    (word) =>
      isContentWord(word) &&
      !isGenericWord(word) &&
      !materialOf(word) &&
      !/^(?:full|tamamen|hep|saf|hakiki|gercek|karisik|karisim|yuzde|icinde|\d+)$/.test(word) &&
      !catalog.facts.some(
        (item) =>
          item.source === 'attribute' &&
          (fold(item.name).match(/[a-z]+/g) ?? []).some((name) => namesField(word, name)),
      ) &&
      !known.some((name) => sameMeaning(word, name)),
  );
  if (other.length > 0) return null;
  const value = fold(fact.value);
  const has = (material: string) => (value.match(/[a-z]+/g) ?? []).some((word) => materialOf(word) === material);
  const pure = pureMaterial(value);
  const fully = asksPureMaterial(part.text);
  const [first] = named;
  let lead: 'evet' | 'hayir';
  // ("hakiki deri mi" of "%98 Pamuk, %2 Elastan": the material asked is not there at all.)
  if (first && !has(first)) lead = 'hayir';
  else if (genuine) lead = /suni|sentetik|pu deri/.test(value) ? 'hayir' : 'evet';
  // "deri mi bu" of "Suni Deri": a likeness of the material is not the material.
  else if (first && imitates(value, first, part.text)) lead = 'hayir';
  else lead = fully && !pure ? 'hayir' : 'evet';
  return answer([factSentence(fact)], [fact], { lead, confidence: 0.85 });
}

/** The customer's own size told ("normalde 42 giyiyorum", "bedenim L"): what advice starts from, not what is asked. */
const sizeTold = /normalde|giyiyorum|giyerim|numaram|bedenim/;

/** Whom the customer buys for ("biri eşime", "anneme", "arkadaşlara"): a circumstance, not asked. */
const forWhom =
  /^(?:biri|birini|birisi|digeri|digerini|(?:es|kiz|ogl|abla|abi|anne|baba|kardes|arkadas|sevgili|cocug|teyze|hala|dayi|amca|yenge|nine|dede)(?:[iu]?m(?:[iu]z)?[ae]|l[ae]r[iu]m[ae])|(?:anne|baba|kardes|arkadas|sevgili|teyze|hala|dayi|amca|yenge|nine|dede|cocuk)(?:l[ae]r)?y?[ae])$/;

/** Words of the question that are no option name and no generic word: a stock question has none of them. */
function onlyOptions(part: QuestionPart, optionWords: ReadonlySet<string>, catalog: Catalog, named = false): boolean {
  const stockWords =
    /^(?:stok\w*|stog\w*|mevcut\w*|kal(?:di|mis|madi|mamis)|bit(?:ti|mis|medi|memis)|tuken\w*|var|varmi|yok|renk\w*|reng\w*|beden\w*|numara\w*|secenek\w*|varsa|lu|li|luk|lik|(?:lt|litre|ml|gr|gram|kg|cm|kilo)(?:lik|luk|li|lu)?|adet|boyu|boyut\w*|paket\w*|olan\w*|acaba|kucuk|buyuk|ikisi|ikisinin|hepsi|beraber|birlikte|gozuk\w*|gorun\w*|sistem\w*|hata\w*|sitede|sayfada|site|sepet\w*|ekleyemi\w*|atami\w*|bozuk\w*|yoksa|siparis|verebil\w*)$/;
  // The customer's circumstance after the question ("… var mı, düğünüm var") is not asked; one word
  // of it before ("yenidoğan 1 numara var mı", "kızım için 35 var mı") is tolerated.
  const other = questionWords(part).filter(
    (word) =>
      !(
        /^\d/.test(word) ||
        !isContentWord(word) ||
        // "kremi mutfağıma yakıştırdım, stokta var mı": what the customer did is no other question
        (named && toldVerb(word)) ||
        // "biri eşime", "anneme hediye": whom it is bought for
        (named && forWhom.test(word)) ||
        isGenericWord(word) ||
        optionWords.has(word) ||
        catalog.nameWords.has(word) ||
        stockWords.test(word) ||
        // "küçük boy var mı" names a size, not the length ("34 boy var mı")
        (/^boy/.test(word) && /(?:kucuk|buyuk|orta) boy/.test(part.text)) ||
        lexiconEntry(word, colourWords) !== null ||
        letterSizes.has(word) ||
        [...optionWords].some((option) => option.length > 3 && sameMeaning(word, option))
      ),
  );
  // "limonlu olanda şeker var mı": the word right before "var mı" is what is asked, not the option;
  // "yağlı saç için olanda da var mı": what the sentence before named ("argan yağı var yazmışsınız").
  const subject =
    /(?<![a-z])olan\w* (?:icinde |icerisinde )?([a-z]+) (?:var|yok|mevcut)\w*(?: m[iu])?(?![a-z])/.exec(
      part.text,
    )?.[1] ?? '';
  if (named && (other.includes(subject) || subject === 'da' || subject === 'de')) return false;
  // "limonluda şeker var mı": of the option named in the locative, the word after it is asked.
  const within = /(?<![a-z])([a-z]{3,}[dt][ae]) ([a-z]+) (?:var|yok|mevcut)\w*(?: m[iu])?(?![a-z])/.exec(part.text);
  if (
    named &&
    within &&
    other.includes(within[2] ?? '') &&
    [...optionWords].some((option) => option.length > 2 && sameMeaning(within[1] ?? '', option))
  )
    return false;
  return other.length <= (named ? 1 : 0);
}

/** Causes a customer tells ("yere düştü", "su kaçtı") and the words a warranty's exclusions name them by. */
const excludedCauses: Array<{ told: RegExp; listed: RegExp }> = [
  {
    told: /(?<![a-z])(?:dus(?:tu|urdum|urdu|urduk|tum|mus|unce|urunce|erse)|yere (?:\w+ )?dus)/,
    listed: /dusur|dusme/,
  },
  {
    told: /(?<![a-z])(?:su (?:kacti|kacmis|girdi|dokuldu|dokulmus)|islandi|islanmis|sivi (?:dokul|temas)|yagmurda kal)/,
    listed: /sivi|su temas|nem/,
  },
  {
    told: /(?<![a-z])(?:kendim (?:actim|tamir)|soktum|tamirciye|baska (?:yerde|serviste) (?:actir|tamir))/,
    listed: /yetkisiz/,
  },
];

/** A case told as a condition: "soyulursa", "yırtılırsa", "aşınınca", "bozulunca". */
const failureCase = /[a-z]{3,}(?:(?:r|m)s[ae](?:m|n|k|niz|lar)?|[iu]nc[ae])(?![a-z])/;
/** A failure told as a condition: "bozulursa", "tıkanırsa", "şarj tutmazsa", "pil ölünce" — not "numara olmazsa". */
const failureTold =
  /(?<![a-z])(?:(?:bozul|tikan|asin|kiril|yirtil|soyul|cizil|kop|patla|akit|sizdir|calisma|tutma|arizalan|sokul|paslan|karar|catla|yan|acil)[a-z]*(?:(?:r|m|z)s[ae]|[iu]nc[ae])|olunce|olurse)(?:m|n|k|niz|lar)?(?![a-z])/;

/**
 * A warranty question: the product's own warranty attribute (with the store's warranty procedure when
 * asked how), else only a store note that says the product's kind has none. The store's general
 * warranty text does not make a product without a warranty period warrantied.
 */
function answerWarranty(part: QuestionPart, catalog: Catalog): PartAnswer | null {
  const period = catalog.facts.find((fact) => fact.source === 'attribute' && /garanti/.test(fold(fact.name)));
  const notes = catalog.facts.filter((fact) => fact.source === 'notes' && /garanti/.test(fold(fact.value)));
  // "kaplama soyulmaya başlarsa garantiye girer mi", "yırtılırsa değiştiriyor musunuz": whether a case is
  // covered is more than the period says.
  // "elimden yere düştü, garantiye girer mi" against "… düşürme … kaynaklı arızalar garanti kapsamında
  // değildir": a cause the warranty excludes, told anywhere in the question, is a no.
  const told = fold(catalog.context.question);
  const excluded = catalog.facts.find(
    (fact) =>
      fact.source === 'notes' &&
      /garanti/.test(fold(fact.value)) &&
      /kapsam\w* (?:disinda|degil)|kapsamina girmez|garanti disi/.test(fold(fact.value)) &&
      excludedCauses.some((cause) => cause.told.test(told) && cause.listed.test(fold(fact.value))),
  );
  if (excluded && part.yesNo) return answer([factSentence(excluded)], [excluded], { lead: 'hayir', confidence: 0.8 });
  // "bozulursa garantiye girer mi" asks whether a case is covered, not how to claim.
  // ("… bozulursa garantiden yapıyor musunuz": whether the warranty takes that case.)
  const asksCovered =
    /kapsam|garantiye gir|garanti(?:den|yle|li) (?:\w+ )?(?:yap|karsil|degis|onar|tamir|bak)|(?<![a-z])dahil|(?<![a-z])gecerli/.test(
      part.text,
    );
  const how = /nasil|servis|basvur|ne yap/.test(part.text) || (/ariza|bozul/.test(part.text) && !asksCovered);
  if (failureCase.test(part.text) && !how) return null;
  const said = [period, ...notes].flatMap((fact) => (fact ? (fold(fact.value).match(/[a-z]+/g) ?? []) : []));
  const isSaid = (word: string) => said.some((other) => sameMeaning(word, other));
  const named = askedWords(part, catalog.nameWords, new Set()).filter(
    (word) =>
      !/^(?:garanti|kapsam|gir|degis|dahil|diyo|diyor|yaz|yil|sene|ay|sure|var|mi|yap|karsil|onar|tamir|gecerli)/.test(
        word,
      ) &&
      !toldVerb(word) &&
      !/^\d/.test(word),
  );
  // "batarya değişimi garanti kapsamında mı", "kireç yüzünden bozulursa garantiye girer mi": whether a thing
  // or a cause named is covered is said only where the warranty's sentences name it (the failure itself aside).
  if (asksCovered && !how) {
    const things = named.filter((word) => !/^(?:bozul|ariza|kiril|calism|sorun|problem|olur)/.test(word));
    if (things.length > 0 && !things.every(isSaid)) return null;
  }
  // "ithalatçı garantisi mi distribütör garantisi mi", "resmi garanti mi": a kind of warranty the
  // sentences do not name is not settled by its period.
  if (part.yesNo && !how && !asksCovered && named.length > 0 && !named.some(isSaid)) return null;
  // "garanti belgesi kutudan çıkıyor mu": the certificate only as a note speaks of it ("faturanız garanti
  // belgesi yerine geçer"), not the period.
  const certificate = /belge|sertifika|karti/.test(part.text)
    ? (notes.find((fact) => /belge|sertifika|kart/.test(fold(fact.value))) ?? null)
    : undefined;
  if (certificate === null) return null;
  if (period && certificate) {
    return answer([factSentence(period), factSentence(certificate)], [period, certificate], {
      lead: null,
      confidence: 0.85,
    });
  }
  if (period) {
    // The procedure: where to write first, else what to bring.
    const procedure = (fact: Fact) => Number(/basvur|mesaj|talep/.test(fold(fact.value)));
    const claim = how
      ? catalog.facts
          .filter((fact) => fact.source === 'notes' && /garanti|ariza|bozul|onar/.test(fold(fact.value)))
          .filter((fact) => /basvur|mesaj|talep|fatura|onar/.test(fold(fact.value)))
          .sort((a, b) => procedure(b) - procedure(a))
          .slice(0, 1)
      : [];
    return answer([factSentence(period), ...claim.map(factSentence)], [period, ...claim], {
      lead: part.yesNo ? 'evet' : null,
      confidence: 0.9,
    });
  }
  const kind = [
    ...catalog.nameWords,
    ...(fold(`${catalog.context.product?.category ?? ''} ${catalog.context.product?.description ?? ''}`).match(
      /[a-z]{4,}/g,
    ) ?? []),
  ];
  const none = notes.find(
    (fact) =>
      /bulunmaz|yoktur|verilmez/.test(fold(fact.value)) &&
      (fold(fact.value).match(/[a-z]{4,}/g) ?? []).some((word) => kind.some((other) => sameMeaning(word, other))),
  );
  return none ? answer([factSentence(none)], [none], { lead: part.yesNo ? 'hayir' : null, confidence: 0.8 }) : null;
}

/**
 * "fatura kesiyor musunuz", "şirket adına kurumsal fatura kesiliyor mu", "faturalı mı geliyor": the
 * store's own sentence on invoices — the corporate one when a company is named — with a yes for a
 * yes/no question. Where or when the invoice is seen, a change to it, its amounts and VAT are other
 * questions (the FAQ, the price route or the facts' own words answer them).
 */
function answerInvoice(part: QuestionPart, catalog: Catalog): PartAnswer | null {
  const text = part.text;
  if (!/(?<![a-z])fatura/.test(text)) return null;
  if (/ner[ed]|ne zaman|nasil|degis|iptal|adres|tutar|kdv|vergi orani|fiyat|ayri|isim|adina degil|baskasi/.test(text)) {
    return null;
  }
  const asksIssued =
    /fatura\w*\s+(?:\w+\s+)?(?:kes|duzenle|ver|gonder|cikar|ekle|olur|var|geli)|faturali|(?<![a-z])kurumsal|sirket|firma/.test(
      text,
    );
  if (!asksIssued) return null;
  const corporate = /kurumsal|sirket|firma|isletme|vergi/.test(text);
  const sentences = catalog.facts.filter(
    (fact) => (fact.source === 'notes' || fact.source === 'delivery') && /(?<![a-z])fatura/.test(fold(fact.value)),
  );
  // An invoice issued for every order says more than "our goods are invoiced" ("faturalıdır").
  const rank = (fact: Fact) => {
    const value = fold(fact.value);
    if (/e-?arsiv/.test(value)) return 0;
    if (/fatura\w*\s+(?:\w+\s+)?(?:duzenlen|kesil|gonderil|verilir)/.test(value)) return 1;
    return /faturali/.test(value) ? 2 : 3;
  };
  const issued = sentences.filter((fact) => rank(fact) < 3).sort((a, b) => rank(a) - rank(b))[0];
  // A company's invoice: that every order is invoiced, then how to have it in the company's name.
  const company = corporate ? sentences.find((fact) => /kurumsal|sirket adina/.test(fold(fact.value))) : undefined;
  if (corporate && !company) return null;
  const chosen = [...(issued ? [issued] : []), ...(company ? [company] : [])];
  if (chosen.length === 0) return null;
  return answer(chosen.map(factSentence), chosen, { lead: part.yesNo ? 'evet' : null, confidence: 0.9 });
}

/**
 * "orijinal mi", "çakma mı", "korsan mı yoksa orijinal mi": the store's word on originality, with a
 * yes when the customer asks whether it is original and a no when only whether it is fake.
 */
function answerOriginality(part: QuestionPart, catalog: Catalog): PartAnswer | null {
  // What the particle asks about: "orijinal mi", "çakma mı" — not "sahte bal çok var, analiz raporu var mı".
  const asksOriginal = /(?<![a-z])(?:orijinal|orjinal|original)\w*\s+(?:\w+\s+)?m[iu](?![a-z])/.test(part.text);
  const asksFake = /(?<![a-z])(?:sahte|cakma|korsan|replika|taklit|imitasyon)\w*\s+(?:\w+\s+)?m[iu](?![a-z])/.test(
    part.text,
  );
  if (!asksOriginal && !asksFake) return null;
  const fact = catalog.facts.find(
    (item) =>
      (item.source === 'notes' || item.source === 'faq' || item.source === 'description') &&
      /orijinal/.test(fold(item.value)) &&
      !/degil|sahte/.test(fold(item.value)),
  );
  if (!fact) return null;
  const lead = part.yesNo ? (asksOriginal ? 'evet' : 'hayir') : null;
  return answer([factSentence(fact)], [fact], { lead, confidence: 0.85 });
}

const has = (part: QuestionPart, ...ids: IntentId[]) => part.intents.some((match) => ids.includes(match.id));

/**
 * "krem L yok gibi, M alsam olmazsa L ile değiştirebilir misiniz", "34 aldım bol geldi, 33 ile değiştirin": the
 * option the customer wants instead is said in stock or sold out beside the exchange rule — an exchange to a
 * sold-out option cannot be made whatever the rule.
 */
function withExchangeTarget(
  result: PartAnswer | null,
  part: QuestionPart,
  question: ReadQuestion,
  catalog: Catalog,
): PartAnswer | null {
  if (result?.kind !== 'answer' || catalog.variants.length === 0) return result;
  // (The option may be named in another part: "33 ile değiştirin, değişim yapıyor musunuz".)
  const target = /((?:\S+ )?\S+) (?:ile|yle|la|le) degis/.exec(`${part.text} ${question.normalized}`)?.[1];
  if (!target) return result;
  const named = askedOptions(target, catalog).byAxis;
  if (named.size === 0) return result;
  const meant = variantsMeant(catalog, withOpenAxesFrom(named, askedOptions(question.normalized, catalog).byAxis));
  if (meant.length !== 1) return result;
  const [wanted] = meant as [(typeof meant)[number]];
  const label = variantLabel(catalog, wanted.options);
  const sentence = wanted.inStock ? `${label} stokta mevcut.` : `${label} şu an tükendi.`;
  return { ...result, sentences: [...result.sentences, sentence], facts: [...result.facts, ...stockFacts(catalog)] };
}

/**
 * One part of a question, routed by what it asks: the store's FAQ, the variants (stock, colours,
 * sizes), price and VAT, shipping, returns, sizing, origin, a choice between two words, else the
 * facts that repeat its words. Null when nothing the engine knows answers it.
 */
export function answerPart(
  part: QuestionPart,
  question: ReadQuestion,
  catalog: Catalog,
  asked: AskedOptions,
  optionWords: ReadonlySet<string>,
): PartAnswer | null {
  // "Antrasit 33 ne zaman gelir": of a sold-out option, a restock date nobody knows — before any FAQ
  // about delivery times. The option may be named in the part before ("beyaz m yok mu, ne zaman gelir").
  const named = asked.byAxis.size > 0 ? asked : askedOptions(question.normalized, catalog);
  // "yenidoğan için 1 numara ne zaman gelecek": a size the product does not list, asked when it comes.
  if (
    named.byAxis.size === 0 &&
    question.flags.has('restock') &&
    /ne zaman (?:gel|gir|ekle|stok)|(?<![a-z])(?:gelecek|gelcek|getirecek|eklenecek)\w* m[iu](?![a-z])/.test(
      part.text,
    ) &&
    (/(?<![a-z0-9])\d+\s*(?:numara|beden)|sizde|stok/.test(part.text) ||
      part.words.some((word) => lexiconEntry(word, colourWords) !== null))
  ) {
    return hold(localNotes.restock);
  }
  if (named.byAxis.size > 0 && /ne zaman (?:gel|gir|ekle|stok)|gelir mi|gelecek mi|tekrar gel/.test(part.text)) {
    const meant = variantsMeant(catalog, named.byAxis);
    if (meant.length > 0 && meant.every((variant) => !variant.inStock)) return hold(localNotes.restock);
    // "beyazı ne zaman gelecek, siyahı hiç sevmem": any option named that is sold out in every variant.
    const soldOutOption = [...named.byAxis].some(([axis, options]) =>
      options.some((option) => {
        const withOption = variantsMeant(catalog, new Map([[axis, [option]]]));
        return withOption.length > 0 && withOption.every((variant) => !variant.inStock);
      }),
    );
    if (soldOutOption) return hold(localNotes.restock);
  }
  // "1.60 boyum, kolları uzun gelir mi": how it sits on this customer's body is the seller's judgement — a cut
  // or a sleeve type ("Kol Tipi: Uzun Kol") does not settle it.
  if (
    fitVerdict.test(part.text) &&
    /boyum|boyunda|kilo|(?<![0-9])1[.,][4-9]\d(?![0-9])|(?<![a-z])bana(?![a-z])|elim|bilegim|ayagim|belim|omzum/.test(
      question.normalized,
    )
  )
    return null;
  // "amerikaya götürcem, oradaki prizlerde çalışır mı": a socket is its plug's question — a voltage range
  // ("100-240 V") does not say the plug fits.
  if (
    /(?<![a-z])priz\w*\s+(?:\w+\s+)?(?:calis|uy|olur|tak|gir)/.test(part.text) &&
    !catalog.facts.some((fact) => /priz|(?<![a-z])fis(?![a-z])|soket/.test(fold(fact.value)))
  )
    return null;
  // "çiftte yastık kılıfı 2 tane mi, onlar da fermuarlı mı": "those" are what was named before, not the
  // product — a fact of the product ("Kapanış Tipi: Fermuarlı") does not say it of them.
  if (aboutThoseNamed(part.text) && named.byAxis.size === 0) return null;
  const delivery = deliveryNamed(part.text, catalog);
  if (delivery) {
    return delivery.said
      ? answer([factSentence(delivery.said)], [delivery.said], { lead: null, confidence: 0.7 })
      : null;
  }
  const packed = answerPacking(part, catalog);
  if (packed !== undefined) return packed;
  const parcelled = answerParcels(part, catalog);
  if (parcelled !== undefined) return parcelled;
  // "şekerlenmiş, bozuk mu", "koku yaptı, normal mi": the listing may say it is natural — a judgement
  // asked of what was told, not a return.
  if (
    asksJudgement.test(part.text) &&
    returnAspects(part.text).includes('defect') &&
    !/iade|degis|geri/.test(part.text)
  ) {
    const judged = lookup(part, catalog, optionWords);
    if (judged) return judged;
  }
  // (before the FAQ's "Açılmış ürünü iade edebilir miyim?": part of a pack back is another question)
  if (has(part, 'iade') && returnsPartOfPack(question.normalized, catalog)) return hold(localNotes.partialReturn);
  // "fermuarı bozulursa … değiştiriyor musunuz": a replacement when something fails is the warranty's
  // question, not an exchange of size or colour — the seller's, when no sentence names the case.
  if (/degis/.test(part.text) && failureTold.test(question.normalized) && !returnAspects(part.text).includes('defect'))
    return null;
  // "lacivert s bi de bordo m alsam toplam kaç tl": the order's sum — for the part that asks it and for the
  // parts that only name its items ("lacivert s").
  if (
    asksTotal.test(question.normalized) &&
    (asksTotal.test(part.text) || (!part.yesNo && onlyOptions(part, optionWords, catalog, true))) &&
    !has(part, 'kargo')
  ) {
    const total = answerTotal(catalog);
    if (total) return total;
  }
  // "2 tane alsam toplam ne tutar kargoyla beraber": the sum, then what shipping adds to it.
  if (asksTotal.test(part.text) && has(part, 'kargo')) {
    const total = answerTotal(catalog);
    const shipping = total && answerShipping(part, catalog, asked);
    if (total?.kind === 'answer' && shipping?.kind === 'answer') {
      return answer([...total.sentences, ...shipping.sentences], [...total.facts, ...shipping.facts], {
        lead: null,
        confidence: Math.min(total.confidence, shipping.confidence),
      });
    }
  }
  const faq = fromFaq(part, catalog);
  // ("… son kullanma tarihi yazmıyor, açılmadan ne kadar dayanıyor … bozuk çıkarsa bi daha almam": a part with a
  // topic of its own is asked for itself, not as the complaint's return.)
  const ownTopic =
    !returnAspects(part.text).includes('defect') &&
    !has(part, 'iade') &&
    !/ne yap|cozum|geri|para|(?<![a-z])(?:iade|degis)/.test(part.text) &&
    /(?<![a-z])(?:ne kadar|kac|nasil|ne zaman|hangi)(?![a-z])/.test(part.text);
  if (
    question.flags.has('complaint') &&
    returnAspects(question.normalized).includes('defect') &&
    !has(part, 'garanti') &&
    !ownTopic
  ) {
    return (
      withExchangeTarget(answerReturns({ ...part, text: question.normalized }, catalog), part, question, catalog) ?? faq
    );
  }
  // Shipping cost and dispatch for this product: its price against the threshold, its own dispatch
  // time and the weekend rule say more than the FAQ's general rule.
  if (faq && shippingAspects(part.text).some((aspect) => ['cost', 'dispatch', 'weekend', 'sameDay'].includes(aspect))) {
    const computed = answerShipping(part, catalog, asked);
    if (computed) return computed;
  }
  if (faq && (faq.kind !== 'answer' || faq.lead || !part.yesNo)) return faq;
  const text = part.text;
  const namesOptions = asked.byAxis.size > 0 || asked.missing.length > 0;
  const asksStock =
    (has(part, 'stok') && onlyOptions(part, optionWords, catalog)) ||
    // "ekru s?", "siyah 42": a colour and a size and nothing else ask whether that one is there.
    (asked.byAxis.size >= 2 && part.words.length <= 4 && onlyOptions(part, optionWords, catalog, true)) ||
    // "gri ile krem hangisi var elinizde"
    (namesOptions && /(?<![a-z])hangi(?:si|leri) (?:\w+ )?(?:var|stok|mevcut|kaldi)/.test(text)) ||
    ((namesOptions || part.words.some((word) => lexiconEntry(word, colourWords))) &&
      // "siyah rengi varsa siyah istiyorum yoksa beyaz alıcam": an option wanted if it is there asks its stock.
      (part.yesNo || /(?<![a-z])varsa(?![a-z])/.test(text)) &&
      // ("… beraber mi yoksa net bal mı": "yoksa" is "or", no "yok" — unless it offers another option to stock)
      /^yoksa|(?<![a-z])(?:var|yok(?!sa)|kal(?:di|mis|madi|mamis)|bit(?:ti|mis|medi|memis)|tuken|mevcut|bulunur|bulunuyor|stok|alabil(?:ir|iyor)\w* m[iu]|bakabilir|siparis verebilir|(?:numara|beden)\w* cik(?:iyor|ar|iyo)\w* m[iu])/.test(
        text,
      ) &&
      onlyOptions(part, optionWords, catalog, namesOptions)) ||
    (has(part, 'renk', 'beden') &&
      /secenek|renkler|hangi renk|renk(?:leri)? neler|kac renk|hangi beden|bedenler|beden(?:leri)? neler/.test(text) &&
      // "hangi beden olur / alayım": which size fits, not which are sold
      !/hangi (?:beden|numara)\w* (?:al|olur|uygun|gel|olmal|oner)|alayim|almaliyim|alsam|oner|tavsiye|kilo|boy(?:u|um|unda)|giy|normalde/.test(
        text,
      ));
  // A bare "ne kadar" asks the price only when nothing else is named ("askı uzunluğu ne kadar" is a length).
  const bareHowMuch =
    /ne kadar$/.test(text) &&
    !part.words.some(
      (word) =>
        isContentWord(word) &&
        !isGenericWord(word) &&
        !/^(?:fiyat|ucret|tutar|para|tl|lira|\d.*)/.test(word) &&
        !optionWords.has(word) &&
        !catalog.nameWords.has(word),
    );
  const asksPrice =
    (/(?<![a-z])kdv|ne kadari (?:\w+ )?vergi|vergi (?:tutari|ne kadar)|fiyat(?:i|lari)? (?:ne|nedir|kac|ne kadar|(?:\w+ )?(?:farkli|ayni|farki))|kac (?:tl|lira|para)|ne kadar (?:para|tl)$|ayni fiyat|\d+ (?:tl|lira) mi(?![a-z])|fiyat\w* \d+(?:[.,]\d+)? mi(?![a-z])/.test(
      text,
    ) ||
      asksTotal.test(text) ||
      bareHowMuch) &&
    !/kargo/.test(text);
  // "… L kaldı mı, kaç tane var": the units of the option named anywhere in the question.
  if (asksCount(text) && !has(part, 'kargo') && !/alirsam|alsam|alirsak/.test(text) && named.byAxis.size > 0) {
    const counted = answerStock(part, catalog, named, false);
    if (counted) return counted;
  }
  const special = (() => {
    // "750 ml yağlı şampuanın fiyatına KDV dahil mi, KDV oranı ve tutarı nedir": the option named before.
    // ("KDV faturada ayrı gösteriliyor mu": what the invoice shows is the store's to say, before the rate.)
    if (asksPrice && /fatura/.test(text) && !/(?<![a-z])(?:kac|ne kadar|oran\w*|tutar\w*|nedir)(?![a-z])/.test(text)) {
      const shown = lookup(part, catalog, optionWords);
      if (shown?.kind === 'answer' && shown.facts.some((fact) => /fatura/.test(fold(fact.value)))) return shown;
    }
    if (asksPrice) return answerPrice(part, catalog, named);
    // "tabanı açıldı, garantiden ne yapmam lazım": the warranty, not the damaged-parcel rule.
    // ("batarya değişimi garanti kapsamında mı": a part replaced is the warranty's, or nobody's here)
    if (/garanti/.test(text) && replacesPart(text)) return answerWarranty(part, catalog);
    // "tabanı aşınınca taban değişimi yapıyor musunuz": a part replaced, with no warranty word, is nobody's here.
    if (replacesPart(text)) return null;
    // "buhar çubuğu tıkanırsa garanti kapsamında değişim yapılıyor mu": whether a case is covered, not an exchange.
    if (/garanti/.test(text) && failureTold.test(text)) return answerWarranty(part, catalog);
    // "garantisi var mı, taban açılırsa ne yapacağız": what to do when it fails, with the warranty asked before.
    if (
      /garanti/.test(question.normalized) &&
      failureTold.test(text) &&
      /(?<![a-z])(?:ne yap|nasil|nereye|kime)/.test(text) &&
      !has(part, 'iade')
    )
      return answerWarranty(part, catalog);
    if (/garanti/.test(text) && !has(part, 'iade')) {
      const warranty = answerWarranty(part, catalog);
      if (warranty) return warranty;
    }
    if ((has(part, 'iade') && !changesSetting(text)) || returnAspects(text).includes('defect'))
      return withExchangeTarget(answerReturns(part, catalog, question.normalized), part, question, catalog);
    if (has(part, 'kargo') && /iade|degis/.test(question.normalized) && /ucret|parasi|kim/.test(text))
      return answerReturns(part, catalog);
    // "normalde 42 giyiyorum, kahverengiden hangi numarayı almalıyım, stokta var mı": the advice first, then
    // the stock of the size advised — not of the size told.
    // ("normalde 42 giyiyorum, kahverengi istiyorum, kaç numara almam lazım": the colour wanted, too.)
    const colours = part.words.filter((word) => lexiconEntry(word, colourWords));
    if (
      (asksStock || colours.length > 0) &&
      asksSizing(text) &&
      /(?:hangi|kac) (?:numara|beden)\w* (?:al|olur|uygun|oner)|alayim|almaliyim|almam (?:lazim|gerek)|oner/.test(
        text,
      ) &&
      sizeTold.test(text)
    ) {
      const sizing = answerSizing(part, catalog, question.normalized);
      const advised =
        sizing?.kind === 'answer'
          ? /(\S+) (?:numara|beden) almanizi/.exec(fold(sizing.sentences.join(' ')))?.[1]
          : undefined;
      if (sizing?.kind !== 'answer' || !advised) return asksStock ? null : sizing;
      const stock = answerStock(part, catalog, askedOptions([...colours, advised].join(' '), catalog), false);
      if (stock?.kind !== 'answer') return null;
      return answer([...sizing.sentences, ...stock.sentences], [...sizing.facts, ...stock.facts], {
        lead: null,
        confidence: Math.min(sizing.confidence, stock.confidence),
      });
    }
    if (asksStock) {
      // "krem xl den 4 tane alıcaz ofisteki arkadaşlara, stok yeter mi": the option and the count told before.
      const before = question.normalized.slice(0, Math.max(0, question.normalized.indexOf(part.text)));
      // ("normalde L giyiyorum hangi bedeni almam lazım, o beden var mı": the size told is not the one asked.)
      const ownSize = [sizeTold, /(?<![a-z])o (?:beden|numara)/].some((told) => told.test(`${before} ${part.text}`));
      const told =
        asked.byAxis.size === 0 && asked.missing.length === 0 && !ownSize ? askedOptions(before, catalog) : asked;
      if (told !== asked && told.byAxis.size > 0)
        return answerStock({ ...part, text: `${before} ${part.text}` }, catalog, told, question.flags.has('restock'));
      return answerStock(part, catalog, asked, question.flags.has('restock'));
    }
    // "kargoda kırılmaz mı, nasıl paketliyorsunuz": not a shipping time or cost — the listing or notes may say.
    if (has(part, 'kargo') && shippingAspects(text).length === 0) {
      const found = lookup(part, catalog, optionWords);
      if (found) return found;
    }
    if (has(part, 'kargo') || shippingAspects(text).length > 0) return answerShipping(part, catalog, asked);
    // ("sonex türkiye distribütör garantisi mi": a country named of the warranty is no origin.)
    if (has(part, 'mensei') && !has(part, 'garanti')) return answerOrigin(part, catalog);
    const invoice = answerInvoice(part, catalog);
    if (invoice) return invoice;
    // "kolu dirseğe kadar mı iniyor", "boyu dizimi geçer mi": a length measured on the body is said only by a
    // fact naming that place — the cut ("Oversize") and sizing advice do not say it.
    const landmark =
      /(?<![a-z])(dirse[kg]\w*|bile[kg]\w*|diz(?:e|i|in|im\w*|ler\w*)|kalca\w*|basen\w*|gobe[kg]\w*)(?![a-z])/.exec(
        text,
      )?.[1];
    if (landmark && /kadar|gel(?:ir|iyor)|in(?:er|iyor)|kapat|gec(?:er|iyor)|ort(?:er|uyor)/.test(text)) {
      const named = catalog.facts.some((fact) =>
        (fold(fact.value).match(/[a-z]+/g) ?? []).some((word) => sameMeaning(landmark, word)),
      );
      return named ? lookup(part, catalog, optionWords) : null;
    }
    if (asksSizing(text)) return answerSizing(part, catalog, question.normalized);
    // "havuzda takabilir miyim yoksa bozulur mu": whether a use harms it, not the warranty period.
    const harmAsked =
      /(?<![a-z])bozul(?:ur|maz)(?:\s+m[iu])?(?![a-z])/.test(text) && !/garanti|servis|ariza/.test(text);
    if (has(part, 'garanti') && !harmAsked) return answerWarranty(part, catalog);
    // The photo's packaging differing is a complaint or a question for the notes, not originality alone.
    if (!/ambalaj|kutu|foto|farkli geldi/.test(text)) {
      const original = answerOriginality(part, catalog);
      if (original) return original;
    }
    return undefined;
  })();
  if (special) return special;
  if (
    special === null &&
    (has(part, 'kargo', 'iade', 'stok', 'garanti') || asksStock || asksSizing(text) || shippingAspects(text).length > 0)
  ) {
    return faq;
  }
  // "kumaşı pamuk mu" when "Materyal: %100 Pamuk": the field naming the material says yes, before a word match
  // on "Kumaş Tipi: Süprem" could say no.
  const material = answerMaterial(part, catalog);
  // ("içi deri mi" of "İç Materyal: Tekstil": the field the part names says no, before a word match says more.)
  const ownField = (fact: Fact | undefined) =>
    fact !== undefined && !/^(?:materyal|malzeme|kumas)/.test(fold(fact.name));
  // ("hep akrilik mi" of "%50 Akrilik, %30 Yün": a blend's no is no word match's yes.)
  const materialYes =
    material?.kind === 'answer' &&
    (material.lead === 'evet' ||
      ownField(material.facts[0]) ||
      (material.lead === 'hayir' && asksPureMaterial(part.text)))
      ? material
      : null;
  const alternatives = choiceAlternatives(part, catalog);
  const choice = answerChoice(part, catalog, alternatives);
  if (choice) return choice;
  const looked = materialYes ? null : lookup(part, catalog, optionWords);
  // ("kumaşı polyester mi" of "Materyal: %100 Viskon": "Kumaş Tipi: Dokuma" repeats the word "kumaş" but names
  // no material — the material's no answers.)
  const namesMaterial = (result: PartAnswer | null) =>
    result?.kind === 'answer' &&
    result.sentences.some((sentence) =>
      (fold(sentence).match(/[a-z]+/g) ?? []).some((word) => lexiconEntry(word, materialWords) !== null),
    );
  // ("mendilin kumaşı pamuk mu" of "Materyal: %30 Viskon, %70 Polyester (Dokumasız Kumaş)": the word match on
  // "kumaş" finds the very field the material's no was read from — the no stands.)
  const materialsAsked = materialsNamed(part.words);
  // (only when none of the materials asked is in the field: "pamuklu mu" of "%98 Pamuk" is the word match's yes)
  const fieldWords = fold(material?.kind === 'answer' ? (material.facts[0]?.value ?? '') : '').match(/[a-z]+/g) ?? [];
  const sameField =
    looked?.kind === 'answer' &&
    material?.kind === 'answer' &&
    looked.facts.length === 1 &&
    looked.facts[0]?.text === material.facts[0]?.text &&
    materialsAsked.length > 0 &&
    materialsAsked.every((name) => !fieldWords.some((word) => sameMeaning(name, word) || name.startsWith(word)));
  const materialNo = material?.kind === 'answer' && looked && (!namesMaterial(looked) || sameField) ? material : null;
  const found = materialYes ?? materialNo ?? looked ?? faq ?? material;
  // "kuru üzümler çekirdekli mi çekirdeksiz mi" is not answered by "İçerik: … Kuru Üzüm": a choice is
  // answered by a sentence naming one of its alternatives.
  if (found?.kind === 'answer' && alternatives.length >= 2) {
    const said = found.sentences.flatMap((sentence) => fold(sentence).match(/[a-z0-9]+/g) ?? []);
    if (!alternatives.some((word) => said.some((other) => saysAlternative(word, other)))) return null;
  }
  return found;
}
