/// <reference path="./iyzipay.d.ts" />
import Iyzipay from 'iyzipay';
import { priceText, signatureMatches, signatureOf, signedPrice } from './signatures.js';

/** One 3-D Secure charge as Cevapla asks for it; `conversationId` is our payment id. */
export type ThreeDsRequest = {
  conversationId: string;
  basketId: string;
  /** What is charged (VAT included), in `currency`. */
  amount: number;
  currency: string;
  callbackUrl: string;
  card: { holderName: string; number: string; expireMonth: string; expireYear: string; cvc: string };
  buyer: {
    id: string;
    name: string;
    surname: string;
    email: string;
    phone: string;
    identityNumber: string;
    address: string;
    city: string;
    zipCode: string;
    ip: string;
  };
  billing: { contactName: string; city: string; address: string; zipCode: string };
  item: { id: string; name: string };
};

export type ThreeDsStarted = { ok: true; providerPaymentId: string; html: string } | { ok: false; message: string };

/** The browser's POST back from the bank (form fields, all strings). */
export type ThreeDsCallback = {
  status?: string;
  paymentId?: string;
  conversationData?: string;
  conversationId?: string;
  mdStatus?: string;
  signature?: string;
};

export type ThreeDsCompletion = {
  conversationId: string;
  providerPaymentId: string;
  conversationData: string;
  amount: number;
  currency: string;
  basketId: string;
};

export type ThreeDsCompleted =
  | { ok: true; paidPrice: number; currency: string; basketId: string }
  | { ok: false; message: string; code?: string };

/** The card-payment provider behind Cevapla's payments (iyzico; the emulator in demo mode and tests). */
export type PaymentProvider = {
  startThreeDs: (request: ThreeDsRequest) => Promise<ThreeDsStarted>;
  /** True when the callback carries iyzico's signature over its fields. */
  verifyCallback: (fields: ThreeDsCallback) => boolean;
  /** Charges the verified payment (server to server); iyzico calls are not idempotent: call once. */
  complete: (request: ThreeDsCompletion) => Promise<ThreeDsCompleted>;
};

/** The provider could not be reached or answered nonsense: nothing is known to have been charged. */
export class PaymentProviderUnavailable extends Error {
  constructor(cause: unknown) {
    super('payment provider unavailable', { cause });
    this.name = 'PaymentProviderUnavailable';
  }
}

type Result = Record<string, unknown> & { status?: string };

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : String(value));

/** iyzico through its official client, promisified, with a deadline on every call. */
export function createIyzicoProvider(options: {
  uri: string;
  apiKey: string;
  secretKey: string;
  timeoutMs: number;
}): PaymentProvider {
  const client = new Iyzipay({ uri: options.uri, apiKey: options.apiKey, secretKey: options.secretKey });
  const call = (
    resource: { create: (request: object, callback: (e: unknown, r: Result) => void) => void },
    request: object,
  ) =>
    new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PaymentProviderUnavailable('timeout')), options.timeoutMs);
      resource.create(request, (error, result) => {
        clearTimeout(timer);
        if (error || !result || typeof result !== 'object') reject(new PaymentProviderUnavailable(error));
        else resolve(result);
      });
    });
  const failure = (result: Result) => ({
    ok: false as const,
    message: text(result.errorMessage),
    code: text(result.errorCode),
  });

  return {
    async startThreeDs(request) {
      const amount = priceText(request.amount);
      const result = await call(client.threedsInitialize, {
        locale: 'tr',
        conversationId: request.conversationId,
        price: amount,
        paidPrice: amount,
        currency: request.currency,
        installment: '1',
        basketId: request.basketId,
        paymentChannel: 'WEB',
        paymentGroup: 'SUBSCRIPTION',
        callbackUrl: request.callbackUrl,
        paymentCard: {
          cardHolderName: request.card.holderName,
          cardNumber: request.card.number,
          expireMonth: request.card.expireMonth,
          expireYear: request.card.expireYear,
          cvc: request.card.cvc,
          registerCard: '0',
        },
        buyer: {
          id: request.buyer.id,
          name: request.buyer.name,
          surname: request.buyer.surname,
          identityNumber: request.buyer.identityNumber,
          email: request.buyer.email,
          gsmNumber: `+90${request.buyer.phone}`,
          registrationAddress: request.buyer.address,
          city: request.buyer.city,
          country: 'Turkey',
          zipCode: request.buyer.zipCode,
          ip: request.buyer.ip,
        },
        billingAddress: { ...request.billing, country: 'Turkey' },
        basketItems: [
          { id: request.item.id, name: request.item.name, category1: 'Abonelik', itemType: 'VIRTUAL', price: amount },
        ],
      });
      if (result.status !== 'success') return failure(result);
      const providerPaymentId = text(result.paymentId);
      const signed = signatureOf(options.secretKey, [providerPaymentId, text(result.conversationId)]);
      if (text(result.conversationId) !== request.conversationId || !signatureMatches(signed, result.signature)) {
        throw new PaymentProviderUnavailable('3DS initialize response failed its signature check');
      }
      return {
        ok: true,
        providerPaymentId,
        html: Buffer.from(text(result.threeDSHtmlContent), 'base64').toString('utf8'),
      };
    },

    verifyCallback(fields) {
      const expected = signatureOf(options.secretKey, [
        fields.conversationData,
        fields.conversationId,
        fields.mdStatus,
        fields.paymentId,
        fields.status,
      ]);
      return signatureMatches(expected, fields.signature);
    },

    async complete(request) {
      const result = await call(client.threedsV2Payment, {
        locale: 'tr',
        conversationId: request.conversationId,
        paymentId: request.providerPaymentId,
        conversationData: request.conversationData,
        paidPrice: priceText(request.amount),
        basketId: request.basketId,
        currency: request.currency,
      });
      if (result.status !== 'success') return failure(result);
      const signed = signatureOf(options.secretKey, [
        text(result.paymentId),
        text(result.currency),
        text(result.basketId),
        text(result.conversationId),
        signedPrice(text(result.paidPrice)),
        signedPrice(text(result.price)),
      ]);
      if (!signatureMatches(signed, result.signature)) {
        throw new PaymentProviderUnavailable('3DS auth response failed its signature check');
      }
      return {
        ok: true,
        paidPrice: Number(result.paidPrice),
        currency: text(result.currency),
        basketId: text(result.basketId),
      };
    },
  };
}
