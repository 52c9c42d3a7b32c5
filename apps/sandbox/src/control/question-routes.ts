import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrendyolError } from '../http/trendyol-error.js';
import { addQuestion, addQuestions } from '../questions/add-questions.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { toTrendyolQuestion } from '../trendyol/present-question.js';
import { ZTrendyolErrorSchema, ZTrendyolQuestionSchema } from '../trendyol/schemas.js';
import { moderate } from './moderate.js';
import { ZBulkQuestionsSchema, ZCreateQuestionSchema, ZModerationSchema, ZSellerIdSchema } from './schemas.js';

const ZParamsSchema = z.object({ sellerId: ZSellerIdSchema });
const ZQuestionParamsSchema = ZParamsSchema.extend({ id: z.coerce.number().int().positive() });
const dayMs = 24 * 60 * 60 * 1000;
const errors = { 400: ZTrendyolErrorSchema, 404: ZTrendyolErrorSchema, 409: ZTrendyolErrorSchema };

/** Questions: create one, create many (benchmarks), and moderate (approve, reject, panel answer…). */
export const controlQuestionRoutes: FastifyPluginAsyncZod<{ state: SandboxState }> = async (app, { state }) => {
  const productFor = (productMainId: string | undefined) => {
    if (productMainId === undefined) return undefined;
    const product = state.catalogue.byProductMainId.get(productMainId);
    if (!product) throw new TrendyolError(400, 'productMainId', `Unknown productMainId: ${productMainId}`);
    return product;
  };

  app.post(
    '/sellers/:sellerId/questions',
    {
      schema: {
        params: ZParamsSchema,
        body: ZCreateQuestionSchema,
        response: { 201: ZTrendyolQuestionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { productMainId, createdDate, userName, ...rest } = request.body;
      const input = { ...rest, product: productFor(productMainId), creationDate: createdDate, customerName: userName };
      const question = addQuestion(state, request.params.sellerId, input, state.now());
      return reply.code(201).send(toTrendyolQuestion(question, state.urls));
    },
  );

  app.post(
    '/sellers/:sellerId/questions/bulk',
    {
      schema: {
        params: ZParamsSchema,
        body: ZBulkQuestionsSchema,
        response: {
          201: z.object({ created: z.number().int(), firstId: z.number().int(), lastId: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { count, startDate, endDate, productMainId, text, status } = request.body;
      const to = endDate ?? state.now();
      const from = startDate ?? to - dayMs;
      if (from > to) throw new TrendyolError(400, 'startDate', 'startDate must not be after endDate');
      const created = addQuestions(state, request.params.sellerId, {
        count,
        from,
        to,
        product: productFor(productMainId),
        text,
        status,
      });
      // Ids are handed out in creation order, so the first and last question bound the range.
      const firstId = created[0]?.id ?? 0;
      const lastId = created.at(-1)?.id ?? 0;
      return reply.code(201).send({ created: created.length, firstId, lastId });
    },
  );

  app.post(
    '/sellers/:sellerId/questions/:id/moderation',
    {
      schema: {
        params: ZQuestionParamsSchema,
        body: ZModerationSchema,
        response: { 200: ZTrendyolQuestionSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId, id } = request.params;
      const question = moderate(state, { sellerId, questionId: id }, request.body, state.now());
      return toTrendyolQuestion(question, state.urls);
    },
  );
};
