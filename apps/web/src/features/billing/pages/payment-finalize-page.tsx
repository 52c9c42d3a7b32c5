import { DELAYS_MS } from '@cevapla/contracts/constants';
import { paymentMessages } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routeTitles } from '../../../lib/route-titles';

/** Spec §2: the provider's result arrives here; after 3 s the seller sees the success or failed page. */
export function PaymentFinalizePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const status = search.get('status');
  const message = search.get('message') ?? '';

  useEffect(() => {
    const timer = setTimeout(() => {
      if (status === 'success') navigate(paths.paymentSuccess, { replace: true });
      else {
        const reason = message || paymentMessages.completionFailure;
        navigate(`${paths.paymentFailed}?${new URLSearchParams({ message: reason })}`, { replace: true });
      }
    }, DELAYS_MS.paymentFinalizeRedirect);
    return () => clearTimeout(timer);
  }, [status, message, navigate]);

  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" role="status">
        <Loader size="lg" />
        <Title order={1} size="h3" ta="center">
          {routeTitles[paths.paymentFinalize]}
        </Title>
        <Text c="dimmed" ta="center">
          Ödemeniz doğrulanıyor, lütfen bekleyin...
        </Text>
      </Stack>
    </Center>
  );
}
