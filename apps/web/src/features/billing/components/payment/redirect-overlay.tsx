import { paymentTexts } from '@cevapla/contracts/payments';
import { Loader, Overlay, Stack, Text } from '@mantine/core';

/** Full screen while the payment starts and the browser goes to the bank (spec §2). */
export function RedirectOverlay() {
  return (
    <Overlay fixed zIndex={1000} backgroundOpacity={0.85} color="#fff" center>
      <Stack align="center" gap="md" role="status" aria-live="assertive">
        <Loader size="lg" />
        <Text fw={600} size="lg" ta="center" px="md">
          {paymentTexts.redirecting}
        </Text>
      </Stack>
    </Overlay>
  );
}
