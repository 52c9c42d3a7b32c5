import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, genericErrors, TrendyolError } from './trendyol-error.js';

/** One error shape for every route: Trendyol's envelope, with the real message for 4xx. */
export function installErrorHandlers(app: FastifyInstance, clock: () => Date): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const trendyolError = toTrendyolError(error);
    if (trendyolError.statusCode >= 500) request.log.error({ err: error }, 'sandbox request failed');
    return reply.code(trendyolError.statusCode).send(errorBody(trendyolError, clock()));
  });
  app.setNotFoundHandler((_request, reply) => {
    const notFound = genericErrors.notFound();
    return reply.code(404).send(errorBody(notFound, clock()));
  });
}

function toTrendyolError(error: FastifyError): TrendyolError {
  if (error instanceof TrendyolError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
    return new TrendyolError(400, field, issue?.message ?? 'Geçersiz istek.');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new TrendyolError(status, error.code ?? 'bad.request', error.message);
  return genericErrors.systemError();
}
