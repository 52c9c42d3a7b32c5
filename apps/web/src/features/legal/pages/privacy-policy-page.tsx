import { paths } from '@cevapla/contracts/routes';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumericDate } from '../../../lib/format-date';
import { routeTitles } from '../../../lib/route-titles';
import { LegalPage } from '../components/legal-page';
import { LegalSections } from '../components/legal-sections';
import { privacyPolicyLead, privacyPolicySections } from '../content/privacy-policy';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title={routeTitles[paths.privacyPolicy]}
      lead={privacyPolicyLead}
      lastUpdated={formatNumericDate(new Date())}
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
