import { and, eq, lt, or } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import { type AppDeps, credentialsBoxFor } from '../../app.js';
import type { Database } from '../../db/client.js';
import { questions } from '../../db/schema/questions.js';
import { defaultPolicy, defineJob } from '../../jobs/define.js';
import { createPublisher } from '../../realtime/publish.js';
import type { AnsweringDeps } from './deps.js';
import { draftQuestion } from './draft.js';
import { sendQuestion } from './send.js';

const ZQuestionPayload = z.object({ questionId: z.uuid() });

export const draftAnswerJobName = 'draft-answer';
export const sendAnswerJobName = 'send-answer';

/** Enqueue functions for a process: the handlers claim rows themselves, so a duplicate job is harmless. */
export function answeringQueues(boss: PgBoss) {
  return {
    enqueueDraft: async (questionId: string) => {
      await boss.send(draftAnswerJobName, { questionId });
    },
    enqueueSend: async (questionId: string) => {
      await boss.send(sendAnswerJobName, { questionId });
    },
  };
}

/** After a poll: the store's questions queued for a draft are handed to the draft job. */
export async function enqueueQueuedDrafts(
  db: Database,
  queues: Pick<ReturnType<typeof answeringQueues>, 'enqueueDraft'>,
  storeId: string,
) {
  const queued = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.storeId, storeId), eq(questions.draftState, 'queued')))
    .limit(500);
  for (const row of queued) await queues.enqueueDraft(row.id);
}

export function answeringDepsOf(deps: AppDeps): AnsweringDeps {
  return {
    db: deps.database.db,
    clock: deps.clock,
    logger: deps.logger,
    trendyol: deps.trendyol,
    credentialsBox: credentialsBoxFor(deps.appSecret),
    engines: deps.answerEngines,
    publish: createPublisher(deps.database.pool),
    ...answeringQueues(deps.boss),
  };
}

export const draftAnswerJob = defineJob<z.infer<typeof ZQuestionPayload>, AppDeps>({
  name: draftAnswerJobName,
  payload: ZQuestionPayload,
  policy: { ...defaultPolicy, retryLimit: 3, expireInSeconds: 5 * 60 },
  // An LLM call takes seconds: drafts of a burst of questions run side by side (the quota is taken
  // under a row lock, so concurrent drafts never overspend it).
  concurrency: 4,
  handle: async ({ questionId }, deps) => draftQuestion(answeringDepsOf(deps), questionId),
});

/** Retries transient marketplace failures with backoff (10 s, 20 s, 40 s …). */
export const sendAnswerJob = defineJob<z.infer<typeof ZQuestionPayload>, AppDeps>({
  name: sendAnswerJobName,
  payload: ZQuestionPayload,
  policy: { ...defaultPolicy, retryLimit: 8, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 5 * 60 },
  // Each send is claimed once, so two senders never post the same answer.
  concurrency: 2,
  handle: async ({ questionId }, deps) => sendQuestion(answeringDepsOf(deps), questionId),
});

/**
 * Every minute: drafts and sends whose job was lost or whose worker died (lease expired) are queued
 * again. The handlers' claims keep this from doing anything twice.
 */
export const sweepAnsweringJob = defineJob<Record<string, never>, AppDeps>({
  name: 'sweep-answering',
  payload: z.object({}),
  policy: { ...defaultPolicy, retryLimit: 1 },
  schedule: '* * * * *',
  handle: async (_payload, deps) => {
    const db = deps.database.db;
    const now = deps.clock.now();
    const stale = new Date(now.getTime() - 60_000);
    const queues = answeringQueues(deps.boss);
    const drafts = await db
      .select({ id: questions.id })
      .from(questions)
      .where(
        or(
          and(eq(questions.draftState, 'queued'), lt(questions.firstSeenAt, stale)),
          and(eq(questions.draftState, 'drafting'), lt(questions.draftLeaseUntil, now)),
        ),
      )
      .limit(500);
    for (const row of drafts) await queues.enqueueDraft(row.id);
    const sends = await db
      .select({ id: questions.id })
      .from(questions)
      .where(
        or(
          eq(questions.sendState, 'queued'),
          and(eq(questions.sendState, 'sending'), lt(questions.sendLeaseUntil, now)),
        ),
      )
      .limit(500);
    for (const row of sends) await queues.enqueueSend(row.id);
  },
});
