import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/mail.js';
import { deliverMail } from '../src/features/mail/outbox.js';
import { createMailer } from '../src/integrations/mail/mailer.js';
import { newSeller, post } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';
import { startSmtpServer } from './support/smtp.js';

describe('mail delivery through the outbox', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent' });
  });
  afterAll(() => subject.close());

  async function queuedMailFor(email: string) {
    const [mail] = await subject.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    if (!mail) throw new Error('nothing queued');
    return mail;
  }

  it('keeps a mail through an SMTP outage and delivers it exactly once when the server is back', async () => {
    const seller = newSeller();
    await post(subject, '/api/auth/register', seller);
    const queued = await queuedMailFor(seller.email);

    const smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Cevapla <bildirim@cevapla.test>',
      logger: pino({ level: 'silent' }),
    });
    const now = () => new Date();
    await expect(deliverMail(subject.database.db, mailer, queued.id, now)).rejects.toThrow();
    const afterOutage = await queuedMailFor(seller.email);
    expect(afterOutage).toMatchObject({ sentAt: null, attempts: 1 });
    expect(afterOutage.lastError).toBeTruthy();

    const back = await startSmtpServer(port);
    try {
      await deliverMail(subject.database.db, mailer, queued.id, now);
      await deliverMail(subject.database.db, mailer, queued.id, now);
      expect(back.received).toHaveLength(1);
      const [mail] = back.received;
      expect(mail?.to).toBe(seller.email);
      expect(mail?.subject).toMatch(/^Cevapla doğrulama kodunuz: \d{6}$/);
      expect(mail?.text).toContain('Merhaba Ayşe,');
      expect(mail?.html).toContain('Cevapla hesabınızı doğrulamak için kodunuz');
      expect((await queuedMailFor(seller.email)).sentAt).toBeInstanceOf(Date);
    } finally {
      mailer.close();
      await back.close();
    }
  });

  it('shows queued mail at /dev/mailbox in demo mode', async () => {
    const seller = newSeller();
    await post(subject, '/api/auth/register', seller);
    const page = await subject.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(seller.email);
    expect(page.body).toContain('Demo posta kutusu');
  });

  it('never serves /dev/mailbox outside demo mode', async () => {
    const production = await createTestApp({
      webRoot: '/nonexistent',
      config: {
        demo: false,
        publicUrl: 'https://cevapla.example.com',
        trustProxy: false,
        secureCookies: true,
        supportEmail: 'destek@cevapla.test',
        trustedOrigins: [],
        pollIntervalSeconds: 60,
      },
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
