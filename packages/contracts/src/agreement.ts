import { COMPANY } from './company';
import { LEGAL } from './constants';

/** Who buys what, filled from the billing info and the plan (spec §2 "Payment"). */
export type AgreementParties = {
  /** The customer as the agreement names them: the billing info's company name. */
  customerName: string;
  /** The billing info's tax address. */
  address: string;
  phone: string;
  email: string;
  planName: string;
  /** What the customer pays, in dollars, VAT included. */
  price: number;
};

export type AgreementSection = { heading: string; text: string };

export const PAYMENT_METHOD = 'Kredi Kartı';

/** Terms shared by the pre-information form and the distance-sales agreement. */
export const agreementTerms = {
  service:
    'Trendyol mağazasına gelen müşteri sorularının üretken yapay zekâ ile yanıtlanmasını sağlayan, elektronik ortamda sunulan dijital abonelik hizmeti.',
  payment:
    'Abonelik ücreti, seçilen dönemin (aylık veya yıllık) başında o dönemin tamamı için peşin olarak tahsil edilir.',
  delivery: `Hizmet, ödemenin onaylanmasından sonra en geç ${LEGAL.activationBusinessDays} iş günü içinde hesabınızda etkinleştirilir; fiziksel teslimat yapılmaz.`,
  withdrawal: `Sözleşmenin kurulmasından itibaren ${LEGAL.withdrawalDays} gün içinde cayma hakkınız bulunur. Ancak elektronik ortamda anında ifa edilen bu hizmette, onayınızla hizmetin ifasına başlanmasıyla (aboneliğin etkinleştirilmesiyle) cayma hakkı sona erer.`,
  returns: `İade talepleri satın alma tarihinden itibaren ${LEGAL.returnRequestDays} gün içinde ${COMPANY.email} adresine yazılı olarak yapılır, ${LEGAL.returnReviewBusinessDays} iş günü içinde incelenir ve onaylanan tutar ${LEGAL.refundBusinessDays} iş günü içinde aynı ödeme yöntemiyle iade edilir.`,
  disputes:
    'Şikâyet ve itirazlarınızı satıcıya e-posta ile iletebilir; yasal parasal sınırlar dâhilinde Tüketici Hakem Heyetine veya Tüketici Mahkemesine başvurabilirsiniz.',
} as const;

/** "12.5" → "12.50 $": the agreement's price with ' $' (spec §2). */
export const agreementPrice = (amount: number) => `${amount.toFixed(2)} $`;

/**
 * 'Mesafeli Satış Sözleşmesi': the same sections on the payment page, in the stored snapshot of each
 * payment and in the receipt e-mail, so what the customer accepted is what we keep.
 */
export function distanceSalesAgreement(parties: AgreementParties): { title: string; sections: AgreementSection[] } {
  return {
    title: 'Mesafeli Satış Sözleşmesi',
    sections: [
      {
        heading: '1. Taraflar',
        text: `Satıcı: ${COMPANY.name}, ${COMPANY.address}, ${COMPANY.email}. Alıcı: ${parties.customerName}, ${parties.address}, Tel: ${parties.phone}, E-posta: ${parties.email}.`,
      },
      { heading: '2. Konu', text: `${parties.planName}: ${agreementTerms.service}` },
      {
        heading: '3. Bedel ve ödeme',
        text: `Toplam bedel: ${agreementPrice(parties.price)} (KDV dâhil). Ödeme yöntemi: ${PAYMENT_METHOD}. ${agreementTerms.payment}`,
      },
      { heading: '4. İfa', text: agreementTerms.delivery },
      { heading: '5. Cayma hakkı', text: agreementTerms.withdrawal },
      { heading: '6. İade', text: agreementTerms.returns },
      { heading: '7. Uyuşmazlıklar', text: agreementTerms.disputes },
      {
        heading: '8. Yürürlük',
        text: 'Alıcı, ödeme adımında bu sözleşmeyi ve ön bilgilendirme formunu okuyup elektronik ortamda onayladığını kabul eder.',
      },
    ],
  };
}

/** The agreement as plain text (stored with the payment, sent in the receipt). */
export function agreementText(parties: AgreementParties): string {
  const agreement = distanceSalesAgreement(parties);
  return [agreement.title, '', ...agreement.sections.flatMap((section) => [section.heading, section.text, ''])]
    .join('\n')
    .trimEnd();
}
