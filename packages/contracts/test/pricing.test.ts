import { describe, expect, it } from 'vitest';
import { BillingCycle } from '../src/enums.js';
import { chargeablePrice, discountOf, quote, roundCents } from '../src/pricing.js';

const monthly = (price: number) => ({ price, billingCycle: BillingCycle.Monthly });
const yearly = (price: number) => ({ price, billingCycle: BillingCycle.Yearly });

describe('price, coupon and VAT (spec §9)', () => {
  it('charges a yearly plan its monthly equivalent × 12 and a monthly plan its price', () => {
    expect(chargeablePrice(yearly(171))).toBe(171);
    expect(chargeablePrice(yearly(100))).toBe(100);
    expect(chargeablePrice(monthly(19))).toBe(19);
  });

  it('adds VAT of 20 % with two decimals', () => {
    expect(quote(monthly(19))).toEqual({ price: 19, discount: 0, net: 19, vat: 3.8, total: 22.8 });
    expect(quote(yearly(441))).toEqual({ price: 441, discount: 0, net: 441, vat: 88.2, total: 529.2 });
    expect(quote(monthly(9.99)).total).toBe(11.99);
  });

  it('takes a percentage or a fixed amount off before VAT, never below zero', () => {
    expect(quote(monthly(49), { kind: 'percent', value: 10 })).toEqual({
      price: 49,
      discount: 4.9,
      net: 44.1,
      vat: 8.82,
      total: 52.92,
    });
    expect(quote(monthly(19), { kind: 'fixed', value: 5 })).toMatchObject({ net: 14, total: 16.8 });
    expect(discountOf(19, { kind: 'fixed', value: 50 })).toBe(19);
    expect(discountOf(19, { kind: 'percent', value: 150 })).toBe(19);
    expect(discountOf(19, { kind: 'percent', value: -5 })).toBe(0);
    expect(quote(monthly(19), { kind: 'percent', value: 100 }).total).toBe(0);
  });

  it('rounds half-cents away from zero', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
  });
});
