import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '../../apps/server/test/support/smtp';

/**
 * The browser tests' SMTP server (started in global setup) writes each mail it receives here, one
 * JSON file each, so tests in any worker process can read what a seller would find in their inbox.
 */
export const mailboxDir = path.resolve(import.meta.dirname, '..', '.test-output', 'e2e-mailbox');
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);

export function resetMailbox() {
  rmSync(mailboxDir, { recursive: true, force: true });
  mkdirSync(mailboxDir, { recursive: true });
}

export function storeMail(mail: ReceivedMail) {
  const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
  // Written under another name and renamed, so a reader in another worker never sees half a file.
  const partial = path.join(mailboxDir, `${name}.partial`);
  writeFileSync(partial, JSON.stringify(mail));
  renameSync(partial, path.join(mailboxDir, name));
}

/** Every mail received so far, oldest first. */
function allMails(): ReceivedMail[] {
  if (!existsSync(mailboxDir)) return [];
  return readdirSync(mailboxDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(mailboxDir, name), 'utf8')) as ReceivedMail);
}

function mailsTo(address: string): ReceivedMail[] {
  return allMails().filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** Waits for the `count`-th mail to `address` and returns the 6-digit code in it. */
export async function verificationCodeFor(address: string, count = 1, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mailsTo(address)[count - 1];
    const code = mail?.text.match(/kodunuz: (\d{6})/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail #${count} for ${address}`);
}

/** Mails whose subject contains `text`, as they have arrived so far. */
export function mailsWithSubject(text: string): ReceivedMail[] {
  return allMails().filter((mail) => mail.subject.includes(text));
}

export async function waitForMailWithSubject(text: string, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [mail] = mailsWithSubject(text);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail with subject containing "${text}"`);
}
