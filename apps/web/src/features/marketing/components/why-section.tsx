import {
  IconBolt,
  IconClock24,
  IconDatabaseSearch,
  IconHourglassLow,
  IconShieldCheck,
  IconShoppingCartUp,
} from '@tabler/icons-react';
import { type IconTile, IconTileGrid } from './icon-tile-grid';
import { LandingSection } from './landing-section';

const reasons: readonly IconTile[] = [
  {
    icon: IconClock24,
    title: 'Gece gündüz yanıt',
    text: 'Gece yarısı ya da bayram sabahı gelen soru da beklemez; müşteriniz yanıtını dakikalar içinde alır.',
  },
  {
    icon: IconShoppingCartUp,
    title: 'Kaçan satış kalmaz',
    text: 'Sorusu hızla yanıtlanan müşteri kararını sizin mağazanızda verir, başka satıcıya yönelmez.',
  },
  {
    icon: IconDatabaseSearch,
    title: 'Ürün bilgisine dayanır',
    text: 'Yanıtlar ürün açıklamanızdan, özelliklerden ve mağaza politikalarınızdan üretilir; tahmin yürütmez.',
  },
  {
    icon: IconShieldCheck,
    title: 'Son söz sizde',
    text: 'Her yanıt önce onayınıza sunulur. Güvendiğiniz noktada otomatik gönderimi siz açarsınız.',
  },
  {
    icon: IconHourglassLow,
    title: 'Ekibinize zaman kalır',
    text: 'Aynı soruları tekrar tekrar yazmak yerine ekibiniz stok, kampanya ve kargoya odaklanır.',
  },
  {
    icon: IconBolt,
    title: 'Dakikalar içinde kurulum',
    text: 'Trendyol satıcı bilgilerinizi girin, ilk yanıt taslaklarınız hazır. 14 gün ücretsiz deneyin.',
  },
];

export function WhySection() {
  return (
    <LandingSection
      id="why"
      title="Neden Cevapla?"
      lead="Müşteri soruları satışın en kritik anıdır. Cevapla bu anı hiçbir saatte kaçırmamanızı sağlar."
    >
      <IconTileGrid tiles={reasons} label="Cevapla'yı seçmeniz için altı neden" />
    </LandingSection>
  );
}
