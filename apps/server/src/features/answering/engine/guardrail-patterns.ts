/**
 * What Trendyol moderation rejects in an answer, as patterns over folded text (Turkish lowercase, no
 * diacritics — see text.ts `fold`). Word starts use (?<![a-z0-9]) rather than \b so that Turkish
 * suffixes ("instagramdan", "hepsiburada'da") still match.
 */

export const start = '(?<![a-z0-9])';
export const end = '(?![a-z0-9])';
export const anyOf = (items: readonly string[]) => `(?:${items.join('|')})`;

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
  'insta(?![a-z])',
  'whats\\s?app?',
  'watsap',
  'wats?ap',
  'vatsap',
  'whatsup',
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
/** Ways off Trendyol that are wrong whatever the sentence says around them. */
const offPlatform = [
  '(?:bizi|numaramizdan|numaramiza|telefonla|telefondan|telefonumuzdan|hattimizdan|magazamizi)\\s+(?:ara|arayin|arayabilir)',
  'arayin(?![a-z0-9])',
  'magazamiza\\s+(?:gel|ugra|bekler|buyur)',
  'magazamizi\\s+ziyaret',
  'showroom',
  'adresimize\\s+(?:gel|ugra|buyur)',
  'elden\\s+teslim',
  'web\\s+sitemiz',
  'kendi\\s+(?:sitemiz|web|magazamiz|sayfamiz)',
  'internet\\s+sitemiz',
  'sitemiz(?:den|de|e|i|deki)?(?![a-z0-9])',
  'ozel\\s+mesaj',
  'ozelden',
  'bizi\\s+takip',
  '(?:mail|e-?posta)\\s+(?:at|gonder|yoluyla|ile|adresimiz)',
  'mailden',
  'numaramiz',
  'telefon\\s+numaramiz',
  'sms\\s+(?:at|gonder)',
  '(?:musteri\\s+)?hizmetlerimizi\\s+ara',
  'trendyol\\s+(?:disinda|yerine)',
  '(?:dogrudan|direkt|direk)\\s+(?:bizden|bize|bizimle|benden|bana|siparis|satin|gorus|ulas|ara|yaz)',
  'iletisim\\s+bilgilerimiz',
  'baska\\s+kanal',
  'satis\\s+temsilci',
  'telefonla\\s+(?:da\\s+)?siparis',
  'aramizda\\s+(?:coz|hallet)',
  'havale\\s+(?:ile|yoluyla|yaparak)\\s+(?:al|ode|gonder|siparis)',
  'siparisi\\s+bize',
  '(?:dukkan|bayi|servis|atolye|subemiz|showroom)\\w*\\s+(?:\\w+\\s+)?(?:gel|ugra|dene|gorebilir|alabilir|bakabilir|teslim)',
  '(?:dukkan|magaza|bayi|atolye)\\w*(?:da|de|dan|den|dayiz|deyiz)\\s+(?:\\w+\\s+)?(?:sat|dene|gorebilir|alabilir|bulabilir)',
  'internette\\s+.{0,40}(?:arat|yaz)',
  'google\\w*\\s+.{0,40}(?:arat|yaz)',
  '(?:ilk\\s+cikan|resmi)\\s+site',
];
/** Invitations to write or talk to the store: fine through Trendyol's own channels, wrong anywhere else. */
const contactInvitations = [
  'bize\\s+(?:yaz|ulas|mesaj|don|goruntulu)',
  'bizimle\\s+iletisim',
  'iletisime\\s+gec(?:in|ebilir|iniz)',
  'mesaj\\s+(?:at|gonder)',
];
/** Trendyol's own ways to reach a seller or a service, which Trendyol allows an answer to point to. */
export const trendyolChannelPattern =
  /trendyol|siparis\s+detay|siparislerim|saticiya\s+(?:sor|soru|mesaj)|satici\s+mesaj|cozum\s+merkez|hesabim|soru\s+sor\s+(?:bolum|alan|ozellig)/;

/** Other channels: social networks, "@handle", "DM", and ways to reach the store off Trendyol. */
export const channelPattern = new RegExp(
  [
    `${start}${anyOf(socialNetworks)}`,
    // "DM'den yazın", not the model code "DM-300".
    `${start}(?:wp|dm)(?:['’]?(?:den|dan|ye|e|a|den))?(?![a-z0-9-])`,
    '(?:^|[^a-z0-9._%+-])@[a-z0-9_][a-z0-9_.]{1,}',
    `${start}${anyOf(offPlatform)}`,
  ].join('|'),
);
/** Contact invitations, blocked unless their sentence names a Trendyol channel (see guardrails.ts). */
export const contactPattern = new RegExp(`${start}${anyOf(contactInvitations)}`, 'g');

/** Coupon and discount wording; "%100 pamuk" is not a discount, "%20 indirim" is. */
export const promotionPattern = new RegExp(
  [
    `${start}kupon`,
    `${start}(?:indirim|promosyon|kampanya|hediye|avantaj)\\s*(?:kod|ceki|kupon)`,
    `${start}hediye\\s+(?:ediyoruz|veriyoruz|gonderiyoruz|ediyorum|ederiz|veririz)`,
    `${start}hediye(?:miz|miz\\s+olacak|ler)?\\s*(?:olacak|koy|ekle|!)`,
    `${start}(?:kucuk\\s+bir|surpriz)\\s+hediye`,
    `${start}hediye(?:\\s*[!.]|\\s*$)`,
    `${start}\\d+\\s*al\\s*\\d+\\s*ode`,
    `${start}(?:bir\\s+)?sonraki\\s+(?:siparisiniz|siparisinizde|siparisinize|siparisinizle|alisverisiniz|alisverisinizde|alisveriste|siparisde|sipariste)`,
    `${start}kargo\\s+bizden`,
    `${start}(?:yildiz|yorum)\\s+(?:veren|yapan|yazan)`,
    `${start}fark(?:i|ini)?\\s+iade`,
    `(?<!kargo\\s)(?<!kargosu\\s)${start}bedava(?![a-z])`,
    `${start}cek\\s*kodu`,
    `(?:%|yuzde)\\s?\\d+(?:[.,]\\d+)?\\s*(?:'?[a-z]{0,4}\\s+)?(?:varan\\s+|ek\\s+|ekstra\\s+)?indirim`,
    `\\d+\\s*(?:%|tl|₺)\\s*(?:'?[a-z]{0,4}\\s+)?(?:varan\\s+|ek\\s+|ekstra\\s+)?indirim`,
    `${start}(?:ozel|ekstra|ek)\\s+indirim`,
    `${start}indirim\\s+(?:yapabilir|yapariz|yapiyoruz|uygulayabilir|uygulariz|tanimla|saglayabilir|veririz)`,
  ].join('|'),
);

const competitors = [
  'hepsiburada',
  // "hepsi burada" is also plain Turkish ("all of it is here"); only as a place is it the marketplace.
  "hepsi\\s+burada(?:['’]?(?:da|daki|dan|nin)|\\s+(?:magaza|sitesi|hesab|uzerinden))",
  'hepsibu?r\\w*',
  "epey['’]",
  "cimri['’]|cimri\\.com",
  "hb(?:['’]?(?:de|deki|den|da|daki|dan|ye))?(?![a-z0-9])",
  'n\\s?11(?![0-9])',
  'amazon',
  // "çiçek sepeti şeklinde" is a basket; the marketplace is one word or a place ("Çiçek Sepeti'nde").
  'ciceksepeti',
  "cicek\\s+sepeti(?:['’]|nde|nden|ndeki|ne)",
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
  'koctas',
  'teknosa',
  'vatan\\s+bilgisayar',
  'mediamarkt',
  'boyner',
];
export const competitorPattern = new RegExp(`${start}${anyOf(competitors)}`);

/** Bargaining over the price: a Trendyol price is the listing's, not a negotiation. */
export const bargainingPattern = new RegExp(
  [
    'fiyat(?:ta|i|lar|larda|imiz)?\\s+(?:konusunda\\s+|uzerinde\\s+)?(?:anlas|konus|yardimci|esnek|pazarlik)',
    `${start}pazarlik`,
    '(?:size|sana)\\s+ozel\\s+(?:fiyat|teklif)',
    '(?:uygun|ozel|iyi)\\s+(?:bir\\s+)?fiyat\\s+(?:cikar|ver|yapar|yapabilir)',
    '(?:toplu|cok)\\s+alim(?:da|larda)?\\s+(?:fiyat|indirim)',
    'anlasabiliriz',
    'anlasiriz',
    'esitleriz',
    'fiyat(?:ta|i|a)?\\s+(?:\\w+\\s+)?(?:esne|kir|dusur|indir)',
    'teklif(?:inizi|iniz)\\s+(?:yaz|ilet|soyle|belirt|gonder)',
    "(?:tl|lira)(?:'?(?:ye|ya|e|a))?\\s+(?:birak|ver)(?:abiliriz|iriz|eriz)",
    'fiyat(?:i)?\\s+guncelle',
    'son\\s+fiyat',
    'asagi\\s+in',
    'orta\\s+yol',
    'hallederiz',
    'halledelim',
    'maliyetine',
    'kirabilirim|kirarim|kirariz|kirabiliriz',
    'indirim\\s+yapar(?:im|iz)',
    'pazarliga\\s+aci',
    'dediginiz\\s+olmaz',
    'butceniz',
    'ne\\s+kadar\\s+dusunuyorsunuz',
    "\\d+['’]?(?:den|dan|e|a|ye|ya)\\s+(?:halleder|birak|ver)",
    '(?:olur|yaparim|veririm)\\s+(?:abla|abi|hocam)',
  ].join('|'),
);

/** Deliberately small; only words that are insults in every context ("şık" folds to "sik", so that is absent). */
const profanityStems = [
  'orospu',
  'pezevenk',
  'serefsiz',
  'gerizekal',
  'yavsak',
  'siktir',
  'hassiktir',
  'hasiktir',
  'sikerim',
  'siktigim',
  'amina',
  'kahpe',
  'ibne',
  'boktan',
  'bok\\s+gibi',
  's[.*]ktir',
  'o[.*]c(?![a-z])',
];
const profanityWords = [
  'amk',
  'amq',
  'aq',
  'a\\.q',
  'a\\.k',
  'mk',
  'sg',
  'got',
  'pic',
  'ibne',
  'gavat',
  'oc',
  'sikik',
  'sokarim',
];
// A model code ("SG-200", "MK-3") is no swear word: the abbreviations may not run into a dash or digit.
export const profanityPattern = new RegExp(
  `${start}(?:${anyOf(profanityStems)}[a-z]*|${anyOf(profanityWords)}(?:lar|ler|sin|sun|sunuz|siniz)?)(?![a-z0-9-])`,
);

/** Insults that stand alone, and weak ones ("mal", "cahil") that insult only when said to someone ("mal mısın"). */
const insultWords = ['salak', 'aptal', 'dangalak', 'ahmak', 'embesil', 'beyinsiz', 'gerzek', 'angut'];
const addressedInsults = ['mal', 'hiyar', 'okuz', 'cahil', 'odun', 'kro'];
const youAre = '(?:\\s*(?:mi|mu)(?:sin|sun|siniz|sunuz)|sin|siniz|sun|sunuz)';
export const insultPattern = new RegExp(
  [
    `${start}lan${end}`,
    `${start}${anyOf(insultWords)}(?:${youAre}|lar|ler|lik|ca|ce)?${end}`,
    `${start}${anyOf(addressedInsults)}${youAre}${end}`,
    '(?:git|gidin)\\s+(?:baska|bi|bir)\\s*(?:yerden|yerde|magaza|saticidan)',
    'baska\\s+yerden\\s+al(?:in|sana|abilirsin|abilirsiniz)?(?![a-z])',
    '(?:alma|almayin|almasin)\\s+(?:o\\s+zaman|madem)',
    'okuma(?:yi|sini)\\s+bilmiyor',
    'okusaydin',
    'okumadan\\s+soru',
    'gormuyor\\s+musun',
    'goremiyor\\s+musun',
    '(?:basit|kolay)\\s+(?:bir\\s+)?(?:seyi|sey)\\s+(?:bile\\s+)?anlama',
    'anlamadiniz\\s+mi',
    'anlamiyor\\s+musun',
    'bos\\s+bos\\s+(?:soru|yaz|konus)',
    'sacma\\s+(?:sapan\\s+)?soru',
    '(?:sizin|senin)\\s+gibi\\s+musteri',
    'kafan(?:iz)?\\s+(?:calis|basma|yok)',
    'defol',
    'cehenneme',
    'ugrasamayiz',
    'ne\\s+bicim\\s+(?:insan|musteri)',
    'dikkatli\\s+olun',
    'okuyun\\s+artik',
    'cahil',
    'almayin(?:iz)?(?![a-z])',
    'kimse\\s+zorlamiyor',
    'bu\\s+kafa',
    'okuma\\s+yazma',
    'okumayi\\s+bilen',
    'rekor',
    'bos\\s+yap',
    'yine\\s+mi\\s+siz',
    'yazip\\s+duruyorsunuz',
    'aklinizi\\s+kullan',
    'ne\\s+anlarsin',
    'gozlugunuzu',
    'sormak\\s+icin\\s+mi',
    'gercekten\\s*\\?',
    '🙄',
  ].join('|'),
);

/** Text that is machine output, not a seller's answer: AI boilerplate, chat-bot closings, markdown, unfilled templates. */
export const machineTextPattern = new RegExp(
  [
    '(?:bir\\s+)?yapay\\s+zek[a]?\\s*(?:dil\\s+)?(?:model|asistan|olarak)',
    'dil\\s+modeli',
    'as\\s+an\\s+ai',
    'language\\s+model',
    'ben\\s+bir\\s+(?:yapay|bot|asistan)',
    'umarim\\s+(?:bu\\s+)?(?:cevap|yanit|bilgi|aciklama)\\w*\\s+(?:size\\s+)?(?:yardimci|faydali)',
    'sormaktan\\s+cekinmeyin',
    'elbette!\\s',
    'iste\\s+(?:cevabiniz|yanitiniz|cevap)',
    'harika\\s+bir\\s+soru',
    'yapay\\s+zek[a]?\\s+(?:tarafindan|olarak|ile\\s+olusturul)',
    '(?:chatgpt|chat\\s*gpt|openai|copilot)',
    'nasil\\s+yardimci\\s+olabilirim',
    '(?:cevap|yanit)\\s+taslagi',
    'satici\\s+(?:cevabi|yaniti)',
    'gonderebileceginiz',
    '```',
    '^\\s*(?:elbette|tabii\\s+ki)[,!]?\\s+iste',
    'yardimci\\s+olabilecegim\\s+baska',
    'egitim\\s+veri',
    'bilgi\\s+kesim\\s+tarih',
    'onerilen\\s+(?:yanit|cevap)',
    '\\*\\*[^*]+\\*\\*',
    '(?:^|\\n)\\s*#{1,4}\\s',
    '\\[[^\\]\\n]{1,40}\\]',
    '\\{\\{?[^}\\n]{1,40}\\}\\}?',
    '<[a-z_ ]{2,30}>',
    `${start}x{3,}${end}`,
    `${start}xx\\s*(?:tl|gun|cm|adet|ml|gr|kg)${end}`,
    '(?:\\.{3,}|…)\\.?\\s*(?:is\\s+)?(?:gun|tl|cm|adet|saat)',
    '(?:___+|—\\s*—)',
    '\\$[a-z_]{2,}',
    'gg[./]aa[./]yyyy|yyyy',
    `${start}x\\s+(?:gun|tl|adet|cm|ay|yil|saat)`,
  ].join('|'),
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
  'arastirip',
  'ogrenip',
  'teyit\\s+edip',
  'bakip\\s+(?:haber|donus|size)',
  'sonra\\s+(?:donus|bilgi)\\s+',
  '(?:haber|bilgi)\\s+verilecek',
  'tarafiniza\\s+bilgi',
  'ogrenince',
  'netlesince',
  'kontrol\\s+ediyoruz',
  '(?:size\\s+)?iletecek',
  'sorup\\s+(?:size\\s+)?(?:haber|bilgi|donus|don)',
  'haber\\s+veririz',
  'bilgim\\s+yok',
  '(?:donus|bilgi|cevap|guncelleme|aciklama)\\s+(?:saglanacak|verilecek|yapacag|yazacag|gelince|yapilacak)',
  'iletilmistir',
  'sordum',
  '(?:cevap|bilgi)\\s+gelince',
  'kontrol\\s+ediliyor',
  'teyit\\s+et',
  'musait\\s+degil',
  'cevaplarim(?![a-z])',
  'hazirlaniyor',
  'bekleyiniz',
  'birazdan',
  'bakip\\s+soyle',
  '(?:soylerim|yazarim|paylasirim|bildiririm|iletirim)(?![a-z])',
];
export const placeholderPattern = new RegExp(`${start}${anyOf(placeholders)}`);
