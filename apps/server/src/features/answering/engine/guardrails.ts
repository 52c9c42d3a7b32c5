import { ANSWER_MAX_LENGTH, ANSWER_MIN_LENGTH, type TGuardrailResult } from '@cevapla/contracts/answering';
import {
  emailPattern,
  findDisguisedEmail,
  findDisguisedUrl,
  joinSpacedLetters,
  urlPattern,
} from './guardrail-links.js';
import { type GuardrailModel, judgeWithModel } from './guardrail-model.js';
import trainedModel from './guardrail-model.json' with { type: 'json' };
import {
  bargainingPattern,
  channelPattern,
  competitorPattern,
  contactPattern,
  courtesySentence,
  insultPattern,
  machineTextPattern,
  phonePattern,
  placeholderPattern,
  profanityPattern,
  promotionPattern,
  socialNetworks,
  trendyolChannelPattern,
} from './guardrail-patterns.js';

import { type Found, findAddress, findCardNumber, findIban, findTcKimlik, revealDigits } from './guardrail-personal.js';
import { isNegativeWord } from './negation.js';
import { escapeRegExp, fold, sentences } from './text.js';

export const GuardrailId = {
  Length: 'length',
  Url: 'url',
  Email: 'email',
  Phone: 'phone',
  PersonalData: 'personal_data',
  Channels: 'channels',
  Promotion: 'promotion',
  Bargaining: 'bargaining',
  Competitor: 'competitor',
  Profanity: 'profanity',
  Insult: 'insult',
  Placeholder: 'placeholder',
  MachineText: 'machine_text',
  BlockedTerms: 'blocked_terms',
  Learned: 'learned',
} as const;

const learnedModel = trainedModel as GuardrailModel;

type Rule = {
  id: string;
  label: string;
  /** The offending part of the original text, or null when the rule passes. */
  find: (text: string, folded: string) => string | null;
  message: (found: string) => string;
};

/** Negative imperatives that urge rather than deny: "unutmayın", "kaçırmayın", "merak etmeyin", "çekinmeyin". */
const exhortation = /(?:^|\s)(?:unutma|kacirma|cekinme|merak\s+etme|endise\s+etme|tereddut\s+etme|gec\s+kalma)/;

/**
 * Whether the rest of the clause after an index denies what came before it: its verb, last in
 * Turkish, is negative ("… yapmıyoruz") or says "değil" / "yok" ("… gerek yok"). "Unutmayın" is no denial.
 */
function deniedAfter(folded: string, index: number): boolean {
  const stops = ['.', ',', ';', '!', '?'].map((stop) => folded.indexOf(stop, index)).filter((at) => at >= 0);
  const words = folded.slice(index, stops.length > 0 ? Math.min(...stops) : folded.length).match(/[a-z]+/g) ?? [];
  const last = words[words.length - 1] ?? '';
  // "… teslim alırsanız kargo ücreti ödemezsiniz": the no belongs to the consequence, not the offer.
  if (words.slice(0, -1).some((word) => word.length >= 5 && /(?:sa|se)(?:niz|k|m|n)?$/.test(word))) return false;
  // "… hallederiz, sıkıntı yok", "son fiyat bu değil aslında": no denial of the offer.
  const text = words.join(' ');
  if (/(?:sikinti|sorun|problem|dert)\s+yok|degil\s+aslinda|bu\s+degil/.test(text)) return false;
  return (
    words.some((word) => /^(?:degil|degildir|yok|yoktur)$/.test(word)) ||
    (isNegativeWord(last) && !exhortation.test(words.slice(-2).join(' ')))
  );
}

/** The sentence of folded text around an index. */
function sentenceAt(folded: string, index: number): string {
  const before = Math.max(
    folded.lastIndexOf('. ', index),
    folded.lastIndexOf('! ', index),
    folded.lastIndexOf('? ', index),
  );
  const stops = ['. ', '! ', '? '].map((stop) => folded.indexOf(stop, index)).filter((at) => at >= 0);
  return folded.slice(before + 1, stops.length > 0 ? Math.min(...stops) : folded.length);
}

/** Quotes the original text at the first folded match the exception does not excuse (fold keeps indexes, see text.ts). */
function quotingUnless(pattern: RegExp, excused: (folded: string, match: RegExpExecArray) => boolean) {
  return (text: string, folded: string) => {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const match of folded.matchAll(global)) {
      if (!excused(folded, match)) return text.slice(match.index, match.index + match[0].length).trim();
    }
    return null;
  };
}

const quoting = (pattern: RegExp) => quotingUnless(pattern, () => false);

/**
 * A match its clause denies: "indirim kodu tanımlayamıyoruz" and "pazarlık yapılmamaktadır" say the
 * opposite of a promise. Only what follows the match can deny it, not a "dediğiniz olmaz" within it.
 */
const denied = (folded: string, match: RegExpExecArray) => deniedAfter(folded, match.index + match[0].length);

/**
 * Whether the coupon or campaign at an index is Trendyol's own (shown on the product page, applied in
 * the cart, listed under "Kuponlarım"): its sentence says so, and its clause offers no code of the store's.
 */
function trendyolCampaign(folded: string, match: RegExpExecArray): boolean {
  const at = match.index;
  const sentence = sentenceAt(folded, at);
  const stops = [',', ';', '.'].map((stop) => folded.indexOf(stop, at)).filter((index) => index >= 0);
  const clause = folded.slice(
    Math.max(folded.lastIndexOf(',', at), folded.lastIndexOf(';', at), folded.lastIndexOf('.', at)) + 1,
    stops.length > 0 ? Math.min(...stops) : folded.length,
  );
  // The cart applying it is Trendyol's too.
  return (
    /trendyol\s+(?:tarafindan|sepet|kampanya|urun\s+sayfa)|(?:sepet|odeme)\w*\s+(?:\w+\s+)?otomatik|sepette\s+uygulan|trendyol\S*\s+(?:\S+\s+){0,4}(?:kampanya|kupon)|trendyol\S*\s+(?:\S+\s+){0,2}takip\s+ed|kuponlarim|kupon\s+kazan|(?:kampanya|kupon)\w*\s+(?:\S+\s+){0,2}trendyol/.test(
      sentence,
    ) && !/kod|size\s+ozel|tanimla(?:yalim|yabiliriz|riz|yacagiz|dik|yip)/.test(clause)
  );
}

/**
 * "… bildirim yapabilirsiniz; kontrol edip gerekli işlemi başlatacağız": the store's procedure, not a
 * promise to answer later; nor is "sipariş detayından bize yazabilirsiniz, en kısa sürede dönüş
 * yapıyoruz" — the reply to a message the customer is invited to send through Trendyol.
 */
const policyStep = (folded: string, match: RegExpExecArray) => {
  if (/^kontrol\s+ed(?:ip|ilip)\s+(?:\w+\s+)?(?:gerekli|iade|degisim|islem|onay)/.test(folded.slice(match.index)))
    return true;
  const sentence = sentenceAt(folded, match.index);
  return (
    trendyolChannelPattern.test(sentence) &&
    /(?:yaz|ilet|ulas)(?:abilirsiniz|in(?![a-z])|iniz)|talep\s+olustur|mesaj\s+(?:at|gonder)/.test(sentence)
  );
};

const slice = (text: string, found: Found | null) =>
  found ? text.slice(found.index, found.index + found.length).trim() : null;

/** IBAN, TC kimlik number, card number or street address, quoted from the original text. */
/** Asking the customer for a card, its security code or a TC kimlik number: never in an answer. */
const personalRequest =
  /(?:tc\s*kimlik|tckn|tc\s*no|kimlik\s+(?:no|numara)|kart\s*(?:no|numara|bilgi)\w*|cvv|cvc|guvenlik\s+kod\w*|son\s+kullanma\s+(?:tarih|ay)\w*|\d+\s+hane\w*|arkasindaki\s+\d)/;
const requestVerb =
  /yaz(?:in|iniz|ar\s*misiniz|arsaniz|maniz\w*)|ilet(?:in|iniz|irseniz|meniz|ir\s*misiniz)|gonder(?:in|iniz|irseniz|ir\s*misiniz)|paylas(?:in|iniz|ir\s*misiniz|maniz)|atarsaniz|(?<![a-z])atin(?![a-z])|buraya/;

const findPersonalData = (text: string, folded: string) => {
  const found = slice(text, findIban(folded) ?? findTcKimlik(folded) ?? findCardNumber(folded) ?? findAddress(folded));
  if (found) return found;
  // The request may follow in the next sentence ("kart no, SKT ve CVV. Buraya yazarsanız …").
  for (const asked of folded.matchAll(new RegExp(personalRequest.source, 'g'))) {
    if (requestVerb.test(folded.slice(asked.index, asked.index + asked[0].length + 80))) return asked[0];
  }
  // Numbers written with letters or in pieces ("55443322IIO"), quoted as the digits they are.
  const revealed = revealDigits(folded);
  const hidden = findIban(revealed) ?? findTcKimlik(revealed) ?? findCardNumber(revealed);
  return hidden ? revealed.slice(hidden.index, hidden.index + hidden.length) : null;
};

/** An answer made of courtesy alone: thanks and wishes, no information. */
function courtesyOnly(text: string): string | null {
  const parts = sentences(text)
    .flatMap((sentence) => fold(sentence).split(/,\s/))
    .map((part) => part.trim())
    .filter(Boolean);
  const greetingOnly = (part: string) =>
    /^(?:merhaba(?:lar)?|selam\w*|sayin\s+\w+|degerli\s+musteri\w*)[\s.!]*$/.test(part);
  return parts.some((part) => !greetingOnly(part)) &&
    parts.every((part) => greetingOnly(part) || courtesySentence.test(part))
    ? text.trim()
    : null;
}

/** Digits named as the product's own code: "lot numarası 2503140712", "seri no: 3124567890". */
const productCode = (folded: string, match: RegExpExecArray) =>
  /(?:(?:lot|seri|parti|batch|barkod|model|stok\s+kod|urun\s+kod|sku|ean|gtin|imei)\w*\s+(?:no|numara\w*|kodu)?|kodu?|parca\s+(?:no|numarasi))\s*[:.]?\s*$/.test(
    folded.slice(Math.max(0, match.index - 30), match.index),
  );

/** A phone number given in pieces around the word for it: "0530 218 ile başlayan hattımızın son dört hanesi 4471". */
function splitPhone(folded: string): string | null {
  for (const sentence of folded.split(/[.!?]\s/)) {
    if (
      !/(?<![a-z])(?:hat|numara|telefon|gsm|tel(?![a-z]))/.test(sentence) ||
      /barkod|\d{13}|(?:lot|seri|parti)\s+(?:no|numara)/.test(sentence)
    ) {
      continue;
    }
    // Measures are no digits of a number: "20.000 mAh, 22,5 W; 4-5 kez".
    const digits = sentence
      .replace(/\d+\s*(?:numara|beden)/g, ' ')
      .replace(
        /\d[\d.,]*(?:\s*-\s*\d+)?\s*(?:mah|w|v|cm|mm|kg|gr|g|ml|lt|l|tl|gb|tb|mp|hz|inc|kez|kere|saat|dakika|dk|gun|yil|ay|adet|%)(?![a-z])/g,
        ' ',
      )
      .replace(/\D/g, '');
    if (digits.length >= 10 && digits.length <= 13 && /^(?:0?5|0?[2-4]|0?8)/.test(digits)) return sentence.trim();
  }
  return null;
}

/**
 * Shouting at the customer: "!!!", or six words in a row in capitals ("ÜRÜN SAYFASINDA 4 AYRI FOTOĞRAFTA
 * ÖLÇÜLER VAR") — a product's name in capitals is shorter.
 */
function shouting(text: string): string | null {
  const marks = /[^.!?]*!{3,}/.exec(text);
  if (marks) return marks[0].trim();
  // Words in capitals count, figures between them ("4 AYRI") neither count nor break the run; a code
  // with a figure in it ("5W-30", "C3") breaks it.
  let run: string[] = [];
  for (const token of text.split(/[\s,.;:!?'’()-]+/).filter(Boolean)) {
    if (/^\d+$/.test(token)) continue;
    if (/^\p{Lu}{2,}$/u.test(token)) {
      run.push(token);
      if (run.length >= 6) return run.join(' ');
    } else run = [];
  }
  return null;
}

/**
 * Invitations to write to the store pass when their sentence names a Trendyol channel ("sipariş
 * detayından bize yazabilirsiniz"); every other way off the platform never does.
 */
function findChannel(text: string, folded: string): string | null {
  for (const match of folded.matchAll(new RegExp(channelPattern.source, 'g'))) {
    // "Zoom, Teams ve Skype ile çalışır", "WhatsApp bildirimleri": a feature of the product, not a channel.
    const sentence = sentenceAt(folded, match.index);
    const contact =
      /hattimiz|hesabimiz|sayfamiz|kanalimiz|profilimiz|bize\s+(?:yaz|ulas)|numaramiz|mesaj\s+(?:at|gonder)|takip\s+edin|yazarsaniz|yazin|ulasin|aratabilir|bulabilir|grubumuz|kullanici\s+adi|katil|atsaniz|atarsaniz|(?:bizi|magazamizi)\s+(?:\S+\s+){0,4}indir|panomuz|goz\s+atabilir|sunucumuz|takipci\w*(?:miz|le)|paylastik|bakmanizi\s+oner|hikaye|etiketle|sabitle|highlight|hashtag/;
    // (whole words: "günlük" holds no "ünlü")
    const feature =
      /(?<![a-z])(?:uyumlu|calisir|bildirim|destekler|entegre|uygulama|uygundur|konusu|bolumunde|kitab|izlerken|icin\s+(?:cek|paylas)|(?:cekeceginiz|paylasacaginiz)\s|cekim|(?:cok\s+)?(?:sevilen|populer|trend\s+olan|viral|unlu|meshur)|paylasabilirsiniz|paylasilan|aktarir|gordugunuz|filtresi\s+gibi)/;
    const social = new RegExp(`^(?:${socialNetworks.join('|')})`).test(match[0].trim().replace(/^[^a-z]+/, ''));
    // (a feature excuses a network named, not a way off the platform: "kitabın imzalı baskısı kendi internet mağazamızda")
    if (social && feature.test(sentence) && !contact.test(sentence)) continue;
    // "Trendyol dışında satış yapmıyoruz", "bizi aramanıza gerek yok": the sentence says the opposite.
    if (deniedAfter(folded, match.index + match[0].length)) continue;
    // "… Trendyol'da aratabilirsiniz; mağazamızda da satışta", "Trendyol Yardım'dan … kaydı açın":
    // a way to reach the store that names Trendyol is Trendyol's own (social networks never are).
    // … unless the sentence sets Trendyol against buying from the store ("Trendyol komisyonlu fiyatı,
    // direkt bizden alırsanız", "Trendyol'dan sipariş vermeden önce bize ulaşın").
    const against =
      /trendyol\s+(?:disinda|yerine|haricinde)|trendyol\S*\s+(?:\S+\s+){0,3}(?:beklemeyin|ugrasmayin|gerek\s+yok|etmeyin)|platform\s+disi|haricen|aracisiz|trendyol\s+fiyatindan|arayip|indirip|kendi\s+dukkan|(?:ancak|ama|fakat)\s+(?:bizden|bize|depo)|(?:bizden|bize)\s+(?:direkt|direk|dogrudan)|paranizi\s+elden|komisyon|vermeden\s+once|trendyol\w*\s+(?:\w+\s+)?(?:degil|olmadan)|(?:iade|talep|degisim|ilan)\w*\s+(?:acmayin|acmaniza\s+gerek|acmak\w*\s+(?:yerine|ugras))|uzerinden\s+olmuyor|disaridan|trendyol\S*\s+(?:\w+\s+)?(?:yapilamiyor|satilmiyor)|satmayi\s+birak|bundan\s+sonra\s+(?:bizi|bize)|trendyol\S*\s+(?:\S+\s+)?(?:satmiyoruz|tukendi)|elden\s+teslim|telefonla\s+siparis|trendyol\S*\s+alma(?:yin)?(?![a-z])|kapida\s+odemeli/;
    if (trendyolChannelPattern.test(sentence) && !against.test(sentence) && !social) {
      continue;
    }
    return text.slice(match.index, match.index + match[0].length).trim();
  }
  for (const sentence of sentences(text)) {
    const foldedSentence = fold(sentence);
    if (trendyolChannelPattern.test(foldedSentence)) continue;
    const match = new RegExp(contactPattern.source).exec(foldedSentence);
    if (match) return sentence.slice(match.index, match.index + match[0].length).trim();
  }
  return null;
}

function blockedTermFinder(blockedTerms: readonly string[]) {
  const terms = blockedTerms.map((term) => fold(term.trim())).filter((term) => term.length >= 2);
  if (terms.length === 0) return () => null;
  // A term matches at a word start and may carry suffixes: Trendyol rejects the word in any form.
  return quoting(new RegExp(`(?<![a-z0-9])(?:${terms.map(escapeRegExp).join('|')})`));
}

function rules(blockedTerms: readonly string[]): Rule[] {
  return [
    {
      id: GuardrailId.Length,
      label: 'Uzunluk',
      find: (text) => {
        const length = text.trim().length;
        return length < ANSWER_MIN_LENGTH || length > ANSWER_MAX_LENGTH ? String(length) : null;
      },
      message: (length) =>
        `Cevap ${ANSWER_MIN_LENGTH}–${ANSWER_MAX_LENGTH} karakter olmalıdır (şu an ${length} karakter).`,
    },
    {
      id: GuardrailId.Url,
      label: 'Web adresi',
      find: (text, folded) => quoting(urlPattern)(text, folded) ?? findDisguisedUrl(folded),
      message: (found) => `Cevapta web adresi olamaz: “${found}”.`,
    },
    {
      id: GuardrailId.Email,
      label: 'E-posta adresi',
      find: (text, folded) => quoting(emailPattern)(text, folded) ?? findDisguisedEmail(folded),
      message: (found) => `Cevapta e-posta adresi olamaz: “${found}”.`,
    },
    {
      id: GuardrailId.Phone,
      label: 'Telefon numarası',
      // Also hidden ones: "o532 9l4 22 58", "0 5 3 5 …", "beş yüz otuz iki …" (quoted as digits).
      find: (text, folded) => {
        const phone = quotingUnless(phonePattern, productCode);
        const revealed = revealDigits(folded);
        return phone(text, folded) ?? phone(revealed, revealed) ?? splitPhone(folded);
      },
      message: (found) => `Cevapta telefon numarası olamaz: “${found}”.`,
    },
    {
      id: GuardrailId.PersonalData,
      label: 'Kişisel veri',
      find: findPersonalData,
      message: (found) =>
        `Cevapta kişisel veri (IBAN, TC kimlik no, kart numarası veya açık adres) olamaz: “${found}”.`,
    },
    {
      id: GuardrailId.Channels,
      label: 'Başka kanala yönlendirme',
      find: findChannel,
      message: (found) =>
        `Müşteri Trendyol dışındaki bir kanala (sosyal medya, web sitesi, telefon, e-posta, mağaza) yönlendirilemez; Trendyol’un kendi mesaj ve sipariş sayfalarına yönlendirebilirsiniz: “${found}”.`,
    },
    {
      id: GuardrailId.Promotion,
      label: 'Kupon ve indirim',
      // Trendyol's own campaigns, shown on the product page and applied in the cart, may be described.
      find: quotingUnless(
        promotionPattern,
        (folded, match) => denied(folded, match) || trendyolCampaign(folded, match),
      ),
      message: (found) => `Cevapta kupon, indirim kodu veya indirim vaadi olamaz: “${found}”.`,
    },
    {
      id: GuardrailId.Bargaining,
      label: 'Pazarlık',
      // "ürünün son fiyatı Trendyol ürün sayfasında gördüğünüz fiyattır": the listed price, not an offer.
      find: quotingUnless(
        bargainingPattern,
        (folded, match) =>
          // "son fiyat 450 olur, daha aşağı inemiyoruz", "en son 600 e bırakırım daha aşağı olmaz": a price was
          // named, whatever follows.
          (denied(folded, match) &&
            !/^[a-z\s]*\d[\d.,]*\s*(?:tl\s+|lira\s+)?(?:(?:e|a|ye|ya)\s+|olursa\s+(?:da\s+)?)?(?:olur|birakirim|birakiriz|veririm|veririz|yaparim|yapariz)(?![a-z])/.test(
              folded.slice(match.index, match.index + match[0].length + 24),
            )) ||
          (/^son\s+fiyat/.test(match[0]) && /trendyol|sepet|urun\s+sayfa|kdv/.test(sentenceAt(folded, match.index))),
      ),
      message: (found) => `Trendyol’daki fiyat pazarlığa açılamaz: “${found}”.`,
    },
    {
      id: GuardrailId.Competitor,
      label: 'Rakip pazaryeri',
      // "parça kodu N11": a code, not the marketplace.
      find: quotingUnless(competitorPattern, (folded, match) =>
        /(?:kod|kodu|parca)\s*:?\s*$/.test(folded.slice(Math.max(0, match.index - 12), match.index)),
      ),
      message: (found) => `Cevapta başka bir pazaryerinin adı geçemez: “${found}”.`,
    },
    {
      id: GuardrailId.Profanity,
      label: 'Uygunsuz dil',
      // Also with digits for letters ("s1kt1r", "0r0spu").
      find: (text, folded) =>
        quoting(profanityPattern)(text, folded) ??
        profanityPattern.exec(
          folded
            .replace(/(?<=[a-z])1|1(?=[a-z])/g, 'i')
            .replace(/(?<=[a-z])0|0(?=[a-z])/g, 'o')
            .replace(/(?<=[a-z])3(?=[a-z])/g, 'e')
            .replace(/(?<=[a-z])4(?=[a-z])/g, 'a'),
        )?.[0] ??
        null,
      message: (found) => `Cevapta uygunsuz bir ifade var: “${found}”.`,
    },
    {
      id: GuardrailId.Insult,
      label: 'Hakaret ve azarlama',
      find: (text, folded) => quoting(insultPattern)(text, folded) ?? shouting(text),
      message: (found) => `Cevap müşteriyi aşağılıyor veya azarlıyor: “${found}”.`,
    },
    {
      id: GuardrailId.Placeholder,
      label: 'Oyalayan cevap',
      // "'Gelince Haber Ver' butonu" is Trendyol's own feature, not a promise.
      find: (text, folded) =>
        /urun sayfasi|urun aciklama|buton|secenegi/.test(folded)
          ? null
          : (quotingUnless(placeholderPattern, policyStep)(text, folded) ?? courtesyOnly(text)),
      message: (found) =>
        `Sorunun tek bir cevap hakkı var; “${found}” gibi sonra dönüş vaat eden bir cevap yerine bilgiyi yazın.`,
    },
    {
      id: GuardrailId.MachineText,
      label: 'Şablon veya yapay zekâ metni',
      find: quoting(machineTextPattern),
      message: (found) =>
        `Cevapta doldurulmamış bir şablon, biçimlendirme işareti veya yapay zekâ kalıbı var: “${found}”.`,
    },
    {
      id: GuardrailId.BlockedTerms,
      label: 'Mağazanın yasaklı kelimeleri',
      find: blockedTermFinder(blockedTerms),
      message: (found) => `Cevapta Trendyol’un daha önce reddettiği bir kelime var: “${found}”.`,
    },
  ];
}

/**
 * The learned reader (guardrail-model.ts): it reads an answer as a whole, so it reaches phrasings no
 * pattern names. A verdict of likelihood, not of a named rule: it holds drafts from automatic sending,
 * while a text the seller approves is judged by the patterns alone (`learned: false`).
 */
const learnedRule: Rule = {
  id: GuardrailId.Learned,
  label: 'Kural dışı görünen ifade',
  find: (text) => judgeWithModel(learnedModel, text).found,
  message: (found) =>
    `Cevap Trendyol kurallarına aykırı bir ifadeye benziyor (platform dışına yönlendirme, pazarlık, kaba dil veya doldurulmamış şablon gibi): “${found}”. Kontrol edip gerekirse düzenleyin; onaylarsanız gönderilir.`,
};

/**
 * Every guardrail's verdict on an answer, in a fixed order; automatic sending needs all of them to
 * pass. `learned: false` leaves the learned reader out (a text the seller approves themselves).
 */
export function checkAnswer(text: string, options: { blockedTerms: string[]; learned?: boolean }): TGuardrailResult[] {
  const folded = fold(text);
  // Words spelled out letter by letter ("i n s t a g r a m d a n", "m a h a l l e") are read joined too.
  const joined = joinSpacedLetters(folded);
  const checks =
    options.learned === false ? rules(options.blockedTerms) : [...rules(options.blockedTerms), learnedRule];
  return checks.map((rule) => {
    const found = rule.find(text, folded) ?? (joined === folded ? null : rule.find(joined, joined));
    return found === null
      ? { id: rule.id, label: rule.label, passed: true, message: null }
      : { id: rule.id, label: rule.label, passed: false, message: rule.message(found) };
  });
}

export const passesAll = (results: readonly TGuardrailResult[]) => results.every((result) => result.passed);

/** The first failed check (its message is what the seller sees), or null when all pass. */
export const firstFailure = (results: readonly TGuardrailResult[]): TGuardrailResult | null =>
  results.find((result) => !result.passed) ?? null;
