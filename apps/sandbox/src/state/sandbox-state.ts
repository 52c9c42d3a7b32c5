import { type Catalogue, createCatalogue } from '../catalogue/catalogue.js';
import { createFaultRegistry } from '../http/faults.js';
import { createRateLimiter, type RateLimitOptions } from '../http/rate-limiter.js';
import type { Random } from '../random.js';
import type { UrlBases } from '../trendyol/present-question.js';
import { createIdSequence } from './ids.js';
import { createQuestionStore } from './question-store.js';
import { createReceivedAnswers } from './received-answers.js';
import { createSellerRegistry } from './sellers.js';
import type { SandboxSettings } from './settings.js';

/** Everything one sandbox keeps in memory; nothing is global, so many sandboxes can run side by side. */
export type SandboxState = ReturnType<typeof createSandboxState>;

type StateOptions = {
  clock: () => Date;
  random: Random;
  settings: SandboxSettings;
  rateLimit: RateLimitOptions | false;
  urls: UrlBases;
  onNewSeller: (sellerId: string) => void;
};

/** Creates the state; `reset()` empties it and restores the initial settings (ids keep counting). */
export function createSandboxState(options: StateOptions) {
  const catalogue: Catalogue = createCatalogue();
  const settings: SandboxSettings = { ...options.settings };
  const state = {
    clock: options.clock,
    now: () => options.clock().getTime(),
    random: options.random,
    urls: options.urls,
    catalogue,
    settings,
    questions: createQuestionStore(),
    answers: createReceivedAnswers(),
    sellers: createSellerRegistry(options.onNewSeller),
    faults: createFaultRegistry(),
    rateLimiter: createRateLimiter(options.rateLimit),
    nextQuestionId: createIdSequence(3_100_000_001),
    nextAnswerId: createIdSequence(910_000_001),
    reset(): void {
      state.questions.clear();
      state.answers.clear();
      state.sellers.clear();
      state.faults.clear();
      state.rateLimiter.clear();
      Object.assign(settings, options.settings);
    },
  };
  return state;
}
