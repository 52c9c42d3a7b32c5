/**
 * What Trendyol moderation rejects in an answer, as patterns over folded text (Turkish lowercase, no
 * diacritics — see text.ts `fold`). Word starts use (?<![a-z0-9]) rather than \b so that Turkish
 * suffixes ("instagramdan", "hepsiburada'da") still match.
 */

const start = '(?<![a-z0-9])';
const end = '(?![a-z0-9])';
const anyOf = (items: readonly string[]) => `(?:${items.join('|')})`;

const topLevelDomains = ['com', 'net', 'org', 'info', 'biz', 'io', 'co', 'me', 'app', 'shop', 'store', 'online'];
const moreDomains = ['site', 'xyz', 'link', 'ly', 'gl', 'tr'];

/** Web addresses: schemes, "www.", and bare domains — a letter label before a known ending, so "1.5" or "A1.2" never match. */
export const urlPattern = new RegExp(
  [
    'https?:\\/\\/\\S+',
    `${start}www\\.\\S+`,
    `${start}[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.${anyOf([...topLevelDomains, ...moreDomains])}${end}`,
    `${start}[a-z0-9-]{2,}\\s*(?:nokta|\\(dot\\)|\\[dot\\])\\s*(?:com|net|org)${end}`,
  ].join('|'),
);

export const emailPattern =
  /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}|[a-z0-9._%+-]+\s*[[(]at[\])]\s*[a-z0-9-]+/;

const separator = '[\\s.\\-]*';
/**
 * Turkish phone numbers: optional +90 / 90 / 0 prefix, a three-digit area or mobile code starting 2–5
 * or 8 (0850, 0212, 0532 …), then 3-2-2 or 3-4 digits with any separators; and 444 short numbers.
 * The digit boundaries keep barcodes (13 digits) and sizes or prices from matching.
 */
export const phonePattern = new RegExp(
  [
    `(?<![\\d+])(?:\\+?90${separator})?(?:\\(?0\\)?${separator})?\\(?[2-58]\\d{2}\\)?${separator}\\d{3}${separator}\\d{2}${separator}\\d{2}(?!\\d)`,
    `(?<!\\d)444(?:${separator}\\d){4}(?!\\d)`,
  ].join('|'),
);

const socialNetworks = [
  'instagram',
  'insta',
  'whats\\s?app',
  'watsap',
  'wats?ap',
  'telegram',
  'facebook',
  'face\\s?book',
  'tiktok',
  'tik\\s?tok',
  'twitter',
  'youtube',
  'linkedin',
  'pinterest',
  'snapchat',
  'viber',
  'skype',
];
const invitations = [
  'bize\\s+(?:yaz|ulas|mesaj|donun|goruntulu)',
  'bizimle\\s+iletisim',
  'iletisime\\s+gec(?:in|ebilir|iniz)',
  '(?:bizi|numaramizdan|telefonla|telefondan)\\s+ara',
  'arayin(?![a-z0-9])',
  'arayabilirsiniz',
  'magazamiza\\s+(?:gel|ugra|bekler)',
  'magazamizi\\s+ziyaret',
  'web\\s+sitemiz',
  'sitemiz(?:den|e|i)?(?![a-z0-9])',
  'ozel\\s+mesaj',
  'ozelden',
  'bizi\\s+takip',
];
/** Other channels: social networks, "@handle", "DM", and invitations to contact the store off Trendyol. */
export const channelPattern = new RegExp(
  [
    `${start}${anyOf(socialNetworks)}`,
    `${start}(?:wp|dm)(?:['’]?(?:den|dan|ye|e|a))?${end}`,
    '(?:^|[^a-z0-9._%+-])@[a-z0-9_][a-z0-9_.]{1,}',
    `${start}${anyOf(invitations)}`,
  ].join('|'),
);

/** Coupon and discount wording; "%100 pamuk" is not a discount, "%20 indirim" is. */
export const promotionPattern = new RegExp(
  [
    `${start}kupon`,
    `${start}(?:indirim|promosyon|kampanya|hediye|avantaj)\\s*(?:kod|ceki|kupon)`,
    `${start}cek\\s*kodu`,
    `(?:%|yuzde)\\s?\\d+(?:[.,]\\d+)?\\s*(?:'?[a-z]{0,4}\\s+)?(?:varan\\s+|ek\\s+|ekstra\\s+)?indirim`,
    `\\d+\\s*(?:%|tl|₺)\\s*(?:'?[a-z]{0,4}\\s+)?(?:varan\\s+|ek\\s+|ekstra\\s+)?indirim`,
    `${start}(?:ozel|ekstra|ek)\\s+indirim`,
    `${start}indirim\\s+(?:yapabilir|yapariz|yapiyoruz|uygulayabilir|uygulariz|tanimla|saglayabilir|veririz)`,
  ].join('|'),
);

const competitors = [
  'hepsiburada',
  'hepsi\\s+burada',
  'n11(?![0-9])',
  'amazon',
  'cicek\\s?sepeti',
  'pazarama',
  'temu(?![a-z])',
  'ali\\s?express',
  'gittigidiyor',
  'morhipo',
  'ptt\\s?avm',
  'epttavm',
  'akakce',
  'sahibinden',
  'letgo',
  'modanisa',
  'shein',
  'ebay',
  'etsy',
  'idefix',
];
export const competitorPattern = new RegExp(`${start}${anyOf(competitors)}`);

/** Deliberately small; only words that are insults in every context ("şık" folds to "sik", so that is absent). */
const profanityStems = ['orospu', 'pezevenk', 'serefsiz', 'gerizekal', 'yavsak', 'siktir', 'sikerim', 'amina', 'kahpe'];
const profanityWords = ['amk', 'got', 'pic', 'ibne', 'salak', 'aptal', 'dangalak', 'gavat', 'oc', 'sikik'];
export const profanityPattern = new RegExp(
  `${start}(?:${anyOf(profanityStems)}[a-z]*|${anyOf(profanityWords)}(?:lar|ler|sin|sun|sunuz|siniz)?)${end}`,
);

/** Promises instead of answers: a Trendyol question has one answer, so "we will get back to you" wastes it. */
const placeholders = [
  'kontrol\\s+edip',
  'kontrol\\s+ed(?:ecegiz|ip\\s+donecegiz)',
  'donus\\s+(?:yapacag|yapilacak|saglayacag|yapariz|saglariz)',
  'size\\s+don(?:ecegiz|eriz|us)',
  'en\\s+kisa\\s+surede\\s+(?:donus|bilgi|haber|size|cevap)',
  'bilgi\\s+verece',
  'bilgilendirece',
  'haber\\s+verece',
  'mesaj\\s+at',
  'arastirip',
  'ogrenip',
  'teyit\\s+edip',
  'bakip\\s+(?:haber|donus|size)',
  'sonra\\s+(?:donus|bilgi)\\s+',
];
export const placeholderPattern = new RegExp(`${start}${anyOf(placeholders)}`);
