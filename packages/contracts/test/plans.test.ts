import { describe, expect, it } from 'vitest';
import { BillingCycle } from '../src/enums.js';
import { formatDollars, freeTrialOf, paidPlansFor, type TPlan, yearlyDisplay } from '../src/plans.js';

const plan = (overrides: Partial<TPlan>): TPlan => ({
  id: 1,
  name: 'Başlangıç',
  price: 19,
  oldPrice: null,
  durationInDays: 30,
  questionCount: 500,
  billingCycle: BillingCycle.Monthly,
  totalPrice: 22.8,
  isActive: true,
  ...overrides,
});

describe('pricing rules', () => {
  it('shows a yearly price per month against a struck-through price 25 % higher', () => {
    expect(yearlyDisplay(171)).toEqual({ monthlyEquivalent: 14.25, struckThrough: 19 });
  });

  it('formats prices with one to two decimals and a dollar sign', () => {
    expect(formatDollars(19)).toBe('$19.0');
    expect(formatDollars(14.25)).toBe('$14.25');
    expect(formatDollars(9.9)).toBe('$9.9');
    expect(formatDollars(33.333)).toBe('$33.33');
  });

  it('lists only active paid plans of the chosen cycle, and finds the trial apart', () => {
    const plans = [
      plan({ id: 1 }),
      plan({ id: 2, billingCycle: BillingCycle.Yearly }),
      plan({ id: 3, isActive: false }),
      plan({ id: 4, price: 0, name: 'Ücretsiz Deneme' }),
    ];
    expect(paidPlansFor(plans, BillingCycle.Monthly).map((item) => item.id)).toEqual([1]);
    expect(paidPlansFor(plans, BillingCycle.Yearly).map((item) => item.id)).toEqual([2]);
    expect(freeTrialOf(plans)?.id).toBe(4);
  });
});
