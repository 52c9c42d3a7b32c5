import { randomBytes } from 'node:crypto';
import type { CardBehaviour } from './cards.js';

/** A 3DS payment in memory: amounts, basket, card summary and behaviour; never the card number or CVC. */
export type IyzicoPayment = {
  paymentId: string;
  conversationId: string;
  locale: string;
  price: string;
  paidPrice: string;
  currency: string;
  installment: number;
  basketId: string;
  callbackUrl: string;
  items: Array<{ itemId: string; price: string; paymentTransactionId: string }>;
  card: { lastFourDigits: string; cardAssociation: string; cardType: string; cardFamily: string };
  behaviour: CardBehaviour;
  /** The one-time key of the bank page. */
  bankToken: string;
  createdAt: Date;
  /** initialized → verified (bank answered, mdStatus set) → completed (auth called once, success or failure). */
  phase: 'initialized' | 'verified' | 'completed';
  mdStatus?: string;
  outcome?: { status: 'success' | 'failure'; errorCode?: string; completedAt: Date };
};

/** The payments of one emulator instance, with iyzico-like numeric ids. */
export function createPaymentStore() {
  const byId = new Map<string, IyzicoPayment>();
  const byToken = new Map<string, IyzicoPayment>();
  let nextPaymentId = 22_000_001;
  let nextTransactionId = 24_000_001;

  return {
    newPaymentId: () => String(nextPaymentId++),
    newTransactionId: () => String(nextTransactionId++),
    newBankToken: () => randomBytes(16).toString('hex'),
    add(payment: IyzicoPayment) {
      byId.set(payment.paymentId, payment);
      byToken.set(payment.bankToken, payment);
    },
    get: (paymentId: string) => byId.get(paymentId),
    byToken: (token: string) => byToken.get(token),
    completed: () => [...byId.values()].filter((payment) => payment.phase === 'completed'),
    reset() {
      byId.clear();
      byToken.clear();
    },
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
