import type { AppDeps } from '../app.js';
import { purgeExpiredSessionsJob } from '../features/accounts/jobs.js';
import { draftAnswerJob, sendAnswerJob, sweepAnsweringJob } from '../features/answering/jobs.js';
import { sendEmailJob, sweepOutboxJob } from '../features/mail/jobs.js';
import { backfillTopicsJob } from '../features/questions/jobs.js';
import { subscriptionLifecycleJob } from '../features/subscriptions/jobs.js';
import { pruneIncidentsJob } from '../features/system/jobs.js';
import type { JobDefinition } from './define.js';

/** Every job of the product; features add theirs here (poll-store, draft-answer …). */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds jobs of every payload type
export const jobs: readonly JobDefinition<any, AppDeps>[] = [
  sendEmailJob,
  sweepOutboxJob,
  purgeExpiredSessionsJob,
  subscriptionLifecycleJob,
  draftAnswerJob,
  sendAnswerJob,
  sweepAnsweringJob,
  backfillTopicsJob,
  pruneIncidentsJob,
];
