import { COMPANY } from '@cevapla/contracts/company';
import { LEGAL } from '@cevapla/contracts/constants';
import type { LegalSection } from './legal-section';

export const termsOfUseLead = `Bu koşullar, ${COMPANY.name} hizmetini kullanan satıcılar ile ${COMPANY.name} arasındaki ilişkiyi düzenler. Hesap oluşturarak veya hizmeti kullanarak bu koşulları kabul etmiş olursunuz.`;

/** The ten clauses of the terms of use (spec §2); the page numbers them in this order. */
export const termsOfUseClauses: readonly LegalSection[] = [
  {
    heading: 'Taraflar ve üyelik şartı',
    paragraphs: [
      `Hizmeti yalnızca ${LEGAL.minimumAge} yaşını doldurmuş, fiil ehliyetine sahip gerçek kişiler ile bu kişilerin temsil ettiği tüzel kişiler kullanabilir. Kayıt sırasında verdiğiniz bilgilerin doğru ve güncel olmasından siz sorumlusunuz.`,
    ],
  },
  {
    heading: 'Hizmetin tanımı',
    paragraphs: [
      'Cevapla, bağladığınız Trendyol mağazasına gelen müşteri sorularını alır, ürün bilgileriniz ve mağaza politikalarınıza dayanarak üretken yapay zekâ ile yanıt taslakları hazırlar, taslaklara kalite puanı verir ve tercihinize göre yanıtı onayınıza sunar ya da otomatik olarak gönderir. Hizmet dijital bir abonelik hizmetidir; fiziksel bir ürün teslim edilmez.',
    ],
  },
  {
    heading: 'Hesap güvenliği',
    paragraphs: [
      'Hesabınıza ait e-posta ve şifrenin gizliliğini korumak sizin sorumluluğunuzdadır. Hesabınızın izniniz olmadan kullanıldığını fark ederseniz şifrenizi değiştirmeli ve bize derhâl bildirmelisiniz. Hesabınız üzerinden yapılan işlemler size ait kabul edilir.',
    ],
  },
  {
    heading: 'Mağaza bilgileri ve API anahtarları',
    paragraphs: [
      'Mağazanızı bağlamak için girdiğiniz Satıcı ID, API Key ve API Secret bilgilerinin size ait olduğunu ve bunları kullanma yetkiniz bulunduğunu kabul edersiniz. Bu bilgiler şifrelenmiş olarak saklanır ve yalnızca soruları almak, ürün bilgilerini okumak ve yanıt göndermek için kullanılır. Anahtarlarınızı Trendyol satıcı panelinden yenilediğinizde Cevapla’daki bilgileri de güncellemeniz gerekir.',
    ],
  },
  {
    heading: 'Yapay zekâ yanıtlarının sorumluluğu',
    paragraphs: [
      'Yapay zekâ tarafından hazırlanan taslaklar birer öneridir ve hata içerebilir. Onayladığınız ya da otomatik gönderilmesine izin verdiğiniz her yanıt, mağazanızın yanıtı olarak Trendyol’da yayımlanır ve içeriğinden siz sorumlusunuz. Trendyol her soruya yalnızca bir yanıt kabul ettiğinden, gönderilen bir yanıt geri alınamaz veya düzeltilemez. Yanıtların pazaryeri kurallarına uygunluğunu gözetmek de size aittir.',
    ],
  },
  {
    heading: 'Abonelik ve ödeme',
    paragraphs: [
      `Planlar aylık veya yıllık olarak sunulur ve fiyatlar dolar ($) cinsinden gösterilir. Abonelik ücreti, her dönemin başında o dönemin tamamı için peşin olarak, kredi kartıyla 3-D Secure doğrulamasıyla tahsil edilir; fiyatlara KDV eklenir. Hizmet, ödemenin onaylanmasından sonra en geç ${LEGAL.activationBusinessDays} iş günü içinde etkinleştirilir. Plan kapsamındaki yanıt hakları abonelik dönemi içinde kullanılır.`,
    ],
  },
  {
    heading: 'Cayma hakkı',
    paragraphs: [
      `Mesafeli Sözleşmeler Yönetmeliği uyarınca sözleşmenin kurulmasından itibaren ${LEGAL.withdrawalDays} gün içinde cayma hakkınız bulunur. Ancak hizmet, elektronik ortamda anında ifa edilen dijital bir hizmet olduğundan, onayınızla hizmetin ifasına başlandığı anda (aboneliğiniz etkinleştirildiğinde) cayma hakkınız sona erer.`,
    ],
  },
  {
    heading: 'İade',
    paragraphs: [
      'Ücret iadesi talepleri İade Politikamızda belirtilen süre ve koşullara göre değerlendirilir. Ücretsiz deneme sürümü için ödeme alınmadığından iade söz konusu değildir.',
    ],
  },
  {
    heading: 'Hizmetin sürekliliği ve değişiklikler',
    paragraphs: [
      'Hizmeti kesintisiz sunmak için çalışırız; ancak bakım, Trendyol’un API’sinde yaşanan kesinti veya değişiklikler ya da elimizde olmayan nedenlerle hizmet geçici olarak kullanılamayabilir. Hizmetin özelliklerini geliştirebilir veya değiştirebiliriz. Bu koşullarda yapılacak önemli değişiklikleri yürürlüğe girmeden önce e-posta ile bildiririz; değişiklikten sonra hizmeti kullanmaya devam etmeniz yeni koşulları kabul ettiğiniz anlamına gelir.',
    ],
  },
  {
    heading: 'Uygulanacak hukuk ve yetkili mahkeme',
    paragraphs: [
      'Bu koşullar Türkiye Cumhuriyeti hukukuna tabidir. Uyuşmazlıklarda İstanbul mahkemeleri ve icra daireleri yetkilidir; tüketici sıfatıyla hareket ettiğiniz durumlarda Tüketici Hakem Heyetleri ve Tüketici Mahkemelerine başvuru hakkınız saklıdır.',
    ],
  },
];
