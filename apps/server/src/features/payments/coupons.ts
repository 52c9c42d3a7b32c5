import { ErrorCode } from '@cevapla/contracts/errors';
import { paymentTexts } from '@cevapla/contracts/payments';
import type { CouponDiscount } from '@cevapla/contracts/pricing';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { coupons } from '../../db/schema/billing.js';
import { AppError } from '../../http/app-error.js';

export type UsableCoupon = { id: string; code: string; label: string; discount: CouponDiscount };

const invalid = (message: string) => new AppError(ErrorCode.CouponInvalid, 422, message);

/**
 * The coupon a seller typed, if it can be used now: known and active, inside its validity dates, with
 * redemptions left. Anything else is a clear 422 that says which of these it is.
 */
export async function usableCoupon(db: Executor, code: string, now: Date): Promise<UsableCoupon> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon?.isActive) throw invalid(paymentTexts.couponUnknown);
  if (coupon.validFrom && coupon.validFrom > now) throw invalid(paymentTexts.couponNotStarted);
  if (coupon.validUntil && coupon.validUntil <= now) throw invalid(paymentTexts.couponExpired);
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
    throw invalid(paymentTexts.couponUsedUp);
  }
  return {
    id: coupon.id,
    code: coupon.code,
    label: coupon.label,
    discount: { kind: coupon.kind, value: coupon.value },
  };
}

/** Counts one completed payment against the coupon (inside the completing transaction). */
export async function redeemCoupon(tx: Executor, couponId: string) {
  await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(eq(coupons.id, couponId));
}
