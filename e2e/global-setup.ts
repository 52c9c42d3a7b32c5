import { startSmtpServer } from '../apps/server/test/support/smtp';
import { resetMailbox, smtpPort, storeMail } from './support/mailbox';

/** A real SMTP server for the app under test (its SMTP_URL points here); stopped after the run. */
export default async function globalSetup() {
  resetMailbox();
  const smtp = await startSmtpServer(smtpPort, storeMail);
  return () => smtp.close();
}
