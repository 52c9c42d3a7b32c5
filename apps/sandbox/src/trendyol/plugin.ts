import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createGate } from '../http/gate.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { productRoutes } from './product-routes.js';
import { questionRoutes } from './question-routes.js';

/** The Trendyol-compatible API, every route behind the gateway checks (faults, User-Agent, auth, throttle). */
export const trendyolApi: FastifyPluginAsyncZod<{ state: SandboxState; gate: ReturnType<typeof createGate> }> = async (
  app,
  { state, gate },
) => {
  app.addHook('onRequest', gate);
  await app.register(questionRoutes, { state });
  await app.register(productRoutes, { state });
};
