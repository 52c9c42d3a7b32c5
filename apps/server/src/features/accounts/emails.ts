import { escapeHtml } from '../../integrations/mail/escape-html.js';
import type { OutgoingMail } from '../../integrations/mail/mailer.js';

/** The verification code mail, in Turkish, as HTML and plain text. */
export function verificationCodeMail(input: {
  to: string;
  name: string;
  code: string;
  minutes: number;
  verifyUrl: string;
  supportEmail: string;
}): OutgoingMail {
  const text = [
    `Merhaba ${input.name},`,
    '',
    `Cevapla hesabınızı doğrulamak için kodunuz: ${input.code}`,
    '',
    `Kod ${input.minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir. Kodu ${input.verifyUrl} adresindeki doğrulama sayfasına girin.`,
    '',
    'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
    `Sorularınız için: ${input.supportEmail}`,
    '',
    'Cevapla',
  ].join('\n');
  const html = `<!doctype html>
<html lang="tr"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Merhaba ${escapeHtml(input.name)},</p>
<p>Cevapla hesabınızı doğrulamak için kodunuz:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(input.code)}</p>
<p>Kod ${input.minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir. Kodu <a href="${escapeHtml(input.verifyUrl)}">doğrulama sayfasına</a> girin.</p>
<p style="color:#6b7280">Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın. Sorularınız için: ${escapeHtml(input.supportEmail)}</p>
<p>Cevapla</p>
</body></html>`;
  return { to: input.to, subject: `Cevapla doğrulama kodunuz: ${input.code}`, text, html };
}
