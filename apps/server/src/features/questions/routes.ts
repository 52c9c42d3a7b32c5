import { ErrorCode, ZErrorResponseSchema } from '@cevapla/contracts/errors';
import { genericErrorMessages } from '@cevapla/contracts/messages';
import {
  QUESTION_PAGE_SIZE,
  ZQuestionListQuerySchema,
  ZQuestionListResponseSchema,
} from '@cevapla/contracts/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { requireUser } from '../../http/session.js';
import { presentQuestion } from './present.js';
import { listAllQuestions, listStoreQuestions } from './repository.js';

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema };

/** The question tables: the seller's own store, and every store for an admin. Paging on the server. */
export const questionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  app.get(
    '/api/questions',
    {
      schema: {
        tags: ['questions'],
        querystring: ZQuestionListQuerySchema,
        response: { 200: ZQuestionListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page } = request.query;
      const result = await listStoreQuestions(options.db, user.id, page, QUESTION_PAGE_SIZE);
      return { items: result.rows.map(presentQuestion), page, pageSize: QUESTION_PAGE_SIZE, total: result.total };
    },
  );

  app.get(
    '/api/admin/questions',
    {
      schema: {
        tags: ['questions'],
        querystring: ZQuestionListQuerySchema,
        response: { 200: ZQuestionListResponseSchema, ...errors },
      },
    },
    async (request) => {
      // The role is checked here, on the server, for every call (spec §2 only hid the page).
      if (requireUser(request).role !== 'admin') {
        throw new AppError(ErrorCode.Forbidden, 403, genericErrorMessages.forbidden);
      }
      const { page } = request.query;
      const result = await listAllQuestions(options.db, page, QUESTION_PAGE_SIZE);
      return { items: result.rows.map(presentQuestion), page, pageSize: QUESTION_PAGE_SIZE, total: result.total };
    },
  );
};
