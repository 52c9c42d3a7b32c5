import { CARD_NUMBER_MAX_DIGITS } from '@cevapla/contracts/constants';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Spec §5: the card number keeps digits only, at most 16, shown in groups of four ("5528 7900 0000 0008"). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Spec §5: the expiry keeps at most six digits, shown as MM/YYYY ("122030" → "12/2030"). */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** CVC: three or four digits. */
export function formatCvc(text: string): string {
  return digitsOf(text).slice(0, 4);
}
