import { z } from 'zod';

const text = z.string().trim().min(1);
const optionalText = z.string().optional();
/** iyzico prices arrive as strings ("29.0", the node client) or numbers. */
export const ZPrice = z.union([z.string(), z.number()]).transform((value, context) => {
  const raw = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) <= 0) {
    context.addIssue({ code: 'custom', message: 'price must be a positive decimal' });
    return z.NEVER;
  }
  return raw;
});

export const ZThreedsInitialize = z.object({
  locale: optionalText,
  conversationId: optionalText,
  price: ZPrice,
  paidPrice: ZPrice,
  currency: z.string().default('TRY'),
  installment: z.coerce.number().int().min(1).default(1),
  basketId: optionalText,
  paymentChannel: optionalText,
  paymentGroup: optionalText,
  callbackUrl: z.url({ protocol: /^https?$/ }),
  paymentCard: z.object({
    cardHolderName: text,
    cardNumber: text,
    expireMonth: text,
    expireYear: text,
    cvc: text,
    registerCard: z.unknown().optional(),
  }),
  buyer: z.object({
    id: text,
    name: text,
    surname: text,
    identityNumber: text,
    email: text,
    gsmNumber: optionalText,
    registrationAddress: text,
    city: text,
    country: text,
    ip: text,
    zipCode: optionalText,
  }),
  billingAddress: z.object({ contactName: text, city: text, country: text, address: text, zipCode: optionalText }),
  basketItems: z
    .array(z.object({ id: text, name: text, category1: text, category2: optionalText, itemType: text, price: ZPrice }))
    .min(1),
});

export const ZThreedsAuth = z.object({
  locale: optionalText,
  conversationId: optionalText,
  paymentId: z.coerce.string().min(1),
  conversationData: optionalText,
});

export const ZThreedsV2Auth = ZThreedsAuth.extend({
  paidPrice: ZPrice,
  basketId: optionalText,
  currency: text,
});

/** The dotted path of a zod issue, for iyzico's "field is required" message. */
export function issueField(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue && issue.path.length > 0 ? issue.path.join('.') : 'request';
}

/** A decimal string in 10^-8 units, so basket sums compare exactly. */
export function priceUnits(price: string): bigint {
  const [whole = '0', fraction = ''] = price.split('.');
  return BigInt(whole) * 100_000_000n + BigInt(fraction.slice(0, 8).padEnd(8, '0'));
}
