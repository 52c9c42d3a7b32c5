import type { Fact } from '../engine/facts.js';
import { absentRoot } from '../engine/negation.js';
import { asSentence, fold } from '../engine/text.js';

/**
 * Facts said as a seller says them: an attribute as a sentence about the product ("Ürünümüzün
 * materyali %100 pamuktur."), a sentence of the description or the profile as it stands.
 */

const vowels = 'aeıioöuü';
const lastVowel = (word: string) => [...word].reverse().find((letter) => vowels.includes(letter)) ?? 'e';
/** Loanwords that take front vowels after a back one ("saati", "saattir", "alkoldür"). */
const frontLoan = /(?:saat|alkol|dikkat|kontrol|hakikat|harf|kalp|gol|normal|ideal|orijinal|global|total|sembol)$/;
/** The vowel a suffix harmonises with. */
const harmonyVowel = (word: string) => {
  const vowel = lastVowel(word);
  return frontLoan.test(word) ? ('ou'.includes(vowel) ? 'ö' : 'e') : vowel;
};

/** Irregular possessives ("hacim" → "hacmi") of attribute names. */
const possessives: Record<string, string> = {
  materyal: 'materyali',
  menşei: 'menşei',
  hacim: 'hacmi',
  isim: 'ismi',
  resim: 'resmi',
  şehir: 'şehri',
  ağız: 'ağzı',
  güç: 'gücü',
  uç: 'ucu',
  kap: 'kabı',
  dip: 'dibi',
  cep: 'cebi',
  renk: 'rengi',
  tat: 'tadı',
};

/** "Materyal" → "materyali", "Kalıp" → "kalıbı", "Garanti Süresi" → "garanti süresi" (already possessive). */
export function possessive(name: string): string {
  const words = name
    .toLocaleLowerCase('tr-TR')
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .trim()
    .split(/\s+/);
  const last = words[words.length - 1] ?? '';
  if (words.length > 1 && /(?:[ıiuü]|s[ıiuü])$/.test(last)) return words.join(' ');
  if (possessives[last]) return [...words.slice(0, -1), possessives[last]].join(' ');
  if (last.length <= 2 || /[^a-zçğıöşü]/.test(last)) return words.join(' ');
  const vowel = harmonyVowel(last);
  const high = 'eiöü'.includes(vowel) ? ('öü'.includes(vowel) ? 'ü' : 'i') : 'ou'.includes(vowel) ? 'u' : 'ı';
  const endsInVowel = vowels.includes(last.charAt(last.length - 1));
  const soft: Record<string, string> = { p: 'b', ç: 'c', k: 'ğ' };
  // "renk" → "rengi": a k after n softens to g.
  const softened = /nk$/.test(last) ? 'g' : soft[last.charAt(last.length - 1)];
  const stem = !endsInVowel && last.length > 3 && softened ? last.slice(0, -1) + softened : last;
  return [...words.slice(0, -1), `${stem}${endsInVowel ? 's' : ''}${high}`].join(' ');
}

/** The copula ("-dır", "-tir", "-dur", "'dür") of a value's last word, or '' where none reads well (codes, figures). */
export function copula(value: string): string {
  const last = value.trim().split(/\s+/).pop() ?? '';
  if (units[fold(last)]) return units[fold(last)] ?? '';
  if (!/^[a-zçğıöşüA-ZÇĞİÖŞÜ]+$/.test(last) || /^[A-ZÇĞİÖŞÜ0-9]{2,}$/.test(last)) return units[fold(last)] ?? '';
  const lower = last.toLocaleLowerCase('tr-TR');
  const vowel = harmonyVowel(lower);
  const high = 'eiöü'.includes(vowel) ? ('öü'.includes(vowel) ? 'ü' : 'i') : 'ou'.includes(vowel) ? 'u' : 'ı';
  const hard = 'çfhkpsşt'.includes(lower.charAt(lower.length - 1));
  return `${hard ? 't' : 'd'}${high}r`;
}

/** Units read aloud with their own harmony ("4 cm'dir", "20 W'tır"). */
const units: Record<string, string> = {
  cm: "'dir",
  mm: "'dir",
  m: "'dir",
  ml: "'dir",
  l: "'dir",
  lt: "'dir",
  g: "'dır",
  gr: "'dır",
  kg: "'dır",
  w: "'tır",
  mah: "'dir",
  pa: "'dır",
  bar: "'dır",
  v: "'tur",
};

const sentenceLike = (value: string) =>
  value.split(/\s+/).length > 5 || /[;:]|(?:ınız|iniz|unuz|ünüz|ın|in)$/.test(value.trim());

import { countryName } from '../engine/lexicon.js';

export { countryName };

/** One attribute as a sentence. */
export function attributeSentence(fact: Fact): string {
  const value = fact.value.trim();
  if (/^(?:menşei|mensei)$/i.test(fact.name.trim())) {
    const country = countryName(value);
    return `Ürünümüzün menşei ${country}'${copula(country.toLocaleLowerCase('tr-TR')).replace(/^t/, 'd')}.`;
  }
  // "Boyut/Ebat: 33 x 33 x 7,8 cm" → "Ürünümüzün ölçüleri 33 x 33 x 7,8 cm'dir."
  if (/^\d+(?:[.,]\d+)?\s*x\s*\d+(?:[.,]\d+)?(?:\s*x\s*\d+(?:[.,]\d+)?)?\s*(?:cm|mm|m)$/i.test(value)) {
    return `Ürünümüzün ölçüleri ${value}${copula(value)}.`;
  }
  // "Bölme Sayısı: 2" → "Ürünümüzde 2 bölme bulunur." ("Kişi Sayısı: 6" → "Ürünümüz 6 kişiliktir.")
  const counted = /^(\S+)\s+sayısı$/i.exec(fact.name.trim().toLocaleLowerCase('tr-TR'))?.[1];
  if (counted && /^\d+$/.test(value)) {
    return counted === 'kişi' ? `Ürünümüz ${value} kişiliktir.` : `Ürünümüzde ${value} ${counted} bulunur.`;
  }
  // "Materyal: %50 Akrilik, %30 Yün, %20 Polyamid" → "Ürünümüzün materyali %50 akrilik, %30 yün ve %20 polyamiddir."
  const shares = value.split(/\s*,\s*/);
  if (shares.length >= 2 && shares.every((share) => /^%\s?\d+(?:[.,]\d+)?\s+\p{L}+(?:\s\p{L}+)?$/u.test(share))) {
    const said = plainWords(`${shares.slice(0, -1).join(', ')} ve ${shares[shares.length - 1]}`);
    return `Ürünümüzün ${possessive(fact.name)} ${said}${copula(said)}.`;
  }
  if (sentenceLike(value)) {
    // An instruction ("30°C'de yıkayınız") is said as it stands; else the field names what it is.
    if (/(?:[iıuü]n[iıuü]z|[iıuü]r|maz|mez|d[iıuü]r|t[iıuü]r)[.!]?$/.test(value) && !/[:;]/.test(value)) {
      return asSentence(value.charAt(0).toLocaleUpperCase('tr-TR') + value.slice(1));
    }
    const name = fact.name.toLocaleLowerCase('tr-TR');
    return `${name.charAt(0).toLocaleUpperCase('tr-TR')}${name.slice(1)}: ${asSentence(value)}`;
  }
  // "Vegan: Evet" → "Ürünümüz vegandır.", "Glutensiz: Hayır" → "Ürünümüz glutensiz değildir." (not "veganı evettir").
  const answered = /^(evet|hayır)$/i.exec(value)?.[1]?.toLocaleLowerCase('tr-TR');
  if (answered && fact.name.trim().split(/\s+/).length <= 3) {
    const name = fact.name.trim().toLocaleLowerCase('tr-TR');
    const verb = /(?:[iıuü]r|[ae]r|maz|mez)$/.test(name);
    if (answered === 'evet') return `Ürünümüz ${name}${verb ? '' : copula(name)}.`;
    return `Ürünümüz ${name} değildir.`;
  }
  // "Cep: Cepsiz" says the product has none: "Ürünümüz cepsizdir."
  const root = absentRoot(value);
  if (root && fold(fact.name).startsWith(root.slice(0, 3))) {
    const said = value.toLocaleLowerCase('tr-TR');
    return `Ürünümüz ${said}${copula(said)}.`;
  }
  // "PFOA İçermez", "Test Edilmemiştir": a value that is a statement is said as one.
  if (
    value.split(/\s+/).length <= 3 &&
    /(?:maz|mez|ir|ır|ur|ür|m[iıuü]ş(?:t[iıuü]r)?)$/i.test(value) &&
    !/^[A-ZÇĞİÖŞÜ]+$/.test(value)
  ) {
    // "Elde Yıkanması Önerilir": a statement with its own subject ("yıkanması") is about the product's.
    const owned = /^\S+\s+\S+(?:ması|mesi)\s/i.test(value);
    return `${owned ? 'Ürünümüzün' : 'Ürünümüz'} ${value.toLocaleLowerCase('tr-TR')}.`;
  }
  const said = plainWords(value);
  return `Ürünümüzün ${possessive(fact.name)} ${said}${copula(said)}.`;
}

/** Proper names a value may hold: countries and places keep their capital. */
const properNames =
  /^(?:turkiye|cin|almanya|italya|fransa|ispanya|japonya|kore|amerika|abd|ingiltere|hindistan|vietnam|bangladesh|portekiz|turk)$/;

/**
 * A value as a seller writes it in a sentence: the words a listing capitalises ("Suni Deri",
 * "Paslanmaz Çelik", "Tüm Cilt Tipleri", "Var") small; codes, models and places as they are.
 */
function plainWords(value: string): string {
  return value.replace(/[A-ZÇĞİÖŞÜ][a-zçğıöşü]+/g, (word) =>
    properNames.test(fold(word)) ? word : word.toLocaleLowerCase('tr-TR'),
  );
}

/** A fact as it goes into an answer. */
export function factSentence(fact: Fact): string {
  if (fact.source === 'attribute') return attributeSentence(fact);
  if (fact.source === 'variant') return `${fact.name} seçeneklerimiz: ${fact.value}.`;
  if (fact.source === 'title') return `Ürünümüz: ${fact.value}.`;
  if (fact.source === 'faq' || fact.source === 'example') return asSentence(fact.value);
  return asSentence(fact.value);
}
