import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxState } from '../state/sandbox-state.js';
import { ZReceivedAnswerSchema, ZRegisterSellerSchema, ZSellerIdSchema } from './schemas.js';

const ZSellerSchema = z.object({ sellerId: z.string(), strict: z.boolean(), questionCount: z.number().int() });

/** Sellers: register strict credentials, list known sellers, read the answers a seller received. */
export const controlSellerRoutes: FastifyPluginAsyncZod<{ state: SandboxState }> = async (app, { state }) => {
  const describe = (sellerId: string) => ({
    sellerId,
    strict: state.sellers.isStrict(sellerId),
    questionCount: state.questions.count(sellerId),
  });

  app.post(
    '/sellers',
    { schema: { body: ZRegisterSellerSchema, response: { 201: ZSellerSchema } } },
    async (request, reply) => {
      const { sellerId, apiKey, apiSecret } = request.body;
      state.sellers.register(sellerId, { apiKey, apiSecret });
      return reply.code(201).send(describe(sellerId));
    },
  );

  app.get('/sellers', { schema: { response: { 200: z.object({ sellers: z.array(ZSellerSchema) }) } } }, async () => ({
    sellers: state.sellers.list().map(describe),
  }));

  app.get(
    '/sellers/:sellerId/answers',
    {
      schema: {
        params: z.object({ sellerId: ZSellerIdSchema }),
        response: { 200: z.object({ answers: z.array(ZReceivedAnswerSchema) }) },
      },
    },
    async (request) => ({ answers: [...state.answers.list(request.params.sellerId)] }),
  );
};
