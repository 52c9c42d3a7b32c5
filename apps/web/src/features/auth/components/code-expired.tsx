import { verificationMessages } from '@cevapla/contracts/messages';
import { Alert, Button } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';

/** Shown instead of the code form once the countdown has run out. */
export function CodeExpired({ onResend, busy }: { onResend: () => void; busy: boolean }) {
  return (
    <>
      <Alert color="red" variant="light" icon={<IconClockX aria-hidden />}>
        {verificationMessages.expired}
      </Alert>
      <Button onClick={onResend} loading={busy} fullWidth>
        Tekrar Kod Gönder
      </Button>
    </>
  );
}
