import type { FastifyPluginAsync } from 'fastify';
import type { IyzicoContext } from './context.js';
import { autoSubmitPage, bankPage, escapeHtml } from './html.js';
import { callbackSignature } from './signatures.js';

/** The emulated bank's 3DS step: an OTP page, then a self-submitting POST of the result to the merchant's callbackUrl. */
export const iyzicoBankRoutes: FastifyPluginAsync<{ context: IyzicoContext }> = async (app, { context }) => {
  const { store, keys } = context;
  const gone = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>3D Secure</title></head><body><p>${escapeHtml(
    'Bu doğrulama sayfası geçersiz veya daha önce kullanılmış.',
  )}</p></body></html>`;

  const pending = (token: string) => {
    const payment = store.byToken(token);
    return payment?.phase === 'initialized' ? payment : undefined;
  };

  app.get<{ Params: { token: string } }>('/_bank/:token', async (request, reply) => {
    const payment = pending(request.params.token);
    reply.type('text/html; charset=utf-8');
    if (!payment) return reply.code(404).send(gone);
    return bankPage({
      action: `/_bank/${payment.bankToken}`,
      amount: payment.paidPrice,
      currency: payment.currency,
      lastFourDigits: payment.card.lastFourDigits,
    });
  });

  app.post<{ Params: { token: string }; Body: { otp?: unknown } | undefined }>(
    '/_bank/:token',
    async (request, reply) => {
      const payment = pending(request.params.token);
      reply.type('text/html; charset=utf-8');
      if (!payment) return reply.code(404).send(gone);
      const otp = request.body?.otp;
      if (typeof otp !== 'string' || !/^\d{6}$/.test(otp.trim())) {
        return reply.code(400).send(
          bankPage({
            action: `/_bank/${payment.bankToken}`,
            amount: payment.paidPrice,
            currency: payment.currency,
            lastFourDigits: payment.card.lastFourDigits,
            error: 'Doğrulama kodu 6 haneli olmalıdır.',
          }),
        );
      }
      const mdStatus = payment.behaviour.kind === 'md-status' ? payment.behaviour.mdStatus : '1';
      payment.phase = 'verified';
      payment.mdStatus = mdStatus;
      const fields = {
        status: mdStatus === '1' ? 'success' : 'failure',
        paymentId: payment.paymentId,
        conversationData: '',
        conversationId: payment.conversationId,
        mdStatus,
      };
      return autoSubmitPage({
        title: '3D Secure',
        method: 'post',
        action: payment.callbackUrl,
        fields: { ...fields, signature: callbackSignature(keys.secretKey, fields) },
      });
    },
  );
};
