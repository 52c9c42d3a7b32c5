import { fold } from './text.js';

/**
 * The kinds of words an answer makes claims with, folded (see engine/text.ts `fold`). A colour, a
 * material or a size in an answer is a claim about the product, so the verifier needs the facts to
 * name it too.
 */

/** Colour names as written, for a colour the customer asked without Turkish letters ("kirmizi" → "kırmızı"). */
const colourSpellings =
  'kırmızı sarı yeşil gümüş füme zümrüt fildişi mürdüm taş kahverengi turuncu altın turkuaz fuşya';

export const colourName = (folded: string) =>
  colourSpellings.split(' ').find((name) => fold(name) === folded) ?? folded;

export const colourWords = new Set(
  (
    'siyah beyaz kirmizi lacivert yesil pembe turuncu kahverengi mavi gri bej mor sari haki ekru lila vizon ' +
    'bordo antrasit fume krem gumus altin bronz turkuaz indigo fusya mercan somon pudra hardal zumrut ' +
    'petrol mint taba tas camel kiremit lavanta leylak eflatun safir kobalt murdum fildisi inci'
  ).split(' '),
);

export const materialWords = new Set(
  (
    'pamuk pamuklu polyester viskon keten elastan likra yun kasmir ipek saten kadife kot denim deri suet ' +
    'naylon polyamid akrilik modal bambu tensel lyocell rayon sifon kasar penye ranforce saten poplin ' +
    'celik paslanmaz aluminyum alumin dokum granit seramik porselen cam borosilikat plastik silikon ' +
    'ahsap bambu mdf sunta masif mese ceviz kauçuk kaucuk bakalit teflon titanyum bakir pirinc ' +
    'mermer tpu pvc abs polikarbonat pet elyaf kustuyu kaz ordek'
  ).split(' '),
);

/** What makes a material a likeness of it ("suni deri", "PU deri", "ahşap görünümlü", "altın kaplama"). */
const imitationBefore = 'suni|sentetik|yapay|pu|vegan|eko|faux|taklit';
const imitationAfter = 'gorunumlu|gorunum|efektli|desenli|kaplama|kaplamali|dokulu|taklidi';
const likenessNamed = new RegExp(`(?<![a-z])(?:${imitationBefore}|${imitationAfter})(?![a-z])`);

/**
 * Whether folded text names the material only as its likeness ("suni deri" for "deri mi"): a customer
 * who asks the bare material is told no. `asked` is the question, which may name the likeness itself.
 */
export function imitates(text: string, material: string, asked = ''): boolean {
  const likeness = new RegExp(
    `(?<![a-z])(?:(?:${imitationBefore}) ${material}[a-z]*|${material}[a-z]* (?:${imitationAfter}))(?![a-z])`,
  );
  return !likenessNamed.test(asked) && likeness.test(text);
}

/**
 * "full pamuk mu", "hep akrilik mi", "tamamen yün mü", "%100 pamuk mu": a material asked pure, in folded
 * text — of a blend, a plain no. ("yün var mı yoksa hep akrilik mi": only the first alternative's words.)
 */
export const asksPureMaterial = (text: string) =>
  /(?<![a-z])(?:full|tam|tamamen|hep|saf|yuzde ?100)(?![a-z])|%\s*100|(?<![0-9.,])100(?![0-9.,])/.test(
    text.split(/(?<![a-z])yoksa(?![a-z])/)[0] ?? '',
  );

/** Whether a material field's folded value is one material ("%100 Pamuk", "Paslanmaz Çelik"), not a blend. */
export const pureMaterial = (value: string) =>
  /(?:%|yuzde)\s*100|^[a-z]+$|^[a-z]+ [a-z]+$/.test(value.trim()) && !/karisim|[,/+]/.test(value);

/** A number said in digits or words, or a day named ("aynı gün"), folded: what answers a "kaç". */
export const numberSaid =
  /\d|(?<![a-z])(?:bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|yirmi|otuz|kirk|elli|yuz|tek)(?![a-z])|ayni gun|bugun|yarin/;

/** Letter sizes, with the forms customers write ("xxl", "2xl"). */
export const letterSizes = new Set('xxs xs s m l xl xxl xxxl 2xl 3xl 4xl 5xl'.split(' '));

/** "2XL", "3 xl" written with their x's ("XXL", "XXXL"), in folded text: the figure counts them. */
export const xlWithXs = (folded: string) =>
  folded.replace(/(?<![a-z0-9.,])([2-5]) ?xl(?![a-z])/g, (_, count: string) => `${'x'.repeat(Number(count))}l`);

/**
 * Words that state the answer's frame, not a fact: politeness, the product itself, pointing words
 * and the verbs of "there is / there is not". They are the glue of a seller's sentence.
 */
const countries: Record<string, string> = {
  tr: 'Türkiye',
  cn: 'Çin',
  de: 'Almanya',
  it: 'İtalya',
  us: 'ABD',
  kr: 'Güney Kore',
};

/** "Menşei: TR" → "Türkiye": country codes as names. */
export const countryName = (value: string) => countries[fold(value).trim()] ?? value;

export const frameWords = new Set(
  (
    'evet hayir maalesef merhaba merhabalar selam degerli sayin musterimiz musterilerimiz tesekkur tesekkurler ' +
    'ederiz ederim dileriz dilerim iyi gunler aksamlar alisverisler saygilarimizla sevgilerimizle bilginize ' +
    'sunariz sorunuz sorunuzu icin ilginiz urun urunu urunun urunumuz urunumuzun urunumuzde urunlerimiz ' +
    'urunde bu su o bir ve ile de da ile icin olarak gibi ancak fakat ama yalniz sadece ayrica hem ' +
    'ya veya en cok daha tam hic mevcut mevcuttur mevcutta bulunmaktadir bulunuyor ' +
    'bulunmamaktadir bulunmuyor bulunur var vardir yok yoktur degil degildir olan olup oldugu olmasi ' +
    'sahip sahiptir sekilde seklinde gore belirtilen belirtildigi yer alan yer almaktadir alir ' +
    'sizin size siz sizi sizlere bizim biz bize tarafimizdan magazamiz magazamizda magazamizin ' +
    'secenek secenegi secenegimiz secenekleri seceneklerimiz seceneklerde secenegiyle secenekler seceneginin ' +
    'seceneklerinin ' +
    'stok stokta stoklarimizda stokumuzda stoklarda tukendi tukenmistir tukenmis kalmadi kalmamistir ' +
    'simdi su an anda guncel guncellenir bilgi bilgisi bilgileri bilgilerimize bilgilerine gecerli ' +
    'durum durumu durumdadir rengi renk renkte renkli renkleri beden bedeni bedenler bedenleri bedende ' +
    'numara numarasi numaralar tercih edebilirsiniz ederseniz yapabilirsiniz alabilirsiniz ' +
    'kullanabilirsiniz inceleyebilirsiniz bakabilirsiniz goz atabilirsiniz siparis siparisiniz ' +
    'siparisleriniz sayfasi sayfasinda sayfamizda tarafindan uzerinden trendyol toplam adet tane odersiniz ' +
    'deger degeri degerleri ozellik ozelligi ozellikleri toplam fiyati fiyatimiz fiyatina fiyatlarina ' +
    'dahil dahildir satis uygulanir yapilir edilir verilir saglanir icinde kadar itibaren sonra once ' +
    'kez defa gun gunu is saat yani diger digerleri dilerseniz isterseniz birlikte beraber olmak ' +
    'uzgunuz uzgun ozur dileriz yasadiginiz anlayisiniz oldugu oldugundan oldugunu nedeniyle nedenle dolayi ' +
    'tarafindan sekilde hem de ise ayrica sonrasinda once sonra kadar gore dogrudan sadece yalnizca ' +
    'bu nedenle bunun icin boylece ayrintili seklindedir olarak hazir'
  ).split(' '),
);

/** Words that say something is available or not. */
export const availableWords =
  /(?<![a-z])(?:stokta|stoklarimizda|stokumuzda|mevcut(?:tur)?|var(?:dir)?|bulunuyor|bulunmaktadir|bulunur|satista|temin)(?![a-z])/;
export const unavailableWords =
  /(?<![a-z])(?:tukendi|tukenmis(?:tir)?|kalmadi|kalmamistir|yok(?:tur)?|bulunmuyor|bulunmamaktadir|mevcut degil(?:dir)?|stokta degil(?:dir)?|stoklarimizda yok|satista degil)(?![a-z])/;

/** Number words an answer may spell out before a unit ("iki yıl", "on dört gün"). */
export const numberWords: Record<string, number> = {
  bir: 1,
  iki: 2,
  uc: 3,
  dort: 4,
  bes: 5,
  alti: 6,
  yedi: 7,
  sekiz: 8,
  dokuz: 9,
  on: 10,
  onbir: 11,
  oniki: 12,
  ondort: 14,
  onbes: 15,
  yirmi: 20,
  otuz: 30,
  kirk: 40,
  elli: 50,
  altmis: 60,
  doksan: 90,
  yuz: 100,
};
export const unitWords =
  /^(?:gun|is|yil|ay|hafta|saat|dakika|adet|parca|kat|kisilik|metre|litre|kilo|gram|kg|cm|mm|ml)/;

/** Whether a word names an entry of the lexicon, suffixed or not ("beyazı", "pamuklu"). */
const suffixAfterWord =
  /^(?:l[iu]k?|[iu]|[ae]|s[iu]|y[iu]|y[ae]|[dt][ae]n?|[dt][iu]r|n[iu]n|[iu]n|l[ae]r|l[ae]ri|[iu]m|[iu]z|m[iu]|s[iu]z)$/;

export function lexiconEntry(word: string, lexicon: ReadonlySet<string>): string | null {
  if (lexicon.has(word)) return word;
  for (let cut = word.length - 1; cut >= 3 && word.length - cut <= 4; cut -= 1) {
    const head = word.slice(0, cut);
    // Only with a suffix after it ("pamuklu", "siyahı", "lacivertten"), not inside another word ("taşımak", "derin").
    if (lexicon.has(head) && suffixAfterWord.test(word.slice(cut))) return head;
    // "pamuğu" (folded "pamugu"), "rengi": a final k softened before a vowel.
    const hard = `${head.slice(0, -1)}k`;
    if (
      /g$/.test(head) &&
      /^[aeiou]/.test(word.slice(cut)) &&
      lexicon.has(hard) &&
      suffixAfterWord.test(word.slice(cut))
    )
      return hard;
  }
  return null;
}

/**
 * A sentence whose subject is a damaged, defective or wrong item ("Hasarlı, kusurlu veya yanlış ürün …
 * aldıysanız"), folded — not the ordinary rule that names one to except it ("Ürün kusurlu değilse …").
 */
export const aboutDamage =
  /^\W*(?:[a-z]+\W+){0,3}(?:hasarli|kusurlu|kirik(?! beyaz)|yanlis|eksik|akmis|defolu)(?![a-z]*\s+degil)/;

/** The materials a question's words name ("pamuğu" → "pamuk"). */
export const materialsNamed = (words: readonly string[]): string[] =>
  words.flatMap((word) => lexiconEntry(word, materialWords) ?? []);

/** "2 tane alsam", "iki kutu", "3 adet": the counts of items a question tells (not "41 numara", an option). */
export function countsTold(question: string): number[] {
  const told = /(?<![a-z\d,.])(\d{1,2}|[a-z]+)\s*(?:tane|adet|takim|paket|kutu|cift|sise|kavanoz)(?![a-z])/g;
  // "2 kılıf alsam", "iki tişört alırsam": a count before what is bought — not a measure or a size
  // ("42 numara alsam", "2 yıl", "500 ml").
  const bought =
    /(?<![a-z\d,.])(\d{1,2}|[a-z]+)\s+(?!(?:numara|beden|yas|yil|ay|gun|hafta|saat|kilo|kg|gr|gram|ml|lt|litre|cm|mm|metre|tl|lira|adet|tane|takim|paket|kutu|cift|sise|kavanoz)(?![a-z]))[a-z]{3,}\s+al(?:sam|sak|irsam|irsak|icam|cam|acagim|cagim|ayim|sa[mk]?)(?![a-z])/g;
  const matches = [...question.matchAll(told), ...question.matchAll(bought)].sort(
    (a, b) => (a.index ?? 0) - (b.index ?? 0),
  );
  return matches.flatMap((match) => {
    const figure = match[1] ?? '';
    const value = /^\d/.test(figure) ? Number(figure) : figure === 'tek' ? 1 : numberWords[figure];
    return value ? [value] : [];
  });
}
