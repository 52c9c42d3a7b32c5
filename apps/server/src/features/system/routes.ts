import { ZErrorResponseSchema } from '@cevapla/contracts/errors';
import { ZAppInfoResponseSchema, ZHealthResponseSchema } from '@cevapla/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { pingDatabase } from '../../db/client.js';

type SystemRouteOptions = { pool: pg.Pool; demo: boolean; demoMarketplace: boolean; version: string };

export const systemRoutes: FastifyPluginAsyncZod<SystemRouteOptions> = async (app, options) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const dbUp = await pingDatabase(options.pool);
      return dbUp
        ? reply.code(200).send({ status: 'ok', db: 'ok' })
        : reply.code(503).send({ status: 'degraded', db: 'down' });
    },
  );

  app.get(
    '/api/app-info',
    {
      schema: {
        tags: ['system'],
        summary: 'Facts about this instance the web app needs at start (demo mode)',
        response: { 200: ZAppInfoResponseSchema, 500: ZErrorResponseSchema },
      },
    },
    async () => ({
      name: 'Cevapla' as const,
      demo: options.demo,
      demoMarketplace: options.demoMarketplace,
      version: options.version,
    }),
  );
};
