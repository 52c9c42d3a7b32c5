import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsBoxFor } from '../src/app.js';
import { users } from '../src/db/schema/accounts.js';
import { createQuestionPoller } from '../src/features/questions/poller.js';
import { origin, signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';
import { startTestSandbox, type TestSandbox } from './support/trendyol.js';

const appSecret = 'test-secret-test-secret-test-secret-000';

describe('question lists', () => {
  let sandbox: TestSandbox;
  let subject: TestApp;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    subject = await createTestApp({ trendyol: sandbox.client, appSecret, clock: { now: () => new Date() } });
  });
  afterAll(async () => {
    await subject.close();
    await sandbox.close();
  });

  async function sellerWithQuestions(sellerId: string, count: number) {
    const account = await signedInSeller(subject);
    const saved = await subject.app.inject({
      method: 'PUT',
      url: '/api/store',
      headers: { origin, cookie: account.cookie },
      payload: { name: `Mağaza ${sellerId}`, sellerId, apiKey: 'k', apiSecret: 's', autoAnswer: false },
    });
    expect(saved.statusCode).toBe(200);
    if (count > 0) await sandbox.control('POST', `/sellers/${sellerId}/questions/bulk`, { count });
    await createQuestionPoller({
      db: subject.database.db,
      clock: { now: () => new Date() },
      logger: pino({ level: 'silent' }),
      trendyol: sandbox.client,
      credentialsBox: credentialsBoxFor(appSecret),
      publish: async () => {},
      enqueueMail: async () => {},
      onQuestionsChanged: async () => {},
      publicUrl: 'http://localhost:3000',
      intervalMs: 60_000,
    }).tick();
    return account;
  }

  const list = (cookie: string, url: string) => subject.app.inject({ method: 'GET', url, headers: { cookie } });

  it('pages a store of 25 questions by 10, newest first', async () => {
    const { cookie } = await sellerWithQuestions('600001', 25);
    const first = (await list(cookie, '/api/questions')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 25 });
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((item: { creationDate: string }) => item.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const third = (await list(cookie, '/api/questions?page=3')).json();
    expect(third.items).toHaveLength(5);
    expect(third.items[0]).toMatchObject({
      questionId: expect.stringMatching(/^\d+$/),
      productName: expect.any(String),
      text: expect.any(String),
      answerText: null,
      status: 'WAITING_FOR_ANSWER',
    });
  });

  it("never shows a seller another seller's questions", async () => {
    await sellerWithQuestions('600002', 3);
    const { cookie } = await sellerWithQuestions('600003', 0);
    expect((await list(cookie, '/api/questions')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('lets only an admin see every store, checked on the server', async () => {
    const seller = await sellerWithQuestions('600004', 2);
    expect((await list(seller.cookie, '/api/admin/questions')).statusCode).toBe(403);
    await subject.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, seller.user.id));
    const all = (await list(seller.cookie, '/api/admin/questions')).json();
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.items[0]).toMatchObject({ storeName: expect.stringMatching(/^Mağaza 6000/) });
  });

  it('refuses a visitor and a nonsense page', async () => {
    expect((await subject.app.inject({ method: 'GET', url: '/api/questions' })).statusCode).toBe(401);
    const { cookie } = await signedInSeller(subject);
    expect((await list(cookie, '/api/questions?page=0')).statusCode).toBe(400);
  });
});
