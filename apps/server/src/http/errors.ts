import { ErrorCode, errorCodeForStatus, genericErrorMessages, type TErrorResponse } from '@cevapla/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

/**
 * One error shape for the whole API: `{ code, message }`. AppErrors carry their Turkish message;
 * validation errors carry the shared schema's Turkish message; anything else is a generic Turkish
 * message, and a 5xx never shows what went wrong inside (it is logged instead).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const body = toErrorResponse(error);
      const status = error instanceof AppError ? error.statusCode : statusOf(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.code, reason: error.message }, 'request rejected');
      return reply.code(status).send(body);
    });
  },
  { name: 'errors' },
);

function statusOf(error: FastifyError): number {
  if (hasZodFastifySchemaValidationErrors(error)) return 400;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

function toErrorResponse(error: FastifyError): TErrorResponse {
  if (error instanceof AppError) return { code: error.code, message: error.messageTr };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { code: ErrorCode.Validation, message: error.validation[0]?.message ?? genericErrorMessages.validation };
  }
  const status = statusOf(error);
  if (status === 404) return { code: ErrorCode.NotFound, message: genericErrorMessages.notFound };
  if (status === 429) return { code: ErrorCode.RateLimited, message: genericErrorMessages.rateLimited };
  if (status === 503) return { code: ErrorCode.ServiceUnavailable, message: genericErrorMessages.unavailable };
  if (status >= 500) return { code: ErrorCode.Internal, message: genericErrorMessages.internal };
  return { code: errorCodeForStatus(status), message: genericErrorMessages.badRequest };
}
