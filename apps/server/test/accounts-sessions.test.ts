import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions } from '../src/db/schema/accounts.js';
import { purgeExpiredSessionsJob } from '../src/features/accounts/jobs.js';
import { newSeller, origin, post, signedInSeller } from './support/accounts.js';
import { createTestApp, movableClock, type TestApp } from './support/app.js';

const clock = movableClock();

describe('sign-in and sessions', () => {
  let subject: TestApp;
  let secureSubject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent', clock });
  });
  afterAll(async () => {
    await subject.close();
    await secureSubject?.close();
  });

  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    subject.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { origin },
      remoteAddress,
    });

  it('signs in with an httpOnly, SameSite=Lax, 30-day cookie and answers only public fields', async () => {
    const seller = newSeller();
    await post(subject, '/api/auth/register', seller);
    const response = await login(seller.email.toUpperCase(), seller.password);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(
      ['email', 'id', 'isVerified', 'mobilePhone', 'name', 'role', 'surname'].sort(),
    );
    const cookie = response.cookies.find((candidate) => candidate.name === 'cevapla_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 });
    expect(cookie?.secure).toBeFalsy();
    expect(response.body).not.toContain('argon2');
  });

  it('marks the cookie Secure when the public address is https', async () => {
    secureSubject = await createTestApp({
      webRoot: '/nonexistent',
      config: {
        demo: true,
        publicUrl: 'https://cevapla.example.com',
        trustProxy: false,
        secureCookies: true,
        supportEmail: 'destek@cevapla.test',
        trustedOrigins: [],
        pollIntervalSeconds: 60,
      },
    });
    const seller = newSeller();
    const headers = { origin: 'https://cevapla.example.com' };
    await secureSubject.app.inject({ method: 'POST', url: '/api/auth/register', payload: seller, headers });
    const response = await secureSubject.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.email, password: seller.password },
      headers,
    });
    expect(response.cookies.find((candidate) => candidate.name === 'cevapla_session')?.secure).toBe(true);
  });

  it('answers a wrong password and an unknown address with the same Turkish message', async () => {
    const seller = newSeller();
    await post(subject, '/api/auth/register', seller);
    const wrongPassword = await login(seller.email, 'yanlis-sifre');
    const unknown = await login('kimse@example.com', 'yanlis-sifre');
    const expected = { code: 'INVALID_CREDENTIALS', message: 'E-posta adresi veya şifre hatalı.' };
    expect([wrongPassword.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it('blocks an e-mail after 10 failures in 15 minutes, even with the right password, then lets it in', async () => {
    const seller = newSeller();
    await post(subject, '/api/auth/register', seller);
    for (let attempt = 0; attempt < 10; attempt += 1) await login(seller.email, 'yanlis-sifre', `10.1.0.${attempt}`);
    const blocked = await login(seller.email, seller.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    });
    clock.advance(15 * 60_000 + 1_000);
    expect((await login(seller.email, seller.password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('blocks an address after 10 failures across different e-mails', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      await login(`deneme${attempt}@example.com`, 'yanlis-sifre', '10.2.0.1');
    const seller = newSeller();
    await post(subject, '/api/auth/register', seller);
    expect((await login(seller.email, seller.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(seller.email, seller.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('knows the signed-in seller at /api/me and forgets them after sign-out', async () => {
    const { cookie, seller } = await signedInSeller(subject);
    const me = await subject.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: seller.email, isVerified: true, role: 'seller' });

    const out = await post(subject, '/api/auth/logout', {}, cookie);
    expect(out.json()).toEqual({ message: 'Oturum Kapatılmıştır' });
    const after = await subject.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toBeNull();
    const profile = await subject.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie, origin },
      payload: { name: 'Fatma', surname: 'Kaya', mobilePhone: '5441112233' },
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Oturum Açmanız Gerekmektedir' });
  });

  it('stores only a hash of the session token and ends sessions after 30 days', async () => {
    const { cookie, user } = await signedInSeller(subject);
    const rows = await subject.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(cookie).not.toContain(rows[0]?.tokenHash as string);
    clock.advance(30 * 86_400_000 + 1_000);
    expect((await subject.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()).toBeNull();
  });

  it('refuses a state-changing request from another site', async () => {
    const seller = newSeller();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: seller,
      headers: { origin: 'https://kotu-site.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Bu istek başka bir siteden geldiği için reddedildi.',
    });
  });

  it('shows each seller only their own account', async () => {
    const first = await signedInSeller(subject);
    const second = await signedInSeller(subject);
    const me = await subject.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: second.cookie } });
    expect(me.json().email).toBe(second.seller.email);
    expect(me.body).not.toContain(first.seller.email);
  });
});

describe('nightly purge', () => {
  it('deletes expired sessions and old login failures, keeping live ones', async () => {
    const clock = movableClock();
    const subject = await createTestApp({ webRoot: '/nonexistent', clock });
    try {
      const live = await signedInSeller(subject);
      const old = await signedInSeller(subject);
      await subject.database.db
        .update(sessions)
        .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
        .where(eq(sessions.userId, old.user.id));
      await post(subject, '/api/auth/login', { email: live.seller.email, password: 'yanlis-sifre' });
      clock.advance(16 * 60_000);
      const deps = { database: subject.database, clock } as unknown as Parameters<
        typeof purgeExpiredSessionsJob.handle
      >[1];
      await purgeExpiredSessionsJob.handle({}, deps);
      const remaining = await subject.database.db.select().from(sessions);
      expect(remaining.map((row) => row.userId)).toContain(live.user.id);
      expect(remaining.map((row) => row.userId)).not.toContain(old.user.id);
      expect(await subject.database.db.select().from(loginFailures)).toEqual([]);
    } finally {
      await subject.close();
    }
  });
});

describe('sign-in validation', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent' });
  });
  afterAll(() => subject.close());

  it.each([
    [{ email: 'ayse', password: 'gizli-sifre-1' }, 'Geçerli bir e-posta girin.'],
    [{ email: 'ayse@example.com', password: '' }, 'Şifre gereklidir.'],
    [{ email: 'ayse@example.com', password: '12345' }, 'Şifre en az 6 karakter olmalı.'],
    [{ email: 'ayse@example.com' }, 'Şifre gereklidir.'],
  ])('rejects %j with "%s" and records no failure', async (payload, message) => {
    const response = await post(subject, '/api/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    expect(await subject.database.db.select().from(loginFailures)).toEqual([]);
  });
});
