import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { JobDefinition } from './define.js';

export type Role = 'api' | 'worker' | 'all';

// biome-ignore lint/suspicious/noExplicitAny: a registry holds jobs of every payload type
type AnyJob<Deps> = JobDefinition<any, Deps>;

/**
 * pg-boss on the application database. Every role may enqueue; only worker and all consume and run
 * the maintenance and schedule loops.
 */
export async function startBoss(url: string, role: Role, logger: Logger): Promise<PgBoss> {
  const consumes = role !== 'api';
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    max: 4,
    application_name: `cevapla-jobs-${role}`,
    supervise: consumes,
    schedule: consumes,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Creates every queue with its policy; with `consume`, also starts a worker for each. */
export async function registerJobs<Deps>(
  boss: PgBoss,
  jobs: readonly AnyJob<Deps>[],
  deps: Deps,
  options: { consume: boolean; logger: Logger; pollingIntervalSeconds?: number },
): Promise<void> {
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.policy.retryLimit,
      retryDelay: job.policy.retryDelaySeconds,
      retryBackoff: job.policy.retryBackoff,
      expireInSeconds: job.policy.expireInSeconds,
    });
    if (!options.consume) continue;
    if (job.schedule) await boss.schedule(job.name, job.schedule, {});
    const workOptions = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
    // pg-boss 10 runs one job at a time per worker: N workers on a queue run N jobs side by side.
    for (let worker = 0; worker < (job.concurrency ?? 1); worker += 1) await work(job, workOptions);
  }

  async function work(job: AnyJob<Deps>, workOptions: { pollingIntervalSeconds: number }) {
    await boss.work(job.name, workOptions, async ([received]) => {
      if (!received) return;
      const log = options.logger.child({ job: job.name, jobId: received.id });
      const payload = job.payload.safeParse(received.data);
      if (!payload.success) {
        // An invalid payload never becomes valid: retrying would only repeat the error, so it is
        // logged loudly and dropped.
        log.error({ issues: payload.error.issues }, 'job payload rejected');
        return;
      }
      await job.handle(payload.data, deps);
    });
  }
}
