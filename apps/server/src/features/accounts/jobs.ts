import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { defaultPolicy, defineJob } from '../../jobs/define.js';
import { deleteExpired } from './repository.js';
import { LOGIN_WINDOW_MINUTES } from './service.js';

/** Nightly: expired sessions and login failures older than the rate-limit window are deleted. */
export const purgeExpiredSessionsJob = defineJob<Record<string, never>, AppDeps>({
  name: 'purge-expired-sessions',
  payload: z.object({}),
  policy: { ...defaultPolicy, retryLimit: 2 },
  schedule: '17 3 * * *',
  handle: async (_payload, deps) => {
    const now = deps.clock.now();
    await deleteExpired(deps.database.db, now, new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000));
  },
});
