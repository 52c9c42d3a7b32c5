import { paths } from '@cevapla/contracts/routes';

export interface FooterGroup {
  title: string;
  links: { label: string; to: string }[];
}

export const footerGroups: FooterGroup[] = [
  {
    title: 'Ürün',
    links: [
      { label: 'Entegrasyonlar', to: paths.integrations },
      { label: 'Fiyatlandırma', to: paths.paymentPlan },
      { label: 'İpuçları', to: paths.infoCard },
    ],
  },
  {
    title: 'Şirket',
    links: [
      { label: 'Hakkımızda', to: paths.about },
      { label: 'Blog', to: paths.blog },
      { label: 'Kariyer', to: paths.career },
      { label: 'İletişim', to: paths.contact },
    ],
  },
  {
    title: 'Yasal',
    links: [
      { label: 'Gizlilik Politikası', to: paths.privacyPolicy },
      { label: 'Çerez Politikası', to: paths.cookiePolicy },
      { label: 'KVKK Aydınlatma Metni', to: paths.kvkk },
      { label: 'Kullanım Koşulları', to: paths.termsOfUse },
      { label: 'İade Politikası', to: paths.returnPolicy },
    ],
  },
];
