import type { AddressInfo } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.js';
import { systemClock } from '../apps/server/src/clock.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/open.js';
import { createAnswerEngines } from '../apps/server/src/features/answering/engines.js';
import { setUpPayments } from '../apps/server/src/integrations/iyzico/setup.js';
import { createMailer } from '../apps/server/src/integrations/mail/mailer.js';
import { setUpTrendyol } from '../apps/server/src/integrations/trendyol/setup.js';
import { startBoss } from '../apps/server/src/jobs/boss.js';
import { seedDashboardStore } from './dashboard-seed.js';

/**
 * `npm run bench`: HTTP load on Cevapla's endpoints next to bare-Fastify baselines measured in the
 * same run on the same machine, so the ratios mean something even where absolute numbers do not.
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 20) tune the load; DATABASE_URL may point
 * at an existing PostgreSQL, otherwise the embedded one in .data/bench is used.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const root = path.resolve(import.meta.dirname, '..');

type Result = { name: string; requests: number; p50: number; p99: number; errors: number };

async function measure(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; connections?: number } = {},
): Promise<Result> {
  const load = { url, connections: options.connections ?? connections, headers: options.headers ?? {} };
  await autocannon({ ...load, duration: 1 }); // warm-up
  const result = await autocannon({ ...load, duration: seconds });
  return {
    name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function listen(app: {
  listen: (options: { port: number; host: string }) => Promise<string>;
  server: { address: () => unknown };
}) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const config = loadConfig(
  { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data', 'bench'), LOG_LEVEL: 'silent' },
  root,
);
const logger = pino({ level: 'silent' });
const database = await openDatabase(config, logger, 'cevapla-bench');
const boss = await startBoss(database.url, 'api', logger);

const bare = Fastify();
bare.get('/health', async () => ({ status: 'ok' }));
const barePool = new pg.Pool({ connectionString: database.url, max: config.dbPoolMax });
const bareDb = Fastify();
bareDb.get('/health', async () => {
  await barePool.query('SELECT 1');
  return { status: 'ok', db: 'ok' };
});
const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
const trendyol = await setUpTrendyol(config, database.db, systemClock, logger);
const payments = await setUpPayments(config, logger);
const app = buildApp({
  config,
  logger,
  database,
  boss,
  mailer,
  clock: systemClock,
  appSecret: 'bench'.repeat(8),
  trendyol: trendyol.client,
  payments,
  answerEngines: createAnswerEngines(),
  demoSandboxUrl: trendyol.demoSandboxUrl,
});

// The dashboard of one store with 100,000 questions (issue 8: p99 under 200 ms).
const dashboardQuestions = Number(process.env.BENCH_DASHBOARD_QUESTIONS ?? 100_000);
const dashboardCookie = await seedDashboardStore(database.db, dashboardQuestions);

/**
 * A busy store: one of its questions changes every 20 ms (drafts, decisions, polls), so nearly every
 * dashboard read finds the figures out of date and computes them again.
 */
async function whileStoreChanges<T>(work: () => Promise<T>): Promise<T> {
  // A connection of its own, one change at a time: the writer must not crowd the app's pool.
  const writer = new pg.Client({ connectionString: database.url });
  await writer.connect();
  const { rows } = await writer.query<{ id: string }>(
    `select q.id from questions q join stores s on s.id = q.store_id
     where s.name = 'Bench Mağaza' order by q.asked_at desc limit 1`,
  );
  let stopped = false;
  const changing = (async () => {
    while (!stopped) {
      await writer.query('update questions set topic = topic where id = $1', [rows[0]?.id]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return await work();
  } finally {
    stopped = true;
    await changing;
    await writer.end();
  }
}

const bareUrl = await listen(bare);
const bareDbUrl = await listen(bareDb);
const appUrl = await listen(app);

const results = {
  bare: await measure('baseline: bare Fastify, JSON', `${bareUrl}/health`),
  bareDb: await measure('baseline: bare Fastify + pg SELECT 1', `${bareDbUrl}/health`),
  appInfo: await measure('Cevapla GET /api/app-info', `${appUrl}/api/app-info`),
  health: await measure('Cevapla GET /api/health (database)', `${appUrl}/api/health`),
  page: await measure('Cevapla GET /home (web app page)', `${appUrl}/home`),
  // One seller looks at their own dashboard — one connection, as a seller's browser makes — while
  // their store changes all the time: the figures are computed afresh for nearly every request.
  dashboardBusy: await whileStoreChanges(() =>
    measure(
      `Cevapla GET /api/dashboard?days=90 (${dashboardQuestions / 1000}k q., busy, 1 conn.)`,
      `${appUrl}/api/dashboard?days=90`,
      { headers: { cookie: dashboardCookie }, connections: 1 },
    ),
  ),
  // Many tabs or refreshes at once: unchanged figures come from the cache ...
  dashboardQuiet: await measure(
    `Cevapla GET /api/dashboard?days=90 (quiet, ${connections} conn.)`,
    `${appUrl}/api/dashboard?days=90`,
    { headers: { cookie: dashboardCookie } },
  ),
  // ... and requests that miss together share one computation.
  dashboardBusyMany: await whileStoreChanges(() =>
    measure(`Cevapla GET /api/dashboard?days=90 (busy, ${connections} conn.)`, `${appUrl}/api/dashboard?days=90`, {
      headers: { cookie: dashboardCookie },
    }),
  ),
};

const rows = [
  [results.bare, undefined],
  [results.bareDb, undefined],
  [results.appInfo, results.bare],
  [results.health, results.bareDb],
  [results.page, results.bare],
  [results.dashboardBusy, results.bareDb],
  [results.dashboardQuiet, results.bareDb],
  [results.dashboardBusyMany, results.bareDb],
] as const;
const nameWidth = Math.max(...rows.map(([row]) => row.name.length)) + 2;
process.stdout.write(`\n${connections} connections, ${seconds} s each, ${new Date().toISOString()}\n\n`);
process.stdout.write(
  `${'scenario'.padEnd(nameWidth)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}  ratio to baseline\n`,
);
for (const [row, baseline] of rows) {
  const ratio = baseline
    ? `${(row.requests / baseline.requests).toFixed(2)} × ${baseline === results.bare ? 'bare' : 'bare+pg'}`
    : '—';
  process.stdout.write(
    `${row.name.padEnd(nameWidth)}${row.requests.toFixed(0).padStart(9)}${String(row.p50).padStart(8)}${String(row.p99).padStart(8)}${String(row.errors).padStart(8)}  ${ratio}\n`,
  );
}

await Promise.all([bare.close(), bareDb.close(), app.close(), trendyol.close(), payments.close()]);
await barePool.end();
await boss.stop({ graceful: false, wait: true });
await database.close();
