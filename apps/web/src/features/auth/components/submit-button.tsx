import { Button, Loader } from '@mantine/core';

interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
}

/** A full-width submit button that names what it is doing while busy (the label stays readable). */
export function SubmitButton({ label, busyLabel, busy, disabled }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      fullWidth
      mt="md"
      disabled={disabled || busy}
      leftSection={busy ? <Loader size={16} color="gray" aria-hidden /> : undefined}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
