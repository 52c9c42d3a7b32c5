import { paths } from '@cevapla/contracts/routes';
import { routeTitles } from '../../../lib/route-titles';
import { CookieTable } from '../components/cookie-table';
import { LegalPage } from '../components/legal-page';
import { LegalSections } from '../components/legal-sections';
import { cookiePolicyLead, cookiePolicySections, cookieTypes } from '../content/cookie-policy';

export function CookiePolicyPage() {
  return (
    <LegalPage title={routeTitles[paths.cookiePolicy]} lead={cookiePolicyLead}>
      <CookieTable types={cookieTypes} />
      <LegalSections sections={cookiePolicySections} />
    </LegalPage>
  );
}
