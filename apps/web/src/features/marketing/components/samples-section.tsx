import { LandingSection } from './landing-section';
import { sampleAnswers } from './sample-answers';
import { SampleAnswersSlider } from './sample-answers-slider';

export function SamplesSection() {
  return (
    <LandingSection
      id="samples"
      title="Örnek Yanıtlar"
      lead="Trendyol’da sık gelen sorulara Cevapla’nın ürün bilgisinden hazırladığı yanıtlar."
    >
      <SampleAnswersSlider samples={sampleAnswers} />
    </LandingSection>
  );
}
