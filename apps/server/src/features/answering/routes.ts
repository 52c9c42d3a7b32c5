import {
  ZApproveRequestSchema,
  ZReviewActionResponseSchema,
  ZReviewListQuerySchema,
  ZReviewListResponseSchema,
} from '@cevapla/contracts/answering';
import { ZErrorResponseSchema } from '@cevapla/contracts/errors';
import { QUESTION_PAGE_SIZE } from '@cevapla/contracts/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/session.js';
import { approve, listForReview, type ReviewDeps, regenerate, reject } from './review.js';

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  422: ZErrorResponseSchema,
};
const params = z.object({ id: z.uuid() });

/** The pending and rejected pages (spec §2, §4, §7): list, approve (with edits), reject, regenerate. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewDeps> = async (app, options) => {
  app.get(
    '/api/answering/questions',
    {
      schema: {
        tags: ['answering'],
        querystring: ZReviewListQuerySchema,
        response: { 200: ZReviewListResponseSchema, ...errors },
      },
    },
    async (request) =>
      listForReview(options, requireUser(request).id, request.query.status, request.query.page, QUESTION_PAGE_SIZE),
  );

  const action = { tags: ['answering'], params, response: { 200: ZReviewActionResponseSchema, ...errors } };
  app.post(
    '/api/answering/questions/:id/approve',
    { schema: { ...action, body: ZApproveRequestSchema } },
    async (request) => approve(options, requireUser(request).id, request.params.id, request.body.text),
  );
  app.post('/api/answering/questions/:id/reject', { schema: action }, async (request) =>
    reject(options, requireUser(request).id, request.params.id),
  );
  app.post(
    '/api/answering/questions/:id/regenerate',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: action },
    async (request) => regenerate(options, requireUser(request).id, request.params.id),
  );
};
