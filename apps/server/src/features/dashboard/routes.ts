import { ZDashboardQuerySchema, ZDashboardSchema } from '@cevapla/contracts/dashboard';
import { ZErrorResponseSchema } from '@cevapla/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { requireUser } from '../../http/session.js';
import { dashboard } from './service.js';

/** GET /api/dashboard?days=7|30|90: the signed-in seller's figures. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, options) => {
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        querystring: ZDashboardQuerySchema,
        response: { 200: ZDashboardSchema, 400: ZErrorResponseSchema, 401: ZErrorResponseSchema },
      },
    },
    async (request) => dashboard(options, requireUser(request).id, request.query.days),
  );
};
