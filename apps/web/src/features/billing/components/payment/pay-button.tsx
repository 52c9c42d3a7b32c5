import { formatDollars } from '@cevapla/contracts/plans';
import { Button, Stack, Text } from '@mantine/core';

interface PayButtonProps {
  /** The id of the card form the button submits. */
  form: string;
  total: number;
  /** Why paying is not possible yet; the button stays disabled while there is a reason. */
  blocker: string | undefined;
  busy: boolean;
}

const hintId = 'payment-blocker';

/** 'Ödemeyi Tamamla' with the server's total, and under it what is still missing. */
export function PayButton({ form, total, blocker, busy }: PayButtonProps) {
  return (
    <Stack gap={6}>
      <Button
        type="submit"
        form={form}
        size="md"
        disabled={blocker !== undefined || busy}
        aria-describedby={blocker ? hintId : undefined}
        fullWidth
      >
        Ödemeyi Tamamla · {formatDollars(total)}
      </Button>
      {/* Always present, so a screen reader hears each change of what is missing. */}
      <Text id={hintId} size="xs" c="dimmed" ta="center" aria-live="polite">
        {blocker}
      </Text>
    </Stack>
  );
}
