import type { LegalSection } from './legal-section';

export const cookiePolicyLead =
  'Çerezler, bir web sitesinin tarayıcınıza kaydettiği küçük metin dosyalarıdır. Cevapla yalnızca hizmetin çalışması için zorunlu olan tek bir çerez kullanır.';

export interface CookieType {
  type: string;
  purpose: string;
  /** The cookies of this type we set today; empty when we set none. */
  cookies: readonly { name: string; details: string }[];
}

export const cookieTypes: readonly CookieType[] = [
  {
    type: 'Zorunlu çerezler',
    purpose: 'Oturum açmanızı ve güvenli biçimde oturumda kalmanızı sağlar; bunlar olmadan hizmet çalışmaz.',
    cookies: [
      {
        name: 'cevapla_session',
        details:
          'Birinci taraf, httpOnly, SameSite=Lax; süresi 30 gün. Oturum açtığınızda oluşturulur, çıkış yaptığınızda silinir.',
      },
    ],
  },
  {
    type: 'Performans çerezleri',
    purpose: 'Ziyaretçilerin siteyi nasıl kullandığını ölçmeye yarar (ör. ziyaret istatistikleri).',
    cookies: [],
  },
  {
    type: 'İşlevsellik çerezleri',
    purpose: 'Dil veya görünüm gibi tercihlerinizi hatırlamaya yarar.',
    cookies: [],
  },
  {
    type: 'Hedefleme / reklam çerezleri',
    purpose: 'İlgi alanlarınıza göre reklam göstermek ve reklamların etkisini ölçmek için kullanılır.',
    cookies: [],
  },
];

export const cookiePolicySections: readonly LegalSection[] = [
  {
    heading: 'Onay ve tercihleriniz',
    paragraphs: [
      'Bugün performans, işlevsellik veya hedefleme/reklam çerezi kullanmıyoruz ve üçüncü taraf çerezlerine yer vermiyoruz. Zorunlu çerez hizmetin çalışması için gerekli olduğundan onayınıza bağlı değildir. İleride zorunlu olmayan bir çerez kullanmaya karar verirsek, bunu bu sayfada duyurur ve çerezi yerleştirmeden önce açık onayınızı isteriz.',
    ],
  },
  {
    heading: 'Çerezleri yönetmek',
    paragraphs: [
      'Tarayıcınızın ayarlarından çerezleri görebilir ve silebilirsiniz. cevapla_session çerezini silerseniz oturumunuz kapanır; tekrar giriş yaptığınızda yeniden oluşturulur. Çerezleri tamamen engellerseniz hesabınıza giriş yapamazsınız.',
    ],
  },
];
