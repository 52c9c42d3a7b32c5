import { ZErrorResponseSchema } from '@cevapla/contracts/errors';
import { ZStoreRequestSchema, ZStoreResponseSchema, ZStoreSavedResponseSchema } from '@cevapla/contracts/stores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/session.js';
import * as storesService from './service.js';

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema };

/** The signed-in seller's one store: read it (credentials masked) and connect or update it. */
export const storeRoutes: FastifyPluginAsyncZod<storesService.StoresDeps> = async (app, options) => {
  app.get(
    '/api/store',
    { schema: { tags: ['stores'], response: { 200: ZStoreResponseSchema.nullable(), ...errors } } },
    async (request) => storesService.getStore(options, requireUser(request).id),
  );

  app.put(
    '/api/store',
    {
      // Each save calls the marketplace: a burst from one address is throttled before it gets there.
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['stores'],
        body: ZStoreRequestSchema,
        response: { 200: ZStoreSavedResponseSchema, 422: ZErrorResponseSchema, 429: ZErrorResponseSchema, ...errors },
      },
    },
    async (request) => storesService.connectStore(options, requireUser(request).id, request.body),
  );
};
