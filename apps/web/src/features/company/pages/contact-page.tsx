import { paths } from '@cevapla/contracts/routes';
import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { routeTitles } from '../../../lib/route-titles';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { ContactMap } from '../components/contact-map';

export function ContactPage() {
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Title order={1}>{routeTitles[paths.contact]}</Title>
      <Text mt="md" size="lg" c="dimmed" maw={680}>
        Kurulum, planlar ya da yanıt kalitesiyle ilgili sorularınızı yazın; ekibimiz çalışma saatleri içinde e-posta ile
        dönüş yapar.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }} mt={40}>
        <Stack gap="xl">
          <ContactDetails />
          <ContactMap />
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={2} fz="h3" mb="md">
            Bize yazın
          </Title>
          <ContactForm />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
