import type { TAdminOverview } from '@cevapla/contracts/admin';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';

const monthLabel = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const colors = ['teal.6', 'indigo.6', 'orange.6'];

/** Succeeded payments per month of the last twelve, one series per currency. */
export function RevenueChart({ revenue }: { revenue: TAdminOverview['revenueByMonth'] }) {
  const currencies = [...new Set(revenue.map((row) => row.currency))];
  const months = [...new Set(revenue.map((row) => row.month))];
  const data = months.map((month) => ({
    ay: monthLabel.format(new Date(`${month}-01T00:00:00Z`)),
    ...Object.fromEntries(
      currencies.map((currency) => [
        currency,
        revenue.find((row) => row.month === month && row.currency === currency)?.total ?? 0,
      ]),
    ),
  }));
  const money = (value: number) => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }).format(value);
  const exact = (value: number) => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(value);
  const sum = (rows: typeof revenue, currency: string) =>
    rows.filter((row) => row.currency === currency).reduce((total, row) => total + row.total, 0);
  const thisMonth = revenue.filter((row) => row.month === months.at(-1));
  return (
    <>
      {currencies.map((currency) => (
        <Text size="sm" key={currency}>
          12 ay: <b>{`${exact(sum(revenue, currency))} ${currency}`}</b> · bu ay:{' '}
          <b>{`${exact(sum(thisMonth, currency))} ${currency}`}</b>
        </Text>
      ))}
      <BarChart
        mt="sm"
        h={240}
        data={data}
        dataKey="ay"
        series={currencies.map((currency, index) => ({ name: currency, color: colors[index % colors.length] }))}
        valueFormatter={money}
        tickLine="y"
        gridAxis="y"
        aria-label="Aylık gelir"
      />
    </>
  );
}
