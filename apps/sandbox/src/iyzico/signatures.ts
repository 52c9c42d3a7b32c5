import { createHmac, timingSafeEqual } from 'node:crypto';

/** hex(HMAC-SHA256(secretKey, data)), the building block of every iyzico signature. */
export function hmacHex(secretKey: string, data: string): string {
  return createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');
}

/** iyzico's response signatures: the parts joined with ':' and signed with the secret key. */
export function joinedSignature(secretKey: string, parts: ReadonlyArray<string | number | undefined>): string {
  return hmacHex(secretKey, parts.map((part) => (part === undefined ? '' : String(part))).join(':'));
}

/** Constant-time comparison of two hex signatures (false when the lengths differ). */
export function sameSignature(expected: string, actual: string): boolean {
  const left = Buffer.from(expected, 'utf8');
  const right = Buffer.from(actual, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The 3DS initialize response signature: `paymentId:conversationId`. */
export function initializeSignature(secretKey: string, paymentId: string, conversationId: string): string {
  return joinedSignature(secretKey, [paymentId, conversationId]);
}

/** The callback form signature: `conversationData:conversationId:mdStatus:paymentId:status` (missing → ''). */
export function callbackSignature(
  secretKey: string,
  fields: {
    conversationData?: string;
    conversationId?: string;
    mdStatus?: string;
    paymentId?: string;
    status?: string;
  },
): string {
  return joinedSignature(secretKey, [
    fields.conversationData,
    fields.conversationId,
    fields.mdStatus,
    fields.paymentId,
    fields.status,
  ]);
}

/** The 3DS auth response signature: `paymentId:currency:basketId:conversationId:paidPrice:price` (prices stripped). */
export function authSignature(
  secretKey: string,
  fields: {
    paymentId: string;
    currency: string;
    basketId: string;
    conversationId: string;
    paidPrice: string | number;
    price: string | number;
  },
): string {
  return joinedSignature(secretKey, [
    fields.paymentId,
    fields.currency,
    fields.basketId,
    fields.conversationId,
    stripPrice(fields.paidPrice),
    stripPrice(fields.price),
  ]);
}

/** A price with trailing fractional zeros (and a bare point) removed: "29.0" → "29", "29.90" → "29.9". */
export function stripPrice(price: string | number): string {
  const text = typeof price === 'number' ? String(price) : price.trim();
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}
