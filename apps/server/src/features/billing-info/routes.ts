import {
  billingInfoTexts,
  ZBillingInfoRequestSchema,
  ZBillingInfoSavedResponseSchema,
  ZBillingInfoSchema,
} from '@cevapla/contracts/billing';
import { ZErrorResponseSchema } from '@cevapla/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { requireUser } from '../../http/session.js';
import { findBillingInfo, presentBillingInfo, upsertBillingInfo } from './repository.js';

const errors = { 401: ZErrorResponseSchema, 422: ZErrorResponseSchema };

/** The signed-in seller's billing info (spec §3/§5): read, and create-or-update in one call. */
export const billingInfoRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, options) => {
  app.get(
    '/api/billing-info',
    { schema: { tags: ['billing'], response: { 200: ZBillingInfoSchema.nullable(), ...errors } } },
    async (request) => {
      const row = await findBillingInfo(options.db, requireUser(request).id);
      return row ? presentBillingInfo(row) : null;
    },
  );

  app.put(
    '/api/billing-info',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['billing'],
        body: ZBillingInfoRequestSchema,
        response: { 200: ZBillingInfoSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const existed = (await findBillingInfo(options.db, userId)) !== undefined;
      const row = await upsertBillingInfo(options.db, userId, request.body, options.clock.now());
      return {
        message: existed ? billingInfoTexts.updated : billingInfoTexts.created,
        billingInfo: presentBillingInfo(row),
      };
    },
  );
};
