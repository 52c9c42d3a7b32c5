import { createHmac, timingSafeEqual } from 'node:crypto';

/** iyzico signs its responses and callbacks: hex HMAC-SHA256 of the parts joined with ':' (payments.md). */
export function signatureOf(secretKey: string, parts: ReadonlyArray<string | undefined>): string {
  return createHmac('sha256', secretKey)
    .update(parts.map((part) => part ?? '').join(':'), 'utf8')
    .digest('hex');
}

/** Constant-time comparison; false for a missing or differently sized signature. */
export function signatureMatches(expected: string, actual: unknown): boolean {
  if (typeof actual !== 'string') return false;
  const left = Buffer.from(expected, 'utf8');
  const right = Buffer.from(actual, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A price as iyzico signs it: trailing fractional zeros and a bare point removed ("29.90" → "29.9"). */
export function signedPrice(price: string | number): string {
  const text = typeof price === 'number' ? String(price) : price.trim();
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Dollars as the request carries them: two decimals, no floating-point noise. */
export const priceText = (amount: number) => amount.toFixed(2);
