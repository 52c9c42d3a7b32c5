import { VAT_RATE } from './constants';
import { BillingCycle } from './enums';
import { type TPlan, yearlyDisplay } from './plans';

/** A discount code's effect: a percentage of the price, or a fixed amount in dollars. */
export type CouponDiscount = { kind: 'percent'; value: number } | { kind: 'fixed'; value: number };

/** What one purchase costs, in dollars, as the summary and the charge use it (spec §2, §9). */
export type PriceQuote = {
  /** The plan's price for its period: the monthly price, or a yearly plan's monthly equivalent × 12. */
  price: number;
  discount: number;
  /** price − discount, never below zero. */
  net: number;
  vat: number;
  total: number;
};

/** Money is rounded to cents, half away from zero, after every step that can produce fractions. */
export function roundCents(amount: number): number {
  return (Math.sign(amount) * Math.round((Math.abs(amount) + Number.EPSILON) * 100)) / 100;
}

/** Spec §9: a yearly plan is charged its monthly equivalent × 12; a monthly plan its price. */
export function chargeablePrice(plan: Pick<TPlan, 'price' | 'billingCycle'>): number {
  if (plan.billingCycle === BillingCycle.Yearly) return roundCents(yearlyDisplay(plan.price).monthlyEquivalent * 12);
  return roundCents(plan.price);
}

export function discountOf(price: number, coupon: CouponDiscount | null | undefined): number {
  if (!coupon) return 0;
  const raw = coupon.kind === 'percent' ? (price * Math.min(Math.max(coupon.value, 0), 100)) / 100 : coupon.value;
  return roundCents(Math.min(Math.max(raw, 0), price));
}

/** Price, discount, VAT 20 % and total of a plan with an optional coupon — computed on the server only. */
export function quote(plan: Pick<TPlan, 'price' | 'billingCycle'>, coupon?: CouponDiscount | null): PriceQuote {
  const price = chargeablePrice(plan);
  const discount = discountOf(price, coupon);
  const net = roundCents(price - discount);
  const vat = roundCents(net * VAT_RATE);
  return { price, discount, net, vat, total: roundCents(net + vat) };
}
