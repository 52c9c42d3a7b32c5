import { paths } from '@cevapla/contracts/routes';
import { Container, Text, Title } from '@mantine/core';
import { routeTitles } from '../../../lib/route-titles';
import { ReviewView } from '../components/review-view';

/** /pendingapprovalquestions: drafts waiting for the seller, the closest deadline first (spec §2). */
export function PendingQuestionsPage() {
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Title order={1}>{routeTitles[paths.pendingQuestions]}</Title>
      <Text mt="sm" mb="xl" c="dimmed">
        Yapay zekânın hazırladığı cevapları düzenleyip onaylayın; onayladığınız cevap Trendyol’a bir kez gönderilir.
      </Text>
      <ReviewView status="pending" />
    </Container>
  );
}
