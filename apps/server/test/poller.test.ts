import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsBoxFor } from '../src/app.js';
import { emailOutbox } from '../src/db/schema/mail.js';
import { questions } from '../src/db/schema/questions.js';
import { stores } from '../src/db/schema/stores.js';
import { incidents } from '../src/db/schema/system.js';
import { createQuestionPoller } from '../src/features/questions/poller.js';
import { origin, signedInSeller } from './support/accounts.js';
import { createTestApp, movableClock, type TestApp } from './support/app.js';
import { startTestSandbox, type TestSandbox, trendyolClientFor } from './support/trendyol.js';

const appSecret = 'test-secret-test-secret-test-secret-000';
let sellerCounter = 900_000;

describe('question poller', () => {
  let sandbox: TestSandbox;
  let subject: TestApp;
  const clock = movableClock('2026-11-23T10:00:00+03:00');
  beforeAll(async () => {
    sandbox = await startTestSandbox({ clock: clock.now });
    subject = await createTestApp({ trendyol: sandbox.client, clock, appSecret });
  });
  afterAll(async () => {
    await subject.close();
    await sandbox.close();
  });

  /** A seller with a connected store for a fresh sandbox seller id. */
  async function connectedStore() {
    sellerCounter += 1;
    const sellerId = String(sellerCounter);
    const credentials = { sellerId, apiKey: `key-${sellerId}`, apiSecret: `secret-${sellerId}` };
    await sandbox.control('POST', '/sellers', credentials);
    const { cookie, user, seller } = await signedInSeller(subject);
    const saved = await subject.app.inject({
      method: 'PUT',
      url: '/api/store',
      headers: { origin, cookie },
      payload: {
        name: 'Test Mağaza',
        sellerId,
        apiKey: credentials.apiKey,
        apiSecret: credentials.apiSecret,
        autoAnswer: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    return { sellerId, credentials, user, seller, storeId: saved.json().store.id as string };
  }

  function poller(options: { client?: TestSandbox['client'] } = {}) {
    const published: Array<{ userId: string; event: string }> = [];
    const mailed: string[] = [];
    const instance = createQuestionPoller({
      db: subject.database.db,
      clock,
      logger: pino({ level: 'silent' }),
      trendyol: options.client ?? sandbox.client,
      credentialsBox: credentialsBoxFor(appSecret),
      publish: async (userId, event) => {
        published.push({ userId, event });
      },
      enqueueMail: async (id) => {
        mailed.push(id);
      },
      onQuestionsChanged: async () => {},
      publicUrl: 'http://localhost:3000',
      intervalMs: 60_000,
      random: () => 0.5,
    });
    return { instance, published, mailed };
  }

  const rowsOf = (storeId: string) =>
    subject.database.db.select().from(questions).where(eq(questions.storeId, storeId));
  const storeRow = async (storeId: string) =>
    (await subject.database.db.select().from(stores).where(eq(stores.id, storeId)))[0];

  it('ingests every waiting question page by page, once, and tells the seller', async () => {
    const store = await connectedStore();
    await sandbox.control('POST', `/sellers/${store.sellerId}/questions/bulk`, { count: 120 });
    const { instance, published } = poller();
    await instance.tick();
    const rows = await rowsOf(store.storeId);
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((row) => row.marketplaceQuestionId)).size).toBe(120);
    expect(rows.every((row) => row.deadlineAt > row.askedAt)).toBe(true);
    expect(published).toEqual([{ userId: store.user.id, event: 'questions:changed' }]);

    // Every waiting question was in the lists: none needs a look-up of its own.
    const lookups: unknown[] = [];
    const counting = {
      ...sandbox.client,
      getQuestion: async (...args: Parameters<TestSandbox['client']['getQuestion']>) => {
        lookups.push(args[1]);
        return sandbox.client.getQuestion(...args);
      },
    };
    clock.advance(61_000);
    await poller({ client: counting }).instance.tick();
    expect(lookups).toEqual([]);

    // Due again an interval later: nothing new, nothing duplicated, nobody told.
    clock.advance(61_000);
    await instance.tick();
    expect(await rowsOf(store.storeId)).toHaveLength(120);
    expect(published).toHaveLength(1);
    expect((await storeRow(store.storeId))?.lastSyncedAt).toEqual(clock.now());
  });

  it('follows a question answered in the seller panel', async () => {
    const store = await connectedStore();
    const created = await sandbox.control<{ id: number }>('POST', `/sellers/${store.sellerId}/questions`, {
      text: 'Kargo ne zaman çıkar?',
    });
    const { instance } = poller();
    await instance.tick();
    await sandbox.control('POST', `/sellers/${store.sellerId}/questions/${created.id}/moderation`, {
      action: 'answer-in-panel',
      text: 'Merhaba, siparişiniz bugün kargoya verilir.',
    });
    clock.advance(61_000);
    await instance.tick();
    const [row] = await rowsOf(store.storeId);
    expect(row).toMatchObject({
      marketplaceStatus: 'ANSWERED',
      answerText: 'Merhaba, siparişiniz bugün kargoya verilir.',
    });
  });

  it('also takes in a question answered in the seller panel before it was ever seen waiting', async () => {
    const store = await connectedStore();
    const created = await sandbox.control<{ id: number }>('POST', `/sellers/${store.sellerId}/questions`, {
      text: 'Beden tablosu var mı?',
    });
    await sandbox.control('POST', `/sellers/${store.sellerId}/questions/${created.id}/moderation`, {
      action: 'answer-in-panel',
      text: 'Merhaba, beden tablosu ürün görsellerinin sonunda yer alıyor.',
    });
    await poller().instance.tick();
    const [row] = await rowsOf(store.storeId);
    expect(row).toMatchObject({ marketplaceStatus: 'ANSWERED', text: 'Beden tablosu var mı?' });
  });

  it.each([
    ['429', { kind: 'error', status: 429 }],
    ['500', { kind: 'error', status: 500 }],
    ['a timeout', { kind: 'timeout' }],
  ])('backs off after %s and recovers on its own without losing a question', async (_name, fault) => {
    const store = await connectedStore();
    await sandbox.control('POST', `/sellers/${store.sellerId}/questions/bulk`, { count: 60 });
    const client = trendyolClientFor(sandbox.url, { timeoutMs: 300 });
    const { instance } = poller({ client });
    // Trendyol fails the next calls: the poll stops, the store waits and is polled again later.
    await sandbox.control('POST', '/faults', { ...fault, endpoint: 'questions.filter', count: 3 });
    await instance.tick();
    const failed = await storeRow(store.storeId);
    expect(failed?.pollFailures).toBe(1);
    expect(failed?.pollAfter.getTime()).toBeGreaterThan(clock.now().getTime() + 60_000);
    expect(failed?.connection).toBe('connected');

    await instance.tick(); // not due yet: nothing happens
    expect((await storeRow(store.storeId))?.pollFailures).toBe(1);

    await sandbox.control('DELETE', '/faults');
    clock.advance(5 * 60_000);
    await instance.tick();
    expect(await rowsOf(store.storeId)).toHaveLength(60);
    expect((await storeRow(store.storeId))?.pollFailures).toBe(0);
  });

  it('stops polling a store whose credentials Trendyol refuses, and tells the seller once', async () => {
    const store = await connectedStore();
    // The seller changed the secret in the Trendyol panel: ours no longer works.
    await sandbox.control('POST', '/sellers', { ...store.credentials, apiSecret: 'yenilenmis-secret' });
    const { instance, published, mailed } = poller();
    await instance.tick();
    const row = await storeRow(store.storeId);
    expect(row?.connection).toBe('disconnected');
    expect(row?.connectionProblem).toMatch(/API Key ve API Secret/);
    expect(published).toEqual([{ userId: store.user.id, event: 'store:changed' }]);
    // The admin overview counts it as a marketplace error of this store; the secret is nowhere in it.
    const recorded = await subject.database.db.select().from(incidents).where(eq(incidents.storeId, store.storeId));
    expect(recorded).toMatchObject([{ source: 'marketplace', operation: 'poll', code: 'credentials' }]);
    expect(recorded[0]?.message).toMatch(/API Key ve API Secret/);
    expect(JSON.stringify(recorded)).not.toContain(store.credentials.apiSecret);
    clock.advance(10 * 60_000);
    await instance.tick();
    const notices = await subject.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, store.seller.email),
          eq(emailOutbox.subject, 'Trendyol mağaza bağlantınız koptu'),
        ),
      );
    expect(notices).toHaveLength(1);
    expect(mailed).toHaveLength(1);
  });

  it('picks up a store whose poller died mid-poll, and two pollers never duplicate a question', async () => {
    const store = await connectedStore();
    await sandbox.control('POST', `/sellers/${store.sellerId}/questions/bulk`, { count: 30 });
    // A worker claimed the store and was killed before it finished: its lease holds the store…
    await subject.database.db
      .update(stores)
      .set({ pollAfter: new Date(clock.now().getTime() + 5 * 60_000) })
      .where(eq(stores.id, store.storeId));
    const first = poller();
    const second = poller();
    await Promise.all([first.instance.tick(), second.instance.tick()]);
    expect(await rowsOf(store.storeId)).toHaveLength(0);
    // …until the lease runs out; then whichever poller comes first takes it, and only one does.
    clock.advance(5 * 60_000 + 1);
    await Promise.all([first.instance.tick(), second.instance.tick()]);
    const rows = await rowsOf(store.storeId);
    expect(rows).toHaveLength(30);
    expect(first.published.length + second.published.length).toBe(1);
  });
});
