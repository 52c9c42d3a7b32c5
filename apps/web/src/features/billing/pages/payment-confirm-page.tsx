import { paymentMessages } from '@cevapla/contracts/messages';
import { PAYMENT_HTML_STORAGE_KEY, ZPaymentCompletedEventSchema } from '@cevapla/contracts/payments';
import { SocketEvent } from '@cevapla/contracts/questions';
import { paths } from '@cevapla/contracts/routes';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { routeTitles } from '../../../lib/route-titles';
import { safeReturnUrl } from '../../../lib/safe-return-url';
import { submitProviderForm } from '../components/submit-provider-form';

/**
 * Spec §2/§4: hands the browser to the bank's 3-D Secure page kept by /payment, and meanwhile listens
 * for `payment:completed` (success → its returnUrl, default /store; failure → the failed page).
 */
export function PaymentConfirmPage() {
  const navigate = useNavigate();
  const [missing, setMissing] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const html = sessionStorage.getItem(PAYMENT_HTML_STORAGE_KEY);
    sessionStorage.removeItem(PAYMENT_HTML_STORAGE_KEY);
    if (!html || !submitProviderForm(html)) {
      // Spec §8: console only; the page itself offers the way back to the plans.
      console.warn('payment confirm: no 3-D Secure page or form to submit');
      setMissing(true);
    }
  }, []);

  useEffect(() => {
    let close: (() => void) | undefined;
    let cancelled = false;
    void import('../../../lib/realtime').then(({ openRealtime }) => {
      if (cancelled) return;
      close = openRealtime({
        events: {
          [SocketEvent.PaymentCompleted]: (payload) => {
            const event = ZPaymentCompletedEventSchema.safeParse(payload);
            if (!event.success) return;
            if (event.data.status === 'success') {
              navigate(safeReturnUrl(event.data.returnUrl) ?? paths.store, { replace: true });
              return;
            }
            const message = event.data.message || paymentMessages.completionFailure;
            notify.error(message);
            navigate(`${paths.paymentFailed}?${new URLSearchParams({ message })}`, { replace: true });
          },
        },
        onConnect: () => {},
      });
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [navigate]);

  if (missing) {
    return (
      <Stack align="center" py={80} px="md" gap="md">
        <Title order={1} size="h2" ta="center">
          {routeTitles[paths.paymentConfirm]}
        </Title>
        <Text ta="center">Ödeme sayfası bulunamadı. Lütfen planınızı seçip ödemeyi yeniden başlatın.</Text>
        <Button component={Link} to={paths.paymentPlan}>
          Planlara Dön
        </Button>
      </Stack>
    );
  }
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" role="status">
        <Loader size="lg" />
        <Title order={1} size="h3" ta="center">
          {routeTitles[paths.paymentConfirm]}
        </Title>
        <Text c="dimmed" ta="center">
          Bankanızın güvenli doğrulama sayfası açılıyor, lütfen bekleyin...
        </Text>
      </Stack>
    </Center>
  );
}
