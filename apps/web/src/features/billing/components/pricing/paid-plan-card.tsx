import { BillingCycle } from '@cevapla/contracts/enums';
import { formatDollars, type TPlan, yearlyDisplay } from '@cevapla/contracts/plans';
import { Button, Group, Text } from '@mantine/core';
import { PlanCardShell, PriceLine } from './plan-card-shell';

interface PaidPlanCardProps {
  plan: TPlan;
  highlighted: boolean;
  onChoose: (plan: TPlan) => void;
}

/** A paid plan; a yearly one is shown per month against its struck-through monthly price (spec §9). */
export function PaidPlanCard({ plan, highlighted, onChoose }: PaidPlanCardProps) {
  return (
    <PlanCardShell
      name={plan.name}
      questionCount={plan.questionCount}
      badge={highlighted ? 'En popüler' : undefined}
      highlighted={highlighted}
      price={
        plan.billingCycle === BillingCycle.Yearly ? (
          <YearlyPrice price={plan.price} />
        ) : (
          <MonthlyPrice price={plan.price} />
        )
      }
      action={
        <Button fullWidth variant={highlighted ? 'filled' : 'light'} onClick={() => onChoose(plan)}>
          Satın Al
        </Button>
      }
    />
  );
}

function MonthlyPrice({ price }: { price: number }) {
  return (
    <>
      <PriceLine amount={formatDollars(price)} period="/ ay" />
      <Text size="sm" c="dimmed" mt="xs">
        Her ay peşin faturalandırılır, KDV hariçtir.
      </Text>
    </>
  );
}

function YearlyPrice({ price }: { price: number }) {
  const { monthlyEquivalent, struckThrough } = yearlyDisplay(price);
  return (
    <>
      <Group gap="xs" align="baseline" wrap="wrap">
        <PriceLine amount={formatDollars(monthlyEquivalent)} period="/ ay" />
        <Text
          component="s"
          c="dimmed"
          data-testid="plan-old-price"
          aria-label={`Önceki fiyat ${formatDollars(struckThrough)}`}
        >
          {formatDollars(struckThrough)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt="xs" data-testid="plan-yearly-total">
        Yıllık {formatDollars(price)} peşin faturalandırılır, KDV hariçtir.
      </Text>
    </>
  );
}
