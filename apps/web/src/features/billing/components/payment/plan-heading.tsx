import { BillingCycle } from '@cevapla/contracts/enums';
import type { TQuote } from '@cevapla/contracts/payments';
import { formatDollars } from '@cevapla/contracts/plans';
import { Badge, Group, Text } from '@mantine/core';

/** Spec §2: billing cycle 0 is monthly, 1 yearly, anything else unknown. */
export const cycleLabel = (cycle: number) =>
  cycle === BillingCycle.Monthly ? 'Aylık' : cycle === BillingCycle.Yearly ? 'Yıllık' : 'Bilinmiyor';

/** The plan being bought: its name, billing cycle and price (before VAT). */
export function PlanHeading({ quote }: { quote: TQuote }) {
  return (
    <Group gap="sm" mt="sm" aria-label="Seçilen plan" role="group">
      <Text size="lg" fw={600}>
        {quote.planName}
      </Text>
      <Badge variant="light">{cycleLabel(quote.billingCycle)}</Badge>
      <Text size="lg">{formatDollars(quote.price)}</Text>
    </Group>
  );
}
