import type PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerJobs, startBoss } from '../src/jobs/boss.js';
import { defaultPolicy, defineJob } from '../src/jobs/define.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

type Deps = { seen: string[] };

const greet = defineJob<{ name: string }, Deps>({
  name: 'test-greet',
  payload: z.object({ name: z.string().min(1) }),
  policy: { ...defaultPolicy, retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false },
  handle: async ({ name }, deps) => {
    deps.seen.push(name);
    // The first attempt for "flaky" fails, as a transient outage would.
    if (name === 'flaky' && deps.seen.filter((seen) => seen === 'flaky').length === 1) throw new Error('transient');
  },
});

/** Holds each job until three are running at once (or a second has passed): it records the peak. */
const running = { now: 0, peak: 0 };
const wait = defineJob<{ n: number }, Deps>({
  name: 'test-wait',
  payload: z.object({ n: z.number() }),
  policy: defaultPolicy,
  concurrency: 3,
  handle: async () => {
    running.now += 1;
    running.peak = Math.max(running.peak, running.now);
    const until = Date.now() + 1_000;
    while (running.peak < 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    running.now -= 1;
  },
});

async function eventually(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function eventuallyAsync(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('jobs', () => {
  let database: TestDatabase;
  let worker: PgBoss;
  let api: PgBoss;
  const deps: Deps = { seen: [] };
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startBoss(database.url, 'api', logger);
    worker = await startBoss(database.url, 'worker', logger);
    await registerJobs(api, [greet, wait], deps, { consume: false, logger, pollingIntervalSeconds: 0.5 });
    await registerJobs(worker, [greet, wait], deps, { consume: true, logger, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await api.stop({ graceful: false, wait: true });
    await worker.stop({ graceful: false, wait: true });
    await database.drop();
  });

  it('runs a job enqueued by an api process on a worker process', async () => {
    await api.send(greet.name, { name: 'Ayşe' });
    await eventually(() => deps.seen.includes('Ayşe'));
  });

  it('retries a job whose handler failed', async () => {
    await api.send(greet.name, { name: 'flaky' });
    await eventually(() => deps.seen.filter((name) => name === 'flaky').length === 2);
  });

  it('runs as many jobs of a queue at once as its concurrency says', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map((n) => api.send(wait.name, { n })));
    await eventuallyAsync(async () => {
      const jobs = await Promise.all(ids.map((id) => api.getJobById(wait.name, id as string)));
      return jobs.every((job) => job?.state === 'completed');
    });
    expect(running.peak).toBe(3);
  });

  it('never hands an invalid payload to the handler', async () => {
    const id = (await api.send(greet.name, { name: '' })) as string;
    let state: string | undefined;
    await eventuallyAsync(async () => {
      state = (await api.getJobById(greet.name, id))?.state;
      return state === 'completed' || state === 'failed';
    });
    expect(state).toBe('completed');
    expect(deps.seen).not.toContain('');
  });
});
