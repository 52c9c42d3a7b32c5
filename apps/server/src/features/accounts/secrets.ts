import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

/** A hash to compare against when the e-mail is unknown, so a wrong address takes as long as a wrong password. */
export const decoyPasswordHash = hashPassword(randomBytes(16).toString('hex'));

export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are kept as keyed hashes bound to their user: a leaked table reveals no usable code. */
export const hashVerificationCode = (appSecret: string, userId: string, code: string) =>
  createHmac('sha256', appSecret).update(`${userId}:${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
