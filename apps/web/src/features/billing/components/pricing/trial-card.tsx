import { formatDollars, type TPlan } from '@cevapla/contracts/plans';
import { Button, Loader, Text } from '@mantine/core';
import { PlanCardShell, PriceLine } from './plan-card-shell';
import { useStartTrialFlow } from './use-start-trial-flow';

/** The free trial: its price, its length in days and its answer quota (spec §2). */
export function TrialCard({ plan }: { plan: TPlan }) {
  const trial = useStartTrialFlow();
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
      action={
        <Button
          fullWidth
          variant="default"
          onClick={trial.run}
          disabled={trial.pending}
          leftSection={trial.pending ? <Loader size={16} color="gray" aria-hidden /> : undefined}
        >
          Ücretsiz Deneyin
        </Button>
      }
    />
  );
}
