import type { TQuote } from '@cevapla/contracts/payments';
import { formatDollars } from '@cevapla/contracts/plans';
import { Divider, Group, Stack, Text } from '@mantine/core';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={strong ? 'payment-total' : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** Plan, price, coupon discount, VAT 20 % and total — the server's quote, so what is shown is what is charged. */
export function PaymentSummary({ quote }: { quote: TQuote }) {
  return (
    <Stack gap={6} aria-label="Ödeme özeti" role="group">
      <Line label={quote.planName} value={formatDollars(quote.price)} />
      {quote.coupon ? (
        <Line label={`İndirim (${quote.coupon.label})`} value={`-${formatDollars(quote.discount)}`} />
      ) : null}
      <Line label="KDV (%20)" value={formatDollars(quote.vat)} />
      <Divider my={4} />
      <Line label="Toplam" value={formatDollars(quote.total)} strong />
    </Stack>
  );
}
