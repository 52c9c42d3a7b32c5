import { paths } from '@cevapla/contracts/routes';
import { escapeHtml } from '../../integrations/mail/escape-html.js';
import type { OutgoingMail } from '../../integrations/mail/mailer.js';

/** Tells the seller once that polling stopped because Trendyol refused the store's credentials. */
export function storeDisconnectedMail(
  owner: { email: string; name: string },
  storeName: string,
  reason: string,
  publicUrl: string,
): OutgoingMail {
  const link = `${publicUrl}${paths.store}`;
  const text = [
    `Merhaba ${owner.name},`,
    '',
    `"${storeName}" mağazanızın Trendyol bağlantısı koptu; yeni müşteri soruları alınamıyor.`,
    `Neden: ${reason}`,
    '',
    `API bilgilerinizi güncellemek için: ${link}`,
  ].join('\n');
  const html = `<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Merhaba ${escapeHtml(owner.name)},</p>
<p>"${escapeHtml(storeName)}" mağazanızın Trendyol bağlantısı koptu; yeni müşteri soruları alınamıyor.</p>
<p><strong>Neden:</strong> ${escapeHtml(reason)}</p>
<p><a href="${escapeHtml(link)}">API bilgilerinizi güncelleyin</a></p>
</body></html>`;
  return { to: owner.email, subject: 'Trendyol mağaza bağlantınız koptu', text, html };
}
