import { agreementText } from '@cevapla/contracts/agreement';
import { billingInfoTexts } from '@cevapla/contracts/billing';
import { BillingCycle } from '@cevapla/contracts/enums';
import { ErrorCode } from '@cevapla/contracts/errors';
import { noticeMessages, paymentMessages } from '@cevapla/contracts/messages';
import {
  paymentTexts,
  type TPaymentStartedResponse,
  type TQuote,
  type ZPaymentRequestSchema,
} from '@cevapla/contracts/payments';
import { quote } from '@cevapla/contracts/pricing';
import { paths } from '@cevapla/contracts/routes';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { PaymentProvider } from '../../integrations/iyzico/provider.js';
import type { Publish } from '../../realtime/publish.js';
import type { PublicUser } from '../accounts/repository.js';
import { findBillingInfo } from '../billing-info/repository.js';
import { type UsableCoupon, usableCoupon } from './coupons.js';
import { findPlan, insertPayment, movePayment, type PlanRow, supersedePending } from './repository.js';

export type PaymentsDeps = {
  db: Database;
  clock: Clock;
  logger: Logger;
  provider: PaymentProvider;
  currency: string;
  publicUrl: string;
  publish: Publish;
  enqueueMail: (outboxId: string) => Promise<void>;
};

export const CALLBACK_PATH = '/api/payments/callback';

/** A plan that can be bought now: active and not the free trial. */
async function purchasablePlan(deps: Pick<PaymentsDeps, 'db'>, planId: number) {
  const plan = await findPlan(deps.db, planId);
  if (!plan?.isActive) throw new AppError(ErrorCode.PlanUnavailable, 409, paymentTexts.planUnavailable);
  if (plan.price <= 0) throw new AppError(ErrorCode.PlanUnavailable, 409, paymentTexts.trialNotForSale);
  return plan;
}

async function couponFor(deps: Pick<PaymentsDeps, 'db' | 'clock'>, code: string | undefined) {
  return code ? usableCoupon(deps.db, code, deps.clock.now()) : null;
}

function present(plan: PlanRow, coupon: UsableCoupon | null): TQuote {
  const billingCycle = plan.billingCycle === BillingCycle.Yearly ? BillingCycle.Yearly : BillingCycle.Monthly;
  return {
    planId: plan.id,
    planName: plan.name,
    billingCycle,
    ...quote({ price: plan.price, billingCycle }, coupon?.discount),
    coupon: coupon ? { code: coupon.code, label: coupon.label } : null,
  };
}

/** The summary the payment page shows: exactly what POST /api/payments will charge. */
export async function quotePlan(deps: Pick<PaymentsDeps, 'db' | 'clock'>, planId: number, couponCode?: string) {
  const plan = await purchasablePlan(deps, planId);
  return chargeable(present(plan, await couponFor(deps, couponCode)));
}

/** A card cannot be charged nothing: a coupon that covers the whole price is refused here. */
function chargeable(amounts: TQuote): TQuote {
  if (amounts.total <= 0) throw new AppError(ErrorCode.CouponInvalid, 422, paymentTexts.couponCoversAll);
  return amounts;
}

function assertCardNotExpired(expiry: string, now: Date) {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  // A card is valid through the last day of its expiry month (Istanbul time is close enough: UTC+3).
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw new AppError(ErrorCode.Validation, 422, paymentTexts.cardExpired);
  }
}

/**
 * Starts a 3-D Secure card payment: every amount comes from the plan, the coupon and VAT here (the
 * browser sends none), a payment row with the agreement the seller accepted is stored, and the
 * provider's bank page is returned. The card data goes to the provider only — never to a table or log.
 */
export async function startPayment(
  deps: PaymentsDeps,
  user: PublicUser,
  request: z.output<typeof ZPaymentRequestSchema>,
  ip: string,
): Promise<TPaymentStartedResponse> {
  if (!user.isVerified) throw new AppError(ErrorCode.EmailNotVerified, 403, noticeMessages.buyNeedsVerification);
  const plan = await purchasablePlan(deps, request.planId);
  const billing = await findBillingInfo(deps.db, user.id);
  if (!billing) throw new AppError(ErrorCode.BillingInfoRequired, 409, billingInfoTexts.required);
  const coupon = await couponFor(deps, request.couponCode);
  const now = deps.clock.now();
  assertCardNotExpired(request.expiry, now);
  const amounts = chargeable(present(plan, coupon));
  const parties = {
    customerName: billing.companyName,
    address: billing.address,
    phone: billing.phone,
    email: user.email,
    planName: plan.name,
    price: amounts.total,
  };

  const payment = await deps.db
    .transaction(async (tx) => {
      await supersedePending(tx, user.id);
      return insertPayment(tx, {
        userId: user.id,
        planId: plan.id,
        couponId: coupon?.id ?? null,
        status: 'pending',
        currency: deps.currency,
        price: amounts.price,
        discount: amounts.discount,
        vat: amounts.vat,
        total: amounts.total,
        planName: plan.name,
        agreementText: agreementText(parties),
        billingSnapshot: { ...billing, email: user.email },
        createdAt: now,
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.PaymentInProgress, 409, paymentTexts.inProgress);
      throw error;
    });

  const [expireMonth, expireYear] = request.expiry.split('/') as [string, string];
  const started = await deps.provider
    .startThreeDs({
      conversationId: payment.id,
      basketId: payment.id,
      amount: amounts.total,
      currency: deps.currency,
      callbackUrl: `${deps.publicUrl}${CALLBACK_PATH}`,
      card: {
        holderName: request.cardHolderName,
        number: request.cardNumber,
        expireMonth,
        expireYear,
        cvc: request.cvc,
      },
      buyer: {
        id: user.id,
        name: billing.name,
        surname: billing.surname,
        email: user.email,
        phone: billing.phone,
        identityNumber: billing.identityNumber,
        address: billing.address,
        city: billing.city,
        zipCode: billing.zipCode,
        ip,
      },
      billing: {
        contactName: `${billing.name} ${billing.surname}`,
        city: billing.city,
        address: billing.address,
        zipCode: billing.zipCode,
      },
      item: { id: `plan-${plan.id}`, name: plan.name },
    })
    .catch(async (error: unknown) => {
      deps.logger.error({ err: error, paymentId: payment.id }, '3DS initialize failed to reach the provider');
      await movePayment(deps.db, payment.id, ['pending'], 'failed', {
        failureMessage: paymentTexts.unavailable,
        completedAt: deps.clock.now(),
      });
      throw new AppError(ErrorCode.ServiceUnavailable, 503, paymentTexts.unavailable);
    });

  if (!started.ok) {
    const message = started.message || paymentMessages.genericFailure;
    await movePayment(deps.db, payment.id, ['pending'], 'failed', { failureMessage: message, completedAt: now });
    throw new AppError(ErrorCode.PaymentFailed, 502, message);
  }
  await movePayment(deps.db, payment.id, ['pending'], 'pending', { providerPaymentId: started.providerPaymentId });
  return { paymentId: payment.id, htmlContent: started.html };
}

export const finalizeUrl = (status: 'success' | 'failure', message: string) =>
  `${paths.paymentFinalize}?${new URLSearchParams({ status, message })}`;
