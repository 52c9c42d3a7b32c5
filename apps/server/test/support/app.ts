import pino from 'pino';
import { type AppDeps, buildApp } from '../../src/app.js';
import type { Clock } from '../../src/clock.js';
import { createAnswerEngines } from '../../src/features/answering/engines.js';
import { createMailer } from '../../src/integrations/mail/mailer.js';
import { startBoss } from '../../src/jobs/boss.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { unreachablePayments } from './iyzico.js';
import { unreachableTrendyol } from './trendyol.js';

export type TestApp = { app: ReturnType<typeof buildApp>; database: TestDatabase; close: () => Promise<void> };

export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });

/** A clock the test moves by hand: expiry and rate limits without waiting. */
export function movableClock(iso = '2026-11-22T09:00:00+03:00') {
  let now = new Date(iso);
  return {
    now: () => now,
    advance: (milliseconds: number) => {
      now = new Date(now.getTime() + milliseconds);
    },
  };
}

/** The real app on a database of its own; `inject` or `listen` it, then `close()`. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const boss = await startBoss(database.url, 'api', logger);
  const app = buildApp({
    config: {
      demo: true,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      secureCookies: false,
      supportEmail: 'destek@cevapla.test',
      trustedOrigins: [],
      pollIntervalSeconds: 60,
    },
    logger,
    database,
    boss,
    mailer: createMailer({ smtpUrl: undefined, from: 'Cevapla <test@cevapla.test>', logger }),
    clock: fixedClock('2026-11-22T09:00:00+03:00'),
    appSecret: 'test-secret-test-secret-test-secret-000',
    trendyol: unreachableTrendyol,
    payments: unreachablePayments,
    answerEngines: createAnswerEngines(),
    demoSandboxUrl: undefined,
    ...overrides,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await boss.stop({ graceful: false, wait: true });
      await database.drop();
    },
  };
}
