import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrain, IconChartBar, IconGauge, IconMessageQuestion, IconUserCheck } from '@tabler/icons-react';
import { LandingSection } from './landing-section';

const steps = [
  {
    icon: IconMessageQuestion,
    title: 'Soru gelir',
    text: 'Müşteri Trendyol’da ürününüz hakkında soru sorar; Cevapla soruyu anında alır.',
  },
  {
    icon: IconBrain,
    title: 'Yapay zekâ analiz eder',
    text: 'Soru; ürün bilgileri, mağaza politikalarınız ve benzer eski sorularla birlikte değerlendirilir, yanıt taslağı hazırlanır.',
  },
  {
    icon: IconUserCheck,
    title: 'Yanıt onaya sunulur',
    text: 'Taslak onay listenize düşer; onaylar ya da reddedersiniz. Otomatik gönderim açıksa yanıt doğrudan iletilir.',
  },
  {
    icon: IconGauge,
    title: 'Kalite puanlanır',
    text: 'Her yanıt doğruluk, açıklık ve üslup açısından puanlanır.',
  },
  {
    icon: IconChartBar,
    title: 'Performans izlenir',
    text: 'Yanıt sayısı, soru sıklığı ve müşteri memnuniyeti panelinizde güncel kalır.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      title="Nasıl Çalışır?"
      lead="Mağazanızı bir kez bağlayın; gerisi beş adımda, her soru için kendiliğinden işler."
      tinted
    >
      <SimpleGrid component="ol" cols={{ base: 1, sm: 2, lg: 5 }} spacing="lg" p={0} m={0}>
        {steps.map(({ icon: StepIcon, title, text }, index) => (
          <Paper component="li" key={title} withBorder radius="lg" p="lg" style={{ listStyle: 'none' }}>
            <ThemeIcon size={40} radius="xl" variant="filled">
              <StepIcon size={22} aria-hidden />
            </ThemeIcon>
            <Text size="sm" c="dimmed" fw={600} mt="md">
              {index + 1}. adım
            </Text>
            <Title order={3} fz="h4" mt={4}>
              {title}
            </Title>
            <Text c="dimmed" mt={6} size="sm">
              {text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
