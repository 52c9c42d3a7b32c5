import { paths } from '@cevapla/contracts/routes';
import { routeTitles } from '../../../lib/route-titles';
import { LegalPage } from '../components/legal-page';
import { LegalSections } from '../components/legal-sections';
import { kvkkLead, kvkkSections } from '../content/kvkk';

export function KvkkPage() {
  return (
    <LegalPage title={routeTitles[paths.kvkk]} lead={kvkkLead}>
      <LegalSections sections={kvkkSections} />
    </LegalPage>
  );
}
