import { paths } from '@cevapla/contracts/routes';
import { Container, Text, Title } from '@mantine/core';
import { routeTitles } from '../../../lib/route-titles';
import { ReviewView } from '../components/review-view';

/** /rejectedquestions: answers the seller rejected; they can write or regenerate one and approve it. */
export function RejectedQuestionsPage() {
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Title order={1}>{routeTitles[paths.rejectedQuestions]}</Title>
      <Text mt="sm" mb="xl" c="dimmed">
        Reddettiğiniz cevaplar. Kendi cevabınızı yazabilir veya yeni bir taslak isteyip onaylayabilirsiniz.
      </Text>
      <ReviewView status="rejected" />
    </Container>
  );
}
