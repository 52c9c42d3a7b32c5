import { type AppDeps, buildApp, credentialsBoxFor } from './app.js';
import { resolveAppSecret } from './app-secret.js';
import { systemClock } from './clock.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { createAnswerEngines } from './features/answering/engines.js';
import { answeringQueues, enqueueQueuedDrafts } from './features/answering/jobs.js';
import { takeBackRejectedAnswers } from './features/answering/moderation.js';
import { enqueueMailWith } from './features/mail/enqueue.js';
import { createQuestionPoller } from './features/questions/poller.js';
import { setUpPayments } from './integrations/iyzico/setup.js';
import { createMailer } from './integrations/mail/mailer.js';
import { setUpTrendyol } from './integrations/trendyol/setup.js';
import { type Role, registerJobs, startBoss } from './jobs/boss.js';
import { jobs } from './jobs/registry.js';
import { createLogger } from './logger.js';
import { createPublisher } from './realtime/publish.js';

/**
 * Process entry: config → database → jobs → app → listen. `--role api|worker|all` (default all).
 * SIGTERM/SIGINT shut down in order: stop accepting and finish in-flight requests, finish running
 * jobs, close the pool, stop the embedded PostgreSQL — then exit 0.
 */

function parseRole(argv: string[]): Role {
  const index = argv.indexOf('--role');
  const value = index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--role='))?.slice(7);
  if (value === undefined) return 'all';
  if (value === 'api' || value === 'worker' || value === 'all') return value;
  process.stderr.write(`Cevapla cannot start: --role must be api, worker or all (got "${value}")\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Cevapla cannot start — fix the configuration (see docs/configuration.md):\n`);
    for (const problem of error.problems) process.stderr.write(`  ${problem}\n`);
    process.exit(1);
  }
}

const role = parseRole(process.argv.slice(2));
const config = readConfig();
const logger = createLogger(config);
const cleanups: Array<() => Promise<void>> = [];

async function start() {
  const database = await openDatabase(config, logger, `cevapla-${role}`);
  cleanups.unshift(database.close);
  const appSecret = await resolveAppSecret(config);
  const boss = await startBoss(database.url, role, logger);
  cleanups.unshift(() => boss.stop({ graceful: true, wait: true, timeout: config.shutdownTimeoutMs }));

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  cleanups.push(async () => mailer.close());
  const trendyol = await setUpTrendyol(config, database.db, systemClock, logger);
  cleanups.push(trendyol.close);
  const payments = await setUpPayments(config, logger);
  cleanups.push(payments.close);
  const deps: AppDeps = {
    config,
    logger,
    database,
    boss,
    mailer,
    clock: systemClock,
    appSecret,
    trendyol: trendyol.client,
    payments,
    answerEngines: createAnswerEngines(config.ai),
    demoSandboxUrl: trendyol.demoSandboxUrl,
  };
  await registerJobs(boss, jobs, deps, { consume: role !== 'api', logger });
  if (role !== 'api') {
    const poller = createQuestionPoller({
      db: database.db,
      clock: systemClock,
      logger: logger.child({ component: 'poller' }),
      trendyol: trendyol.client,
      credentialsBox: credentialsBoxFor(appSecret),
      publish: createPublisher(database.pool),
      enqueueMail: enqueueMailWith(boss, logger),
      onQuestionsChanged: async (storeId) => {
        await takeBackRejectedAnswers(database.db, storeId, systemClock.now());
        await enqueueQueuedDrafts(database.db, answeringQueues(boss), storeId);
      },
      publicUrl: config.publicUrl,
      intervalMs: config.pollIntervalSeconds * 1000,
    });
    poller.start();
    // Stops before the jobs and the database: a poll in progress finishes and records its result.
    cleanups.unshift(() => poller.stop());
  }
  if (role === 'worker') {
    logger.info({ role, jobs: jobs.length }, 'Cevapla worker is running');
    return;
  }
  const app = buildApp(deps);
  cleanups.unshift(() => app.close());
  await app.listen({ port: config.port, host: config.host });
  const mode = config.demo ? ' (demo mode: local stand-ins for every unconfigured service)' : '';
  if (config.demo && mailer.kind === 'local') {
    logger.info(`No SMTP_URL: mail is logged here and readable at ${config.publicUrl}/dev/mailbox`);
  }
  logger.info({ role, url: `${config.publicUrl}/home` }, `Cevapla is running at ${config.publicUrl}/home${mode}`);
}

let stopping = false;
async function shutdown(reason: string, exitCode: number) {
  if (stopping) return;
  stopping = true;
  logger.info({ reason }, 'shutting down');
  // A signal during start-up waits for it, so everything started so far is also stopped.
  await starting.catch(() => undefined);
  const deadline = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs + 5_000);
  deadline.unref();
  for (const cleanup of cleanups) {
    await cleanup().catch((error: unknown) => logger.error({ err: error }, 'error while shutting down'));
  }
  logger.info('stopped');
  process.exit(exitCode);
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(signal, 0));
}

const starting = start();
starting.catch((error: unknown) => {
  logger.fatal({ err: error }, `Cevapla could not start: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown('start-up failed', 1);
});
