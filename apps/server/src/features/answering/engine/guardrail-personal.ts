/**
 * Personal data in an answer — an IBAN, a TC kimlik number, a card number, a street address. Each
 * finder works on folded text (see text.ts `fold`) and returns the index and length of the first
 * match, so the guardrail can quote the original. Numbers are validated (TC kimlik checksum, Luhn),
 * so prices, barcodes and model codes are never taken for personal data.
 */

export type Found = { index: number; length: number };

const firstMatch = (pattern: RegExp, folded: string, accept: (match: string) => boolean = () => true) => {
  for (const match of folded.matchAll(pattern)) {
    if (accept(match[0])) return { index: match.index, length: match[0].length };
  }
  return null;
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A Turkish IBAN (TR + 24 digits, spaced or not), or the word itself: an answer never asks for a transfer. */
export const findIban = (folded: string): Found | null =>
  firstMatch(/(?<![a-z0-9])tr\s?\d{2}(?:[\s-]?\d){22}(?!\d)/g, folded) ??
  firstMatch(/(?<![a-z0-9])iban(?![a-z0-9])/g, folded);

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
  firstMatch(/(?<![\d.,])\d(?:[ ]?\d){10}(?![\d.,]?\d)/g, folded, (match) => isTcKimlik(digitsOf(match)));

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
  firstMatch(/(?<![\d.,])[3-6]\d{3}(?:[ -]?\d){11,12}(?![\d.,]?\d)/g, folded, (match) => {
    const digits = digitsOf(match);
    return (digits.length === 15 || digits.length === 16) && passesLuhn(digits);
  });

/** Street-address words of Turkish addresses, folded: "Mah.", "Cad.", "Sok.", "Bulvarı", "Apt.", "OSB" … */
const streetWords =
  /(?<![a-z0-9])(?:mah(?:alle(?:si)?)?\.?|mh\.|cad(?:de(?:si)?)?\.?|cd\.|sok(?:ak|agi)?\.?|sk\.|bulvar(?:i)?|blv\.?|apt\.?|apartman(?:i)?|osb|organize sanayi|is merkezi|plaza(?:si)?)(?![a-z])/g;
/** A door or flat number: "No:12", "no 7", "D:5", "Daire 3", "Kat:2". */
const doorNumber = /(?<![a-z0-9])(?:no|numara|d|daire|kat)\s*[:.]?\s*\d+/g;
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
  const street = firstMatch(streetWords, folded);
  const door = firstMatch(doorNumber, folded, (match) => !/^numara/.test(match) || /numara\s*[:.]/.test(match));
  const city = firstMatch(districtCity, folded);
  const signals = [street, door, city].filter((found): found is Found => found !== null);
  if (signals.length < 2) return null;
  const index = Math.min(...signals.map((found) => found.index));
  const end = Math.max(...signals.map((found) => found.index + found.length));
  return { index, length: end - index };
}
