import { ZErrorResponseSchema } from '@cevapla/contracts/errors';
import { ZSubscriptionSchema, ZTrialStartedResponseSchema } from '@cevapla/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/session.js';
import * as subscriptionsService from './service.js';

const errors = { 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 409: ZErrorResponseSchema };

/** The signed-in seller's current period, and the free trial. */
export const subscriptionRoutes: FastifyPluginAsyncZod<subscriptionsService.SubscriptionsDeps> = async (
  app,
  options,
) => {
  app.get(
    '/api/subscription',
    { schema: { tags: ['subscriptions'], response: { 200: ZSubscriptionSchema.nullable(), ...errors } } },
    async (request) => subscriptionsService.getSubscription(options, requireUser(request).id),
  );

  app.post(
    '/api/subscription/trial',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['subscriptions'], response: { 201: ZTrialStartedResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await subscriptionsService.startTrial(options, requireUser(request))),
  );
};
