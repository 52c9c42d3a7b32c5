import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { controlApi, controlPrefix } from './control/plugin.js';
import { installErrorHandlers } from './http/errors.js';
import { createGate } from './http/gate.js';
import { mediaRoutes } from './http/media-routes.js';
import { defaultRateLimit, type RateLimitOptions } from './http/rate-limiter.js';
import { addQuestions } from './questions/add-questions.js';
import { createQuestionGenerator } from './questions/generator.js';
import type { Random } from './random.js';
import { createSandboxState, type SandboxState } from './state/sandbox-state.js';
import { defaultSettings, type SandboxSettings } from './state/settings.js';
import { trendyolApi } from './trendyol/plugin.js';

export { createSeededRandom } from './random.js';

/** How to build a sandbox; every field is optional and defaults to demo behaviour. */
export type TrendyolSandboxOptions = Partial<SandboxSettings> & {
  /** The sandbox's notion of now (dates, windows, deadlines, throttling, the generator's rate). */
  clock?: () => Date;
  /** Numbers in [0, 1); pass `createSeededRandom(seed)` for repeatable data. */
  random?: Random;
  /** Fastify's logger option; off by default. */
  logger?: FastifyServerOptions['logger'];
  /** Trendyol's 50 requests / 10 s per endpoint and caller; `false` turns throttling off. */
  rateLimit?: Partial<RateLimitOptions> | false;
  /** Sellers known from the start (the generator makes questions for them at once). */
  sellerIds?: string[];
  /** Where product images point; default a cdn.dsmcdn.com look-alike, or `<sandbox url>/_media`. */
  imageBaseUrl?: string;
  /** How often the generator timer runs (real time); the rate itself follows `clock`. */
  generatorTickMs?: number;
};

/** What `app.sandbox` offers in-process: the same operations as the control API, without HTTP. */
export type SandboxHandle = {
  state: SandboxState;
  /** Runs the question generator now (tests move the clock, then tick). */
  tick: () => void;
  reset: () => void;
};

export type TrendyolSandbox = FastifyInstance & { sandbox: SandboxHandle };

/** Builds a Trendyol-compatible seller API emulator without listening; no globals, so many can coexist. */
export function createTrendyolSandbox(options: TrendyolSandboxOptions = {}): TrendyolSandbox {
  const { clock = () => new Date(), random = Math.random, logger = false, rateLimit = {}, sellerIds = [] } = options;
  const settings: SandboxSettings = {
    questionsPerMinute: options.questionsPerMinute ?? defaultSettings.questionsPerMinute,
    answerModeration: options.answerModeration ?? defaultSettings.answerModeration,
    maxAnswerRejections: options.maxAnswerRejections ?? defaultSettings.maxAnswerRejections,
    answerDeadlineBusinessDays: options.answerDeadlineBusinessDays ?? defaultSettings.answerDeadlineBusinessDays,
  };
  const generator = createQuestionGenerator({
    now: () => clock().getTime(),
    questionsPerMinute: () => state.settings.questionsPerMinute,
    sellerIds: () => state.sellers.list(),
    add: (sellerId, count, from, to) => addQuestions(state, sellerId, { count, from, to }),
  });
  const state = createSandboxState({
    clock,
    random,
    settings,
    rateLimit: rateLimit === false ? false : { ...defaultRateLimit, ...rateLimit },
    urls: { imageBaseUrl: options.imageBaseUrl ?? 'https://cdn.dsmcdn.com', webBaseUrl: 'https://www.trendyol.com' },
    onNewSeller: (sellerId) => generator.startSeller(sellerId),
  });
  for (const sellerId of sellerIds) state.sellers.touch(sellerId);
  const reset = () => {
    state.reset();
    generator.clear();
    for (const sellerId of sellerIds) state.sellers.touch(sellerId);
  };

  // forceCloseConnections: close() cuts requests held by a timeout fault instead of waiting for clients.
  const app = Fastify({ logger, bodyLimit: 10 * 1024 * 1024, forceCloseConnections: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app, clock);
  app.register(trendyolApi, { state, gate: createGate(state) });
  app.register(controlApi, { prefix: controlPrefix, state, onReset: reset });
  app.register(mediaRoutes, { catalogue: state.catalogue });
  app.addHook('onReady', async () => generator.start(options.generatorTickMs ?? 1_000));
  app.addHook('onClose', async () => generator.stop());

  const handle: SandboxHandle = { state, tick: generator.tick, reset };
  return Object.assign(app, { sandbox: handle });
}

/** Builds a sandbox and listens (default 127.0.0.1:4010); `url` is the Trendyol base URL to configure. */
export async function startSandbox(
  options: TrendyolSandboxOptions & { port?: number; host?: string } = {},
): Promise<{ url: string; sandbox: TrendyolSandbox; close: () => Promise<void> }> {
  const { port = 4010, host = '127.0.0.1', ...sandboxOptions } = options;
  const sandbox = createTrendyolSandbox(sandboxOptions);
  await sandbox.listen({ port, host });
  const address = sandbox.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  return { url, sandbox, close: () => sandbox.close() };
}
