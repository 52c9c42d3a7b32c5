import { COMPANY } from '@cevapla/contracts/company';
import { paths } from '@cevapla/contracts/routes';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { SimplePage } from '../../../components/simple-page';
import { TextSections } from '../../../components/text-sections';
import { routeTitles } from '../../../lib/route-titles';
import { careerLead, careerSections } from '../content/career';

export function CareerPage() {
  return (
    <SimplePage title={routeTitles[paths.career]} lead={careerLead}>
      <Stack gap="xl" mt="xl" maw={720}>
        <TextSections sections={careerSections} />
        <Card component="section" withBorder padding="lg" radius="md" bg="indigo.0">
          <Title order={2} size="h3">
            Başvuru
          </Title>
          <Text mt="sm">
            Şu an ilan ettiğimiz açık bir pozisyon yok, ancak tanışmak istediğimiz insanlara kapımız her zaman açık.
            Özgeçmişinizi ve bize neden katılmak istediğinizi anlatan kısa bir notu{' '}
            <Anchor href={`mailto:${COMPANY.careerEmail}`}>{COMPANY.careerEmail}</Anchor> adresine gönderin. Her
            başvuruyu okur ve iki hafta içinde yanıt veririz.
          </Text>
        </Card>
      </Stack>
    </SimplePage>
  );
}
