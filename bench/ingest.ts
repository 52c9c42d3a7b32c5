import path from 'node:path';
import { startSandbox } from '@cevapla/sandbox';
import { like, sql } from 'drizzle-orm';
import pino from 'pino';
import { credentialsBoxFor } from '../apps/server/src/app.js';
import { systemClock } from '../apps/server/src/clock.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/open.js';
import { users } from '../apps/server/src/db/schema/accounts.js';
import { questions } from '../apps/server/src/db/schema/questions.js';
import { createQuestionPoller } from '../apps/server/src/features/questions/poller.js';
import { saveStore } from '../apps/server/src/features/stores/repository.js';
import { createTrendyolClient } from '../apps/server/src/integrations/trendyol/client.js';
import { createPostgresThrottle, type Throttle } from '../apps/server/src/integrations/trendyol/throttle.js';
import { sandboxControlAt } from '../apps/server/test/support/trendyol.js';

/**
 * `npm run bench:ingest`: the question pipeline's first steps (poll → upsert → notice) against the
 * Trendyol sandbox. 100 stores × 100 questions are ingested (a) without the marketplace throttle, to
 * measure our own capacity, next to a baseline in the same run — one plain multi-row INSERT of the same
 * 10,000 rows — and (b) with Trendyol's real limit (45 requests / 10 s per endpoint), the bound in
 * production. Then single questions are created at random stores while pollers run every second, and
 * the time from their creation at the sandbox to their row in PostgreSQL is measured (p50/p99).
 * BENCH_STORES, BENCH_QUESTIONS_PER_STORE and BENCH_LIVE_QUESTIONS tune it.
 */
const storeCount = Number(process.env.BENCH_STORES ?? 100);
const perStore = Number(process.env.BENCH_QUESTIONS_PER_STORE ?? 100);
const liveQuestions = Number(process.env.BENCH_LIVE_QUESTIONS ?? 300);
const root = path.resolve(import.meta.dirname, '..');
const appSecret = 'bench'.repeat(8);
const logger = pino({ level: 'silent' });

const config = loadConfig(
  { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data', 'bench'), LOG_LEVEL: 'silent' },
  root,
);
const database = await openDatabase(config, logger, 'cevapla-bench-ingest');
const { db } = database;
const box = credentialsBoxFor(appSecret);
const noThrottle: Throttle = { acquire: async () => {} };

/** Fresh bench sellers, each with a connected store for its own sandbox seller id. */
async function prepareStores(label: string) {
  // Leftovers of an interrupted run would be polled too.
  await db.delete(users).where(like(users.email, 'bench-%@cevapla.bench'));
  const stores: Array<{ storeId: string; sellerId: string }> = [];
  for (let index = 0; index < storeCount; index += 1) {
    const sellerId = String(300_000 + index);
    const [user] = await db
      .insert(users)
      .values({
        email: `bench-${label}-${index}@cevapla.bench`,
        passwordHash: 'x',
        name: 'Bench',
        surname: 'Satıcı',
        mobilePhone: '5321234567',
        isVerified: true,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    const store = await saveStore(
      db,
      user.id,
      {
        name: `Bench ${index}`,
        sellerId,
        apiKeyEncrypted: box.seal(`key-${sellerId}`),
        apiSecretEncrypted: box.seal(`secret-${sellerId}`),
        apiKeyHint: sellerId.slice(-4),
        autoAnswer: false,
      },
      new Date(),
    );
    stores.push({ storeId: store.id, sellerId });
  }
  return stores;
}

function pollerFor(baseUrl: string, throttle: Throttle, intervalMs: number) {
  return createQuestionPoller({
    db,
    clock: systemClock,
    logger,
    trendyol: createTrendyolClient({ baseUrl, integrator: 'CevaplaBench', timeoutMs: 10_000, throttle }),
    credentialsBox: box,
    publish: async () => {},
    enqueueMail: async () => {},
    onQuestionsChanged: async () => {},
    publicUrl: 'http://localhost',
    intervalMs,
    concurrency: 8,
  });
}

async function questionCount(label: string): Promise<number> {
  const [row] = await db
    .execute<{ count: string }>(sql`
    select count(*)::text as count from questions q join stores s on s.id = q.store_id
    join users u on u.id = s.user_id where u.email like ${`bench-${label}-%`}`)
    .then((result) => result.rows);
  return Number(row?.count ?? 0);
}

/** Ingests storeCount × perStore questions and returns questions per second. */
async function ingestAll(label: string, throttle: Throttle): Promise<{ seconds: number; perSecond: number }> {
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', rateLimit: false, questionsPerMinute: 0 });
  try {
    const stores = await prepareStores(label);
    for (const store of stores) {
      await sandboxControlAt(sandbox.url)('POST', `/sellers/${store.sellerId}/questions/bulk`, { count: perStore });
    }
    // A long interval: each store is polled once, however long the whole round takes.
    const poller = pollerFor(sandbox.url, throttle, 60 * 60_000);
    const expected = storeCount * perStore;
    const started = performance.now();
    while ((await poller.tick()) > 0) {
      // every due store is claimed and polled; repeat until none is due
    }
    const seconds = (performance.now() - started) / 1000;
    const ingested = await questionCount(label);
    if (ingested !== expected) throw new Error(`${label}: ingested ${ingested} of ${expected}`);
    return { seconds, perSecond: expected / seconds };
  } finally {
    await sandbox.close();
    // The next phase's pollers must not find these stores (their sandbox is gone).
    await db.delete(users).where(like(users.email, `bench-${label}-%`));
  }
}

/** Baseline: the same number of rows in one plain multi-row INSERT per store (no HTTP, no parsing). */
async function baselineInsert(): Promise<{ seconds: number; perSecond: number }> {
  const stores = await prepareStores('baseline');
  const started = performance.now();
  for (const store of stores) {
    const now = new Date();
    await db.insert(questions).values(
      Array.from({ length: perStore }, (_, index) => ({
        storeId: store.storeId,
        marketplaceQuestionId: BigInt(index + 1),
        text: 'Bu ürünün garantisi var mı?',
        productName: 'Ürün',
        askedAt: now,
        deadlineAt: now,
        marketplaceStatus: 'WAITING_FOR_ANSWER',
        firstSeenAt: now,
        lastSyncedAt: now,
      })),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  await db.delete(users).where(like(users.email, 'bench-baseline-%'));
  return { seconds, perSecond: (storeCount * perStore) / seconds };
}

/** Creation at the sandbox → row in PostgreSQL, with pollers running every second. */
async function liveLatency(): Promise<{ p50: number; p99: number; count: number }> {
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', rateLimit: false, questionsPerMinute: 0 });
  const pollers = [1, 2].map(() => pollerFor(sandbox.url, noThrottle, 1_000));
  try {
    const stores = await prepareStores('live');
    // First polls take the (empty) stores in; the clock starts with them running.
    for (const poller of pollers) poller.start();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const created: bigint[] = [];
    for (let index = 0; index < liveQuestions; index += 1) {
      const store = stores[index % stores.length];
      if (!store) continue;
      const question = await sandboxControlAt(sandbox.url)<{ id: number }>(
        'POST',
        `/sellers/${store.sellerId}/questions`,
        { text: `Canlı soru ${index}` },
      );
      created.push(BigInt(question.id));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const deadline = Date.now() + 30_000;
    while ((await questionCount('live')) < liveQuestions && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const rows = await db.execute<{ ms: number }>(sql`
      select extract(epoch from (q.first_seen_at - q.asked_at)) * 1000 as ms from questions q
      join stores s on s.id = q.store_id join users u on u.id = s.user_id
      where u.email like 'bench-live-%' order by ms`);
    const latencies = rows.rows.map((row) => Number(row.ms));
    const at = (quantile: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? NaN;
    return { p50: at(0.5), p99: at(0.99), count: latencies.length };
  } finally {
    await Promise.all(pollers.map((poller) => poller.stop()));
    await sandbox.close();
  }
}

const baseline = await baselineInsert();
const unthrottled = await ingestAll('fast', noThrottle);
const throttled = await ingestAll(
  'throttled',
  createPostgresThrottle(db, systemClock, { limit: config.trendyol.requestsPer10s, windowMs: 10_000 }),
);
const live = await liveLatency();
await db.delete(users).where(like(users.email, 'bench-%@cevapla.bench'));
await database.close();

const total = storeCount * perStore;
const line = (name: string, result: { seconds: number; perSecond: number }, note = '') =>
  `${name.padEnd(52)}${result.seconds.toFixed(1).padStart(8)} s${Math.round(result.perSecond).toString().padStart(10)} q/s${note}`;
process.stdout.write(
  [
    '',
    `Ingestion: ${storeCount} stores × ${perStore} questions = ${total} questions`,
    line('baseline: plain multi-row INSERT of the same rows', baseline),
    line(
      'pipeline, no marketplace throttle (our capacity)',
      unthrottled,
      `   = ${(unthrottled.perSecond / baseline.perSecond).toFixed(2)}× baseline`,
    ),
    line(`pipeline, Trendyol's limit (${config.trendyol.requestsPer10s} req / 10 s / endpoint)`, throttled),
    `creation at the sandbox → row in PostgreSQL (poll every 1 s, ${live.count} questions, 2 pollers):`,
    `  p50 ${Math.round(live.p50)} ms · p99 ${Math.round(live.p99)} ms`,
    '',
  ].join('\n'),
);
