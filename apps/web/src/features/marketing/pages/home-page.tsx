import type { ReactNode } from 'react';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { LandingSection } from '../components/landing-section';
import { MarketplacesSection } from '../components/marketplaces-section';
import { SamplesSection } from '../components/samples-section';
import { WhySection } from '../components/why-section';

interface HomePageProps {
  /** The plan cards; billing owns them, the app composes them in. */
  pricing: ReactNode;
}

/** The landing page: what Cevapla does, how, for which marketplaces, and what it costs. */
export function HomePage({ pricing }: HomePageProps) {
  return (
    <>
      <HeroSection />
      <WhySection />
      <HowItWorksSection />
      <SamplesSection />
      <FeaturesSection />
      <MarketplacesSection />
      <LandingSection
        id="pricing"
        title="Fiyatlandırma"
        lead="14 gün ücretsiz deneyin; ardından aylık ya da %25 avantajlı yıllık planla devam edin."
      >
        {pricing}
      </LandingSection>
    </>
  );
}
