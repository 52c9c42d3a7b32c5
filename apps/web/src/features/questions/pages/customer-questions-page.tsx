import { paths } from '@cevapla/contracts/routes';
import { Container, Text, Title } from '@mantine/core';
import { routeTitles } from '../../../lib/route-titles';
import { QuestionsView } from '../components/questions-view';

/** /customerquestion: every question of the seller's store, newest first, live (spec §2). */
export function CustomerQuestionsPage() {
  return (
    <Container size="xl" py={{ base: 32, sm: 48 }}>
      <Title order={1}>{routeTitles[paths.customerQuestions]}</Title>
      <Text mt="sm" mb="xl" c="dimmed">
        Trendyol mağazanıza gelen sorular ve yanıtları. Yeni sorular sayfayı yenilemeden eklenir.
      </Text>
      <QuestionsView scope="mine" />
    </Container>
  );
}
