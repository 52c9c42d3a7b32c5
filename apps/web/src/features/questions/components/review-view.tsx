import { reviewTexts } from '@cevapla/contracts/answering';
import { storeMessages } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type ReviewStatus, useReviewQuestions } from '../api/review-questions';
import { Pager, usePageParam } from './pager';
import { ReviewCard } from './review-card';

/** The pending or rejected questions with their page in the address, loading, error and empty states. */
export function ReviewView({ status }: { status: ReviewStatus }) {
  const [page, setPage] = usePageParam();
  const questions = useReviewQuestions(status, page);

  if (questions.isPending) {
    return (
      <Center py={64} aria-busy="true" aria-label="Sorular yükleniyor">
        <Loader />
      </Center>
    );
  }
  if (questions.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
        {status === 'pending' ? reviewTexts.pendingFetchFailed : reviewTexts.rejectedFetchFailed}
      </Alert>
    );
  }
  const { items, total, pageSize, storeRequired } = questions.data;
  if (storeRequired) {
    return (
      <Alert color="yellow" title={storeMessages.storeRequired}>
        <Button component={Link} to={paths.store} mt="xs" size="xs">
          Mağaza Entegrasyonu
        </Button>
      </Alert>
    );
  }
  if (total === 0) {
    return (
      <Text c="dimmed" ta="center" py={64}>
        {status === 'pending' ? 'Onay bekleyen soru yok.' : 'Reddedilen soru yok.'}
      </Text>
    );
  }
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="md">
      {items.map((question) => (
        <ReviewCard
          key={`${question.id}:${question.draft?.draftedAt ?? ''}`}
          question={question}
          rejected={status === 'rejected'}
        />
      ))}
      <Pager page={page} totalPages={totalPages} onPage={setPage} />
    </Stack>
  );
}
