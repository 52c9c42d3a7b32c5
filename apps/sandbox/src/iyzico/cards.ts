import type { IyzicoFailure } from './errors.js';

/** What a sandbox test card does; the store keeps only this and the last four digits, never the number. */
export type CardBehaviour =
  | { kind: 'success' }
  | { kind: 'initialize-fails' }
  | { kind: 'md-status'; mdStatus: '0' | '4' }
  | { kind: 'auth-fails'; failure: IyzicoFailure };

const authFailure = (errorCode: string, errorGroup: string, tr: string, en: string): CardBehaviour => ({
  kind: 'auth-fails',
  failure: { errorCode, errorGroup, tr, en },
});

/** iyzico's sandbox test cards (payments.md); any other valid number succeeds. */
const behaviours: ReadonlyMap<string, CardBehaviour> = new Map([
  ['4151111111111112', { kind: 'initialize-fails' }],
  ['4131111111111117', { kind: 'md-status', mdStatus: '0' }],
  ['4141111111111115', { kind: 'md-status', mdStatus: '4' }],
  [
    '4111111111111129',
    authFailure(
      '10051',
      'NOT_SUFFICIENT_FUNDS',
      'Kart limiti yetersiz, yetersiz bakiye',
      'Insufficient card limit, insufficient balance',
    ),
  ],
  ['4129111111111111', authFailure('10005', 'DO_NOT_HONOUR', 'İşlem onaylanmadı', 'Transaction not approved')],
  ['4128111111111112', authFailure('10012', 'INVALID_TRANSACTION', 'Geçersiz işlem', 'Invalid transaction')],
  ['4127111111111113', authFailure('10041', 'LOST_CARD', 'Kayıp kart, karta el koyunuz', 'Lost card, pick up card')],
  [
    '4126111111111114',
    authFailure('10043', 'STOLEN_CARD', 'Çalıntı kart, karta el koyunuz', 'Stolen card, pick up card'),
  ],
  ['4125111111111115', authFailure('10054', 'EXPIRED_CARD', 'Vadesi dolmuş kart', 'Expired card')],
  ['4124111111111116', authFailure('10084', 'INVALID_CVC2', 'CVC2 bilgisi hatalı', 'Invalid CVC2')],
  ['4121111111111119', authFailure('10034', 'FRAUD_SUSPECT', 'Dolandırıcılık şüphesi', 'Fraud suspect')],
  [
    '4130111111111118',
    authFailure(
      '10204',
      'UNKNOWN',
      'Ödeme işlemi esnasında genel bir hata oluştu',
      'General error occurred during payment',
    ),
  ],
]);

/** The behaviour of a card number (digits only). */
export function cardBehaviour(cardNumber: string): CardBehaviour {
  return behaviours.get(cardNumber) ?? { kind: 'success' };
}

/** Luhn check, as banks reject mistyped numbers before anything else. */
export function isValidCardNumber(cardNumber: string): boolean {
  if (!/^\d{12,19}$/.test(cardNumber)) return false;
  let sum = 0;
  for (let index = 0; index < cardNumber.length; index++) {
    let digit = Number(cardNumber[cardNumber.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card summary iyzico returns, derived from the number before it is dropped. */
export function cardSummary(cardNumber: string): {
  lastFourDigits: string;
  cardAssociation: string;
  cardType: 'CREDIT_CARD' | 'DEBIT_CARD';
  cardFamily: string;
} {
  const association = cardNumber.startsWith('9792')
    ? 'TROY'
    : cardNumber.startsWith('4')
      ? 'VISA'
      : cardNumber.startsWith('5') || cardNumber.startsWith('2')
        ? 'MASTER_CARD'
        : cardNumber.startsWith('3')
          ? 'AMERICAN_EXPRESS'
          : 'UNKNOWN';
  const debit = cardNumber === '4054180000000007';
  return {
    lastFourDigits: cardNumber.slice(-4),
    cardAssociation: association,
    cardType: debit ? 'DEBIT_CARD' : 'CREDIT_CARD',
    cardFamily: association === 'VISA' ? 'Paraf' : association === 'MASTER_CARD' ? 'Bonus' : 'Axess',
  };
}
