import { isGenericWord } from '../engine/generic-words.js';
import { absentRoot } from '../engine/negation.js';
import { type QuestionPart, questionWords, toldVerb } from '../engine/read-question.js';
import { fold, isContentWord } from '../engine/text.js';
import { sameWord, sameWordStrictly, verbRoot } from '../engine/turkish.js';

/**
 * Which words of a question carry what it asks, and when a fact's word says the same: Turkish forms
 * (turkish.ts) plus a few everyday equivalences of product talk.
 */

/**
 * Everyday equivalences, as folded word starts ("$" ends an exact word): a customer's word and the
 * listing's word for one thing ("göz" ~ "bölme", "dar" ~ "slim"). Conservative: a wrong pair makes a
 * fact answer a question it does not answer.
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['goz', 'bolme'],
  ['dar$', 'slim', 'skinny'],
  ['bol$', 'oversize', 'genis'],
  ['regular', 'standart'],
  ['mensei', 'uretim', 'made$'],
  ['yore', 'bolge', 'yeri$'],
  ['ebat', 'olcu', 'boyut'],
  ['kablosuz', 'bluetooth'],
  ['sarj', 'batarya', 'pil$'],
  ['surum', 'versiyon'],
  ['televizyon', 'tv$'],
  ['kilo', 'kg$'],
  ['gram', 'gr$', 'g$'],
  ['litre', 'lt$', 'l$'],
  ['watt', 'w$'],
  ['derece', 'c$'],
  ['santim', 'cm$'],
  ['kutu', 'ambalaj'],
  ['icerik', 'icindekiler'],
  ['sulfat', 'sls$'],
  ['sertifika', 'belge'],
  ['surebil', 'surul', 'surun', 'surme', 'uygula'],
  ['kat$', 'katiyor', 'katil', 'karistir'],
  ['aylik', 'yasin', 'yas$', 'yasindan'],
  ['koku', 'parfum', 'esans'],
  ['cekirdek', 'ogutul', 'ogutuc'],
  ['sirket', 'kurumsal', 'firma'],
  ['esni', 'esner', 'esnek', 'elastan', 'likra', 'strec'],
  ['temizl', 'silin', 'silerek', 'silini', 'silebil', 'silip$'],
  // "tezgahta ne kadar yer kaplar" asks for the dimensions
  ['ebat', 'olcu', 'boyut', 'kaplar$', 'kapliyor$'],
  ['klozet', 'tuvalet', 'wc$'],
  ['actik', 'acild', 'acilis', 'actiginiz'],
  ['sulandir', 'karistir', 'seyrelt'],
  ['uyum', 'uyuyor$', 'uyar$', 'uyan$', 'uyacak', 'uyabil'],
  ['yukseklik', 'yukseklig', 'boy$', 'boyu$'],
  ['boy$', 'boyu$', 'uzunluk', 'uzunlug'],
  ['suruyor$', 'surer$', 'sure$', 'suresi'],
  // "günlük kaç damla" against "günde 2 damla"
  ['gunde$', 'gunluk$'],
  ['modem', 'wifi', 'wi$'],
  // "askısı çıkıyor mu" against "askısı çıkarılamaz"; "nasıl kapanıyor" against "Kapama Şekli"
  ['cikiyor$', 'cikar', 'cikabil', 'cikmiyor$', 'cikmaz$'],
  ['kapan', 'kapama', 'kapat'],
  // "şarjı kaç saat gidiyor", "kaç dk dayanıyor" against "Çalışma Süresi", "Kullanım Süresi"
  ['gidiyor$', 'gider$', 'dayaniyor$', 'dayanir$', 'calisma$', 'calisir$', 'calisiyor$', 'kullanim$'],
  // "makinede yıkanır mı" against "hassas programda yıkayınız"; "havuzda yüzerken" against "suya sokulmamalıdır"
  ['makine', 'program'],
  ['havuz', 'yuzerken', 'yuzme', 'deniz', 'suya$', 'suda$', 'suyun$'],
  ['adaptor', 'adapter', 'alet$', 'aleti$'],
  // "fiyat yazar mı" is answered by "fiyat bilgisi konmaz", "alıcı fiyatı görmez"
  [
    'yazar$',
    'yaziyor$',
    'yazan$',
    'yazili$',
    'gorun',
    'gorur$',
    'gormez$',
    'konmaz$',
    'konur$',
    'konulmaz$',
    'konmuyor$',
  ],
];

/** A start's last hard consonant as it softens before a vowel ("çekirdek" → "çekirdeği"). */
const softened: Record<string, string> = { k: 'g', t: 'd', p: 'b' };
const starts = (word: string, start: string) => {
  if (start.endsWith('$')) return word === start.slice(0, -1);
  if (word.startsWith(start)) return true;
  const soft = softened[start.charAt(start.length - 1)];
  return soft !== undefined && word.length > start.length && word.startsWith(start.slice(0, -1) + soft);
};
const inGroup = (a: string, b: string) =>
  synonymGroups.some((group) => group.some((start) => starts(a, start)) && group.some((start) => starts(b, start)));

/**
 * "öğütüyor mu" against "Öğütücü: Yok", "nemlendiriyor mu" against "Nemlendirici": the doer's name of
 * the verb asked ("-ıcı", "-ici", "-ucu", "-ücü") names the part that does it.
 */
function doerOf(asked: string, factWord: string): boolean {
  const root = verbRoot(asked);
  if (!root || root.length < 3) return false;
  const folded = fold(factWord);
  return folded.startsWith(root) && /^y?[iu]c[iu](?:s[iu]|l[ae]r[iu]?|l[iu])?$/.test(folded.slice(root.length));
}

/** Whether a question word and a fact word say the same thing. */
const meanings = new Map<string, boolean>();

export function sameMeaning(asked: string, factWord: string): boolean {
  const key = `${asked}|${factWord}`;
  const known = meanings.get(key);
  if (known !== undefined) return known;
  const result = sameWord(asked, factWord) || inGroup(asked, fold(factWord)) || doerOf(asked, factWord);
  if (meanings.size > 200_000) meanings.clear();
  meanings.set(key, result);
  return result;
}

/**
 * The same, on stronger evidence (see turkish.ts `sameWordStrictly`): for matching free text — notes,
 * descriptions, the FAQ — where a shared start ("ayarlanıyor" ~ "ayarları") would answer something else.
 */
export function sameMeaningStrictly(asked: string, factWord: string): boolean {
  return sameWordStrictly(asked, factWord) || inGroup(asked, fold(factWord)) || doerOf(asked, factWord);
}

/**
 * Whether an answer's word says an alternative the customer chose between. A word made with -li or -siz
 * ("çekirdekli", "fermuarlı") is said by its stem alone or with -li, -siz and a copula ("Kapama: Fermuar",
 * "renksizdir") — not by the stem possessed ("Kabak Çekirdeği", another thing).
 */
export function saysAlternative(alternative: string, said: string): boolean {
  const made = /^(.{3,}?)(?:l[iu]|s[iu]z)$/.exec(alternative);
  if (!made) return sameMeaning(alternative, said);
  return new RegExp(`^${made[1]}(?:l[iu]|s[iu]z)?(?:[dt][iu]r|[dt][ae]n|[dt][ae]|l[ae]|[iu]?d[iu]r)?$`).test(said);
}

export { isGenericWord };

/** Whether a word is one of a set's words, in any form ("balı" of "Bal"). */
export const inWords = (word: string, set: ReadonlySet<string>) =>
  set.has(word) || [...set].some((other) => other.length > 2 && sameWord(word, other));

/**
 * The words of a part that carry its question: content words up to the customer's circumstance (see
 * `questionWords`), no question word, no name of the product itself, no option name — unless that
 * leaves nothing.
 */
/** "anneme hediye alacağım", "hediye olarak": the gift and whom it is for (not "hediye paketi"). */
function giftScene(said: readonly string[], index: number): boolean {
  const gift = (at: number) =>
    /^hediye(?:si|lik)?$/.test(said[at] ?? '') && /^(?:al|olarak|icin)/.test(said[at + 1] ?? '');
  return gift(index) || (gift(index + 1) && /[a-z]{3,}(?:y?[ae])$/.test(said[index] ?? ''));
}

/** Verbs of using, giving or doing, which ask about something else named in the question. */
export const lightVerb =
  /^(?:kullan|ver|uygula|yap|ol|et|koy|al|at|calis|yaz|tak|yet)(?:(?:il|in)?(?:abil|ebil)|il|in|dir)?(?:ir|ar|er|ur|iyor|uyor|ecek|acak|sa|se|mali|meli|ayim|eyim|alim|elim|mak|mek)(?:m|n|iz|im|in|sin|siniz|sam|sem|sak|sek|sa|se|lar|ler)?$/;
export function askedWords(
  part: QuestionPart,
  nameWords: ReadonlySet<string>,
  optionWords: ReadonlySet<string>,
): string[] {
  const said = questionWords(part);
  const content = said.filter(
    (word, index) =>
      // "su haznesi", "su deposu": water, not the stop word "şu".
      (word === 'su' && /^(?:hazne|depo|tank|seviye|isit|kirec|filtre)/.test(said[index + 1] ?? '')) ||
      (isContentWord(word) &&
        !isGenericWord(word) &&
        !/^\d+(?:[.,/]\d+)*$/.test(word) &&
        // "bu fiyata 1 tane mi geliyor": for this price — the price is the scene, not asked.
        !(/^(?:fiyata|fiyatina|fiyatla|paraya)$/.test(word) && said[index - 1] === 'bu') &&
        // "babama hediye alıcam, kutusundan neler çıkıyor": a gift bought for someone is the scene, not asked.
        !giftScene(said, index) &&
        // "… kutudan çıkıyor mu ayrı mı almam lazım": buying apart is the other side of what is asked.
        !(
          /^ayri(?:ca)?$/.test(word) &&
          /^(?:al|satin)/.test((said[index + 1] === 'mi' ? said[index + 2] : said[index + 1]) ?? '')
        )),
  );
  // "kullanırken bekletmek gerekiyor mu": "while using" sets the scene, the rest is asked ("düşünce
  // korur mu" keeps its "when dropped").
  // "çölyak hastasıyım glutensiz mi", "yer fıstığı alerjisi var, içinde … var mı": the condition is the
  // customer's own, told before what is asked.
  // ("diyetteyim, şeker var mı": where the customer is, told in the first person.)
  // ("yağlı cildim var, mat bitiş mi veriyor": the skin or hair the customer has, told with "var" before what is
  // asked — not "indüksiyon ocağım var, olur mu", where the thing had is what it must work with.)
  const had = (word: string) =>
    /^(?:cilt|cild|sac|ten|yuz)[a-z]*[iu]m$/.test(word) && said[said.indexOf(word) + 1] === 'var';
  const condition = content.findIndex(
    (word) =>
      /^(?:hasta(?:si)?(?:yim|yiz|im)|alerji(?:m|si|miz)?|[a-z]{3,}(?:[dt][ae]y[ie]m|[dt][ae]y[ie]z))$/.test(word) ||
      had(word),
  );
  const after = content.slice(condition + 1);
  // (… and "hassas cildim var, kullanabilir miyim" asks of the condition itself.)
  const conditioned =
    condition >= 0 && after.length > 0 && !after.every((word) => lightVerb.test(word)) ? after : content;
  // "iphone 15 plus kullanıyorum, bu kılıf olur mu": what the customer does is told, not asked.
  // (Only the present tense: "ciltim", "kapsüllerim" look like a past or an aorist told.)
  const untold = conditioned.filter((word) => !(toldVerb(word) && /(?:[iu]?yorum|[iu]yom)$/.test(word)));
  const asked = untold.length > 0 ? untold : conditioned;
  // ("çekirdek koyunca öğütüyor mu": putting it in, too.)
  const main = asked.filter((word) => !/^(?:kullan|koy|tak|sok|doldur)\w*(?:ken|[iu]nc[ae])$/.test(word));
  const words = main.length > 0 ? main : asked;
  const isOption = (word: string) => inWords(word, optionWords);
  // "sülfat içeriyor mu" of a "Sülfatsız Şampuan": the name says it is absent — asked, not the name.
  // ("askısı kaç cm" of a "Zincir Askılı … Çanta": a name word "with" something names a part, and the
  // part asked by itself is asked, not the product.)
  const partOfName = (other: string, word: string) => /^[a-z]{3,}l[iu]$/.test(other) && !word.startsWith(other);
  const isName = (word: string) =>
    [...nameWords].some(
      (other) =>
        (other === word || (other.length > 2 && sameWord(word, other))) &&
        !(absentRoot(other) !== null && absentRoot(word) === null) &&
        !partOfName(other, word),
    );
  const own = words.filter((word) => !isName(word) && !isOption(word));
  const named = words.filter((word) => !isName(word));
  // "her damla kaç IU içeriyor" of "… D3 Damla 400 IU", "indüksiyonda çalışır mı" of "… İndüksiyon Tabanlı
  // Tencere Seti": a verb of containing or using alone is no subject — the name's words it asks about are.
  const substantive = (list: readonly string[]) => list.some((word) => !/^(?:icer|bulundur)/.test(word));
  // (An option's words are not the name's: "yağlı saçlar için olanı kullanabilir mi" asks no more of them.)
  const usesOnly = own.length > 0 && own.every((word) => lightVerb.test(word) && /^(?:kullan|calis)/.test(word));
  // ("kaju kavrulmuş mu" of a "… Çiğ ve Kavrulmuş" mix: a state the name gives, asked of a part named beside it,
  // is asked — the name says it of some of the mix, not of the part.)
  const stated = (word: string) => isName(word) && /[a-z]{3,}m[iu]s$/.test(word) && !isOption(word);
  const chosen = usesOnly
    ? words.filter((word) => !isOption(word))
    : substantive(own)
      ? words.filter((word) => own.includes(word) || stated(word))
      : substantive(named)
        ? named
        : words;
  // One word asked twice ("rengi … rengine") counts once.
  return chosen.filter((word, index) => !chosen.slice(0, index).some((earlier) => sameWord(earlier, word)));
}

export { absentRoot } from '../engine/negation.js';
