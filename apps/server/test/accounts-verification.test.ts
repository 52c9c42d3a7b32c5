import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.js';
import { lastCodeFor, newSeller, post } from './support/accounts.js';
import { createTestApp, movableClock, type TestApp } from './support/app.js';

const clock = movableClock();

async function registered(subject: TestApp) {
  const seller = newSeller();
  await post(subject, '/api/auth/register', seller);
  return { seller, code: await lastCodeFor(subject, seller.email) };
}

const check = (subject: TestApp, email: string, code: string) =>
  post(subject, '/api/auth/verification/check', { email, code });

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent', clock });
  });
  afterAll(() => subject.close());

  it('verifies the account with the mailed code, once', async () => {
    const { seller, code } = await registered(subject);
    const first = await check(subject, seller.email, code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'E-posta adresiniz doğrulandı.' });
    const [user] = await subject.database.db.select().from(users).where(eq(users.email, seller.email));
    expect(user?.isVerified).toBe(true);
    const reused = await check(subject, seller.email, code);
    expect(reused.json()).toEqual({ message: 'E-posta adresiniz zaten doğrulanmış.' });
  });

  it('rejects a wrong code and, after 5 wrong attempts, even the right one', async () => {
    const { seller, code } = await registered(subject);
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      answers.push((await check(subject, seller.email, wrong(code))).json().code);
    expect(answers).toEqual(['INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'CODE_LOCKED']);
    const right = await check(subject, seller.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      code: 'CODE_LOCKED',
      message: 'Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.',
    });
  });

  it('tells a wrong code apart in Turkish', async () => {
    const { seller, code } = await registered(subject);
    const response = await check(subject, seller.email, wrong(code));
    expect(response.json()).toEqual({
      code: 'INVALID_CODE',
      message: 'Doğrulama Kodu Geçersiz! Lütfen kodu kontrol edip tekrar deneyin.',
    });
  });

  it('expires a code after 300 seconds', async () => {
    const { seller, code } = await registered(subject);
    clock.advance(301_000);
    const response = await check(subject, seller.email, code);
    expect(response.json()).toEqual({
      code: 'CODE_EXPIRED',
      message: 'Doğrulama kodunun süresi doldu. Lütfen yeni bir kod isteyin.',
    });
  });

  it('sends a new code at most once a minute, and the new code replaces the old one', async () => {
    const { seller, code } = await registered(subject);
    const tooSoon = await post(subject, '/api/auth/verification/send', { email: seller.email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Yeni bir kod istemeden önce lütfen 60 saniye bekleyin.',
    });
    clock.advance(61_000);
    const resent = await post(subject, '/api/auth/verification/send', { email: seller.email.toUpperCase() });
    expect(resent.json()).toEqual({ message: 'Doğrulama kodu e-posta adresinize gönderildi.' });
    const fresh = await lastCodeFor(subject, seller.email);
    if (fresh !== code) expect((await check(subject, seller.email, code)).json().code).toBe('INVALID_CODE');
    expect((await check(subject, seller.email, fresh)).statusCode).toBe(200);
  });

  it('answers an unknown address like a known one, sending nothing', async () => {
    const response = await post(subject, '/api/auth/verification/send', { email: 'nobody@example.com' });
    expect(response.json()).toEqual({ message: 'Doğrulama kodu e-posta adresinize gönderildi.' });
  });

  it.each([
    ['12345', 'Doğrulama kodu 6 haneli olmalıdır.'],
    ['12a456', 'Doğrulama kodu 6 haneli olmalıdır.'],
  ])('rejects the code %j with "%s"', async (code, message) => {
    const response = await check(subject, 'ayse@example.com', code);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
  });
});
