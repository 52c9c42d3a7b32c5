import { YEARLY_SAVING_RATE } from './constants';
import { BillingCycle, type TBillingCycle } from './enums';
import { z } from './zod';

/** A payment plan (spec §3). Price 0 is the free trial; `price` is per billing period, in dollars. */
export const ZPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  oldPrice: z.number().nullable(),
  durationInDays: z.number().int(),
  questionCount: z.number().int(),
  billingCycle: z.union([z.literal(BillingCycle.Monthly), z.literal(BillingCycle.Yearly)]),
  totalPrice: z.number(),
  isActive: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlanSchema>;

export const ZPlanListResponseSchema = z.array(ZPlanSchema);

/** Spec §5: paid cards show only active plans above 0 of the chosen cycle; the trial has its own card. */
export function paidPlansFor(plans: readonly TPlan[], cycle: TBillingCycle): TPlan[] {
  return plans.filter((plan) => plan.isActive && plan.price > 0 && plan.billingCycle === cycle);
}

export function freeTrialOf(plans: readonly TPlan[]): TPlan | undefined {
  return plans.find((plan) => plan.isActive && plan.price === 0);
}

/** Spec §9: a yearly plan is shown per month (price / 12) against a struck-through price 25 % higher. */
export function yearlyDisplay(yearlyPrice: number): { monthlyEquivalent: number; struckThrough: number } {
  const monthlyEquivalent = yearlyPrice / 12;
  return { monthlyEquivalent, struckThrough: monthlyEquivalent / (1 - YEARLY_SAVING_RATE) };
}

/** Spec §9: prices with one to two decimals and a dollar sign ("$19.0", "$14.25", "$9.9"). */
export function formatDollars(amount: number): string {
  const fixed = amount.toFixed(2);
  return `$${fixed.endsWith('0') ? fixed.slice(0, -1) : fixed}`;
}
