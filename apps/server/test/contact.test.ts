import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/contact.js';
import { emailOutbox } from '../src/db/schema/mail.js';
import { deliverMail } from '../src/features/mail/outbox.js';
import { createMailer } from '../src/integrations/mail/mailer.js';
import { origin } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';
import { startSmtpServer } from './support/smtp.js';

describe('POST /api/contact', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent' });
  });
  afterAll(() => subject.close());

  const send = (payload: object, remoteAddress = '10.5.0.1') =>
    subject.app.inject({ method: 'POST', url: '/api/contact', payload, headers: { origin }, remoteAddress });

  it('stores the message and forwards it to support, who can reply to the sender', async () => {
    const response = await send({
      name: 'Mehmet Demir',
      email: 'mehmet@example.com',
      message: 'Fiyatlar KDV dahil mi?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Mesajınız bize ulaştı. En kısa sürede e-posta ile dönüş yapacağız.' });
    const [stored] = await subject.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'mehmet@example.com'));
    expect(stored).toMatchObject({ name: 'Mehmet Demir', message: 'Fiyatlar KDV dahil mi?', ip: '10.5.0.1' });

    const [queued] = await subject.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.replyTo, 'mehmet@example.com'));
    expect(queued?.toAddress).toBe('destek@cevapla.test');
    const smtp = await startSmtpServer();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Cevapla <bildirim@cevapla.test>',
      logger: pino({ level: 'silent' }),
    });
    try {
      await deliverMail(subject.database.db, mailer, queued?.id as string, () => new Date());
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ to: 'destek@cevapla.test', subject: 'İletişim formu: Mehmet Demir' });
      expect(smtp.received[0]?.text).toContain('Fiyatlar KDV dahil mi?');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it.each([
    [{ name: '', email: 'a@example.com', message: 'Merhaba' }, 'Bu alan zorunludur.'],
    [{ name: 'Ali', email: 'ali@', message: 'Merhaba' }, 'Geçerli bir email girin.'],
    [{ name: 'Ali', email: 'ali@example.com', message: '   ' }, 'Bu alan zorunludur.'],
  ])('rejects %j with "%s" and stores nothing', async (payload, message) => {
    const before = await subject.database.db.select().from(contactMessages);
    const response = await send(payload, '10.5.1.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    expect(await subject.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('accepts five messages per address in ten minutes, then refuses in Turkish', async () => {
    const payload = { name: 'Ali', email: 'ali@example.com', message: 'Merhaba' };
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await send(payload, '10.5.2.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send(payload, '10.5.2.1')).json().message).toMatch(/^Çok fazla istek gönderdiniz/);
  });
});
