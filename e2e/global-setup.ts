import { startSandbox } from '@cevapla/sandbox';
import { startSmtpServer } from '../apps/server/test/support/smtp';
import { resetMailbox, smtpPort, storeMail } from './support/mailbox';
import { sandboxPort } from './support/sandbox';

/**
 * A real SMTP server and the Trendyol sandbox for the app under test (its SMTP_URL and
 * TRENDYOL_BASE_URL point here); both stopped after the run.
 */
export default async function globalSetup() {
  resetMailbox();
  const smtp = await startSmtpServer(smtpPort, storeMail);
  // Unthrottled: every test's store is polled each second; Trendyol's limit is covered by the API tests.
  const sandbox = await startSandbox({ port: sandboxPort, host: '127.0.0.1', questionsPerMinute: 0, rateLimit: false });
  return async () => {
    await sandbox.close();
    await smtp.close();
  };
}
