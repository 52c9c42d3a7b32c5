import { Alert, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconMessageQuestion } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { useQuestions } from '../api/get-questions';
import { usePageParam } from './pager';
import { QuestionsTable } from './questions-table';

/** A question list with its page in the address (?page=N), loading, error and empty states. */
export function QuestionsView({ scope }: { scope: 'mine' | 'admin' }) {
  const [page, setPage] = usePageParam();
  const questions = useQuestions(scope, page);

  if (questions.isPending) {
    return (
      <Center py={64} aria-busy="true" aria-label="Sorular yükleniyor">
        <Loader />
      </Center>
    );
  }
  if (questions.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Sorular alınamadı">
        {errorMessage(questions.error)}
      </Alert>
    );
  }
  const { items, total, pageSize } = questions.data;
  if (total === 0) {
    return (
      <Stack align="center" gap="xs" py={64}>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMessageQuestion size={30} />
        </ThemeIcon>
        <Text fw={600}>Henüz müşteri sorusu yok</Text>
        <Text c="dimmed" ta="center" maw={420}>
          Mağazanıza gelen sorular burada, geldikleri anda görünür; sayfayı yenilemenize gerek yok.
        </Text>
      </Stack>
    );
  }
  return (
    <QuestionsTable
      questions={items}
      page={page}
      totalPages={Math.max(1, Math.ceil(total / pageSize))}
      onPage={setPage}
      showStore={scope === 'admin'}
    />
  );
}
