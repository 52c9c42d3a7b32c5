import type { EvalCase } from './dataset.js';

/**
 * How the bench judges a draft against a case's labels (FORMAT.md), with nothing of the engines or
 * the verifier: Turkish folding, phrases matched at a word start.
 */

export function fold(text: string): string {
  const letters: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (letter) => letters[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the folded text holds the phrase starting at a word start ("2 iş günü" is not in "12 iş günü"). */
export function containsPhrase(text: string, phrase: string): boolean {
  const haystack = fold(text);
  const needle = fold(phrase);
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (at === 0 || !/[a-z0-9]/.test(haystack.charAt(at - 1))) return true;
  }
  return false;
}

/** The answer without a leading greeting, to see what it says first. */
function opening(answer: string, greeting: string): string {
  let text = fold(answer);
  const folded = fold(greeting);
  if (folded && text.startsWith(folded)) text = text.slice(folded.length);
  return text.replace(/^[\s,.!]*(?:merhaba(?:lar)?|selam(?:lar)?|degerli musterimiz|sayin musterimiz)?[\s,.!]*/, '');
}

export type Judgement = {
  /** every mustState group present, the lead right, no mustNot phrase */
  correct: boolean;
  missing: string[];
  forbidden: string[];
  wrongLead: boolean;
};

export function judgeAnswer(testCase: EvalCase, answer: string, greeting: string): Judgement {
  const missing = (testCase.mustState ?? [])
    .filter((group) => !group.some((option) => containsPhrase(answer, option)))
    .map((group) => group.join(' | '));
  const forbidden = testCase.mustNot.filter((phrase) => containsPhrase(answer, phrase));
  const lead = testCase.lead ? fold(testCase.lead) : null;
  const wrongLead = lead !== null && !opening(answer, greeting).startsWith(lead);
  return { correct: missing.length === 0 && forbidden.length === 0 && !wrongLead, missing, forbidden, wrongLead };
}

/** The values a written number may mean: "1.299,90" → 1299.9, "1,5" → 1.5, "1,299.90" → 1299.9. */
const readings = (token: string) =>
  [Number(token.replace(/\./g, '').replace(',', '.')), Number(token.replace(/,/g, ''))].filter(Number.isFinite);

const vatRates = [1, 8, 10, 18, 20];
const derivedCache = new Map<string, Set<number>>();

/**
 * What a seller may work out from the prices of the sources, in kuruş: a price times a count
 * ("2 adet için toplam 499,98 TL"), two prices added or taken apart (a price and the shipping fee, the
 * difference of two sizes) and the VAT a price holds at a Turkish rate ("599,99 TL'nin içindeki KDV
 * 100,00 TL"). Arithmetic on stated figures is not an invented fact; a wrong figure still is.
 */
function derivedAmounts(sources: string): Set<number> {
  const known = derivedCache.get(sources);
  if (known) return known;
  const prices = [
    ...new Set(
      [...sources.matchAll(/\d+(?:[.,]\d+)*[.,]\d{1,2}(?!\d)/g)]
        .flatMap((match) => readings(match[0]))
        .filter((value) => value >= 1),
    ),
  ];
  const cents = (value: number) => Math.round(value * 100);
  const amounts = new Set<number>();
  for (const price of prices) {
    for (let count = 2; count <= 10; count += 1) amounts.add(cents(price * count));
    for (const rate of vatRates) amounts.add(cents((price * rate) / (100 + rate)));
    for (const other of prices) {
      amounts.add(cents(price + other));
      amounts.add(cents(Math.abs(price - other)));
    }
  }
  if (derivedCache.size > 200) derivedCache.clear();
  derivedCache.set(sources, amounts);
  return amounts;
}

/**
 * Numbers in an answer that appear nowhere in the store's sources (raw product JSON, profile) nor in
 * the question, nor follow from their prices by plain arithmetic — the typical invented fact. Written
 * forms are compared as digits ("1.299,90" → 129990).
 */
export function inventedNumbers(answer: string, sources: string, question: string): string[] {
  const known = new Set(
    [...`${sources} ${question}`.matchAll(/\d+(?:[.,]\d+)*/g)].flatMap((match) => readings(match[0])),
  );
  const parts = new Set([...`${sources} ${question}`.matchAll(/\d+/g)].map((match) => Number(match[0])));
  const derived = derivedAmounts(sources);
  return [...answer.matchAll(/\d+(?:[.,]\d+)*/g)]
    .map((match) => match[0])
    .filter(
      (token) =>
        !readings(token).some((value) => known.has(value)) &&
        !token.split(/[.,/]/).every((part) => parts.has(Number(part))) &&
        !(/[.,]\d{2}$/.test(token) && readings(token).some((value) => derived.has(Math.round(value * 100)))),
    );
}
