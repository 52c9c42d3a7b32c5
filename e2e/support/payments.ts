import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** The iyzico emulator of the browser tests (started in global setup; the app's IYZIPAY_URI). */
export const iyzicoPort = Number(process.env.E2E_IYZICO_PORT ?? 3128);
export const iyzicoUrl = `http://127.0.0.1:${iyzicoPort}`;
export const iyzicoKeys = { apiKey: 'e2e-iyzico-api-key', secretKey: 'e2e-iyzico-secret-key' };

const root = path.resolve(import.meta.dirname, '..', '..');
export const e2eDataDir = path.join(root, '.data', 'e2e');

/** What the emulator charged for one of our payments (its merchant panel), or undefined. */
export async function chargeFor(paymentId: string) {
  const response = await fetch(`${iyzicoUrl}/_control/payments`);
  const payments = (await response.json()) as Array<{ conversationId: string; paidPrice: string; status: string }>;
  return payments.find((payment) => payment.conversationId === paymentId);
}

/** Creates a coupon the way an operator does: `npm run coupon:create` against the app's database. */
export async function createCoupon(code: string, flags: string[]) {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/features/payments/coupon-cli.ts'), '--code', code, ...flags],
    { cwd: root, env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
  );
}

export const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
