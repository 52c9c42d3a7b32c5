import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; text: string; html: string };

/** A real SMTP server on a loopback port, keeping what it receives (server tests and browser tests). */
export async function startSmtpServer(port = 0, onMail?: (mail: ReceivedMail) => void) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
          const parsed = { to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' };
          received.push(parsed);
          onMail?.(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
