import { paths } from '@cevapla/contracts/routes';
import { Anchor, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { Link } from 'react-router';
import { formatNumericDate } from '../../../lib/format-date';
import { routeTitles } from '../../../lib/route-titles';
import { LegalPage } from '../components/legal-page';
import { LegalSections } from '../components/legal-sections';
import { privacyPolicyLead, privacyPolicySections } from '../content/privacy-policy';

export function PrivacyPolicyPage() {
  // Today's date only once mounted: the page is prerendered, and the day it was rendered on is not
  // the visitor's day (another date, or past midnight in Istanbul) — hydration would not match.
  const mounted = useMounted();
  return (
    <LegalPage
      title={routeTitles[paths.privacyPolicy]}
      lead={privacyPolicyLead}
      lastUpdated={mounted ? formatNumericDate(new Date()) : null}
    >
      <LegalSections sections={privacyPolicySections} />
      <Text mt="xl">
        İlgili metinler:{' '}
        <Anchor component={Link} to={paths.cookiePolicy}>
          Çerez Politikası
        </Anchor>
        {' · '}
        <Anchor component={Link} to={paths.kvkk}>
          KVKK Aydınlatma Metni
        </Anchor>
      </Text>
    </LegalPage>
  );
}
