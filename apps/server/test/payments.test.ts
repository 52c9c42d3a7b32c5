import { quote } from '@cevapla/contracts/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, payments, subscriptions } from '../src/db/schema/billing.js';
import { emailOutbox } from '../src/db/schema/mail.js';
import { createTestApp, fixedClock, type TestApp } from './support/app.js';
import { startTestIyzico, type TestIyzico } from './support/iyzico.js';
import {
  buyer as buyerWith,
  call,
  card,
  finalizeParams,
  passBankPage,
  planId,
  postCallback,
} from './support/payments.js';

const now = '2026-11-22T09:00:00+03:00';

describe('card payments with 3-D Secure', () => {
  let subject: TestApp;
  let iyzico: TestIyzico;
  beforeAll(async () => {
    iyzico = await startTestIyzico();
    subject = await createTestApp({ payments: iyzico.payments, clock: fixedClock(now) });
  });
  afterAll(async () => {
    await subject.close();
    await iyzico.close();
  });

  const buyer = () => buyerWith(subject);

  async function pay(cookie: string, body: Record<string, unknown>) {
    const started = await call(subject, 'POST', '/api/payments', cookie, body);
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId, htmlContent } = started.json() as { paymentId: string; htmlContent: string };
    const bank = await passBankPage(htmlContent);
    expect(bank.callbackUrl).toBe('http://localhost:3000/api/payments/callback');
    return { paymentId, fields: bank.fields };
  }

  const periodsOf = (userId: string) =>
    subject.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

  it('buys a yearly plan: charges the server-computed total once, books a year and mails the receipt', async () => {
    const seller = await buyer();
    const yearly = await planId(subject, 'Başlangıç', 1);
    const { paymentId, fields } = await pay(seller.cookie, { planId: yearly, ...card() });

    const callback = await postCallback(subject, fields);
    expect(callback.statusCode).toBe(303);
    expect(finalizeParams(callback.headers.location)).toEqual({
      path: '/payment/finalize',
      status: 'success',
      message: 'Ödemeniz alındı; aboneliğiniz etkinleştirildi.',
    });

    const charged = (await iyzico.completedPayments()).filter((entry) => entry.conversationId === paymentId);
    expect(charged.map((entry) => [entry.status, entry.currency, Number(entry.paidPrice)])).toEqual([
      ['success', 'USD', 205.2],
    ]);

    const subscription = (await call(subject, 'GET', '/api/subscription', seller.cookie)).json();
    expect(subscription).toMatchObject({
      planName: 'Başlangıç',
      source: 'payment',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(new Date(now).getTime() + 365 * 86_400_000).toISOString(),
      answersTotal: 6000,
      answersLeft: 6000,
      isActive: true,
    });

    const mails = await subject.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, seller.seller.email));
    const receiptMail = mails.find((mail) => mail.subject.startsWith('Cevapla ödeme makbuzu'));
    expect(receiptMail?.textBody).toContain('Toplam: 205.20 $ (USD)');
    expect(receiptMail?.textBody).toContain('Mesafeli Satış Sözleşmesi');
    expect(receiptMail?.textBody).toContain('Yılmaz Tekstil Ltd. Şti.');
  });

  it('extends a running subscription: the new period starts at the current end and its answers are added', async () => {
    const seller = await buyer();
    const monthly = await planId(subject, 'Profesyonel', 0);
    const first = await pay(seller.cookie, { planId: monthly, ...card() });
    await postCallback(subject, first.fields);
    const second = await pay(seller.cookie, { planId: monthly, ...card() });
    await postCallback(subject, second.fields);

    const periods = (await periodsOf(seller.user.id)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(periods).toHaveLength(2);
    expect(periods[1]?.startsAt.toISOString()).toBe(periods[0]?.endsAt.toISOString());
    const shown = (await call(subject, 'GET', '/api/subscription', seller.cookie)).json();
    expect(shown).toMatchObject({ answersTotal: 4000, answersLeft: 4000 });
    expect(shown.endsAt).toBe(new Date(new Date(now).getTime() + 60 * 86_400_000).toISOString());
  });

  it('charges the coupon-reduced total, shows it in the quote first, and counts the redemption', async () => {
    await subject.database.db.insert(coupons).values([
      { code: 'YILBASI20', label: '%20 yılbaşı indirimi', kind: 'percent', value: 20, createdAt: new Date(now) },
      {
        code: 'ESKI',
        label: 'Eski',
        kind: 'fixed',
        value: 5,
        validUntil: new Date('2026-01-01'),
        createdAt: new Date(now),
      },
      {
        code: 'SONRA',
        label: 'Sonra',
        kind: 'fixed',
        value: 5,
        validFrom: new Date('2027-01-01'),
        createdAt: new Date(now),
      },
      {
        code: 'BITTI',
        label: 'Bitti',
        kind: 'fixed',
        value: 5,
        maxRedemptions: 1,
        redemptions: 1,
        createdAt: new Date(now),
      },
      { code: 'HEPSI', label: 'Hepsi', kind: 'percent', value: 100, createdAt: new Date(now) },
    ]);
    const seller = await buyer();
    const monthly = await planId(subject, 'İşletme', 0);
    const quoted = await call(subject, 'POST', '/api/payments/quote', seller.cookie, {
      planId: monthly,
      couponCode: 'yilbasi20',
    });
    const expected = quote({ price: 99, billingCycle: 0 }, { kind: 'percent', value: 20 });
    expect(quoted.json()).toMatchObject({ ...expected, coupon: { code: 'YILBASI20' } });
    expect(expected).toEqual({ price: 99, discount: 19.8, net: 79.2, vat: 15.84, total: 95.04 });

    for (const [code, message] of [
      ['YOKBOYLE', 'Bu kupon kodu geçersiz.'],
      ['ESKI', 'Bu kuponun süresi dolmuş.'],
      ['SONRA', 'Bu kupon henüz kullanıma açılmadı.'],
      ['BITTI', 'Bu kuponun kullanım hakkı dolmuş.'],
      [
        'HEPSI',
        'Bu kupon ödemenin tamamını karşılıyor; kart ile ödeme alınamaz. Lütfen destek ekibimizle iletişime geçin.',
      ],
    ] as const) {
      const refused = await call(subject, 'POST', '/api/payments/quote', seller.cookie, {
        planId: monthly,
        couponCode: code,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ code: 'COUPON_INVALID', message });
    }

    const { paymentId, fields } = await pay(seller.cookie, { planId: monthly, couponCode: 'YILBASI20', ...card() });
    await postCallback(subject, fields);
    const charged = (await iyzico.completedPayments()).find((entry) => entry.conversationId === paymentId);
    expect(charged?.status).toBe('success');
    expect(Number(charged?.paidPrice)).toBe(95.04);
    const [coupon] = await subject.database.db.select().from(coupons).where(eq(coupons.code, 'YILBASI20'));
    expect(coupon?.redemptions).toBe(1);
  });

  it('sends the seller to the failed page with the provider’s message for a declined card', async () => {
    const seller = await buyer();
    const monthly = await planId(subject, 'Başlangıç', 0);
    const { paymentId, fields } = await pay(seller.cookie, { planId: monthly, ...card('4111 1111 1111 1129') });
    const callback = await postCallback(subject, fields);
    expect(finalizeParams(callback.headers.location)).toMatchObject({
      status: 'failure',
      message: 'Kart limiti yetersiz, yetersiz bakiye',
    });
    expect(await periodsOf(seller.user.id)).toEqual([]);
    const [payment] = await subject.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'failed', failureMessage: 'Kart limiti yetersiz, yetersiz bakiye' });
  });

  it('fails without charging when the bank reports 3-D Secure as not verified (mdStatus 0)', async () => {
    const seller = await buyer();
    const monthly = await planId(subject, 'Başlangıç', 0);
    const { paymentId, fields } = await pay(seller.cookie, { planId: monthly, ...card('4131 1111 1111 1117') });
    expect(fields.mdStatus).toBe('0');
    const callback = await postCallback(subject, fields);
    expect(finalizeParams(callback.headers.location).status).toBe('failure');
    expect(await periodsOf(seller.user.id)).toEqual([]);
    expect((await iyzico.completedPayments()).some((entry) => entry.conversationId === paymentId)).toBe(false);
  });

  it('shows the provider’s message when the 3-D Secure start itself is refused', async () => {
    const seller = await buyer();
    const monthly = await planId(subject, 'Başlangıç', 0);
    const refused = await call(subject, 'POST', '/api/payments', seller.cookie, {
      planId: monthly,
      ...card('4151 1111 1111 1112'),
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('PAYMENT_FAILED');
    expect(refused.json().message.length).toBeGreaterThan(0);
  });
});
