import { BillingCycle, type TBillingCycle } from '@cevapla/contracts/enums';
import { freeTrialOf, paidPlansFor, type TPlan } from '@cevapla/contracts/plans';
import { Alert, Button, Center, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { usePlans } from '../../api/get-plans';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { PaidPlanCard } from './paid-plan-card';
import { PlanHeadingOrder } from './plan-card-shell';
import { TrialCard } from './trial-card';
import { useChoosePlan } from './use-choose-plan';

interface PricingPlansProps {
  /** Whether a seller is signed in; the page composes it from the session. */
  isSignedIn: boolean;
  /** Buying needs a verified e-mail; an unverified seller is told so instead of reaching the payment page. */
  isVerified: boolean;
  /** 2 when the cards are the page's main content (no <h2> above them), 3 under a section heading. */
  headingOrder?: 2 | 3;
}

const grid = { base: 1, sm: 2, lg: 4 } as const;

/** The billing toggle (yearly by default), the free-trial card and the paid plans of the chosen cycle. */
export function PricingPlans({ isSignedIn, isVerified, headingOrder = 3 }: PricingPlansProps) {
  const [cycle, setCycle] = useState<TBillingCycle>(BillingCycle.Yearly);
  const plans = usePlans();
  // The cards render in the background once the plans arrive, so a tap meanwhile is answered first.
  const deferredPlans = useDeferredValue(plans.data);
  const choosePlan = useChoosePlan(isSignedIn, isVerified);

  return (
    <Stack gap="xl">
      <Center>
        <BillingCycleToggle value={cycle} onChange={setCycle} />
      </Center>
      {plans.isPending || (plans.isSuccess && !deferredPlans) ? (
        <SimpleGrid cols={grid} spacing="lg" aria-busy="true" aria-label="Planlar yükleniyor">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} h={380} radius="lg" />
          ))}
        </SimpleGrid>
      ) : plans.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Planlar yüklenemedi">
          {errorMessage(plans.error)}
          <Button display="block" mt="md" variant="white" color="red" onClick={() => plans.refetch()}>
            Tekrar Dene
          </Button>
        </Alert>
      ) : (
        <PlanHeadingOrder value={headingOrder}>
          <PlanGrid plans={deferredPlans ?? plans.data} cycle={cycle} onChoose={choosePlan} />
        </PlanHeadingOrder>
      )}
    </Stack>
  );
}

function PlanGrid({
  plans,
  cycle,
  onChoose,
}: {
  plans: readonly TPlan[];
  cycle: TBillingCycle;
  onChoose: (plan: TPlan) => void;
}) {
  const trial = freeTrialOf(plans);
  const paid = paidPlansFor(plans, cycle);
  // The middle paid plan is the one most sellers pick; it gets the emphasis.
  const highlightedId = paid[Math.floor(paid.length / 2)]?.id;
  return (
    <SimpleGrid cols={grid} spacing="lg" data-testid="plan-cards">
      {trial ? <TrialCard plan={trial} /> : null}
      {paid.map((plan) => (
        <PaidPlanCard key={plan.id} plan={plan} highlighted={plan.id === highlightedId} onChoose={onChoose} />
      ))}
    </SimpleGrid>
  );
}
