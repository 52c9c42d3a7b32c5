import { ErrorCode, genericErrorMessages } from '@cevapla/contracts/errors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';

/**
 * Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow } }`): login, code
 * resend and contact get their own limits in their features. Counters live in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          ErrorCode.RateLimited,
          context.statusCode,
          `${genericErrorMessages.rateLimited} (${Math.ceil(context.ttl / 1000)} sn)`,
        ),
    });
  },
  { name: 'rate-limit' },
);
