import type { TContactRequest } from '@cevapla/contracts/contact';
import { escapeHtml } from '../../integrations/mail/escape-html.js';
import type { OutgoingMail } from '../../integrations/mail/mailer.js';

/** The copy of a contact message that support receives. */
export function contactMail(to: string, input: TContactRequest): OutgoingMail {
  const text = [`Gönderen: ${input.name} <${input.email}>`, '', input.message].join('\n');
  const html = `<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p><strong>Gönderen:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
</body></html>`;
  return { to, subject: `İletişim formu: ${input.name}`, text, html, replyTo: input.email };
}
