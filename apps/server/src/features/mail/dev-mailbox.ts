import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { escapeHtml } from '../../integrations/mail/escape-html.js';
import { recentMails } from './outbox.js';

/** Demo mode only (never registered otherwise): the latest mails, as a seller would have received them. */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Database }> = async (app, options) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await recentMails(options.db);
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">Alıcı: ${escapeHtml(mail.toAddress)} · ${mail.createdAt.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })} · ${mail.sentAt ? 'gönderildi' : 'yerel (SMTP yok)'}</p>
  <pre>${escapeHtml(mail.textBody)}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo posta kutusu · Cevapla</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#4b5563;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}</style>
</head><body><h1>Demo posta kutusu</h1><p>Demo modunda gönderilen e-postalar burada görünür (en yeni 50).</p>
${items || '<p>Henüz e-posta yok.</p>'}
</body></html>`);
  });
};
