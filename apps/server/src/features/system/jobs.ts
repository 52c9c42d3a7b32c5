import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { defaultPolicy, defineJob } from '../../jobs/define.js';
import { pruneIncidents } from './incidents.js';

/** Nightly: incidents older than the retention period are deleted. */
export const pruneIncidentsJob = defineJob<Record<string, never>, AppDeps>({
  name: 'prune-incidents',
  payload: z.object({}),
  policy: { ...defaultPolicy, retryLimit: 2 },
  schedule: '27 3 * * *',
  handle: async (_payload, deps) => {
    await pruneIncidents(deps.database.db, deps.clock.now());
  },
});
