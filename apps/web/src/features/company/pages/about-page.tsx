import { paths } from '@cevapla/contracts/routes';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SimplePage } from '../../../components/simple-page';
import { TextSections } from '../../../components/text-sections';
import { routeTitles } from '../../../lib/route-titles';
import { aboutLead, aboutSections } from '../content/about';

export function AboutPage() {
  return (
    <SimplePage title={routeTitles[paths.about]} lead={aboutLead}>
      <Stack gap="xl" mt="xl" maw={720}>
        <TextSections sections={aboutSections} />
        <Text>
          Bizimle tanışmak ister misiniz?{' '}
          <Anchor component={Link} to={paths.contact}>
            İletişim sayfamızdan
          </Anchor>{' '}
          bize yazabilir ya da{' '}
          <Anchor component={Link} to={paths.career}>
            ekibimize katılabilirsiniz
          </Anchor>
          .
        </Text>
      </Stack>
    </SimplePage>
  );
}
