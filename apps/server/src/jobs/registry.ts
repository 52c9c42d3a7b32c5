import type { AppDeps } from '../app.js';
import type { JobDefinition } from './define.js';

/** Every job of the product; features add theirs here (poll-store, draft-answer, send-email …). */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds jobs of every payload type
export const jobs: readonly JobDefinition<any, AppDeps>[] = [];
