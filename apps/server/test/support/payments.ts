import { and, eq } from 'drizzle-orm';
import { plans } from '../../src/db/schema/billing.js';
import { origin, signedInSeller } from './accounts.js';
import { billingInfo } from './billing-info.js';

export { billingInfo };

import type { TestApp } from './app.js';

/** A card as the payment form sends it (the number grouped by four). */
export const card = (number = '5528 7900 0000 0008') => ({
  cardHolderName: 'Ayşe Yılmaz',
  cardNumber: number,
  expiry: '12/2030',
  cvc: '739',
});

export async function planId(subject: TestApp, name: string, billingCycle: 0 | 1): Promise<number> {
  const [plan] = await subject.database.db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.name, name), eq(plans.billingCycle, billingCycle)));
  if (!plan) throw new Error(`no plan ${name}/${billingCycle}`);
  return plan.id;
}

export function call(subject: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) {
  return subject.app.inject({
    method,
    url,
    headers: { origin, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function saveBillingInfo(subject: TestApp, cookie: string) {
  const response = await call(subject, 'PUT', '/api/billing-info', cookie, billingInfo);
  if (response.statusCode !== 200) throw new Error(`billing info: ${response.body}`);
}

/** The hidden inputs of the first form of a page. */
function formOf(html: string): { action: string; method: string; fields: Record<string, string> } {
  const form = html.match(/<form[^>]*>/)?.[0] ?? '';
  const attribute = (name: string) => form.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const input of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[input[1] as string] = (input[2] as string).replaceAll('&amp;', '&');
  }
  return { action: attribute('action').replaceAll('&amp;', '&'), method: attribute('method'), fields };
}

/**
 * Plays the browser at the bank: opens the 3-D Secure page the provider returned, types the one-time
 * code and returns the form the bank page posts back to Cevapla's callback.
 */
export async function passBankPage(htmlContent: string) {
  const bank = formOf(htmlContent);
  const page = await fetch(bank.action);
  if (!page.ok) throw new Error(`bank page: ${page.status}`);
  const verified = await fetch(bank.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ otp: '283126' }).toString(),
  });
  const callback = formOf(await verified.text());
  return { callbackUrl: callback.action, fields: callback.fields };
}

/** The browser's cross-site POST of the bank's form to Cevapla (no session cookie, another origin). */
export function postCallback(subject: TestApp, fields: Record<string, string>) {
  return subject.app.inject({
    method: 'POST',
    url: '/api/payments/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://bank.example' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function finalizeParams(location: string | undefined) {
  const url = new URL(location ?? '', 'http://localhost');
  return { path: url.pathname, status: url.searchParams.get('status'), message: url.searchParams.get('message') };
}

/** A verified, signed-in seller who has saved billing info: ready to pay. */
export async function buyer(subject: TestApp) {
  const seller = await signedInSeller(subject);
  await saveBillingInfo(subject, seller.cookie);
  return seller;
}
