import { agreementPrice } from '@cevapla/contracts/agreement';
import { paths } from '@cevapla/contracts/routes';
import { formatDate } from '../../format-date.js';
import { escapeHtml } from '../../integrations/mail/escape-html.js';
import type { OutgoingMail } from '../../integrations/mail/mailer.js';
import type { PaymentRow } from './repository.js';

/** The receipt: what was bought, for which period, what was charged — and the agreement accepted. */
export function paymentReceiptMail(
  to: { email: string; name: string },
  payment: PaymentRow,
  period: { startsAt: Date; endsAt: Date; answers: number },
  publicUrl: string,
): OutgoingMail {
  const lines = [
    `Plan: ${payment.planName}`,
    `Dönem: ${formatDate(period.startsAt)} - ${formatDate(period.endsAt)}`,
    `Cevap hakkı: ${period.answers}`,
    `Tutar: ${agreementPrice(payment.price)}`,
    ...(payment.discount > 0 ? [`İndirim: -${agreementPrice(payment.discount)}`] : []),
    `KDV (%20): ${agreementPrice(payment.vat)}`,
    `Toplam: ${agreementPrice(payment.total)} (${payment.currency})`,
    `Ödeme no: ${payment.id}`,
  ];
  const profile = `${publicUrl}${paths.profile}`;
  const text = [
    `Merhaba ${to.name},`,
    '',
    'Ödemeniz alındı, aboneliğiniz etkinleştirildi. Teşekkür ederiz.',
    '',
    ...lines,
    '',
    `Aboneliğiniz: ${profile}`,
    '',
    '---',
    payment.agreementText,
  ].join('\n');
  const html = `<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Merhaba ${escapeHtml(to.name)},</p>
<p>Ödemeniz alındı, aboneliğiniz etkinleştirildi. Teşekkür ederiz.</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(profile)}">Aboneliğinizi görüntüleyin</a></p>
<hr><pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(payment.agreementText)}</pre>
</body></html>`;
  return { to: to.email, subject: `Cevapla ödeme makbuzu: ${payment.planName}`, text, html };
}
