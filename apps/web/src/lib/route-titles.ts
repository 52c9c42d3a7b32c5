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
};

export const notFoundTitle = 'Sayfa Bulunamadı';
export const errorTitle = 'Bir Hata Oluştu';

export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}
