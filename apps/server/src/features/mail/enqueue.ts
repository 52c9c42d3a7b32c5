import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { sendEmailJob } from './jobs.js';

/**
 * Asks a worker to send an outbox mail now. If that fails the mail is still in the outbox and the
 * sweep job sends it within minutes, so a failure here is logged, not thrown.
 */
export function enqueueMailWith(boss: PgBoss, logger: Logger) {
  return async (outboxId: string) => {
    await boss.send(sendEmailJob.name, { outboxId }).catch((error: unknown) => {
      logger.error({ err: error, outboxId }, 'could not enqueue a mail; the outbox sweep will retry');
    });
  };
}
