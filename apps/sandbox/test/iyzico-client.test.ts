import Iyzipay from 'iyzipay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSignature, callbackSignature, initializeSignature, startIyzicoSandbox } from '../src/iyzico/index.js';
import { apiKey, initializeRequest, readForm, secretKey } from './iyzico-support.js';

type Result = Record<string, unknown> & { status: string };

/** The callback client as a promise (API failures arrive as `status: 'failure'`, `err` is transport only). */
function call(run: (callback: (error: unknown, result: Result) => void) => void): Promise<Result> {
  return new Promise((resolve, reject) => run((error, result) => (error ? reject(error) : resolve(result))));
}

describe('the real iyzipay client against the emulator', () => {
  let running: Awaited<ReturnType<typeof startIyzicoSandbox>>;
  let client: Iyzipay;
  beforeAll(async () => {
    running = await startIyzicoSandbox({ apiKey, secretKey, port: 0 });
    client = new Iyzipay({ apiKey, secretKey, uri: running.url });
  });
  afterAll(() => running.close());

  it('passes the health check', async () => {
    expect(await call((cb) => client.apiTest.retrieve({}, cb))).toMatchObject({ status: 'success' });
  });

  it('refuses the client with a wrong secret', async () => {
    const wrong = new Iyzipay({ apiKey, secretKey: 'wrong', uri: running.url });
    expect(await call((cb) => wrong.apiTest.retrieve({}, cb))).toMatchObject({ status: 'failure', errorCode: '1000' });
  });

  it('runs initialize → bank page → callback → auth with verifiable signatures', async () => {
    // Numbers, as a caller would pass them; the client turns them into "29.0".
    const request = {
      ...initializeRequest('5528790000000008'),
      price: 29,
      paidPrice: 29,
      basketItems: [{ id: 'plan_pro', name: 'Cevapla Pro', category1: 'Abonelik', itemType: 'VIRTUAL', price: 29 }],
    };
    const init = await call((cb) => client.threedsInitialize.create(request, cb));
    expect(init).toMatchObject({ status: 'success', conversationId: 'pay_01' });
    const paymentId = String(init.paymentId);
    expect(init.signature).toBe(initializeSignature(secretKey, paymentId, 'pay_01'));

    const bankForm = readForm(Buffer.from(String(init.threeDSHtmlContent), 'base64').toString('utf8'));
    expect(bankForm.action.startsWith(`${running.url}/_bank/`)).toBe(true);
    const page = await fetch(bankForm.action);
    expect(await page.text()).toContain('Test kodu: 283126');
    const bank = await fetch(bankForm.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ otp: '283126' }),
    });
    const callback = readForm(await bank.text());
    expect(callback.fields).toMatchObject({ status: 'success', mdStatus: '1', paymentId });
    expect(callback.fields.signature).toBe(callbackSignature(secretKey, callback.fields));

    const completed = await call((cb) =>
      client.threedsPayment.create({ locale: 'tr', conversationId: 'pay_01', paymentId, conversationData: '' }, cb),
    );
    expect(completed).toMatchObject({ status: 'success', paymentId, price: 29, paidPrice: 29, fraudStatus: 1 });
    const { currency, basketId, conversationId, paidPrice, price } = completed as Record<string, string>;
    expect(completed.signature).toBe(
      authSignature(secretKey, {
        paymentId,
        currency: String(currency),
        basketId: String(basketId),
        conversationId: String(conversationId),
        paidPrice: String(paidPrice),
        price: String(price),
      }),
    );

    const again = await call((cb) =>
      client.threedsV2Payment.create(
        {
          locale: 'tr',
          conversationId: 'pay_01',
          paymentId,
          paidPrice: '29.0',
          basketId: 'basket_01',
          currency: 'TRY',
        },
        cb,
      ),
    );
    expect(again).toMatchObject({ status: 'failure', errorCode: '9003' });
  });

  it('reports a declined card through the client', async () => {
    const init = await call((cb) => client.threedsInitialize.create(initializeRequest('4124111111111116'), cb));
    const bankForm = readForm(Buffer.from(String(init.threeDSHtmlContent), 'base64').toString('utf8'));
    await fetch(bankForm.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ otp: '123456' }),
    });
    const completed = await call((cb) =>
      client.threedsPayment.create({ locale: 'tr', conversationId: 'pay_01', paymentId: init.paymentId }, cb),
    );
    expect(completed).toMatchObject({ status: 'failure', errorCode: '10084', errorMessage: 'CVC2 bilgisi hatalı' });
  });
});
