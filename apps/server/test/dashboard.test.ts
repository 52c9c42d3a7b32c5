import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsBoxFor } from '../src/app.js';
import { connectDatabase } from '../src/db/client.js';
import { questions } from '../src/db/schema/questions.js';
import { createDashboardCache } from '../src/features/dashboard/cache.js';
import { periodStart } from '../src/features/dashboard/repository.js';
import { dashboard, type PeriodFigures } from '../src/features/dashboard/service.js';
import { backfillTopics } from '../src/features/questions/topics.js';
import { saveStore } from '../src/features/stores/repository.js';
import { signedInSeller } from './support/accounts.js';
import { createTestApp, fixedClock, movableClock, type TestApp } from './support/app.js';

const appSecret = 'test-secret-test-secret-test-secret-000';
const now = '2026-11-22T09:00:00+03:00';
let nextId = 1n;

describe('seller dashboard', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ appSecret, clock: fixedClock(now) });
  });
  afterAll(() => subject.close());

  async function sellerWithStore() {
    const seller = await signedInSeller(subject);
    const box = credentialsBoxFor(appSecret);
    const store = await saveStore(
      subject.database.db,
      seller.user.id,
      {
        name: 'Mağaza',
        sellerId: '1',
        apiKeyEncrypted: box.seal('k'),
        apiSecretEncrypted: box.seal('s'),
        apiKeyHint: 'k',
        autoAnswer: false,
      },
      new Date(now),
    );
    return { seller, storeId: store.id };
  }

  type Row = Partial<typeof questions.$inferInsert> & { askedAt: Date };
  async function addQuestions(storeId: string, rows: Row[]) {
    await subject.database.db.insert(questions).values(
      rows.map((row) => ({
        storeId,
        marketplaceQuestionId: nextId++,
        text: 'Soru?',
        productName: 'Tişört',
        productMainId: 'TSH',
        deadlineAt: new Date(row.askedAt.getTime() + 3 * 86_400_000),
        marketplaceStatus: 'ANSWERED',
        firstSeenAt: row.askedAt,
        lastSyncedAt: row.askedAt,
        draftScoreTotal: (row.draftScore as { total?: number } | undefined)?.total ?? null,
        ...row,
      })),
    );
  }

  const get = (cookie: string, days: number) =>
    subject.app.inject({ method: 'GET', url: `/api/dashboard?days=${days}`, headers: { cookie } });

  it('starts the period at midnight in Istanbul, today included', () => {
    expect(periodStart(new Date(now), 7).toISOString()).toBe('2026-11-15T21:00:00.000Z');
    expect(periodStart(new Date('2026-11-22T22:30:00Z'), 1).toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });

  it('shows zeros and empty figures for a period without questions', async () => {
    const { seller } = await sellerWithStore();
    const body = (await get(seller.cookie, 7)).json();
    expect(body).toMatchObject({
      storeRequired: false,
      received: 0,
      answered: 0,
      medianMinutesToAnswer: null,
      answeredInTimePct: null,
      averageScore: null,
      approvalRatePct: null,
      topics: [],
      topProducts: [],
    });
    expect(body.perDay).toHaveLength(7);
    expect(body.perDay[0]).toEqual({ date: '2026-11-16', count: 0 });
    expect(body.perDay[6]).toEqual({ date: '2026-11-22', count: 0 });
  });

  it('computes every figure from hand-built questions, counting days in Istanbul time', async () => {
    const { seller, storeId } = await sellerWithStore();
    const at = (iso: string) => new Date(iso);
    const score = (total: number) => ({ total, parts: [] });
    await addQuestions(storeId, [
      // 21 Nov 00:30 in Istanbul (20 Nov in UTC): answered by auto-send after 10 minutes.
      {
        askedAt: at('2026-11-20T21:30:00Z'),
        answeredAt: at('2026-11-20T21:40:00Z'),
        decidedBy: 'auto',
        answerStatus: 1,
        draftScore: score(90),
        topic: 'kargo',
      },
      // 21 Nov: approved by the seller after 30 minutes.
      {
        askedAt: at('2026-11-21T08:00:00Z'),
        answeredAt: at('2026-11-21T08:30:00Z'),
        decidedBy: 'seller',
        answerStatus: 1,
        draftScore: score(70),
        topic: 'kargo',
      },
      // 22 Nov: approved after 90 minutes but after its deadline.
      {
        askedAt: at('2026-11-22T01:00:00Z'),
        answeredAt: at('2026-11-22T02:30:00Z'),
        deadlineAt: at('2026-11-22T02:00:00Z'),
        decidedBy: 'seller',
        answerStatus: 1,
        draftScore: score(80),
        topic: 'beden',
        productMainId: 'JEAN',
        productName: 'Jean',
      },
      // 22 Nov: rejected, waiting, deadline within a day.
      {
        askedAt: at('2026-11-22T02:00:00Z'),
        decidedBy: 'seller',
        answerStatus: 2,
        draftScore: score(40),
        topic: 'kargo',
        marketplaceStatus: 'WAITING_FOR_ANSWER',
        deadlineAt: at('2026-11-22T18:00:00Z'),
        text: 'Ne zaman gelir?',
      },
      // Before the 7-day period (15 Nov 23:59 Istanbul): not counted.
      {
        askedAt: at('2026-11-15T20:59:00Z'),
        answeredAt: at('2026-11-15T21:30:00Z'),
        decidedBy: 'seller',
        answerStatus: 1,
        topic: 'renk',
      },
    ]);
    const body = (await get(seller.cookie, 7)).json();
    expect(body).toMatchObject({
      received: 4,
      answered: 3,
      autoSent: 1,
      approved: 2,
      rejected: 1,
      medianMinutesToAnswer: 30,
      answeredInTimePct: 66.7,
      averageScore: 70,
      approvalRatePct: 66.7,
    });
    expect(body.perDay.filter((day: { count: number }) => day.count > 0)).toEqual([
      { date: '2026-11-21', count: 2 },
      { date: '2026-11-22', count: 2 },
    ]);
    expect(body.topics).toEqual([
      { topic: 'kargo', label: 'kargo ve teslimat', count: 3 },
      { topic: 'beden', label: 'beden ve kalıp', count: 1 },
    ]);
    expect(body.topProducts[0]).toEqual({ productMainId: 'TSH', productName: 'Tişört', count: 3 });
    expect(body.expiringSoon.map((item: { text: string }) => item.text)).toEqual(['Ne zaman gelir?']);

    const ninety = (await get(seller.cookie, 90)).json();
    expect(ninety.received).toBe(5);
    expect(ninety.perDay).toHaveLength(90);
  });

  it('exports the period’s questions as CSV that Excel reads in Turkish (BOM, ;, quoting)', async () => {
    const { seller, storeId } = await sellerWithStore();
    await addQuestions(storeId, [
      {
        askedAt: new Date('2026-11-21T21:30:00Z'),
        text: 'Beden "M" olur mu; dar mı?',
        answerText: 'Merhaba,\nM beden uygundur.',
        answeredAt: new Date('2026-11-21T21:45:00Z'),
        decidedBy: 'auto',
        answerStatus: 1,
        draftScoreTotal: 91,
      },
      { askedAt: new Date('2026-11-01T09:00:00Z'), text: 'Eski soru' },
    ]);
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/dashboard/export.csv?days=7',
      headers: { cookie: seller.cookie },
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="cevapla-sorular-2026-11-22.csv"');
    expect(response.body.startsWith('\uFEFFSoru Tarihi;Ürün;Ürün Kodu;Soru;Cevap;')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      '22.11.2026 00:30;Tişört;TSH;"Beden ""M"" olur mu; dar mı?";"Merhaba,\nM beden uygundur.";22.11.2026 00:45;ANSWERED;Otomatik gönderildi;91',
    );
    const noStore = await signedInSeller(subject);
    const refused = await subject.app.inject({
      method: 'GET',
      url: '/api/dashboard/export.csv',
      headers: { cookie: noStore.cookie },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('fills in the topics of questions stored before topics existed, "Diğer" when none is found', async () => {
    const { seller, storeId } = await sellerWithStore();
    const askedAt = new Date('2026-11-21T12:00:00+03:00');
    await addQuestions(storeId, [
      { askedAt, text: 'Kargoya ne zaman verilir?', topic: null },
      { askedAt, text: 'Kargo ücreti var mı?', topic: null },
      { askedAt, text: 'Merhaba, teşekkürler', topic: null },
    ]);
    expect((await get(seller.cookie, 7)).json().topics).toEqual([]);
    // Batches of two, until none is left (earlier tests' questions have no topic either).
    expect(await backfillTopics(subject.database.db, 2)).toBeGreaterThanOrEqual(3);
    expect(await subject.database.db.select().from(questions).where(isNull(questions.topic))).toEqual([]);
    expect(await backfillTopics(subject.database.db, 2)).toBe(0);
    expect((await get(seller.cookie, 7)).json().topics).toEqual([
      { topic: 'kargo', label: 'kargo ve teslimat', count: 2 },
      { topic: 'diger', label: 'Diğer', count: 1 },
    ]);
  });

  it('reuses the figures while the store’s questions are unchanged, and recomputes after any change', async () => {
    const { seller, storeId } = await sellerWithStore();
    const clock = movableClock(now);
    const deps = { db: subject.database.db, clock, cache: createDashboardCache<PeriodFigures>() };
    const askedAt = new Date('2026-11-22T08:00:00+03:00');
    await addQuestions(storeId, [
      { askedAt, answeredAt: new Date('2026-11-22T08:20:00+03:00'), decidedBy: 'seller', answerStatus: 1 },
      // Waiting; its deadline is 10 seconds more than a day away, so it is not about to expire yet.
      {
        askedAt,
        marketplaceStatus: 'WAITING_FOR_ANSWER',
        deadlineAt: new Date(new Date(now).getTime() + 24 * 3_600_000 + 10_000),
        answerStatus: 0,
      },
    ]);
    const first = await dashboard(deps, seller.user.id, 7);
    expect(first).toMatchObject({ received: 2, approved: 1, rejected: 0, expiringSoon: [] });
    expect(deps.cache.stats()).toMatchObject({ hits: 0, misses: 1 });

    // Half a minute later, nothing changed: the figures come from the cache, but the question now due
    // within 24 hours is listed.
    clock.advance(30_000);
    const second = await dashboard(deps, seller.user.id, 7);
    expect(deps.cache.stats()).toMatchObject({ hits: 1, misses: 1 });
    expect(second.received).toBe(2);
    expect(second.expiringSoon).toHaveLength(1);

    // The seller rejects the waiting question's draft: the next read recomputes.
    await subject.database.db
      .update(questions)
      .set({ answerStatus: 2 })
      .where(and(eq(questions.storeId, storeId), eq(questions.marketplaceStatus, 'WAITING_FOR_ANSWER')));
    const third = await dashboard(deps, seller.user.id, 7);
    expect(deps.cache.stats()).toMatchObject({ hits: 1, misses: 2 });
    expect(third).toMatchObject({ rejected: 1, approvalRatePct: 50 });
  });

  it('follows a change to a question of an earlier day (the daily roll-up recomputes that day)', async () => {
    const { seller, storeId } = await sellerWithStore();
    await addQuestions(storeId, [
      { askedAt: new Date('2026-11-02T10:00:00+03:00'), marketplaceStatus: 'WAITING_FOR_ANSWER', topic: 'iade' },
      { askedAt: new Date('2026-11-22T08:00:00+03:00'), topic: 'kargo' },
    ]);
    const before = (await get(seller.cookie, 30)).json();
    expect(before).toMatchObject({ received: 2, answered: 0, approved: 0 });
    expect(before.perDay.find((day: { date: string }) => day.date === '2026-11-02')).toEqual({
      date: '2026-11-02',
      count: 1,
    });

    // Twenty days later the seller approves the old question's answer and it is posted.
    await subject.database.db
      .update(questions)
      .set({
        answeredAt: new Date('2026-11-02T11:30:00+03:00'),
        decidedBy: 'seller',
        answerStatus: 1,
        marketplaceStatus: 'ANSWERED',
      })
      .where(and(eq(questions.storeId, storeId), eq(questions.topic, 'iade')));
    const after = (await get(seller.cookie, 30)).json();
    expect(after).toMatchObject({ received: 2, answered: 1, approved: 1, medianMinutesToAnswer: 90 });
    expect(after.topics).toEqual([
      { topic: 'iade', label: 'iade ve değişim', count: 1 },
      { topic: 'kargo', label: 'kargo ve teslimat', count: 1 },
    ]);
    // The 7-day view leaves the old day out.
    expect((await get(seller.cookie, 7)).json()).toMatchObject({ received: 1, answered: 0 });
  });

  it('counts Istanbul days whatever the connection’s time zone', async () => {
    const { seller, storeId } = await sellerWithStore();
    // 22:00 on 21 November in Istanbul: 19:00 UTC, and already 22 November in Tokyo.
    await addQuestions(storeId, [{ askedAt: new Date('2026-11-21T22:00:00+03:00') }]);
    const url = subject.database.url;
    const tokyo = connectDatabase(
      `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c TimeZone=Asia/Tokyo')}`,
      { max: 1, applicationName: 'cevapla-test-tokyo' },
    );
    try {
      expect((await tokyo.pool.query('show timezone')).rows[0].TimeZone).toBe('Asia/Tokyo');
      const deps = { db: tokyo.db, clock: fixedClock(now), cache: createDashboardCache<PeriodFigures>() };
      const figures = await dashboard(deps, seller.user.id, 7);
      expect(figures.perDay.find((day) => day.date === '2026-11-21')?.count).toBe(1);
      expect(figures.perDay.find((day) => day.date === '2026-11-22')?.count).toBe(0);
    } finally {
      await tokyo.pool.end();
    }
  });

  it('forgets the roll-up of deleted questions (a new seller id starts the store afresh)', async () => {
    const { seller, storeId } = await sellerWithStore();
    await addQuestions(storeId, [{ askedAt: new Date('2026-11-20T12:00:00+03:00') }]);
    expect((await get(seller.cookie, 7)).json().received).toBe(1);
    await subject.database.db.delete(questions).where(eq(questions.storeId, storeId));
    expect((await get(seller.cookie, 7)).json()).toMatchObject({ received: 0, topProducts: [] });
    await addQuestions(storeId, [{ askedAt: new Date('2026-11-22T08:00:00+03:00') }]);
    const body = (await get(seller.cookie, 7)).json();
    expect(body.received).toBe(1);
    expect(body.perDay.find((day: { date: string }) => day.date === '2026-11-20').count).toBe(0);
  });

  it('tells a seller without a store, refuses other periods and needs a session', async () => {
    const seller = await signedInSeller(subject);
    expect((await get(seller.cookie, 30)).json()).toMatchObject({ storeRequired: true, received: 0 });
    expect((await get(seller.cookie, 12)).statusCode).toBe(400);
    expect((await subject.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
