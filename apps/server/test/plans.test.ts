import { BillingCycle } from '@cevapla/contracts/enums';
import { type TPlan, yearlyDisplay } from '@cevapla/contracts/plans';
import { quote, roundCents } from '@cevapla/contracts/pricing';
import { guardedPaths, sitemapPaths } from '@cevapla/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';

describe('GET /api/plans', () => {
  let subject: TestApp;
  let plans: TPlan[];
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent' });
    plans = (await subject.app.inject({ method: 'GET', url: '/api/plans' })).json();
  });
  afterAll(() => subject.close());

  it('offers a 14-day free trial with 50 answers', () => {
    const trial = plans.filter((plan) => plan.price === 0);
    expect(trial).toHaveLength(1);
    expect(trial[0]).toMatchObject({ durationInDays: 14, questionCount: 50, isActive: true, totalPrice: 0 });
  });

  it('offers three paid plans, each monthly and yearly, the yearly one 25 % below twelve months', () => {
    const monthly = plans.filter((plan) => plan.price > 0 && plan.billingCycle === BillingCycle.Monthly);
    const yearly = plans.filter((plan) => plan.billingCycle === BillingCycle.Yearly);
    expect(monthly).toHaveLength(3);
    expect(yearly).toHaveLength(3);
    for (const month of monthly) {
      const year = yearly.find((plan) => plan.name === month.name);
      expect(year?.price).toBeCloseTo(month.price * 12 * 0.75, 2);
      expect(year?.oldPrice).toBeCloseTo(month.price * 12, 2);
      expect(year?.questionCount).toBe(month.questionCount * 12);
      expect(year?.durationInDays).toBe(365);
      expect(month.durationInDays).toBe(30);
    }
  });

  it('states every total with 20 % VAT, to the cent', () => {
    for (const plan of plans) expect(plan.totalPrice).toBeCloseTo(Math.round(plan.price * 120) / 100, 2);
  });

  it('quotes every seeded plan exactly as its stated total, and yearly ones as monthly equivalent × 12', () => {
    for (const plan of plans) {
      const { price, vat, total } = quote(plan);
      expect(total).toBe(plan.totalPrice);
      expect(vat).toBe(roundCents(price * 0.2));
      if (plan.billingCycle === BillingCycle.Yearly) {
        const { monthlyEquivalent, struckThrough } = yearlyDisplay(plan.price);
        expect(price).toBe(roundCents(monthlyEquivalent * 12));
        expect(roundCents(struckThrough * 12)).toBe(plan.oldPrice);
      }
    }
  });

  it('takes coupons off every paid plan before VAT, to the cent', () => {
    for (const plan of plans.filter((candidate) => candidate.price > 0)) {
      const price = quote(plan).price;
      const percent = quote(plan, { kind: 'percent', value: 20 });
      expect(percent.discount).toBe(roundCents(price * 0.2));
      expect(percent.total).toBe(roundCents(roundCents(price - percent.discount) * 1.2));
      const fixed = quote(plan, { kind: 'fixed', value: 5 });
      expect(fixed).toMatchObject({ discount: 5, net: roundCents(price - 5) });
      expect(fixed.total).toBe(roundCents(fixed.net + fixed.vat));
      expect(fixed.vat).toBe(roundCents(fixed.net * 0.2));
    }
  });

  it('lets browsers reuse the catalogue for a few minutes', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('robots.txt and sitemap.xml', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent' });
  });
  afterAll(() => subject.close());

  it('lists the public pages with absolute addresses and keeps robots out of the app', async () => {
    const sitemap = await subject.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/home</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/privacy-policy</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/blog/trendyol-soru-cevap-kurallari</loc>');
    expect(sitemap.body).not.toContain('/profile');
    const robots = await subject.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /profile');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('blocks every signed-in page and no page of the sitemap (robots.txt prefix and $ rules)', async () => {
    const robots = await subject.app.inject({ method: 'GET', url: '/robots.txt' });
    const rules = robots.body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    const blocked = (path: string) =>
      rules.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
    expect(sitemapPaths.filter(blocked)).toEqual([]);
    expect([...guardedPaths].filter((path) => !blocked(path))).toEqual([]);
    expect(blocked('/payment/confirm')).toBe(true);
  });
});
