import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SandboxState } from '../state/sandbox-state.js';
import { controlFaultRoutes } from './fault-routes.js';
import { controlQuestionRoutes } from './question-routes.js';
import { controlSellerRoutes } from './seller-routes.js';
import { controlSystemRoutes } from './system-routes.js';

/** The path prefix of the control API; Trendyol paths never start with an underscore. */
export const controlPrefix = '/_control';

/** The control API used by tests, e2e, benchmarks and demo mode; no auth, never behind faults. */
export const controlApi: FastifyPluginAsyncZod<{ state: SandboxState; onReset: () => void }> = async (app, options) => {
  await app.register(controlSellerRoutes, { state: options.state });
  await app.register(controlQuestionRoutes, { state: options.state });
  await app.register(controlFaultRoutes, { state: options.state });
  await app.register(controlSystemRoutes, { state: options.state, onReset: options.onReset });
};
