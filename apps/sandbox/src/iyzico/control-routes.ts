import type { FastifyPluginAsync } from 'fastify';
import type { IyzicoContext } from './context.js';

/** The emulator's control API (no auth): completed payments and reset. */
export const iyzicoControlRoutes: FastifyPluginAsync<{ context: IyzicoContext }> = async (app, { context }) => {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/payments', async () =>
    context.store.completed().map((payment) => ({
      paymentId: payment.paymentId,
      conversationId: payment.conversationId,
      paidPrice: payment.paidPrice,
      currency: payment.currency,
      status: payment.outcome?.status ?? 'failure',
      ...(payment.outcome?.errorCode ? { errorCode: payment.outcome.errorCode } : {}),
      lastFourDigits: payment.card.lastFourDigits,
      completedAt: payment.outcome?.completedAt.toISOString(),
    })),
  );

  app.post('/reset', async (_request, reply) => {
    context.store.reset();
    return reply.code(204).send();
  });
};
