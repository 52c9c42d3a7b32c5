import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { defaultPolicy, defineJob } from '../../jobs/define.js';
import { deliverMail, unsentMailIds } from './outbox.js';

/** Delivers one outbox mail; retried with backoff for about an hour of mail-server outage. */
export const sendEmailJob = defineJob<{ outboxId: string }, AppDeps>({
  name: 'send-email',
  payload: z.object({ outboxId: z.uuid() }),
  policy: { ...defaultPolicy, retryLimit: 8, retryDelaySeconds: 15, retryBackoff: true },
  handle: ({ outboxId }, deps) => deliverMail(deps.database.db, deps.mailer, outboxId, () => deps.clock.now()),
});

/** Every minute: mails whose job was lost (a crash between commit and enqueue) are queued again. */
export const sweepOutboxJob = defineJob<Record<string, never>, AppDeps>({
  name: 'sweep-email-outbox',
  payload: z.object({}),
  policy: { ...defaultPolicy, retryLimit: 0 },
  schedule: '* * * * *',
  handle: async (_payload, deps) => {
    const fiveMinutesAgo = new Date(deps.clock.now().getTime() - 5 * 60_000);
    for (const outboxId of await unsentMailIds(deps.database.db, fiveMinutesAgo)) {
      await deps.boss.send(sendEmailJob.name, { outboxId });
    }
  },
});
