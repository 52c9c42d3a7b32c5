import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authSignature, callbackSignature, hmacHex, initializeSignature } from '../src/iyzico/index.js';
import {
  initializeRequest,
  makeIyzico,
  payUntilCallback,
  readForm,
  secretKey,
  signedCall,
  type TestIyzico,
} from './iyzico-support.js';

describe('iyzico 3DS payment', () => {
  let subject: TestIyzico;
  beforeEach(() => {
    subject = makeIyzico();
  });
  afterEach(() => subject.app.close());

  const initialize = (cardNumber?: string, overrides?: Record<string, unknown>) =>
    signedCall(subject, 'POST', '/payment/3dsecure/initialize', initializeRequest(cardNumber, overrides));
  const auth = (body: Record<string, unknown>, path = '/payment/3dsecure/auth') =>
    signedCall(subject, 'POST', path, { locale: 'tr', conversationId: 'pay_01', conversationData: '', ...body });

  describe('initialize', () => {
    it('answers success with a paymentId, signed, and base64 HTML that auto-submits to the bank page', async () => {
      const response = await initialize();
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        status: 'success',
        conversationId: 'pay_01',
        paymentId: expect.stringMatching(/^\d+$/),
      });
      expect(body.signature).toBe(hmacHex(secretKey, `${body.paymentId}:pay_01`));
      expect(body.signature).toBe(initializeSignature(secretKey, body.paymentId, 'pay_01'));
      const html = Buffer.from(body.threeDSHtmlContent, 'base64').toString('utf8');
      expect(html).toContain('.submit()');
      const form = readForm(html);
      expect(form.action).toMatch(/^http:\/\/localhost(:\d+)?\/_bank\/[0-9a-f]{32}$/);
    });

    it('points the bank form at publicUrl when given', async () => {
      await subject.app.close();
      subject = makeIyzico({ publicUrl: 'https://iyzico.demo.cevapla.test/' });
      const body = (await initialize()).json();
      const form = readForm(Buffer.from(body.threeDSHtmlContent, 'base64').toString('utf8'));
      expect(form.action).toMatch(/^https:\/\/iyzico\.demo\.cevapla\.test\/_bank\/[0-9a-f]{32}$/);
    });

    it('answers 5062 when price is not the sum of the basket items', async () => {
      const response = await initialize(undefined, { price: '30.0', paidPrice: '30.0' });
      expect(response.json()).toMatchObject({ status: 'failure', errorCode: '5062', errorMessage: expect.any(String) });
    });

    it('fails initialize for 4151111111111112', async () => {
      const response = await initialize('4151111111111112');
      expect(response.json()).toMatchObject({ status: 'failure', errorCode: expect.any(String) });
      expect(response.json()).not.toHaveProperty('threeDSHtmlContent');
    });

    it('refuses a missing required field and a mistyped card number', async () => {
      const request = initializeRequest();
      const { buyer } = request;
      const withoutEmail = { ...request, buyer: { ...buyer, email: undefined } };
      const missing = await signedCall(subject, 'POST', '/payment/3dsecure/initialize', withoutEmail);
      expect(missing.json()).toMatchObject({ status: 'failure', errorCode: '11' });
      expect(missing.json().errorMessage).toContain('buyer.email');
      const scriptUrl = await initialize(undefined, { callbackUrl: 'javascript:alert(1)' });
      expect(scriptUrl.json()).toMatchObject({ status: 'failure', errorCode: '11' });
      const mistyped = await initialize('5528790000000009');
      expect(mistyped.json()).toMatchObject({ status: 'failure', errorCode: '12' });
    });
  });

  describe('bank page and callback', () => {
    it('shows a Turkish OTP page with the test code', async () => {
      const body = (await initialize()).json();
      const form = readForm(Buffer.from(body.threeDSHtmlContent, 'base64').toString('utf8'));
      const page = await subject.app.inject({ method: 'GET', url: new URL(form.action).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Test kodu: 283126');
      expect(page.body).toContain('name="otp"');
      expect(page.body).toContain('**** 0008');
    });

    it('refuses an OTP that is not 6 digits and keeps the page usable', async () => {
      const body = (await initialize()).json();
      const path = new URL(readForm(Buffer.from(body.threeDSHtmlContent, 'base64').toString('utf8')).action).pathname;
      const post = (otp: string) =>
        subject.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `otp=${otp}`,
        });
      expect((await post('12')).statusCode).toBe(400);
      expect((await post('654321')).statusCode).toBe(200);
      expect((await post('654321')).statusCode).toBe(404);
    });

    it('posts a signed callback form to callbackUrl with mdStatus 1', async () => {
      const { paymentId, callback } = await payUntilCallback(subject);
      expect(callback.method).toBe('post');
      expect(callback.action).toBe('https://cevapla.test/api/billing/iyzico/callback');
      expect(callback.fields).toEqual({
        status: 'success',
        paymentId,
        conversationData: '',
        conversationId: 'pay_01',
        mdStatus: '1',
        signature: expect.any(String),
      });
      const { conversationData, conversationId, mdStatus, status } = callback.fields;
      expect(callback.fields.signature).toBe(
        hmacHex(secretKey, `${conversationData}:${conversationId}:${mdStatus}:${paymentId}:${status}`),
      );
      expect(callback.fields.signature).toBe(callbackSignature(secretKey, callback.fields));
    });

    it.each([
      ['4131111111111117', '0'],
      ['4141111111111115', '4'],
    ])('answers the callback of %s with mdStatus %s and status failure, and auth then fails', async (card, md) => {
      const { paymentId, callback } = await payUntilCallback(subject, card);
      expect(callback.fields).toMatchObject({ status: 'failure', mdStatus: md });
      expect(callback.fields.signature).toBe(callbackSignature(secretKey, callback.fields));
      expect((await auth({ paymentId })).json()).toMatchObject({ status: 'failure' });
    });
  });

  describe('auth (complete)', () => {
    it('charges once: success with a verifiable signature, then refuses a second completion', async () => {
      const { paymentId } = await payUntilCallback(subject);
      const response = await auth({ paymentId });
      const body = response.json();
      expect(body).toMatchObject({
        status: 'success',
        paymentId,
        conversationId: 'pay_01',
        price: 29,
        paidPrice: 29,
        currency: 'TRY',
        basketId: 'basket_01',
        fraudStatus: 1,
        cardAssociation: 'MASTER_CARD',
        lastFourDigits: '0008',
      });
      expect(body.itemTransactions).toHaveLength(2);
      expect(body.itemTransactions[0].paymentTransactionId).toMatch(/^\d+$/);
      const { currency, basketId, conversationId, paidPrice, price } = body;
      expect(body.signature).toBe(
        hmacHex(secretKey, [paymentId, currency, basketId, conversationId, paidPrice, price].join(':')),
      );
      expect(body.signature).toBe(
        authSignature(secretKey, { paymentId, currency, basketId, conversationId, paidPrice: '29.0', price: '29.00' }),
      );

      const again = await auth({ paymentId });
      expect(again.json()).toMatchObject({ status: 'failure', errorCode: '9003' });
      expect(again.json().errorMessage).toMatch(/tamamlanmış/);
    });

    it('signs fractional prices with trailing zeros stripped', async () => {
      const request = initializeRequest('5528790000000008', {
        price: '29.90',
        paidPrice: '29.90',
        basketItems: [{ id: 'p', name: 'Plan', category1: 'Abonelik', itemType: 'VIRTUAL', price: '29.90' }],
      });
      const init = (await signedCall(subject, 'POST', '/payment/3dsecure/initialize', request)).json();
      const bankPath = new URL(readForm(Buffer.from(init.threeDSHtmlContent, 'base64').toString('utf8')).action)
        .pathname;
      await subject.app.inject({
        method: 'POST',
        url: bankPath,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'otp=283126',
      });
      const body = (await auth({ paymentId: init.paymentId })).json();
      expect(body).toMatchObject({ status: 'success', price: 29.9, paidPrice: 29.9 });
      expect(body.signature).toBe(
        hmacHex(secretKey, [init.paymentId, 'TRY', 'basket_01', 'pay_01', '29.9', '29.9'].join(':')),
      );
    });

    it('completes through v2 when amount, currency and basket match, and refuses a different amount', async () => {
      const { paymentId } = await payUntilCallback(subject);
      const v2 = '/payment/v2/3dsecure/auth';
      const wrong = await auth({ paymentId, paidPrice: '30.0', basketId: 'basket_01', currency: 'TRY' }, v2);
      expect(wrong.json()).toMatchObject({ status: 'failure', errorCode: '9004' });
      const right = await auth({ paymentId, paidPrice: '29.0', basketId: 'basket_01', currency: 'TRY' }, v2);
      expect(right.json()).toMatchObject({ status: 'success', paymentId });
    });

    it('refuses to complete before the bank step and for an unknown payment', async () => {
      const init = (await initialize()).json();
      expect((await auth({ paymentId: init.paymentId })).json()).toMatchObject({
        status: 'failure',
        errorCode: '9002',
      });
      expect((await auth({ paymentId: '999' })).json()).toMatchObject({ status: 'failure', errorCode: '9001' });
    });

    it.each([
      ['4111111111111129', '10051', 'Kart limiti yetersiz, yetersiz bakiye'],
      ['4129111111111111', '10005', 'İşlem onaylanmadı'],
      ['4128111111111112', '10012', 'Geçersiz işlem'],
      ['4127111111111113', '10041', 'Kayıp kart, karta el koyunuz'],
      ['4126111111111114', '10043', 'Çalıntı kart, karta el koyunuz'],
      ['4125111111111115', '10054', 'Vadesi dolmuş kart'],
      ['4124111111111116', '10084', 'CVC2 bilgisi hatalı'],
      ['4121111111111119', '10034', 'Dolandırıcılık şüphesi'],
      ['4130111111111118', '10204', 'Ödeme işlemi esnasında genel bir hata oluştu'],
    ])('declines %s at auth with %s', async (card, errorCode, errorMessage) => {
      const { paymentId } = await payUntilCallback(subject, card);
      const response = await auth({ paymentId });
      expect(response.json()).toMatchObject({ status: 'failure', errorCode, errorMessage, paymentId });
      expect((await auth({ paymentId })).json()).toMatchObject({ status: 'failure', errorCode: '9003' });
    });

    it('answers in English for locale en', async () => {
      const { paymentId } = await payUntilCallback(subject, '4111111111111129');
      const response = await auth({ paymentId, locale: 'en' });
      expect(response.json()).toMatchObject({
        errorCode: '10051',
        errorMessage: 'Insufficient card limit, insufficient balance',
        locale: 'en',
      });
    });
  });

  describe('control API and card data', () => {
    it('lists completed payments and resets', async () => {
      const ok = await payUntilCallback(subject);
      await auth({ paymentId: ok.paymentId });
      const declined = await payUntilCallback(subject, '4111111111111129');
      await auth({ paymentId: declined.paymentId });
      await payUntilCallback(subject); // verified but never completed: not listed

      const list = await subject.app.inject({ method: 'GET', url: '/_control/payments' });
      expect(list.json()).toEqual([
        expect.objectContaining({
          paymentId: ok.paymentId,
          conversationId: 'pay_01',
          paidPrice: '29.0',
          currency: 'TRY',
          status: 'success',
        }),
        expect.objectContaining({ paymentId: declined.paymentId, status: 'failure', errorCode: '10051' }),
      ]);
      const reset = await subject.app.inject({ method: 'POST', url: '/_control/reset' });
      expect(reset.statusCode).toBe(204);
      expect((await subject.app.inject({ method: 'GET', url: '/_control/payments' })).json()).toEqual([]);
    });

    it('keeps neither the card number nor the CVC', async () => {
      const { paymentId } = await payUntilCallback(subject, '4111111111111129');
      const stored = JSON.stringify(subject.app.iyzico.store.get(paymentId));
      expect(stored).toContain('"lastFourDigits":"1129"');
      expect(stored).not.toContain('4111111111111129');
      expect(stored).not.toContain('411111');
      expect(stored).not.toContain('"cvc"');
    });
  });
});
