import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, plans, subscriptions } from '../src/db/schema/billing.js';
import { signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';
import { startTestIyzico, type TestIyzico } from './support/iyzico.js';
import {
  buyer as buyerWith,
  call,
  card,
  finalizeParams,
  passBankPage,
  planId,
  postCallback,
  saveBillingInfo,
} from './support/payments.js';

describe('payments cannot be replayed, forged, doubled or mispriced', () => {
  let subject: TestApp;
  let iyzico: TestIyzico;
  const logLines: string[] = [];
  beforeAll(async () => {
    iyzico = await startTestIyzico();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    subject = await createTestApp({ payments: iyzico.payments, logger: pino({ level: 'trace' }, sink) });
  });
  afterAll(async () => {
    await subject.close();
    await iyzico.close();
  });

  const buyer = () => buyerWith(subject);
  const start = (cookie: string, body: Record<string, unknown>) => call(subject, 'POST', '/api/payments', cookie, body);
  const periodsOf = (userId: string) =>
    subject.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const chargesOf = async (paymentId: string) =>
    (await iyzico.completedPayments()).filter(
      (entry) => entry.conversationId === paymentId && entry.status === 'success',
    );

  it('asks for a session, a verified e-mail, billing info and a plan on sale, in that order', async () => {
    const monthly = await planId(subject, 'Başlangıç', 0);
    const signedOut = await subject.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { planId: monthly, ...card() },
    });
    expect(signedOut.statusCode).toBe(401);

    const unverified = await signedInSeller(subject, { verified: false });
    const notVerified = await start(unverified.cookie, { planId: monthly, ...card() });
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email Doğrulaması yapmanız gerekmektedir',
    });

    const seller = await signedInSeller(subject);
    const noBilling = await start(seller.cookie, { planId: monthly, ...card() });
    expect(noBilling.statusCode).toBe(409);
    expect(noBilling.json().code).toBe('BILLING_INFO_REQUIRED');

    await saveBillingInfo(subject, seller.cookie);
    const [inactive] = await subject.database.db
      .insert(plans)
      .values({
        name: 'Eski Plan',
        price: 5,
        durationInDays: 30,
        questionCount: 10,
        billingCycle: 0,
        totalPrice: 6,
        isActive: false,
      })
      .returning();
    const offSale = await start(seller.cookie, { planId: inactive?.id, ...card() });
    expect(offSale.statusCode).toBe(409);
    expect(offSale.json().code).toBe('PLAN_UNAVAILABLE');
    const trial = await start(seller.cookie, { planId: await planId(subject, 'Ücretsiz Deneme', 0), ...card() });
    expect(trial.json().code).toBe('PLAN_UNAVAILABLE');

    const badCard = await start(seller.cookie, { planId: monthly, ...card('5528 7900 0000 000'), cvc: '12' });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().message).toBe('Lütfen geçerli bir kart numarası girin.');
    const expired = await start(seller.cookie, { planId: monthly, ...card(), expiry: '01/2020' });
    expect(expired.json().message).toBe('Kartınızın son kullanma tarihi geçmiş.');
    expect(await subject.database.db.select().from(payments).where(eq(payments.userId, seller.user.id))).toEqual([]);
  });

  it('ignores a price sent by the browser: the plan decides the amount', async () => {
    const seller = await buyer();
    const monthly = await planId(subject, 'Profesyonel', 0);
    const started = await start(seller.cookie, { planId: monthly, ...card(), price: 1, total: 1, paidPrice: 1 });
    const { fields } = await passBankPage(started.json().htmlContent);
    await postCallback(subject, fields);
    const [charge] = await chargesOf(started.json().paymentId);
    expect(Number(charge?.paidPrice)).toBe(58.8);
  });

  it('completes a replayed callback only once: one charge, one period', async () => {
    const seller = await buyer();
    const started = await start(seller.cookie, { planId: await planId(subject, 'Başlangıç', 0), ...card() });
    const { fields } = await passBankPage(started.json().htmlContent);
    const outcomes = await Promise.all([postCallback(subject, fields), postCallback(subject, fields)]);
    const again = await postCallback(subject, fields);
    expect([...outcomes, again].map((response) => finalizeParams(response.headers.location).status)).toContain(
      'success',
    );
    expect(await chargesOf(started.json().paymentId)).toHaveLength(1);
    expect(await periodsOf(seller.user.id)).toHaveLength(1);
  });

  it('changes nothing for a forged callback, and the real one still completes afterwards', async () => {
    const seller = await buyer();
    const started = await start(seller.cookie, { planId: await planId(subject, 'Başlangıç', 0), ...card() });
    const { fields } = await passBankPage(started.json().htmlContent);
    for (const forged of [
      { ...fields, signature: 'f'.repeat(64) },
      { ...fields, signature: '' },
      { ...fields, mdStatus: '1', status: 'success', paymentId: `${fields.paymentId}9` },
    ]) {
      const response = await postCallback(subject, forged);
      expect(finalizeParams(response.headers.location)).toMatchObject({
        status: 'failure',
        message: 'Ödeme sonucu doğrulanamadı.',
      });
    }
    const [payment] = await subject.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.json().paymentId));
    expect(payment?.status).toBe('pending');
    expect(await periodsOf(seller.user.id)).toEqual([]);

    const real = await postCallback(subject, fields);
    expect(finalizeParams(real.headers.location).status).toBe('success');
    expect(await periodsOf(seller.user.id)).toHaveLength(1);
  });

  it('activates nothing when the charge does not match the recorded amount', async () => {
    const seller = await buyer();
    const started = await start(seller.cookie, { planId: await planId(subject, 'Başlangıç', 0), ...card() });
    const { fields } = await passBankPage(started.json().htmlContent);
    // The record and the provider disagree (a changed price, a tampered row): the charge must not go through.
    await subject.database.db.update(payments).set({ total: 1 }).where(eq(payments.id, started.json().paymentId));
    const response = await postCallback(subject, fields);
    expect(finalizeParams(response.headers.location).status).toBe('failure');
    expect(await periodsOf(seller.user.id)).toEqual([]);
    expect(await chargesOf(started.json().paymentId)).toEqual([]);
  });

  it('lets only one of two simultaneous submissions be charged', async () => {
    const seller = await buyer();
    const body = { planId: await planId(subject, 'İşletme', 1), ...card() };
    const responses = await Promise.all([start(seller.cookie, body), start(seller.cookie, body)]);
    const started = responses.filter((response) => response.statusCode === 201);
    expect(started.length).toBeGreaterThanOrEqual(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(response.json().code).toBe('PAYMENT_IN_PROGRESS');
    }
    for (const response of started) {
      const { fields } = await passBankPage(response.json().htmlContent);
      await postCallback(subject, fields);
    }
    const charges = (await Promise.all(started.map((response) => chargesOf(response.json().paymentId)))).flat();
    expect(charges).toHaveLength(1);
    expect(await periodsOf(seller.user.id)).toHaveLength(1);
  });

  it('never stores or logs the card number, expiry or CVC', async () => {
    const seller = await buyer();
    const secretCard = {
      cardHolderName: 'Ayşe Yılmaz',
      cardNumber: '5400 3600 0000 0003',
      expiry: '11/2031',
      cvc: '4821',
    };
    const started = await start(seller.cookie, { planId: await planId(subject, 'Başlangıç', 0), ...secretCard });
    const { fields } = await passBankPage(started.json().htmlContent);
    await postCallback(subject, fields);
    await start(seller.cookie, { planId: 999_999, ...secretCard });

    const tables = await subject.database.db.execute<{ schema: string; name: string }>(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
    );
    let everything = '';
    for (const table of tables.rows) {
      const rows = await subject.database.db.execute(
        sql.raw(`select t::text as row from "${table.schema}"."${table.name}" t`),
      );
      everything += rows.rows.map((row) => String(row.row)).join('\n');
    }
    const logs = logLines.join('');
    expect(everything.length).toBeGreaterThan(1000);
    expect(logs.length).toBeGreaterThan(1000);
    for (const haystack of [everything, logs]) {
      expect(haystack).not.toContain('5400360000000003');
      expect(haystack).not.toContain('5400 3600 0000 0003');
      expect(haystack).not.toContain('11/2031');
      expect(haystack.toLowerCase()).not.toContain('"cvc"');
      // As a value of its own: not inside a timestamp, a number or a UUID that happen to hold these digits.
      expect(haystack).not.toMatch(/(?<![\w-])4821(?![\w-])/);
    }
  });
});
