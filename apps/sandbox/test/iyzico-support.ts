import { randomBytes } from 'node:crypto';
import { authorizationHeader, createIyzicoSandbox, type IyzicoSandbox } from '../src/iyzico/index.js';
import { movableClock } from './support.js';

export const apiKey = 'sandbox-api-key';
export const secretKey = 'sandbox-secret-key';

export type TestIyzico = { app: IyzicoSandbox; clock: ReturnType<typeof movableClock> };

/** An emulator of the test's own, with a movable clock. */
export function makeIyzico(options: { publicUrl?: string } = {}): TestIyzico {
  const clock = movableClock();
  const app = createIyzicoSandbox({ apiKey, secretKey, clock: clock.now, ...options });
  return { app, clock };
}

/** Sends a JSON request signed the way the node client signs it (GETs sign `{}`). */
export function signedCall(
  subject: TestIyzico,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  keys: { apiKey: string; secretKey: string } = { apiKey, secretKey },
) {
  const bodyJson = method === 'GET' ? '{}' : JSON.stringify(body ?? {});
  const authorization = authorizationHeader({
    ...keys,
    randomKey: randomBytes(6).toString('hex'),
    uriPath: url.split('?')[0] ?? url,
    bodyJson,
  });
  return subject.app.inject({
    method,
    url,
    headers: { authorization, 'content-type': 'application/json', 'x-iyzi-rnd': 'x' },
    ...(method === 'POST' ? { payload: bodyJson } : {}),
  });
}

/** A 3DS initialize request as the product would send it (prices as strings, like the node client). */
export function initializeRequest(cardNumber = '5528790000000008', overrides: Record<string, unknown> = {}) {
  return {
    locale: 'tr',
    conversationId: 'pay_01',
    price: '29.0',
    paidPrice: '29.0',
    currency: 'TRY',
    installment: 1,
    basketId: 'basket_01',
    paymentChannel: 'WEB',
    paymentGroup: 'SUBSCRIPTION',
    callbackUrl: 'https://cevapla.test/api/billing/iyzico/callback',
    paymentCard: {
      cardHolderName: 'Ayşe Yılmaz',
      cardNumber,
      expireMonth: '12',
      expireYear: '2030',
      cvc: '123',
      registerCard: '0',
    },
    buyer: {
      id: 'user_01',
      name: 'Ayşe',
      surname: 'Yılmaz',
      identityNumber: '11111111111',
      email: 'ayse@example.com',
      registrationAddress: 'Kadıköy',
      city: 'İstanbul',
      country: 'Turkey',
      ip: '85.34.78.112',
    },
    billingAddress: { contactName: 'Ayşe Yılmaz', city: 'İstanbul', country: 'Turkey', address: 'Kadıköy' },
    basketItems: [
      { id: 'plan_pro', name: 'Cevapla Pro (1 ay)', category1: 'Abonelik', itemType: 'VIRTUAL', price: '20.0' },
      { id: 'plan_addon', name: 'Ek kullanıcı', category1: 'Abonelik', itemType: 'VIRTUAL', price: '9.0' },
    ],
    ...overrides,
  };
}

/** The single form of an HTML page: its action, method and hidden fields. */
export function readForm(html: string): { action: string; method: string; fields: Record<string, string> } {
  const form = /<form[^>]*method="([^"]+)"[^>]*action="([^"]+)"/.exec(html);
  if (!form?.[1] || !form[2]) throw new Error(`no form in ${html}`);
  const decodeEntities = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[decodeEntities(match[1] ?? '')] = decodeEntities(match[2] ?? '');
  }
  return { method: form[1], action: decodeEntities(form[2]), fields };
}

/** Initialize, open the bank page from the decoded HTML and submit an OTP: the callback form's fields. */
export async function payUntilCallback(subject: TestIyzico, cardNumber = '5528790000000008') {
  const init = await signedCall(subject, 'POST', '/payment/3dsecure/initialize', initializeRequest(cardNumber));
  const initBody = init.json<{ status: string; paymentId: string; threeDSHtmlContent: string }>();
  if (initBody.status !== 'success') throw new Error(`initialize failed: ${init.body}`);
  const bankForm = readForm(Buffer.from(initBody.threeDSHtmlContent, 'base64').toString('utf8'));
  const bankPath = new URL(bankForm.action).pathname;
  const bank = await subject.app.inject({
    method: 'POST',
    url: bankPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'otp=283126',
  });
  if (bank.statusCode !== 200) throw new Error(`bank answered ${bank.statusCode}`);
  return { paymentId: initBody.paymentId, callback: readForm(bank.body) };
}
