import type { z } from 'zod';

/** Retry policy of one job, in pg-boss terms. */
export type JobPolicy = {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
};

/**
 * One job = one file exporting a definition: its queue name, payload schema, retry policy and a
 * handler that can run twice for the same payload without harm.
 */
export type JobDefinition<Payload, Deps> = {
  name: string;
  payload: z.ZodType<Payload>;
  policy: JobPolicy;
  /** Cron expression (UTC) when the job also runs on a schedule. */
  schedule?: string;
  /**
   * Jobs of this queue one process runs at the same time (default 1). Handlers that mostly wait on
   * another service (an LLM, the marketplace) need more, or one slow call holds up the whole queue.
   */
  concurrency?: number;
  handle: (payload: Payload, deps: Deps) => Promise<void>;
};

export function defineJob<Payload, Deps>(definition: JobDefinition<Payload, Deps>): JobDefinition<Payload, Deps> {
  return definition;
}

export const defaultPolicy: JobPolicy = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};
