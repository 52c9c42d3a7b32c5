import type { TDashboard } from '@cevapla/contracts/dashboard';
import { SimpleGrid } from '@mantine/core';
import { StatCard as Stat } from '../../../components/stat-card';

const number = new Intl.NumberFormat('tr-TR');
const orDash = (value: number | null, suffix = '') => (value === null ? '—' : `${number.format(value)}${suffix}`);

function minutesText(minutes: number | null) {
  if (minutes === null) return '—';
  if (minutes < 60) return `${number.format(minutes)} dk`;
  return `${number.format(Math.round((minutes / 60) * 10) / 10)} sa`;
}

/** The headline figures of the period, each with a line saying what it measures. */
export function StatCards({ data }: { data: TDashboard }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <Stat label="Gelen soru" value={number.format(data.received)} hint={`Son ${data.period.days} gün`} />
      <Stat
        label="Cevaplanan"
        value={number.format(data.answered)}
        hint={`Otomatik ${data.autoSent} · onaylanan ${data.approved} · reddedilen ${data.rejected}`}
      />
      <Stat label="Cevap süresi" value={minutesText(data.medianMinutesToAnswer)} hint="Sorudan cevaba ortanca süre" />
      <Stat
        label="Süresinde"
        value={orDash(data.answeredInTimePct, '%')}
        hint="Trendyol süresi dolmadan cevaplananlar"
      />
      <Stat label="Kalite puanı" value={orDash(data.averageScore)} hint="Taslakların ortalama puanı (0–100)" />
      <Stat
        label="Memnuniyet"
        value={orDash(data.approvalRatePct, '%')}
        hint="İncelediğiniz taslaklardan onayladıklarınızın oranı"
      />
    </SimpleGrid>
  );
}
