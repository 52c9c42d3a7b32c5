import {
  IconChartBar,
  IconChecklist,
  IconMessageLanguage,
  IconRobot,
  IconSchool,
  IconStars,
} from '@tabler/icons-react';
import { type IconTile, IconTileGrid } from './icon-tile-grid';
import { LandingSection } from './landing-section';

const features: readonly IconTile[] = [
  {
    icon: IconChecklist,
    title: 'Onay akışı',
    text: 'Onay bekleyen, yanıtlanan ve reddedilen soruları ayrı listelerde görün; tek tıkla onaylayın ya da reddedin.',
  },
  {
    icon: IconRobot,
    title: 'Otomatik gönderim',
    text: 'İsterseniz mağaza ayarlarınızdan otomatik yanıtlamayı açın; yanıtlar onay beklemeden gönderilsin.',
  },
  {
    icon: IconStars,
    title: 'Kalite puanı',
    text: 'Her yanıt doğruluk, açıklık ve üslup açısından puanlanır; zayıf bir yanıt gözünüzden kaçmaz.',
  },
  {
    icon: IconChartBar,
    title: 'Performans paneli',
    text: 'Yanıt sayısını, en sık sorulan konuları ve müşteri memnuniyetini tek ekrandan izleyin.',
  },
  {
    icon: IconMessageLanguage,
    title: 'Mağazanıza özel üslup',
    text: 'Yanıtlar mağazanızın diline, ürünlerinize ve teslimat bilgilerinize göre şekillenir.',
  },
  {
    icon: IconSchool,
    title: 'Geçmişten öğrenir',
    text: 'Daha önce yanıtlanan sorulardan öğrenir; benzer sorulara tutarlı ve zamanla daha isabetli yanıt verir.',
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title="Özellikler"
      lead="Soruyu almaktan yanıtı ölçmeye kadar ihtiyacınız olan her şey tek panelde."
      tinted
    >
      <IconTileGrid tiles={features} label="Cevapla özellikleri" />
    </LandingSection>
  );
}
