import { paths } from '@cevapla/contracts/routes';
import { formatDate } from '../../format-date.js';
import { escapeHtml } from '../../integrations/mail/escape-html.js';
import type { OutgoingMail } from '../../integrations/mail/mailer.js';

type Owner = { email: string; name: string };

function simpleMail(owner: Owner, subject: string, paragraphs: string[], link: { label: string; url: string }) {
  const text = [`Merhaba ${owner.name},`, '', ...paragraphs, '', `${link.label}: ${link.url}`].join('\n');
  const html = `<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Merhaba ${escapeHtml(owner.name)},</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>
</body></html>`;
  return { to: owner.email, subject, text, html } satisfies OutgoingMail;
}

/** Three days before the last period ends: renew so the questions keep being answered. */
export function renewalReminderMail(owner: Owner, planName: string, endsAt: Date, publicUrl: string) {
  return simpleMail(
    owner,
    'Aboneliğiniz 3 gün içinde sona eriyor',
    [
      `"${planName}" aboneliğiniz ${formatDate(endsAt)} tarihinde sona eriyor.`,
      'Müşteri sorularınız cevapsız kalmasın diye planınızı şimdiden uzatabilirsiniz; yeni dönem mevcut dönemin bittiği gün başlar.',
    ],
    { label: 'Planı Uzat / Yenile', url: `${publicUrl}${paths.paymentPlan}` },
  );
}

/** The last period ended: nothing is answered until the seller buys a plan again. */
export function subscriptionEndedMail(owner: Owner, planName: string, publicUrl: string) {
  return simpleMail(
    owner,
    'Aboneliğiniz sona erdi',
    [`"${planName}" aboneliğiniz sona erdi. Yeni sorular artık yapay zekâ ile cevaplanmıyor.`],
    { label: 'Planlara Göz At', url: `${publicUrl}${paths.paymentPlan}` },
  );
}
