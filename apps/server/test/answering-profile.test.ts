import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema/billing.js';
import { questions } from '../src/db/schema/questions.js';
import { origin, signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';
import { startTestSandbox, type TestSandbox } from './support/trendyol.js';

const appSecret = 'test-secret-test-secret-test-secret-000';

describe('store profile and the answer preview', () => {
  let sandbox: TestSandbox;
  let subject: TestApp;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ questionsPerMinute: 0 });
    subject = await createTestApp({ trendyol: sandbox.client, appSecret, clock: { now: () => new Date() } });
  });
  afterAll(async () => {
    await subject.close();
    await sandbox.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
    subject.app.inject({ method, url, headers: { origin, cookie }, ...(payload ? { payload } : {}) });

  async function sellerWithStore() {
    const account = await signedInSeller(subject);
    const sellerId = String(800_000 + Math.floor(Math.random() * 100_000));
    await sandbox.control('POST', '/sellers', { sellerId, apiKey: 'k', apiSecret: 's' });
    await call('PUT', '/api/store', account.cookie, {
      name: 'Mağaza',
      sellerId,
      apiKey: 'k',
      apiSecret: 's',
      autoAnswer: true,
    });
    return account;
  }

  const profile = {
    tone: 'resmi',
    greeting: 'Merhaba,',
    signature: 'Saygılarımızla.',
    deliveryInfo: 'Siparişler 1-2 iş günü içinde kargoya verilir.',
    returnPolicy: '14 gün içinde ücretsiz iade hakkınız vardır.',
    notes: '',
    faq: [{ question: 'Faturalı mı?', answer: 'Tüm ürünlerimiz faturalıdır.' }],
    autoSendThreshold: 85,
    blockedTerms: ['ucuz'],
  };

  it('starts from defaults, saves the seller’s profile and refuses out-of-range values', async () => {
    const seller = await sellerWithStore();
    expect((await call('GET', '/api/store/profile', seller.cookie)).json()).toMatchObject({
      tone: 'samimi',
      autoSendThreshold: 80,
    });
    const saved = await call('PUT', '/api/store/profile', seller.cookie, profile);
    expect(saved.json()).toEqual({ message: 'Mağaza profiliniz kaydedildi.', profile });
    const wrong = await call('PUT', '/api/store/profile', seller.cookie, { ...profile, autoSendThreshold: 20 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Eşik 50 ile 100 arasında olmalıdır.');
    const noStore = await signedInSeller(subject);
    expect((await call('GET', '/api/store/profile', noStore.cookie)).json().code).toBe('STORE_REQUIRED');
    const pending = await call('GET', '/api/answering/questions?status=pending', noStore.cookie);
    expect(pending.json()).toMatchObject({ storeRequired: true, items: [], total: 0 });
  });

  it('previews a draft from the profile and the product without storing, sending or counting it', async () => {
    const seller = await sellerWithStore();
    await call('PUT', '/api/store/profile', seller.cookie, profile);
    await subject.database.db.insert(subscriptions).values({
      userId: seller.user.id,
      planId: 2,
      source: 'payment',
      startsAt: new Date(Date.now() - 1000),
      endsAt: new Date(Date.now() + 86_400_000),
      answersTotal: 3,
      answersLeft: 3,
      createdAt: new Date(),
    });
    const preview = await call('POST', '/api/answering/preview', seller.cookie, {
      question: 'Kargoya ne zaman verilir?',
      productMainId: 'KTN-TSH-1001',
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    // The product's own dispatch time (2 business days in the sandbox catalogue) beats the store's general one.
    expect(body.answer).toContain('2 iş günü içinde kargoya verilir');
    expect(body.score.parts.map((part: { id: string }) => part.id)).toEqual([
      'coverage',
      'support',
      'factual',
      'directness',
      'compliance',
      'tone',
      'length',
    ]);
    expect(Array.isArray(body.score.findings)).toBe(true);
    expect(body.guardrails.every((result: { passed: boolean }) => result.passed)).toBe(true);
    expect(typeof body.wouldAutoSend).toBe('boolean');
    const [period] = await subject.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, seller.user.id));
    expect(period?.answersLeft).toBe(3);
    expect(await subject.database.db.select().from(questions)).toEqual([]);
  });
});
