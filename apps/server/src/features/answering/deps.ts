import type { Logger } from 'pino';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { TrendyolClient } from '../../integrations/trendyol/client.js';
import type { Publish } from '../../realtime/publish.js';
import type { SecretBox } from '../../security/encryption.js';
import type { AnswerEngines } from './generate.js';

/** What the answering pipeline talks to (built by main.ts, the app, or a test). */
export type AnsweringDeps = {
  db: Database;
  clock: Clock;
  logger: Logger;
  trendyol: TrendyolClient;
  credentialsBox: SecretBox;
  engines: AnswerEngines;
  publish: Publish;
  enqueueDraft: (questionId: string) => Promise<void>;
  enqueueSend: (questionId: string) => Promise<void>;
};

export const leaseMs = 2 * 60 * 1000;
