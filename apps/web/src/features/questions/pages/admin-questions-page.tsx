import { paths } from '@cevapla/contracts/routes';
import { Alert, Container, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { routeTitles } from '../../../lib/route-titles';
import { QuestionsView } from '../components/questions-view';

/**
 * /admin/customerquestions: every store's questions. The server answers only admins; a seller sees
 * why the page is empty instead of a failed request.
 */
export function AdminQuestionsPage({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Container size="xl" py={{ base: 32, sm: 48 }}>
      <Title order={1}>{routeTitles[paths.adminQuestions]}</Title>
      <Text mt="sm" mb="xl" c="dimmed">
        Tüm mağazaların müşteri soruları, en yenisi üstte.
      </Text>
      {isAdmin ? (
        <QuestionsView scope="admin" />
      ) : (
        <Alert color="gray" icon={<IconLock aria-hidden />} title="Yetkiniz yok">
          Bu sayfayı yalnızca Cevapla yöneticileri görebilir.
        </Alert>
      )}
    </Container>
  );
}
