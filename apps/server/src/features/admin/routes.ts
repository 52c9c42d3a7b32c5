import { ZAdminOverviewSchema } from '@cevapla/contracts/admin';
import { ErrorCode, ZErrorResponseSchema } from '@cevapla/contracts/errors';
import { genericErrorMessages } from '@cevapla/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.js';
import { requireUser } from '../../http/session.js';
import { type AdminDeps, adminOverview } from './service.js';

/** GET /api/admin/overview: the admin role is checked here, on the server, for every call. */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, options) => {
  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        response: { 200: ZAdminOverviewSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema },
      },
    },
    async (request) => {
      if (requireUser(request).role !== 'admin') {
        throw new AppError(ErrorCode.Forbidden, 403, genericErrorMessages.forbidden);
      }
      return adminOverview(options);
    },
  );
};
