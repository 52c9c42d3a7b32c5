import { paths } from '@cevapla/contracts/routes';
import { routeTitles } from '../../../lib/route-titles';
import { LegalPage } from '../components/legal-page';
import { LegalSections } from '../components/legal-sections';
import { returnPolicyLead, returnPolicySections } from '../content/return-policy';

export function ReturnPolicyPage() {
  return (
    <LegalPage title={routeTitles[paths.returnPolicy]} lead={returnPolicyLead}>
      <LegalSections sections={returnPolicySections} />
    </LegalPage>
  );
}
