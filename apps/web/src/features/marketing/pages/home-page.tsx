import { HeroSection } from '../components/hero-section';
import { PlaceholderSection } from '../components/placeholder-section';

export function HomePage() {
  return (
    <>
      <HeroSection />
      <PlaceholderSection
        id="features"
        title="Özellikler"
        text="Cevapla'nın sunduğu özellikleri yakında bu bölümde ayrıntılı olarak tanıtacağız."
      />
      <PlaceholderSection
        id="pricing"
        title="Fiyatlandırma"
        text="Aylık ve yıllık planlarımız ile ücretsiz deneme seçeneği yakında bu bölümde yer alacak."
      />
    </>
  );
}
