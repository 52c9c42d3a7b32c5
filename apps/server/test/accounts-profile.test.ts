import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { origin, signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';

describe('profile', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent' });
  });
  afterAll(() => subject.close());

  const put = (payload: object, cookie?: string) =>
    subject.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      payload,
      headers: { origin, ...(cookie ? { cookie } : {}) },
    });

  it("updates the signed-in seller's name, surname and phone, never the e-mail or anyone else", async () => {
    const other = await signedInSeller(subject);
    const { cookie, seller } = await signedInSeller(subject);
    const response = await put(
      { name: 'Fatma', surname: 'Kaya', mobilePhone: '5441112233', email: 'baska@example.com', id: other.user.id },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profil bilgileriniz güncellendi.',
      user: { name: 'Fatma', surname: 'Kaya', mobilePhone: '5441112233', email: seller.email },
    });
    const untouched = await subject.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other.cookie } });
    expect(untouched.json()).toMatchObject({ name: 'Ayşe', email: other.seller.email });
  });

  it.each([
    [{ name: '' }, 'Ad Soyad alanı zorunludur.'],
    [{ name: 'Fa' }, 'Ad Soyad en az 3 karakter olmalıdır.'],
    [{ surname: ' ' }, 'Soyad en az 1 karakter olmalıdır.'],
    [{ mobilePhone: '0544111223' }, 'Telefon numarası 0 ile başlamamalıdır.'],
  ])('rejects %j with "%s"', async (change, message) => {
    const { cookie } = await signedInSeller(subject);
    const response = await put({ name: 'Fatma', surname: 'Kaya', mobilePhone: '5441112233', ...change }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('requires a session', async () => {
    const response = await put({ name: 'Fatma', surname: 'Kaya', mobilePhone: '5441112233' });
    expect(response.statusCode).toBe(401);
  });
});
