import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trendyolEndpoints } from '../http/endpoints.js';
import { TrendyolError } from '../http/trendyol-error.js';
import { addQuestion } from '../questions/add-questions.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { answerQuestion } from './answer-question.js';
import { findQuestion } from './find-question.js';
import { listQuestions } from './list-questions.js';
import { toTrendyolQuestion } from './present-question.js';
import { questionStatuses } from './question-status.js';
import { ZQuestionPageSchema, ZSellerParamsSchema, ZTrendyolErrorSchema, ZTrendyolQuestionSchema } from './schemas.js';

const ZFilterQuerySchema = z.object({
  supplierId: z.string({ error: 'supplierId zorunludur.' }).regex(/^\d{1,15}$/),
  status: z.enum(questionStatuses).optional(),
  startDate: z.coerce.number().int().nonnegative().optional(),
  endDate: z.coerce.number().int().nonnegative().optional(),
  barcode: z.string().min(1).optional(),
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
  orderByField: z.enum(['CreatedDate', 'LastModifiedDate']).default('CreatedDate'),
  orderByDirection: z.enum(['ASC', 'DESC']).default('DESC'),
});

const ZQuestionParamsSchema = ZSellerParamsSchema.extend({ id: z.coerce.number().int().positive() });
const errors = { 400: ZTrendyolErrorSchema, 404: ZTrendyolErrorSchema, 409: ZTrendyolErrorSchema };

/** The Trendyol Q&A endpoints: filter, one question, answer, and the test environment's create. */
export const questionRoutes: FastifyPluginAsyncZod<{ state: SandboxState }> = async (app, { state }) => {
  const present = (question: Parameters<typeof toTrendyolQuestion>[0]) => toTrendyolQuestion(question, state.urls);

  app.get(
    trendyolEndpoints['questions.filter'].url,
    {
      schema: {
        params: ZSellerParamsSchema,
        querystring: ZFilterQuerySchema,
        response: { 200: ZQuestionPageSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId } = request.params;
      if (request.query.supplierId !== sellerId) {
        throw new TrendyolError(400, 'supplierId', 'supplierId, satıcı id ile aynı olmalıdır.');
      }
      const result = listQuestions(state, sellerId, request.query, state.now());
      return { ...result, content: result.content.map(present) };
    },
  );

  app.get(
    trendyolEndpoints['questions.get'].url,
    { schema: { params: ZQuestionParamsSchema, response: { 200: ZTrendyolQuestionSchema, ...errors } } },
    async (request) => present(findQuestion(state, request.params.sellerId, request.params.id, state.now())),
  );

  app.post(
    trendyolEndpoints['questions.answer'].url,
    {
      schema: {
        params: ZQuestionParamsSchema,
        body: z.object({ text: z.string().nullish() }).nullish(),
        response: { 200: z.object({ answerId: z.number().int() }), ...errors },
      },
    },
    async (request) =>
      answerQuestion(
        state,
        {
          sellerId: request.params.sellerId,
          questionId: request.params.id,
          text: request.body?.text ?? '',
          userAgent: request.headers['user-agent'] ?? '',
        },
        state.now(),
      ),
  );

  app.post(
    trendyolEndpoints['questions.create'].url,
    {
      schema: {
        params: ZSellerParamsSchema,
        body: z.object({
          text: z.string().min(1),
          contentId: z.number().int(),
          userId: z.number().int().optional(),
          userFullName: z.string().min(1).optional(),
          showUserName: z.boolean().optional(),
          channelId: z.number().int().optional(),
        }),
        response: { 200: z.object({ questionId: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const product = state.catalogue.byContentId.get(request.body.contentId);
      if (!product) throw new TrendyolError(400, 'contentId', 'Ürün bulunamadı.');
      const { text, userId, userFullName, showUserName } = request.body;
      const question = addQuestion(
        state,
        request.params.sellerId,
        { product, text, customerId: userId, customerName: userFullName, showUserName },
        state.now(),
      );
      return { questionId: question.id };
    },
  );
};
