import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { defaultPolicy, defineJob } from '../../jobs/define.js';
import { enqueueMailWith } from '../mail/enqueue.js';
import { runSubscriptionLifecycle } from './lifecycle.js';

/** Daily at 06:05 Istanbul time (03:05 UTC): ends periods that are over and sends renewal reminders. */
export const subscriptionLifecycleJob = defineJob<Record<string, never>, AppDeps>({
  name: 'subscription-lifecycle',
  payload: z.object({}),
  policy: { ...defaultPolicy, retryLimit: 3 },
  schedule: '5 3 * * *',
  handle: async (_payload, deps) => {
    const result = await runSubscriptionLifecycle({
      db: deps.database.db,
      now: deps.clock.now(),
      publicUrl: deps.config.publicUrl,
      enqueueMail: enqueueMailWith(deps.boss, deps.logger),
    });
    deps.logger.info(result, 'subscription lifecycle ran');
  },
});
