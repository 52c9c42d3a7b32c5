import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsBoxFor } from '../src/app.js';
import { saveStore } from '../src/features/stores/repository.js';
import { origin, signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';

const appSecret = 'test-secret-test-secret-test-secret-000';

describe('free trial', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ appSecret });
  });
  afterAll(() => subject.close());

  const startTrial = (cookie?: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/subscription/trial',
      headers: { origin, ...(cookie ? { cookie } : {}) },
    });

  async function withStore(userId: string) {
    const box = credentialsBoxFor(appSecret);
    await saveStore(
      subject.database.db,
      userId,
      {
        name: 'Deneme Mağazası',
        sellerId: '123',
        apiKeyEncrypted: box.seal('k'),
        apiSecretEncrypted: box.seal('s'),
        apiKeyHint: 'k',
        autoAnswer: false,
      },
      new Date(),
    );
  }

  it('needs a session, a verified e-mail and a store, with the spec messages', async () => {
    expect((await startTrial()).statusCode).toBe(401);
    const unverified = await signedInSeller(subject, { verified: false });
    const notVerified = await startTrial(unverified.cookie);
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().message).toBe('Email Doğrulaması gerekmektedir.');
    const verified = await signedInSeller(subject);
    const noStore = await startTrial(verified.cookie);
    expect(noStore.statusCode).toBe(409);
    expect(noStore.json()).toMatchObject({
      code: 'STORE_REQUIRED',
      message: 'Mağaza bilgilerinizi Tanımlamanız gerekmektedir.',
    });
  });

  it('gives the trial plan’s 14 days and 50 answers, shown as the current subscription', async () => {
    const { cookie, user } = await signedInSeller(subject);
    await withStore(user.id);
    expect((await subject.app.inject({ method: 'GET', url: '/api/subscription', headers: { cookie } })).json()).toBe(
      null,
    );
    const started = await startTrial(cookie);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      message: 'Ücretsiz denemeniz başladı: 14 gün boyunca 50 cevap hakkınız var.',
      subscription: { planName: 'Ücretsiz Deneme', source: 'trial', answersTotal: 50, answersLeft: 50, isActive: true },
    });
    const { startsAt, endsAt } = started.json().subscription;
    expect(Date.parse(endsAt) - Date.parse(startsAt)).toBe(14 * 24 * 60 * 60 * 1000);
    const current = await subject.app.inject({ method: 'GET', url: '/api/subscription', headers: { cookie } });
    expect(current.json()).toMatchObject({ planName: 'Ücretsiz Deneme', answersLeft: 50 });
  });

  it('is given once per user, ever — also when the button is pressed twice at once', async () => {
    const { cookie, user } = await signedInSeller(subject);
    await withStore(user.id);
    const [first, second] = await Promise.all([startTrial(cookie), startTrial(cookie)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const again = await startTrial(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TRIAL_USED',
      message: 'Ücretsiz deneme hakkınızı daha önce kullandınız.',
    });
  });
});
