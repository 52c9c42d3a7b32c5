import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema/mail.js';
import type { TestApp } from './app.js';

export const origin = 'http://localhost:3000';

let counter = 0;
export function newSeller(
  overrides: Partial<Record<'name' | 'surname' | 'mobilePhone' | 'email' | 'password', string>> = {},
) {
  counter += 1;
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    mobilePhone: '5321234567',
    email: `ayse.${counter}.${Date.now()}@example.com`,
    password: 'gizli-sifre-1',
    ...overrides,
  };
}

export async function post(subject: TestApp, url: string, payload: unknown, cookie?: string) {
  return subject.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin, ...(cookie ? { cookie } : {}) },
  });
}

/** The newest code mailed to this address, read from the outbox as the seller would read the mail. */
export async function lastCodeFor(subject: TestApp, email: string): Promise<string> {
  const [mail] = await subject.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = mail?.textBody.match(/kodunuz: (\d{6})/)?.[1];
  if (!code) throw new Error(`no verification mail for ${email}`);
  return code;
}

export function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'cevapla_session');
  if (!cookie) throw new Error('no session cookie');
  return `cevapla_session=${cookie.value}`;
}

/** Registers, verifies (unless told not to) and signs in a seller; returns the session cookie. */
export async function signedInSeller(subject: TestApp, options: { verified?: boolean } = {}) {
  const seller = newSeller();
  await post(subject, '/api/auth/register', seller);
  if (options.verified ?? true) {
    await post(subject, '/api/auth/verification/check', {
      email: seller.email,
      code: await lastCodeFor(subject, seller.email),
    });
  }
  const login = await post(subject, '/api/auth/login', { email: seller.email, password: seller.password });
  return { seller, cookie: sessionCookie(login), user: login.json() as { id: string; email: string } };
}
