import { paths } from '@cevapla/contracts/routes';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTitles } from '../../../lib/route-titles';
import { LegalPage } from '../components/legal-page';
import { LegalSections } from '../components/legal-sections';
import { privacyPolicyLead, privacyPolicySections } from '../content/privacy-policy';
import { formatNumericDate } from '../format-date';

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
