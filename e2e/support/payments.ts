import { runServerCli } from './cli';

/** The iyzico emulator of the browser tests (started in global setup; the app's IYZIPAY_URI). */
export const iyzicoPort = Number(process.env.E2E_IYZICO_PORT ?? 3128);
export const iyzicoUrl = `http://127.0.0.1:${iyzicoPort}`;
export const iyzicoKeys = { apiKey: 'e2e-iyzico-api-key', secretKey: 'e2e-iyzico-secret-key' };

/** What the emulator charged for one of our payments (its merchant panel), or undefined. */
export async function chargeFor(paymentId: string) {
  const response = await fetch(`${iyzicoUrl}/_control/payments`);
  const payments = (await response.json()) as Array<{ conversationId: string; paidPrice: string; status: string }>;
  return payments.find((payment) => payment.conversationId === paymentId);
}

/** Creates a coupon the way an operator does: `npm run coupon:create` against the app's database. */
export async function createCoupon(code: string, flags: string[]) {
  await runServerCli('features/payments/coupon-cli.ts', ['--code', code, ...flags]);
}

export const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
