import { DASHBOARD_PERIODS } from '@cevapla/contracts/dashboard';
import { storeMessages } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import { Alert, Button, Container, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { routeTitles } from '../../../lib/route-titles';
import { useDashboard } from '../api/get-dashboard';
import { Insights } from '../components/insights';
import { QuestionsChart } from '../components/questions-chart';
import { StatCards } from '../components/stat-cards';

/** /dashboard: the seller's figures for 7, 30 or 90 days (spec §1 "dashboard"). */
export function DashboardPage() {
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get('days'));
  const days = (DASHBOARD_PERIODS as readonly number[]).includes(requested) ? requested : 30;
  const dashboard = useDashboard(days);

  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
        <Title order={1}>{routeTitles[paths.dashboard]}</Title>
        <Group gap="sm">
          <Button
            component="a"
            href={`/api/dashboard/export.csv?days=${days}`}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            CSV İndir
          </Button>
          <SegmentedControl
            aria-label="Dönem"
            value={String(days)}
            onChange={(value) => setSearch(value === '30' ? {} : { days: value })}
            data={DASHBOARD_PERIODS.map((period) => ({ value: String(period), label: `${period} gün` }))}
          />
        </Group>
      </Group>
      {dashboard.isPending ? (
        <Skeleton h={420} radius="md" aria-label="Panel yükleniyor" />
      ) : dashboard.isError ? (
        <Alert color="red">{errorMessage(dashboard.error)}</Alert>
      ) : dashboard.data.storeRequired ? (
        <Alert color="yellow" title={storeMessages.storeRequired}>
          <Button component={Link} to={paths.store} size="xs" mt="xs">
            Mağazanızı bağlayın
          </Button>
        </Alert>
      ) : (
        <Stack gap="lg">
          {dashboard.data.received === 0 ? (
            <Alert color="blue" variant="light">
              Bu dönemde henüz soru gelmedi. Mağazanız bağlıysa yeni sorular geldikçe burada görünür; cevap ayarlarınızı
              /store sayfasından tamamlayabilirsiniz.
            </Alert>
          ) : null}
          <StatCards data={dashboard.data} />
          <Paper withBorder radius="md" p="md">
            <Text fw={600} mb="sm">
              Günlük soru sayısı
            </Text>
            <QuestionsChart perDay={dashboard.data.perDay} />
          </Paper>
          <Insights data={dashboard.data} />
        </Stack>
      )}
    </Container>
  );
}
