import { paths } from '@cevapla/contracts/routes';
import { routeTitles } from '../../../lib/route-titles';
import { LegalPage } from '../components/legal-page';
import { LegalSections } from '../components/legal-sections';
import { termsOfUseClauses, termsOfUseLead } from '../content/terms-of-use';

export function TermsOfUsePage() {
  return (
    <LegalPage title={routeTitles[paths.termsOfUse]} lead={termsOfUseLead}>
      <LegalSections sections={termsOfUseClauses} numbered />
    </LegalPage>
  );
}
