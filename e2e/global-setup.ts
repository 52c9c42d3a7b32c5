import { startSandbox } from '@cevapla/sandbox';
import { startIyzicoSandbox } from '@cevapla/sandbox/iyzico';
import { startSmtpServer } from '../apps/server/test/support/smtp';
import { resetMailbox, smtpPort, storeMail } from './support/mailbox';
import { iyzicoKeys, iyzicoPort } from './support/payments';
import { sandboxPort } from './support/sandbox';

/**
 * A real SMTP server, the Trendyol sandbox and the iyzico emulator for the app under test (its
 * SMTP_URL, TRENDYOL_BASE_URL and IYZIPAY_URI point here); all stopped after the run.
 */
export default async function globalSetup() {
  resetMailbox();
  const smtp = await startSmtpServer(smtpPort, storeMail);
  // Unthrottled: every test's store is polled each second; Trendyol's limit is covered by the API tests.
  const sandbox = await startSandbox({ port: sandboxPort, host: '127.0.0.1', questionsPerMinute: 0, rateLimit: false });
  const iyzico = await startIyzicoSandbox({ ...iyzicoKeys, port: iyzicoPort, host: '127.0.0.1' });
  return async () => {
    await iyzico.close();
    await sandbox.close();
    await smtp.close();
  };
}
