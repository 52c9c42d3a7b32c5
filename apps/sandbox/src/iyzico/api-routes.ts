import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkAuthorization } from './auth.js';
import { cardBehaviour, cardSummary, isValidCardNumber } from './cards.js';
import { browserBaseUrl, type IyzicoContext } from './context.js';
import { failureBody, type IyzicoFailure, type IyzicoLocale, requestFailures, toLocale } from './errors.js';
import { autoSubmitPage } from './html.js';
import { issueField, priceUnits, ZThreedsAuth, ZThreedsInitialize, ZThreedsV2Auth } from './schemas.js';
import { authSignature, initializeSignature } from './signatures.js';
import type { IyzicoPayment } from './store.js';

/** The iyzico API: every route checks IYZWSv2 first; business failures are HTTP 200 with `status: 'failure'`. */
export const iyzicoApiRoutes: FastifyPluginAsync<{ context: IyzicoContext }> = async (app, { context }) => {
  const { clock, store, keys } = context;

  const fail = (
    reply: FastifyReply,
    failure: IyzicoFailure,
    body: unknown,
    extra: Record<string, unknown> = {},
    statusCode = 200,
  ) => {
    const fields = (body ?? {}) as { locale?: unknown; conversationId?: unknown };
    const conversationId = typeof fields.conversationId === 'string' ? fields.conversationId : undefined;
    return reply
      .code(statusCode)
      .send({ ...failureBody(failure, { locale: toLocale(fields.locale), now: clock(), conversationId }), ...extra });
  };

  app.addHook('preHandler', async (request, reply) => {
    const bodyJson = context.rawBodies.get(request.raw) ?? '{}';
    const check = checkAuthorization(keys, {
      authorization: request.headers.authorization,
      uriPath: request.url.split('?')[0] ?? request.url,
      bodyJson,
    });
    if (check.ok) return;
    const failure = check.reason === 'bad-signature' ? requestFailures.badSignature : requestFailures.missingAuth;
    return fail(reply, failure, request.body, {}, 401);
  });

  app.get('/payment/test', async () => ({ status: 'success', locale: 'tr', systemTime: clock().getTime() }));

  app.post('/payment/3dsecure/initialize', async (request, reply) => {
    const parsed = ZThreedsInitialize.safeParse(request.body);
    if (!parsed.success) return fail(reply, requestFailures.invalidRequest(issueField(parsed.error)), request.body);
    const body = parsed.data;
    const locale = toLocale(body.locale);
    const cardNumber = body.paymentCard.cardNumber.replace(/[\s-]/g, '');
    if (!isValidCardNumber(cardNumber)) return fail(reply, requestFailures.invalidCardNumber, body);
    const basketTotal = body.basketItems.reduce((sum, item) => sum + priceUnits(item.price), 0n);
    if (basketTotal !== priceUnits(body.price)) return fail(reply, requestFailures.basketTotalMismatch, body);
    const behaviour = cardBehaviour(cardNumber);
    if (behaviour.kind === 'initialize-fails') return fail(reply, requestFailures.initializeFailed, body);

    const payment: IyzicoPayment = {
      paymentId: store.newPaymentId(),
      conversationId: body.conversationId ?? '',
      locale,
      price: body.price,
      paidPrice: body.paidPrice,
      currency: body.currency,
      installment: body.installment,
      basketId: body.basketId ?? '',
      callbackUrl: body.callbackUrl,
      items: body.basketItems.map((item) => ({
        itemId: item.id,
        price: item.price,
        paymentTransactionId: store.newTransactionId(),
      })),
      card: cardSummary(cardNumber),
      behaviour,
      bankToken: store.newBankToken(),
      createdAt: clock(),
      phase: 'initialized',
    };
    store.add(payment);
    const html = autoSubmitPage({
      title: '3D Secure',
      method: 'get',
      action: `${browserBaseUrl(context, request)}/_bank/${payment.bankToken}`,
    });
    return {
      status: 'success',
      locale,
      systemTime: clock().getTime(),
      conversationId: payment.conversationId,
      threeDSHtmlContent: Buffer.from(html, 'utf8').toString('base64'),
      paymentId: payment.paymentId,
      signature: initializeSignature(keys.secretKey, payment.paymentId, payment.conversationId),
    };
  });

  const complete = async (request: FastifyRequest, reply: FastifyReply, v2: boolean) => {
    const parsed = (v2 ? ZThreedsV2Auth : ZThreedsAuth).safeParse(request.body);
    if (!parsed.success) return fail(reply, requestFailures.invalidRequest(issueField(parsed.error)), request.body);
    const body = parsed.data;
    const locale: IyzicoLocale = toLocale(body.locale);
    const payment = store.get(body.paymentId);
    if (!payment) return fail(reply, requestFailures.paymentNotFound, body);
    const extra = { paymentId: payment.paymentId };
    if (payment.phase === 'completed') return fail(reply, requestFailures.alreadyCompleted, body, extra);
    const asserted = v2 ? ZThreedsV2Auth.safeParse(request.body).data : undefined;
    if (asserted && !sameAmount(asserted, payment)) return fail(reply, requestFailures.amountMismatch, body, extra);
    if (payment.phase === 'initialized') return fail(reply, requestFailures.threeDsNotVerified, body, extra);

    payment.phase = 'completed';
    if (payment.mdStatus !== '1') {
      payment.outcome = {
        status: 'failure',
        errorCode: requestFailures.threeDsNotVerified.errorCode,
        completedAt: clock(),
      };
      return fail(reply, requestFailures.threeDsNotVerified, body, extra);
    }
    if (payment.behaviour.kind === 'auth-fails') {
      const { failure } = payment.behaviour;
      payment.outcome = { status: 'failure', errorCode: failure.errorCode, completedAt: clock() };
      return fail(reply, failure, body, extra);
    }
    payment.outcome = { status: 'success', completedAt: clock() };
    return presentCompleted(payment, locale);
  };

  const sameAmount = (
    asserted: { paidPrice: string; currency: string; basketId?: string | undefined },
    payment: IyzicoPayment,
  ) =>
    priceUnits(asserted.paidPrice) === priceUnits(payment.paidPrice) &&
    asserted.currency === payment.currency &&
    (asserted.basketId === undefined || asserted.basketId === payment.basketId);

  const presentCompleted = (payment: IyzicoPayment, locale: IyzicoLocale) => {
    const paidRatio = Number(payment.paidPrice) / Number(payment.price);
    return {
      status: 'success',
      locale,
      systemTime: clock().getTime(),
      conversationId: payment.conversationId,
      price: Number(payment.price),
      paidPrice: Number(payment.paidPrice),
      installment: payment.installment,
      paymentId: payment.paymentId,
      fraudStatus: 1,
      merchantCommissionRate: 0,
      merchantCommissionRateAmount: 0,
      iyziCommissionRateAmount: 0,
      iyziCommissionFee: 0,
      cardType: payment.card.cardType,
      cardAssociation: payment.card.cardAssociation,
      cardFamily: payment.card.cardFamily,
      lastFourDigits: payment.card.lastFourDigits,
      basketId: payment.basketId,
      currency: payment.currency,
      itemTransactions: payment.items.map((item) => ({
        itemId: item.itemId,
        paymentTransactionId: item.paymentTransactionId,
        transactionStatus: 2,
        price: Number(item.price),
        paidPrice: Math.round(Number(item.price) * paidRatio * 100) / 100,
      })),
      authCode: payment.paymentId.slice(-6),
      phase: 'AUTH',
      mdStatus: 1,
      hostReference: `mock${payment.paymentId}`,
      signature: authSignature(keys.secretKey, {
        paymentId: payment.paymentId,
        currency: payment.currency,
        basketId: payment.basketId,
        conversationId: payment.conversationId,
        paidPrice: payment.paidPrice,
        price: payment.price,
      }),
    };
  };

  app.post('/payment/3dsecure/auth', (request, reply) => complete(request, reply, false));
  app.post('/payment/v2/3dsecure/auth', (request, reply) => complete(request, reply, true));
};
