import { paths } from '@cevapla/contracts/routes';
import { Alert, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconLock } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { formatNumericDateTime } from '../../../lib/format-date';
import { routeTitles } from '../../../lib/route-titles';
import { useAdminOverview } from '../api/get-admin-overview';
import { IncidentsTable } from '../components/incidents-table';
import { OverviewStats } from '../components/overview-stats';
import { AnswersByEngine, SubscriptionsByPlan } from '../components/plans-and-engines';
import { RevenueChart } from '../components/revenue-chart';
import { StoreHealth } from '../components/store-health';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId}>
        {title}
      </Title>
      {hint ? (
        <Text size="xs" c="dimmed" mb="sm">
          {hint}
        </Text>
      ) : null}
      <div style={{ marginTop: hint ? 0 : 'var(--mantine-spacing-sm)' }}>{children}</div>
    </Paper>
  );
}

/**
 * /admin: the whole product at a glance for Cevapla's admins. The server answers only the admin role;
 * anyone else sees why the page is empty instead of a failed request.
 */
export function AdminOverviewPage({ isAdmin }: { isAdmin: boolean }) {
  const overview = useAdminOverview(isAdmin);
  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>{routeTitles[paths.admin]}</Title>
          <Text c="dimmed" mt={4}>
            {overview.data
              ? `Dakikada bir yenilenir · ${formatNumericDateTime(new Date(overview.data.generatedAt))}`
              : 'Cevapla’nın kullanıcıları, mağazaları, abonelikleri ve hataları.'}
          </Text>
        </div>
        {isAdmin ? (
          <Button
            component={Link}
            to={paths.adminQuestions}
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden />}
          >
            Tüm müşteri soruları
          </Button>
        ) : null}
      </Group>
      {!isAdmin ? (
        <Alert color="gray" icon={<IconLock aria-hidden />} title="Yetkiniz yok">
          Bu sayfayı yalnızca Cevapla yöneticileri görebilir.
        </Alert>
      ) : overview.isPending ? (
        <Skeleton h={420} radius="md" aria-label="Yönetim paneli yükleniyor" />
      ) : overview.isError ? (
        <Alert color="red" title="Yönetim paneli alınamadı">
          {errorMessage(overview.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          <OverviewStats data={overview.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section title="Aylık gelir" hint="Başarılı ödemeler, KDV dahil, son 12 ay (İstanbul saatiyle)">
              <RevenueChart revenue={overview.data.revenueByMonth} />
            </Section>
            <Stack gap="lg">
              <Section title="Planlara göre aktif abonelik">
                <SubscriptionsByPlan plans={overview.data.subscriptionsByPlan} />
              </Section>
              <Section title="Cevap motorları" hint="Son 30 günün taslakları">
                <AnswersByEngine engines={overview.data.answersByEngine} />
              </Section>
            </Stack>
          </SimpleGrid>
          <Section title="Senkronizasyon durumu" hint="Güncel olmayan mağazalar, en kötüsü üstte">
            <StoreHealth stores={overview.data.stores} />
          </Section>
          <Section title="Son 24 saatteki hatalar" hint="Trendyol ve yapay zekâ çağrılarında yaşanan hatalar">
            <IncidentsTable errors={overview.data.errors} />
          </Section>
        </Stack>
      )}
    </Container>
  );
}
