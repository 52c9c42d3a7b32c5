import { paymentMessages } from '@cevapla/contracts/messages';
import { paymentTexts, type TPaymentCompletedEvent } from '@cevapla/contracts/payments';
import { roundCents } from '@cevapla/contracts/pricing';
import { SocketEvent } from '@cevapla/contracts/questions';
import { paths } from '@cevapla/contracts/routes';
import { eq } from 'drizzle-orm';
import { plans } from '../../db/schema/billing.js';
import type { ThreeDsCallback, ThreeDsCompleted } from '../../integrations/iyzico/provider.js';
import { findPublicUser } from '../accounts/repository.js';
import { queueMail } from '../mail/outbox.js';
import { bookPeriod } from '../subscriptions/repository.js';
import { redeemCoupon } from './coupons.js';
import { paymentReceiptMail } from './emails.js';
import { findPayment, movePayment, type PaymentRow } from './repository.js';
import type { PaymentsDeps } from './service.js';

export type PaymentOutcome = { status: 'success' | 'failure'; message: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why the bank's 3-D Secure step did not verify the cardholder (iyzico's mdStatus values). */
const mdStatusMessages: Readonly<Record<string, string>> = {
  '0': '3D Secure doğrulaması geçersiz; lütfen tekrar deneyin.',
  '2': 'Kartınız 3D Secure ile kullanılamıyor; lütfen bankanızla görüşün.',
  '3': 'Kartınızın bankası 3D Secure ile çalışmıyor.',
  '4': 'Kartınız 3D Secure kaydını tamamlamamış; lütfen bankanızla görüşün.',
  '5': '3D Secure doğrulaması şu an yapılamıyor; lütfen daha sonra tekrar deneyin.',
  '6': '3D Secure doğrulamasında bir hata oluştu.',
  '7': '3D Secure doğrulamasında sistem hatası oluştu.',
  '8': 'Kart numarası tanınmadı.',
};

/** What a repeated callback for an already settled payment answers: the recorded outcome, nothing more. */
function settledOutcome(payment: PaymentRow): PaymentOutcome {
  if (payment.status === 'succeeded') return { status: 'success', message: paymentTexts.succeeded };
  if (payment.status === 'failed') {
    return { status: 'failure', message: payment.failureMessage ?? paymentMessages.genericFailure };
  }
  return { status: 'failure', message: paymentTexts.alreadyProcessed };
}

/**
 * The provider's callback (the browser's POST from the bank page). Nothing changes unless iyzico's
 * signature is right and the payment is still pending; then exactly one caller claims it, charges it
 * once, checks the amount, currency and basket against our record and books the period — so a replayed,
 * forged or concurrent callback can neither charge twice nor activate twice.
 */
export async function completePayment(deps: PaymentsDeps, fields: ThreeDsCallback): Promise<PaymentOutcome> {
  const invalid: PaymentOutcome = { status: 'failure', message: paymentTexts.invalidCallback };
  if (!deps.provider.verifyCallback(fields)) {
    deps.logger.warn({ conversationId: fields.conversationId }, 'payment callback with a wrong signature ignored');
    return invalid;
  }
  const paymentId = fields.conversationId ?? '';
  const known = uuidPattern.test(paymentId) ? await findPayment(deps.db, paymentId) : undefined;
  if (!known?.providerPaymentId || known.providerPaymentId !== fields.paymentId) return invalid;

  const payment = await movePayment(deps.db, known.id, ['pending'], 'completing');
  if (!payment) return settledOutcome((await findPayment(deps.db, known.id)) ?? known);

  if (fields.status !== 'success' || fields.mdStatus !== '1') {
    const message = mdStatusMessages[fields.mdStatus ?? ''] ?? paymentTexts.threeDsFailed;
    return fail(deps, payment, message);
  }

  let completed: ThreeDsCompleted;
  try {
    completed = await deps.provider.complete({
      conversationId: payment.id,
      providerPaymentId: known.providerPaymentId,
      conversationData: fields.conversationData ?? '',
      amount: payment.total,
      currency: payment.currency,
      basketId: payment.id,
    });
  } catch (error) {
    // Whether the provider charged is unknown: recorded as failed and logged for reconciliation.
    deps.logger.error({ err: error, paymentId: payment.id }, '3DS completion did not answer; check the charge');
    return fail(deps, payment, paymentTexts.unavailable);
  }
  if (!completed.ok) return fail(deps, payment, completed.message || paymentMessages.genericFailure);
  const matches =
    roundCents(completed.paidPrice) === roundCents(payment.total) &&
    completed.currency === payment.currency &&
    completed.basketId === payment.id;
  if (!matches) {
    deps.logger.error(
      { paymentId: payment.id, charged: completed.paidPrice, currency: completed.currency, expected: payment.total },
      'the provider charged a different amount than recorded; refund it',
    );
    return fail(deps, payment, paymentTexts.amountMismatch);
  }
  return succeed(deps, payment);
}

async function fail(deps: PaymentsDeps, payment: PaymentRow, message: string): Promise<PaymentOutcome> {
  await movePayment(deps.db, payment.id, ['completing'], 'failed', {
    failureMessage: message,
    completedAt: deps.clock.now(),
  });
  await announce(deps, payment, { status: 'failure', message });
  return { status: 'failure', message };
}

async function succeed(deps: PaymentsDeps, payment: PaymentRow): Promise<PaymentOutcome> {
  const now = deps.clock.now();
  const outboxId = await deps.db.transaction(async (tx) => {
    await movePayment(tx, payment.id, ['completing'], 'succeeded', { completedAt: now });
    const [plan] = await tx.select().from(plans).where(eq(plans.id, payment.planId));
    if (!plan) throw new Error(`plan ${payment.planId} of payment ${payment.id} is gone`);
    const period = await bookPeriod(
      tx,
      {
        userId: payment.userId,
        planId: plan.id,
        source: 'payment',
        paymentId: payment.id,
        answersTotal: plan.questionCount,
        durationInDays: plan.durationInDays,
        createdAt: now,
      },
      now,
    );
    if (payment.couponId) await redeemCoupon(tx, payment.couponId);
    const buyer = await findPublicUser(tx, payment.userId);
    if (!period || !buyer) return undefined;
    const mail = paymentReceiptMail(
      buyer,
      payment,
      { startsAt: period.startsAt, endsAt: period.endsAt, answers: period.answersTotal },
      deps.publicUrl,
    );
    return queueMail(tx, mail, now);
  });
  if (outboxId) await deps.enqueueMail(outboxId);
  const outcome: PaymentOutcome = { status: 'success', message: paymentTexts.succeeded };
  await announce(deps, payment, outcome);
  return outcome;
}

/** Tells the buyer's open pages (the confirm page waits for it); a lost notice only delays the redirect. */
async function announce(deps: PaymentsDeps, payment: PaymentRow, outcome: PaymentOutcome) {
  const event: TPaymentCompletedEvent = {
    paymentId: payment.id,
    ...outcome,
    returnUrl: outcome.status === 'success' ? paths.store : paths.paymentFailed,
  };
  await deps.publish(payment.userId, SocketEvent.PaymentCompleted, event).catch((error: unknown) => {
    deps.logger.warn({ err: error, paymentId: payment.id }, 'could not announce a completed payment');
  });
}
