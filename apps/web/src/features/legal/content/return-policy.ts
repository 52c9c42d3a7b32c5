import { COMPANY } from '@cevapla/contracts/company';
import { LEGAL } from '@cevapla/contracts/constants';
import type { LegalSection } from './legal-section';

export const returnPolicyLead =
  'Cevapla aboneliği peşin ödenen dijital bir hizmettir. Bu politika, ödediğiniz ücretin hangi durumlarda ve nasıl iade edildiğini açıklar.';

export const returnPolicySections: readonly LegalSection[] = [
  {
    heading: 'İade başvurusu',
    paragraphs: [
      `İade talebinizi, satın alma tarihinden itibaren ${LEGAL.returnRequestDays} gün içinde, hesabınızda kayıtlı e-posta adresinizden ${COMPANY.email} adresine yazılı olarak iletmeniz gerekir. Başvurunuzda adınızı, satın aldığınız planı, ödeme tarihini ve iade gerekçenizi belirtin. Telefonla veya sosyal medya üzerinden yapılan talepler iade başvurusu yerine geçmez.`,
    ],
  },
  {
    heading: 'İnceleme ve geri ödeme',
    paragraphs: [
      `Başvurunuzu en geç ${LEGAL.returnReviewBusinessDays} iş günü içinde inceler ve sonucunu size e-postayla bildiririz. Onaylanan iadeler, onay tarihinden itibaren ${LEGAL.refundBusinessDays} iş günü içinde ödemeyi yaptığınız yöntemle, yani ödemede kullandığınız karta yapılır. Tutarın kart ekstrenize yansıma süresi bankanıza göre değişebilir.`,
    ],
  },
  {
    heading: 'İade yapılmayan durumlar',
    items: [
      'Üyelik süresi içinde hizmetin aktif olarak kullanılmış olması; örneğin mağazanızın bağlanmış ve yanıt üretilmiş olması.',
      'Hizmet kapsamındaki içerikten yararlanılmış olması; örneğin yanıt taslaklarının onaylanmış veya gönderilmiş olması.',
      'Talebin abonelik döneminin son gününde yapılması.',
      `Başvurunun satın alma tarihinden itibaren ${LEGAL.returnRequestDays} günlük süre geçtikten sonra yapılması.`,
    ],
  },
  {
    heading: 'Ücretsiz deneme',
    paragraphs: [
      'Ücretsiz deneme için ödeme alınmaz; bu nedenle deneme sürümünde iade söz konusu değildir. Hizmeti satın almadan önce deneme süresinde tanımanızı öneririz.',
    ],
  },
  {
    heading: 'Kart bilgilerinin imhası',
    paragraphs: [
      `Ödemeler iyzico üzerinden alınır ve kart bilgileriniz Cevapla tarafından saklanmaz. Mesafeli satış (mail order) işlemlerine ait kart bilgileri, işlemden itibaren ${LEGAL.cardDataRetentionDays} gün sonra imha edilir.`,
    ],
  },
];
