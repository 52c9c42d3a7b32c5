import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsBoxFor } from '../src/app.js';
import { users } from '../src/db/schema/accounts.js';
import { payments, plans, subscriptions } from '../src/db/schema/billing.js';
import { questions } from '../src/db/schema/questions.js';
import { stores } from '../src/db/schema/stores.js';
import { incidents } from '../src/db/schema/system.js';
import { setRole } from '../src/features/accounts/repository.js';
import { saveStore } from '../src/features/stores/repository.js';
import { pruneIncidents, recordIncident, redactMessage } from '../src/features/system/incidents.js';
import { TrendyolError } from '../src/integrations/trendyol/errors.js';
import { signedInSeller } from './support/accounts.js';
import { createTestApp, fixedClock, type TestApp } from './support/app.js';

const appSecret = 'test-secret-test-secret-test-secret-000';
const now = new Date('2026-11-22T09:00:00+03:00');
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const ago = (ms: number) => new Date(now.getTime() - ms);
const logger = pino({ level: 'silent' });

describe('admin overview', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ appSecret, clock: fixedClock(now.toISOString()) });
  });
  afterAll(() => subject.close());

  const overview = (cookie?: string) =>
    subject.app.inject({ method: 'GET', url: '/api/admin/overview', headers: cookie ? { cookie } : {} });

  it('answers only an admin: signed out 401, a seller 403', async () => {
    expect((await overview()).statusCode).toBe(401);
    const seller = await signedInSeller(subject);
    const refused = await overview(seller.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
  });

  it('counts every figure from hand-built data', async () => {
    const db = subject.database.db;
    // Users: the seller of the first test, four sellers with stores, one unverified, one admin.
    const admin = await signedInSeller(subject);
    await setRole(db, admin.seller.email, 'admin');
    const sellers = [
      await signedInSeller(subject),
      await signedInSeller(subject),
      await signedInSeller(subject),
      await signedInSeller(subject),
    ];
    const unverified = await signedInSeller(subject, { verified: false });
    await db.update(users).set({ createdAt: ago(30 * day) });
    await db
      .update(users)
      .set({ createdAt: ago(2 * day) })
      .where(eq(users.id, unverified.user.id));
    await db
      .update(users)
      .set({ createdAt: ago(7 * day - minute) })
      .where(eq(users.id, sellers[0]?.user.id ?? ''));

    // Stores: up to date, behind, failing, disconnected.
    const box = credentialsBoxFor(appSecret);
    const storeIds: string[] = [];
    for (const [index, seller] of sellers.entries()) {
      const store = await saveStore(
        db,
        seller.user.id,
        {
          name: `Mağaza ${index + 1}`,
          sellerId: String(index + 1),
          apiKeyEncrypted: box.seal('k'),
          apiSecretEncrypted: box.seal('s'),
          apiKeyHint: 'k',
          autoAnswer: false,
        },
        now,
      );
      storeIds.push(store.id);
    }
    const [okStore, laggingStore, failingStore, disconnectedStore] = storeIds as [string, string, string, string];
    await db
      .update(stores)
      .set({ lastSyncedAt: ago(minute) })
      .where(eq(stores.id, okStore));
    await db
      .update(stores)
      .set({ lastSyncedAt: ago(20 * minute) })
      .where(eq(stores.id, laggingStore));
    await db
      .update(stores)
      .set({ lastSyncedAt: ago(5 * minute), pollFailures: 3 })
      .where(eq(stores.id, failingStore));
    await db
      .update(stores)
      .set({ connection: 'disconnected', connectionProblem: 'Trendyol bilgileri kabul etmedi.' })
      .where(eq(stores.id, disconnectedStore));

    // Subscriptions: a running trial, two running yearly Başlangıç, one ended, one booked for later.
    const planRows = await db.select().from(plans);
    const trial = planRows.find((plan) => plan.price === 0);
    const yearly = planRows.find((plan) => plan.name === 'Başlangıç' && plan.billingCycle === 1);
    if (!trial || !yearly) throw new Error('seeded plans missing');
    const period = (userId: string, planId: number, startsAt: Date, days: number, endedAt: Date | null = null) => ({
      userId,
      planId,
      source: planId === trial.id ? ('trial' as const) : ('payment' as const),
      startsAt,
      endsAt: new Date(startsAt.getTime() + days * day),
      answersTotal: 10,
      answersLeft: 10,
      endedAt,
      createdAt: startsAt,
    });
    const [s1, s2, s3, s4] = sellers.map((seller) => seller.user.id) as [string, string, string, string];
    await db
      .insert(subscriptions)
      .values([
        period(s1, trial.id, ago(3 * day), 14),
        period(s1, yearly.id, new Date(now.getTime() + 11 * day), 365),
        period(s2, yearly.id, ago(100 * day), 365),
        period(s3, yearly.id, ago(10 * day), 365),
        period(s4, yearly.id, ago(400 * day), 365, ago(35 * day)),
      ]);

    // Payments: Istanbul months decide; failed ones and those older than 12 months do not count.
    const payment = (userId: string, status: 'succeeded' | 'failed', total: number, completedAt: Date) => ({
      userId,
      planId: yearly.id,
      status,
      currency: 'USD',
      price: total,
      discount: 0,
      vat: 0,
      total,
      planName: 'Başlangıç',
      agreementText: 'Sözleşme',
      billingSnapshot: {},
      createdAt: completedAt,
      completedAt,
    });
    await db.insert(payments).values([
      payment(s2, 'succeeded', 205.2, new Date('2026-11-10T12:00:00+03:00')),
      // 22:30 UTC on 31 October is 01:30 on 1 November in Istanbul.
      payment(s3, 'succeeded', 58.8, new Date('2026-10-31T22:30:00Z')),
      payment(s3, 'succeeded', 99, new Date('2026-10-15T12:00:00+03:00')),
      payment(s3, 'failed', 500, new Date('2026-11-12T12:00:00+03:00')),
      payment(s4, 'succeeded', 171, new Date('2025-11-30T12:00:00+03:00')),
    ]);

    // Drafts of the last 30 days per engine (one LLM draft is older and does not count).
    let id = 1n;
    const draft = (
      engine: 'local' | 'llm',
      draftedAt: Date,
      sent: boolean,
      usage: { inputTokens: number; outputTokens: number } | null = null,
    ) => ({
      storeId: okStore,
      marketplaceQuestionId: id++,
      text: 'Soru?',
      productName: 'Ürün',
      askedAt: draftedAt,
      deadlineAt: new Date(draftedAt.getTime() + 3 * day),
      marketplaceStatus: sent ? 'ANSWERED' : 'WAITING_FOR_ANSWER',
      firstSeenAt: draftedAt,
      lastSyncedAt: draftedAt,
      draftState: 'drafted' as const,
      draftEngine: engine,
      draftUsage: usage,
      draftedAt,
      sendState: sent ? ('sent' as const) : ('none' as const),
    });
    await db
      .insert(questions)
      .values([
        draft('local', ago(day), true),
        draft('local', ago(2 * day), true),
        draft('local', ago(29 * day), false),
        draft('llm', ago(hour), true, { inputTokens: 100, outputTokens: 20 }),
        draft('llm', ago(3 * day), false, { inputTokens: 100, outputTokens: 20 }),
        draft('llm', ago(31 * day), true, { inputTokens: 1000, outputTokens: 1000 }),
      ]);

    // Incidents of the last 24 hours (one is older).
    const rateLimited = new TrendyolError('rate-limited', 'Trendyol şu an çok fazla istek aldığını bildiriyor.', 429);
    await recordIncident(
      db,
      logger,
      { source: 'marketplace', operation: 'poll', storeId: failingStore, error: rateLimited },
      ago(2 * hour),
    );
    await recordIncident(
      db,
      logger,
      { source: 'marketplace', operation: 'poll', storeId: failingStore, error: rateLimited },
      ago(hour),
    );
    await recordIncident(
      db,
      logger,
      {
        source: 'llm',
        operation: 'draft',
        storeId: okStore,
        error: Object.assign(new Error('Incorrect API key provided: sk-proj-abcdefghijklmnop1234'), {
          statusCode: 401,
        }),
      },
      ago(30 * minute),
    );
    await recordIncident(db, logger, { source: 'marketplace', operation: 'send', error: rateLimited }, ago(25 * hour));

    const response = await overview(admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();

    expect(body.users).toEqual({ total: 7, verified: 6, verifiedPct: 85.7, newLast7Days: 2 });
    expect(body.stores.total).toBe(4);
    expect(body.stores.health).toEqual({ ok: 1, lagging: 1, failing: 1, disconnected: 1 });
    expect(
      body.stores.attention.map((store: { name: string; health: string; ownerEmail: string }) => [
        store.name,
        store.health,
        store.ownerEmail,
      ]),
    ).toEqual([
      ['Mağaza 4', 'disconnected', sellers[3]?.seller.email],
      ['Mağaza 3', 'failing', sellers[2]?.seller.email],
      ['Mağaza 2', 'lagging', sellers[1]?.seller.email],
    ]);
    expect(body.stores.attention[0].problem).toBe('Trendyol bilgileri kabul etmedi.');
    expect(body.stores.attention[1].pollFailures).toBe(3);

    expect(body.subscriptionsByPlan).toEqual([
      { planId: trial.id, planName: trial.name, billingCycle: trial.billingCycle, isTrial: true, count: 1 },
      { planId: yearly.id, planName: 'Başlangıç', billingCycle: 1, isTrial: false, count: 2 },
    ]);

    expect(body.revenueByMonth).toHaveLength(12);
    expect(body.revenueByMonth[0]).toEqual({ month: '2025-12', currency: 'USD', total: 0, payments: 0 });
    expect(body.revenueByMonth.at(-2)).toEqual({ month: '2026-10', currency: 'USD', total: 99, payments: 1 });
    expect(body.revenueByMonth.at(-1)).toEqual({ month: '2026-11', currency: 'USD', total: 264, payments: 2 });
    expect(body.revenueByMonth.reduce((sum: number, month: { total: number }) => sum + month.total, 0)).toBe(363);

    expect(body.answersByEngine).toEqual([
      { engine: 'local', drafted: 3, sent: 2, tokens: 0 },
      { engine: 'llm', drafted: 2, sent: 1, tokens: 240 },
    ]);

    expect(body.errors.total).toBe(3);
    expect(body.errors.since).toBe(ago(day).toISOString());
    expect(body.errors.bySource).toEqual([
      { source: 'marketplace', operation: 'poll', count: 2 },
      { source: 'llm', operation: 'draft', count: 1 },
    ]);
    expect(body.errors.recent.map((item: { code: string }) => item.code)).toEqual([
      'credentials',
      'rate-limited',
      'rate-limited',
    ]);
    expect(body.errors.recent[0]).toMatchObject({ source: 'llm', storeName: 'Mağaza 1' });
    expect(body.errors.recent[0].message).not.toContain('abcdefghijklmnop');
    expect(body.errors.recent[1]).toMatchObject({ source: 'marketplace', operation: 'poll', storeName: 'Mağaza 3' });
  });

  it('keeps incident messages short, on one line and without keys; prunes after 30 days', async () => {
    expect(redactMessage('Bearer abc.def.ghi refused')).toBe('Bearer [gizlendi] refused');
    expect(redactMessage(`token ${'x'.repeat(40)} bad`)).toBe('token [gizlendi] bad');
    expect(redactMessage('satır\nbir   iki')).toBe('satır bir iki');
    expect(redactMessage('authorization: Basic dXNlcjpwYXNz')).not.toContain('dXNlcjpwYXNz');
    expect(redactMessage('x-api-key: abc123 refused')).toBe('x-api-key: [gizlendi] refused');
    expect(redactMessage('password=hunter2&x=1')).toBe('password=[gizlendi]&x=1');
    expect(redactMessage('a'.repeat(20).concat(' ', 'b '.repeat(400))).length).toBe(300);

    const db = subject.database.db;
    const error = new Error('eski');
    await recordIncident(db, logger, { source: 'llm', operation: 'draft', error }, ago(31 * day));
    await recordIncident(db, logger, { source: 'llm', operation: 'draft', error }, ago(29 * day));
    expect(await pruneIncidents(db, now)).toBe(1);
    const left = await db.select().from(incidents).where(eq(incidents.message, 'eski'));
    expect(left).toHaveLength(1);
  });
});
