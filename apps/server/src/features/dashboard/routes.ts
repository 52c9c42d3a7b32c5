import { ZDashboardQuerySchema, ZDashboardSchema } from '@cevapla/contracts/dashboard';
import { ErrorCode, ZErrorResponseSchema } from '@cevapla/contracts/errors';
import { storeMessages } from '@cevapla/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { requireUser } from '../../http/session.js';
import { findStoreOfUser } from '../stores/repository.js';
import { createDashboardCache } from './cache.js';
import { questionsCsv } from './export.js';
import { periodStart } from './repository.js';
import { dashboard, type PeriodFigures } from './service.js';

/** GET /api/dashboard?days=7|30|90: the signed-in seller's figures. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, options) => {
  const deps = { ...options, cache: createDashboardCache<PeriodFigures>() };
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        querystring: ZDashboardQuerySchema,
        response: { 200: ZDashboardSchema, 400: ZErrorResponseSchema, 401: ZErrorResponseSchema },
      },
    },
    async (request) => dashboard(deps, requireUser(request).id, request.query.days),
  );

  app.get(
    '/api/dashboard/export.csv',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      // A file, not JSON: no response schema to serialise through.
      schema: { tags: ['dashboard'], querystring: ZDashboardQuerySchema },
    },
    async (request, reply) => {
      const store = await findStoreOfUser(options.db, requireUser(request).id);
      if (!store) throw new AppError(ErrorCode.StoreRequired, 409, storeMessages.storeRequired);
      const now = options.clock.now();
      const csv = await questionsCsv(options.db, store.id, periodStart(now, request.query.days), now);
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cevapla-sorular-${day}.csv"`)
        .send(csv);
    },
  );
};
