import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type OutgoingMail = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** Delivers one mail or throws; `local` keeps mail on this machine (the log, and the outbox table). */
export type Mailer = { kind: 'smtp' | 'local'; send: (mail: OutgoingMail) => Promise<void>; close: () => void };

export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  if (options.smtpUrl === undefined) {
    return {
      kind: 'local',
      send: async (mail) => {
        options.logger.info({ to: mail.to, subject: mail.subject }, `mail (not sent: no SMTP_URL)\n${mail.text}`);
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => transport.close(),
  };
}
