import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { defaultPolicy, defineJob } from '../../jobs/define.js';
import { backfillTopics } from './topics.js';

/** Every ten minutes: questions stored before topics existed get theirs (20,000 per run at most). */
export const backfillTopicsJob = defineJob<Record<string, never>, AppDeps>({
  name: 'backfill-topics',
  payload: z.object({}),
  policy: { ...defaultPolicy, retryLimit: 2 },
  schedule: '*/10 * * * *',
  handle: async (_payload, deps) => {
    const filled = await backfillTopics(deps.database.db);
    if (filled > 0) deps.logger.info({ filled }, 'question topics filled in');
  },
});
