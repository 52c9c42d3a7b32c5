import { xlWithXs } from './lexicon.js';
import { fold } from './text.js';

/**
 * A customer question as the engines read it: folded, its chat shorthand written out ("nzmn" →
 * "ne zaman", "slm" → "selam"), colloquial verb forms completed ("uyuyo" → "uyuyor") and question
 * particles that were glued on split off ("varmı" → "var mı", "pamuklumu" → "pamuklu mu").
 */

const shorthand: Record<string, string> = {
  slm: 'selam',
  slmlar: 'selamlar',
  mrb: 'merhaba',
  mrhb: 'merhaba',
  mrblar: 'merhabalar',
  tsk: 'tesekkurler',
  tskler: 'tesekkurler',
  tskrler: 'tesekkurler',
  tsklr: 'tesekkurler',
  nzmn: 'ne zaman',
  nerden: 'nereden',
  nerde: 'nerede',
  nerdeyse: 'neredeyse',
  nezaman: 'ne zaman',
  nekadar: 'ne kadar',
  nekadr: 'ne kadar',
  nkadar: 'ne kadar',
  nezmn: 'ne zaman',
  nzaman: 'ne zaman',
  zmn: 'zaman',
  skt: 'son kullanma tarihi',
  sktsi: 'son kullanma tarihi',
  stt: 'son kullanma tarihi',
  tett: 'son kullanma tarihi',
  kc: 'kac',
  kactir: 'kac',
  kacdir: 'kac',
  nelerdir: 'neler',
  bi: 'bir',
  bisey: 'bir sey',
  tmm: 'tamam',
  krg: 'kargo',
  kagro: 'kargo',
  krago: 'kargo',
  karog: 'kargo',
  idae: 'iade',
  kargoo: 'kargo',
  urn: 'urun',
  ltf: 'lutfen',
  ltfn: 'lutfen',
  lutfn: 'lutfen',
  pls: 'lutfen',
  msj: 'mesaj',
  sprs: 'siparis',
  sprs_: 'siparis',
  sip: 'siparis',
  knk: 'kanka',
  nbr: 'naber',
  hk: 'hakkinda',
  hkk: 'hakkinda',
  gelcek: 'gelecek',
  gelicek: 'gelecek',
  olcak: 'olacak',
  olucak: 'olacak',
  nasi: 'nasil',
  nasl: 'nasil',
  mı: 'mi',
  mu: 'mu',
  orjinal: 'orijinal',
  orjinalmi: 'orijinal mi',
  orijinalmi: 'orijinal mi',
  yaa: 'ya',
  yav: 'ya',
  full: 'tam',
  ful: 'tam',
  // sizes said in English ("medium")
  small: 's',
  medium: 'm',
  large: 'l',
  xlarge: 'xl',
};

/** "kara", "karası", "karasının": black, as a customer names the colour. */
const black: Record<string, string> = {
  '': '',
  si: 'i',
  sini: 'ini',
  sinin: 'inin',
  sindan: 'indan',
  yi: 'i',
  dan: 'tan',
  nin: 'in',
};
const blackWord = (token: string) => {
  const ending = /^kara(|si|sini|sinin|sindan|yi|dan|nin)$/.exec(token)?.[1];
  return ending === undefined ? token : `siyah${black[ending] ?? ''}`;
};

/** Question particles ("mı", "misiniz" …), folded: glued to a word, they are split off. */
const particle = /^(.{3,}?)(mi|mu|misin|musun|misiniz|musunuz|midir|mudur|miyim|muyum|miyiz|muyuz|miydi|muydu)$/;
/** Word endings after which a glued particle is certain: a verb ("gelir", "oluyor"), "var"/"yok", an adjective in -lı. */
const particleHost =
  /(?:[aeiou]r|yor|var|yok|li|lu|siz|suz|cek|cak|dir|dur|tir|tur|abilir|ebilir|di|ti|du|tu|mis|mus)$/;

/** Adjectives, colours and words of need customers ask about with a glued particle ("iyimi", "siyahmi", "lazimmi"). */
const adjectiveHosts = new Set(
  'iyi guzel rahat saglam kalin ince buyuk kucuk dar bol uzun kisa yumusak sert agir hafif sicak soguk temiz dogru ayni normal orijinal uygun net parlak mat genis derin yuksek alcak kolay zor hizli yavas gercek yeni tam esnek seffaf kaygan sik bedava ucretsiz ucretli dahil stokta mevcut bozuk dogal bayat taze sahte kirik yirtik eksik hasarli lekeli defolu acik kapali siyah beyaz kirmizi mavi yesil sari gri lacivert bej pembe mor turuncu kahverengi krem ekru bordo haki lazim gerek sart mecbur mumkun'.split(
    ' ',
  ),
);

function splitParticle(word: string, known: (word: string) => boolean): string {
  const match = particle.exec(word);
  if (!match) return word;
  const [, host = '', tail = ''] = match;
  return particleHost.test(host) || adjectiveHosts.has(host) || known(host) ? `${host} ${tail}` : word;
}

/** The person endings said short after a spoken "-yo": "yapıyoz", "biliyom", "koyuyonuz". */
const spokenPerson: Record<string, string> = { z: 'uz', m: 'um', nuz: 'sunuz' };

/** "geliyo" → "geliyor", "uyuyomu" → "uyuyor mu": the spoken present tense as written. */
function spokenPresent(word: string): string {
  const glued = /^(.{3,}yo)(mu|musun|musunuz|muyum|muyuz)$/.exec(word);
  if (glued) return `${glued[1]}r ${glued[2]}`;
  // "gönderiyosunuz", "yapıyoz", "biliyom": the person after it too.
  // ("koyuyonuz": the -sunuz said short.)
  const person = /^(.{3,}yo)(sunuz|nuz|sun|z|m)$/.exec(word);
  if (person) return `${person[1]}r${spokenPerson[person[2] ?? ''] ?? person[2]}`;
  return word.length >= 5 && word.endsWith('yo') ? `${word}r` : word;
}

/**
 * The question's words, folded and normalised. `known` tells whether a word is in the product's or
 * the store's vocabulary, so "siyahmı" splits ("siyah" is an offered colour) and "tamamı" does not.
 */
export function normalizeQuestion(question: string, known: (word: string) => boolean = () => false): string {
  // "yaaa", "abiii", "lütfeeen": a letter held three times or more is written once.
  const tokens =
    fold(question)
      .replace(/([a-z])\1{2,}/g, '$1')
      .match(/[a-z0-9]+(?:[.,/][0-9]+)*|[?!.,]/g) ?? [];
  // ("2xl", "3 xl" are written with their x's, as the options are read.)
  return xlWithXs(
    tokens
      // "sa induksiyonda çalışıyor mu": an opening "sa" (selamünaleyküm) greets.
      .map((token, index) => (index === 0 && token === 'sa' ? 'selam' : (shorthand[token] ?? blackWord(token))))
      .flatMap((token) => token.split(' '))
      .map(spokenPresent)
      .map((token) => (/^[a-z]+$/.test(token) ? splitParticle(token, known) : token))
      .join(' ')
      // "haki xl e bakar mısın": asking to look at an option is asking whether it is there.
      .replace(/ (?:e|a|ye|ya) bak(?:ar|abilir) m[iu]s[iu]n(?:iz)?(?![a-z])/g, ' var mi')
      // "13 üm var", "15 im": a possessive after a model number is the customer's own; "ip 13" is an iPhone.
      .replace(/(?<![a-z0-9])(\d{1,2}) (?:[iu]m|[iu]miz|[iu]n)(?![a-z])/g, '$1')
      .replace(/(?<![a-z])ip (?=\d{1,2}(?![\d.,]))/g, 'iphone ')
      // "içinde alkol bulunuyor mu", "10'lu paket bulunur mu": being found is being there.
      .replace(/(?<![a-z])bulun(?:uyor|ur|makta) m[iu](?![a-z])/g, 'var mi')
      .replace(/(?<![a-z])bulunmuyor m[iu](?![a-z])/g, 'yok mu')
      // "bordo bitmiş galiba, gri alsam …", "1 kiloluk yok sanırım.": a guess about stock, said on its own,
      // asks to be confirmed — or corrected.
      .replace(
        /(?<![a-z])(bit(?:ti|mis)|kal(?:madi|mamis)|tuken(?:di|mis)|yok|var) (?:galiba|sanirim|herhalde|heralde)(?= [,.?!]|$)/g,
        (_, verb: string) => `${verb} ${verb === 'yok' ? 'mu' : 'mi'} galiba`,
      )
      // "tek kulak takıp kullanabiliyor muyum": "takıp" before a verb attaches, it tracks no parcel.
      .replace(/(?<![a-z])takip (?=(?:kullan|calis|sarj|dinle|giy|koy|birak|bagla|cikar)[a-z]*)/g, 'takarak ')
      .replace(/\s+([?!.,])/g, '$1'),
  );
}
