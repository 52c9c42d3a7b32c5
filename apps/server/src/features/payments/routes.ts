import { ZErrorResponseSchema } from '@cevapla/contracts/errors';
import {
  ZPaymentRequestSchema,
  ZPaymentStartedResponseSchema,
  ZQuoteRequestSchema,
  ZQuoteSchema,
} from '@cevapla/contracts/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/session.js';
import { completePayment } from './completion.js';
import { CALLBACK_PATH, finalizeUrl, type PaymentsDeps, quotePlan, startPayment } from './service.js';

const errors = {
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  422: ZErrorResponseSchema,
};

/** Per seller rather than per address: sellers behind one office NAT do not block each other. */
const perSeller = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
});

const ZCallbackSchema = z.object({
  status: z.string().optional(),
  paymentId: z.string().optional(),
  conversationData: z.string().optional(),
  conversationId: z.string().optional(),
  mdStatus: z.string().optional(),
  signature: z.string().optional(),
});

/** Card payments with 3-D Secure: the quote, the start, and the provider's callback. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, options) => {
  // The bank page posts an HTML form back; only this plugin's routes accept that encoding.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/payments/quote',
    {
      config: { rateLimit: perSeller(60) },
      schema: { tags: ['payments'], body: ZQuoteRequestSchema, response: { 200: ZQuoteSchema, ...errors } },
    },
    async (request) => {
      requireUser(request);
      return quotePlan(options, request.body.planId, request.body.couponCode);
    },
  );

  app.post(
    '/api/payments',
    {
      config: { rateLimit: perSeller(10) },
      schema: {
        tags: ['payments'],
        body: ZPaymentRequestSchema,
        response: {
          201: ZPaymentStartedResponseSchema,
          ...errors,
          502: ZErrorResponseSchema,
          503: ZErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const started = await startPayment(options, requireUser(request), request.body, request.ip);
      return reply.code(201).send(started);
    },
  );

  app.post(
    CALLBACK_PATH,
    {
      config: { allowCrossSite: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['payments'], body: ZCallbackSchema, hide: true },
    },
    async (request, reply) => {
      const outcome = await completePayment(options, request.body);
      return reply.redirect(finalizeUrl(outcome.status, outcome.message), 303);
    },
  );
};
