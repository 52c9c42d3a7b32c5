import type { TDashboard } from '@cevapla/contracts/dashboard';
import { BarChart } from '@mantine/charts';

const dayLabel = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** Questions per day of the period (Istanbul days). */
export function QuestionsChart({ perDay }: { perDay: TDashboard['perDay'] }) {
  const data = perDay.map((day) => ({ gün: dayLabel.format(new Date(`${day.date}T00:00:00Z`)), Soru: day.count }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="gün"
      series={[{ name: 'Soru', color: 'indigo.6' }]}
      tickLine="y"
      gridAxis="y"
      aria-label="Günlük soru sayısı"
    />
  );
}
