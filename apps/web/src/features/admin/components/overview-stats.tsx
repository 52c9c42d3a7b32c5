import type { TAdminOverview } from '@cevapla/contracts/admin';
import { SimpleGrid } from '@mantine/core';
import { StatCard } from '../../../components/stat-card';

const number = new Intl.NumberFormat('tr-TR');

/** Users, stores, running subscriptions and the last day's errors in four figures. */
export function OverviewStats({ data }: { data: TAdminOverview }) {
  const { users, stores, errors } = data;
  const subscribed = data.subscriptionsByPlan.reduce((sum, plan) => sum + plan.count, 0);
  const bySource = (source: 'marketplace' | 'llm') =>
    errors.bySource.filter((row) => row.source === source).reduce((sum, row) => sum + row.count, 0);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <StatCard
        label="Kullanıcı"
        value={number.format(users.total)}
        hint={`${users.verifiedPct === null ? 'Henüz hesap yok' : `%${number.format(users.verifiedPct)} doğrulanmış`} · son 7 günde ${number.format(users.newLast7Days)} yeni`}
      />
      <StatCard
        label="Mağaza"
        value={number.format(stores.total)}
        hint={`${stores.health.ok} güncel · ${stores.health.lagging} gecikmeli · ${stores.health.failing} hatalı · ${stores.health.disconnected} kopuk`}
      />
      <StatCard label="Aktif abonelik" value={number.format(subscribed)} hint="Şu an süren dönemler, deneme dahil" />
      <StatCard
        label="Son 24 saatte hata"
        value={number.format(errors.total)}
        hint={`Pazaryeri ${bySource('marketplace')} · yapay zekâ ${bySource('llm')}`}
      />
    </SimpleGrid>
  );
}
