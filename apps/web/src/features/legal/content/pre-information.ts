import { COMPANY } from '@cevapla/contracts/company';
import { LEGAL } from '@cevapla/contracts/constants';

export const preInformationTerms = {
  service:
    'Trendyol mağazasına gelen müşteri sorularının üretken yapay zekâ ile yanıtlanmasını sağlayan, elektronik ortamda sunulan dijital abonelik hizmeti.',
  paymentMethod: 'Kredi Kartı',
  payment:
    'Abonelik ücreti, seçilen dönemin (aylık veya yıllık) başında o dönemin tamamı için peşin olarak tahsil edilir.',
  delivery: `Hizmet, ödemenin onaylanmasından sonra en geç ${LEGAL.activationBusinessDays} iş günü içinde hesabınızda etkinleştirilir; fiziksel teslimat yapılmaz.`,
  withdrawal: `Sözleşmenin kurulmasından itibaren ${LEGAL.withdrawalDays} gün içinde cayma hakkınız bulunur. Ancak elektronik ortamda anında ifa edilen bu hizmette, onayınızla hizmetin ifasına başlanmasıyla (aboneliğin etkinleştirilmesiyle) cayma hakkı sona erer.`,
  returns: `İade talepleri satın alma tarihinden itibaren ${LEGAL.returnRequestDays} gün içinde ${COMPANY.email} adresine yazılı olarak yapılır, ${LEGAL.returnReviewBusinessDays} iş günü içinde incelenir ve onaylanan tutar ${LEGAL.refundBusinessDays} iş günü içinde aynı ödeme yöntemiyle iade edilir.`,
  disputes:
    'Şikâyet ve itirazlarınızı satıcıya e-posta ile iletebilir; yasal parasal sınırlar dâhilinde Tüketici Hakem Heyetine veya Tüketici Mahkemesine başvurabilirsiniz.',
} as const;
