import { isNegativeWord } from './negation.js';

/**
 * Personal data in an answer — an IBAN, a TC kimlik number, a card number, a street address. Each
 * finder works on folded text (see text.ts `fold`) and returns the index and length of the first
 * match, so the guardrail can quote the original. Numbers are validated (TC kimlik checksum, Luhn),
 * so prices, barcodes and model codes are never taken for personal data.
 */

export type Found = { index: number; length: number };

const firstMatch = (
  pattern: RegExp,
  folded: string,
  accept: (match: string, index: number) => boolean = () => true,
) => {
  for (const match of folded.matchAll(pattern)) {
    if (accept(match[0], match.index)) return { index: match.index, length: match[0].length };
  }
  return null;
};

/** "IBAN ile ödeme kabul etmiyoruz": what follows an index in its clause says no. */
function deniedAt(folded: string, index: number): boolean {
  const stops = ['.', ',', ';'].map((stop) => folded.indexOf(stop, index)).filter((at) => at >= 0);
  return (folded.slice(index, stops.length > 0 ? Math.min(...stops) : folded.length).match(/[a-z]+/g) ?? []).some(
    isNegativeWord,
  );
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A Turkish IBAN (TR + 24 digits, spaced or not), or the word itself: an answer never asks for a transfer. */
export const findIban = (folded: string): Found | null =>
  // letters for digits too ("TR69 OOO4 6OOO 7l83 …"), and an IBAN given in pieces ("ilk kısmı TR17000120 …")
  firstMatch(/(?<![a-z0-9])tr\s?[\dol]{2}(?:[\s.-]?[\doli]){22}(?![\doli])/g, folded) ??
  firstMatch(/(?<![a-z0-9])tr\s?\d{2}[\s.-]?\d{4}[\s.-]?\d{2,}/g, folded) ??
  firstMatch(/(?<![a-z0-9])iban(?![a-z0-9])/g, folded, (_match, at) => !deniedAt(folded, at));

/**
 * A valid TC kimlik number: 11 digits, not starting with 0, whose 10th digit is (7 × the sum of the
 * odd places − the sum of the even places) mod 10 and whose 11th is the sum of the first ten mod 10.
 */
export function isTcKimlik(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

export const findTcKimlik = (folded: string): Found | null =>
  firstMatch(/(?<![\d.,])\d(?:[ ]?\d){10}(?![\d.,]?\d)/g, folded, (match) => isTcKimlik(digitsOf(match))) ??
  // After "TC", "kimlik" or "TCKN" any eleven digits, however grouped, are one.
  firstMatch(/(?:tc|kimlik|tckn|t\.c\.)\D{0,20}?\d(?:[\s.-]?\d){10}(?!\d)/g, folded);

/** The Luhn check every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number: 15–16 digits starting 3–6, grouped by spaces or dashes or not, passing Luhn (barcodes have 8–14). */
export const findCardNumber = (folded: string): Found | null =>
  // Four groups of four, however separated, are a card number; a run of 15–16 digits when it passes Luhn.
  firstMatch(/(?<![\d.,])\d{4}[\s.-]\d{4}[\s.-]\d{4}[\s.-]\d{4}(?![\d.,]?\d)/g, folded) ??
  firstMatch(/(?<![\d.,])[2-69]\d{14,15}(?![\d.,]?\d)/g, folded, (match) => passesLuhn(digitsOf(match))) ??
  firstMatch(/kart\w*\D{0,15}?\d(?:[\s.-]?\d){11,18}(?!\d)/g, folded) ??
  // Amex grouping (4-6-5), and a card number given in pieces after "kart": all its digits in the sentence.
  firstMatch(/(?<![\d.,])\d{4}[\s.-]\d{6}[\s.-]\d{5}(?![\d.,]?\d)/g, folded) ??
  firstMatch(/kart[^.!?]{0,80}/g, folded, (match) => digitsOf(match).length >= 12);

const numberWords: Record<string, number> = {
  sifir: 0,
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
  yirmi: 20,
  otuz: 30,
  kirk: 40,
  elli: 50,
  altmis: 60,
  yetmis: 70,
  seksen: 80,
  doksan: 90,
  yuz: 100,
};
const numberWordPattern = new RegExp(`(?:${Object.keys(numberWords).join('|')})`, 'g');

/**
 * Turkish number words ("beş yüz otuz iki", glued or not) read as digit groups the way a phone number
 * is said: a group goes on while its hundreds, tens and units can still be filled, else a new one
 * starts ("sıfır · beş yüz otuz üç · iki yüz on iki · kırk dört · on sekiz" → 0 533 212 44 18).
 */
function spelledDigits(run: string): string {
  const groups: string[] = [];
  let value = 0;
  let slot = 3; // 3: nothing yet, 2: hundreds said, 1: tens said, 0: units said
  const close = () => {
    if (slot < 3) groups.push(String(value));
    value = 0;
    slot = 3;
  };
  for (const word of run.match(numberWordPattern) ?? []) {
    const number = numberWords[word] ?? 0;
    if (word === 'sifir') {
      close();
      groups.push('0');
    } else if (number === 100) {
      const multiplier = slot === 0 && value < 10 ? value : 1;
      if (!(slot === 0 && value < 10)) close();
      value = multiplier * 100;
      slot = 2;
    } else if (number >= 10) {
      if (slot < 2) close();
      value += number;
      slot = 1;
    } else {
      if (slot === 0) close();
      value += number;
      slot = 0;
    }
  }
  close();
  return groups.join('');
}

/**
 * Digits the way phone numbers are hidden: letters for digits ("o532 9l4"), one digit at a time
 * ("0 5 3 5 …"), or spelled out ("beş yüz otuz iki, iki yüz on iki …"). The result is only searched.
 */
export function revealDigits(folded: string): string {
  const letters = folded
    // a number written with letters for digits ("o532", "55443322iio"): o is 0, i and l are 1
    .replace(/(?<![a-z])[0-9oil]{7,}(?![a-z])/g, (token) =>
      (token.match(/\d/g) ?? []).length >= 5 ? token.replace(/o/g, '0').replace(/[il]/g, '1') : token,
    )
    .replace(/(?<=\d|\b)o(?=\d)|(?<=\d)o(?=\d|\b)/g, '0')
    .replace(/(?<=\d)[li](?=\d)/g, '1')
    .replace(/\s*[—–]\s*/g, ' ');
  const spaced = letters.replace(/(?<!\d)\d(?:[\s-]*\d){9,}(?!\d)/g, (run) => run.replace(/[\s-]/g, ''));
  const wordGroup = `(?:${numberWordPattern.source}){1,6}`;
  // Words mixed with digits ("beşyüzkırkiki 333 44 55") too: runs of words are read together, digits kept.
  const piece = `(?:${wordGroup}|\\d{1,3})`;
  return spaced.replace(new RegExp(`(?<![a-z0-9])${piece}(?:[\\s,/-]+${piece}){2,}(?![a-z0-9])`, 'g'), (run) =>
    /[a-z]/.test(run)
      ? run
          .split(/[\s,/-]+(?=\d)|(?<=\d)[\s,/-]+/)
          .map((part) => (/^\d+$/.test(part) ? part : spelledDigits(part)))
          .join('')
      : run,
  );
}

/** Street-address words of Turkish addresses, folded: "Mah.", "Cad.", "Sok.", "Bulvarı", "Apt.", "OSB" … */
const streetWords =
  /(?<![a-z0-9])(?:mah(?:alle(?:si)?)?\.?|mh\.|cad(?:de(?:si)?)?\.?|cd\.|sok(?:ak|agi)?\.?|sk\.|bulvar(?:i)?|blv\.?|apt\.?|apartman(?:i)?|osb|organize sanayi|is merkezi|plaza(?:si)?|(?:[a-z]|\d+)\s+blok|postanesi|carsisi(?:nda|ndaki)?|\d+\.\s*(?:cadde|sokak|sokag|cad)[a-z]*|\d+\s*(?:nolu|numarali)\s+(?:cadde|sokak|sokag)[a-z]*)(?![a-z])/g;
/**
 * A named street or place with where the store is ("Yahya Kaptan Mahallesi'ndeki mağazamız",
 * "Anafartalar Caddesi üzerinde", "Sanayi Sitesi 5. blok"): an address even without a door number.
 */
const namedStreet =
  /(?<![a-z0-9])[a-z]{3,}\s+(?:mahallesi|caddesi|sokagi|bulvari|sanayi\s+sitesi|carsisi|pasaji|is\s+hani)(?:['’]?[a-z]*)?\s+(?:\S+\s+){0,8}?(?:magaza|dukkan|bayi|servis|atolye|imalathane|tesis|fabrika|ofis|eczane|depo|sube|showroom|uzerinde|basinda|kosesinde|icinde|yapiyor|sat|dene|bulun|ugra|ariligimiz|atolyemiz|\d+\.?\s*(?:blok|sokak|cadde|no))|(?<![a-z0-9])[a-z]{3,}\s+(?:caddesi|sokagi|bulvari|mahallesi)\s+(?:no\s*[:.]?\s*)?\d+\s*\/\s*\d+|(?<![a-z0-9])(?:cad|cd|sok|sk|mah|mh|bulvari?|blv)\.?\s+\d+\s*\/\s*[a-z0-9]+(?![a-z0-9])|(?<![a-z0-9])[a-z]{3,}\s+(?:sokak|cadde|caddesi|sokagi|bulvari)\s+uzerinde\w*|yolu\s+uzerindeki\s+(?:\S+\s+){0,3}[a-z]*(?:miz|muz)|(?<![a-z0-9])(?:\d+\.?\s*(?:cadde|sokak|sok|cad|blok))(?:['’]?[a-z]*)?\s+(?:\S+\s+){0,3}?(?:magaza|dukkan|bayi|servis|atolye|depo|sube|showroom|gel|sat|bulun)/g;

/**
 * Where the store is, by landmark: "garın karşısındaki hanın 2. katında", "Güvenpark'ın arkasındaki
 * pasajda", "Bedesten'in içindeki dükkan", "köprünün yanındaki kırtasiyeden teslim alabilirsiniz".
 */
const landmark =
  /(?:karsisinda|arkasinda|yaninda|icindeki|kosesinde|karsisindaki|arkasindaki|yanindaki|bitisigindeki|ustundeki|altindaki)\w*\s+(?:\S+\s+){0,4}?(?:dukkan|magaza|pasaj|han|bedesten|carsi|sokak|cadde|bina|kat|kirtasiye|yerimiz|tabela|bayi)|arka\s+sokag\w*|tabelali|metre\s+(?:mesafe|ileri|otede|yakin)\w*|(?:girince|cikinca|donunce|gecince)\s+(?:\S+\s+){0,2}(?:sol|sag)\w*|zemin\s+kat|avm\w*\s+(?:\S+\s+){0,2}(?:kat|dukkan|magaza)|numarali\s+(?:\S+\s+)?(?:dukkan|magaza|ofis)|(?:carsisi|pasaji|hani)\s+\d+\s*(?:numara|no)|(?:yokus|kose|merdiven)\w*(?:taki|teki|daki|deki)\s+(?:\S+\s+)?(?:nalbur|dukkan|magaza|kuyumcu|bakkal|eczane|atolye)|(?:nalbur|dukkan|kuyumcu|atolye)\w*\s+(?:\S+\s+)?birakabilirsiniz|(?:karsisin|arkasin|bitisigin)dadir|(?:yanin|karsisin|arkasin|bitisigin|ustun|altin)dayiz|(?:katindayiz|katindadir|konaktayiz|girisindeyiz|girisindedir|pasajindayiz|sokaktayiz|caddedeyiz|pasajdayiz|handayiz|carsidayiz|sokagindayiz|tabelali\s+yer)|(?:istasyon|cami|okul|hastane|banka|eczane|park|market|avm|otogar|gar|belediye|karakol|postane|kavsag|durag|meydan|kopru|lise|universite|fabrika|stadyum|hal)\w*\s+(?:hemen\s+)?(?:arkasi|karsisi|yani|bitisigi)(?:nda|ndaki)?(?![a-z])|isiklari\w*\s+(?:\S+\s+)?(?:yaninda|karsisinda|arkasinda)|yolu\s+uzeri(?![a-z])|yolunun\s+\d+\.?\s*(?:km|kilometre)|kilometresinde|(?:caddesi|sokagi|bulvari|mahallesi)['’]?n(?:de|da)(?![a-z])|pasajin\s+\d+\.?\s*kat|(?:karsisindaki|arkasindaki|yanindaki)\s+(?:\S+\s+)?(?:sitede|binada|apartmanda)|duragi?nda\w*\s+(?:\S+\s+){0,2}(?:kat|ust|alt)|girisindeki\s+(?:\S+\s+){0,4}(?:tarla|bahce|ev|dukkan)|sitesi\s+[a-z]\s+blok|blok\s+no\s*[:.]?\s*\d|sanayi(?:si)?['’]?(?:de|nde)\s+(?:\S+\s+){0,3}(?:blok|no|numara)/g;

/** A door or flat number: "No:12", "no 7", "D:5", "Daire 3", "Kat:2". */
const doorNumber =
  /(?<![a-z0-9])(?:(?:no|numara|d|daire|kat|pk)\s*[:.]?\s*\d+|\d{1,4}\s*\/\s*[a-z](?![a-z0-9])|\d{5}\s+[a-z]{4,})/g;
const cities =
  'istanbul ankara izmir bursa antalya adana konya gaziantep kocaeli mersin kayseri eskisehir diyarbakir samsun ' +
  'denizli sakarya tekirdag trabzon malatya manisa hatay balikesir aydin mugla erzurum van sivas ordu zonguldak';
/** "Kadıköy/İstanbul", "Merter - İstanbul": a district and a city with a slash or dash. */
const districtCity = new RegExp(`[a-z]{3,}\\s*[/-]\\s*(?:${cities.split(' ').join('|')})(?![a-z])`, 'g');

/**
 * A street address: a street word together with a door number or a district/city, or a door number
 * with a district/city. One of them alone ("38 numara", "Model No: 5", "İstanbul depomuzdan") is none.
 */
export function findAddress(folded: string): Found | null {
  const named = firstMatch(namedStreet, folded) ?? firstMatch(landmark, folded);
  if (named) return named;
  const streets = [...folded.matchAll(streetWords)];
  const distinct = new Set(streets.map((match) => match[0].slice(0, 3))).size;
  const street = firstMatch(streetWords, folded);
  const door = firstMatch(doorNumber, folded, (match) => !/^numara/.test(match) || /numara\s*[:.]/.test(match));
  const city = firstMatch(districtCity, folded);
  const signals = [
    ...(distinct >= 2 ? streets.map((match) => ({ index: match.index, length: match[0].length })) : [street]),
    door,
    city,
  ].filter((found): found is Found => found !== null);
  if (signals.length < 2) return null;
  const index = Math.min(...signals.map((found) => found.index));
  const end = Math.max(...signals.map((found) => found.index + found.length));
  return { index, length: end - index };
}
