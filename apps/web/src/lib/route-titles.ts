import { paths, type TPath } from '@cevapla/contracts/routes';

export const APP_NAME = 'Cevapla';

/** The Turkish title of every page: its <h1> and the first part of the document title. */
export const routeTitles: Readonly<Record<TPath, string>> = {
  [paths.home]: 'Müşteri sorularını yapay zekâ ile dakikalar içinde yanıtlayın',
  [paths.login]: 'Giriş Yap',
  [paths.register]: 'Kayıt Ol',
  [paths.verification]: 'E-Postanızı Onaylayın',
  [paths.privacyPolicy]: 'Gizlilik Politikası',
  [paths.cookiePolicy]: 'Çerez Politikası',
  [paths.kvkk]: 'Kişisel Verilerin Korunması Aydınlatma Metni',
  [paths.termsOfUse]: 'Kullanım Koşulları',
  [paths.paymentPlan]: 'Planlar ve Fiyatlandırma',
  [paths.billingInfo]: 'Fatura Bilgisi',
  [paths.infoCard]: 'Daha İyi Yapay Zekâ Yanıtları İçin İpuçları',
  [paths.about]: 'Hakkımızda',
  [paths.blog]: 'Blog',
  [paths.career]: 'Kariyer',
  [paths.contact]: 'İletişim',
  [paths.integrations]: 'Entegrasyonlar',
  [paths.returnPolicy]: 'İade Politikası',
  [paths.paymentConfirm]: 'Ödeme Sayfasına Yönlendiriliyorsunuz',
  [paths.paymentFinalize]: 'Ödemeniz Kontrol Ediliyor',
  [paths.paymentSuccess]: 'Ödeme Tamamlandı',
  [paths.paymentFailed]: 'Ödeme Başarısız',
  [paths.store]: 'Mağaza Entegrasyon Bilgileri',
  [paths.customerQuestions]: 'Müşteri Soruları',
  [paths.profile]: 'Profil Bilgileri',
  [paths.payment]: 'Ödeme',
  [paths.adminQuestions]: 'Müşteri Soruları (Yönetici)',
  [paths.pendingQuestions]: 'Onay Bekleyen Sorular',
  [paths.rejectedQuestions]: 'Reddedilen Sorular',
  [paths.dashboard]: 'Panel',
  [paths.admin]: 'Yönetim Paneli',
};

/** What the whole site is about: the fallback <meta name="description">, equal to index.html's. */
export const siteDescription =
  'Cevapla, Trendyol mağazanıza gelen müşteri sorularını yapay zekâ ile dakikalar içinde yanıtlar; yanıtları onaylayın, kaliteyi ve performansı takip edin.';

/** The Turkish search-result description of every open page; signed-in pages use the site description. */
export const routeDescriptions: Readonly<Partial<Record<TPath, string>>> = {
  [paths.home]: siteDescription,
  [paths.login]: 'Cevapla hesabınıza giriş yapın; Trendyol müşteri sorularınızı ve yapay zekâ yanıtlarınızı yönetin.',
  [paths.register]:
    'Cevapla hesabı oluşturun, Trendyol mağazanızı bağlayın ve 14 gün boyunca 50 yanıtla ücretsiz deneyin.',
  [paths.verification]: 'E-posta adresinize gönderdiğimiz doğrulama koduyla Cevapla hesabınızı onaylayın.',
  [paths.privacyPolicy]:
    'Cevapla hangi kişisel verileri, hangi amaçla işler ve nasıl korur: hesap, mağaza, soru-cevap ve fatura verileri.',
  [paths.cookiePolicy]:
    'Cevapla yalnızca oturumunuzu açık tutan tek bir zorunlu çerez kullanır; çerez türleri ve tercihleriniz.',
  [paths.kvkk]: '6698 sayılı KVKK kapsamında Cevapla aydınlatma metni: veri sorumlusu, amaçlar, aktarım ve haklarınız.',
  [paths.termsOfUse]:
    'Cevapla hizmetinin kullanım koşulları: üyelik, abonelik, yapay zekâ yanıtlarının sorumluluğu ve cayma hakkı.',
  [paths.paymentPlan]:
    'Cevapla aylık ve yıllık planları: dolar cinsinden fiyatlar, yanıt hakları ve 14 günlük ücretsiz deneme.',
  [paths.billingInfo]: 'Cevapla aboneliğiniz için fatura bilgilerinizi girin veya güncelleyin.',
  [paths.infoCard]:
    'Giyimden elektroniğe sekiz kategoride ürün bilgilerinizi ve mağaza profilinizi yapay zekâ yanıtları için hazırlayın.',
  [paths.about]: 'Cevapla’yı kimin, neden kurduğu ve pazaryeri satıcılarına nasıl yardımcı olduğumuz.',
  [paths.blog]: 'Trendyol satıcıları için müşteri soruları, hızlı yanıt ve yapay zekâ üzerine pratik yazılar.',
  [paths.career]: 'Cevapla’da nasıl çalıştığımız, ekip kültürümüz ve bize nasıl başvurabileceğiniz.',
  [paths.contact]: 'Cevapla destek ekibine e-posta veya iletişim formuyla ulaşın; çalışma saatlerimiz ve adresimiz.',
  [paths.integrations]:
    'Cevapla pazaryeri entegrasyonları: Trendyol aktif, Hepsiburada yakında, N11 planlanıyor. Trendyol bağlantısı nasıl kurulur?',
  [paths.returnPolicy]: 'Cevapla abonelik iadeleri: başvuru süresi, inceleme, geri ödeme ve iade yapılmayan durumlar.',
  [paths.paymentConfirm]: 'Güvenli ödeme için bankanızın 3-D Secure sayfasına yönlendiriliyorsunuz.',
  [paths.paymentFinalize]: 'Ödemenizin sonucu kontrol ediliyor.',
  [paths.paymentSuccess]: 'Ödemeniz tamamlandı; Cevapla aboneliğiniz başlatılıyor.',
  [paths.paymentFailed]: 'Ödeme tamamlanamadı; bilgilerinizi kontrol edip tekrar deneyin.',
};

export const notFoundTitle = 'Sayfa Bulunamadı';
export const errorTitle = 'Bir Hata Oluştu';

export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}
