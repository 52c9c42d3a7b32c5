import { BillingCycle, billingCycleLabel, type TBillingCycle } from '@cevapla/contracts/enums';
import { SegmentedControl } from '@mantine/core';

interface BillingCycleToggleProps {
  value: TBillingCycle;
  onChange: (cycle: TBillingCycle) => void;
}

const options = [
  { value: String(BillingCycle.Monthly), label: billingCycleLabel[BillingCycle.Monthly] },
  { value: String(BillingCycle.Yearly), label: `${billingCycleLabel[BillingCycle.Yearly]} · %25 tasarruf` },
];

/** Monthly or yearly billing; the yearly option names its saving (spec §2). */
export function BillingCycleToggle({ value, onChange }: BillingCycleToggleProps) {
  return (
    <SegmentedControl
      aria-label="Faturalandırma dönemi"
      data={options}
      value={String(value)}
      onChange={(next) => onChange(next === String(BillingCycle.Yearly) ? BillingCycle.Yearly : BillingCycle.Monthly)}
      size="md"
      radius="xl"
    />
  );
}
