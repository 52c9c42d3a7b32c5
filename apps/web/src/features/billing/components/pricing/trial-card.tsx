import { formatDollars, type TPlan } from '@cevapla/contracts/plans';
import { paths } from '@cevapla/contracts/routes';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PlanCardShell, PriceLine } from './plan-card-shell';

/** The free trial: its price, its length in days and its answer quota (spec §2). */
export function TrialCard({ plan }: { plan: TPlan }) {
  return (
    <PlanCardShell
      name={plan.name}
      questionCount={plan.questionCount}
      price={
        <>
          <PriceLine amount={formatDollars(plan.price)} period={`/ ${plan.durationInDays} gün`} />
          <Text size="sm" c="dimmed" mt="xs">
            Kart bilgisi gerekmez.
          </Text>
        </>
      }
      // Starting a trial begins with the store connection; the guard sends a visitor to sign in first.
      action={
        <Button component={Link} to={paths.store} fullWidth variant="default">
          Ücretsiz Deneyin
        </Button>
      }
    />
  );
}
