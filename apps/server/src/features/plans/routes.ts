import { ZPlanListResponseSchema } from '@cevapla/contracts/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { listPlans } from './repository.js';

export const planRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  app.get(
    '/api/plans',
    { schema: { tags: ['plans'], summary: 'The plan catalogue', response: { 200: ZPlanListResponseSchema } } },
    async (_request, reply) => {
      // The catalogue changes with a deploy, not per visitor: let browsers and proxies reuse it briefly.
      reply.header('cache-control', 'public, max-age=300');
      return ZPlanListResponseSchema.parse(await listPlans(options.db));
    },
  );
};
