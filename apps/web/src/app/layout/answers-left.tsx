import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { subscriptionQueryOptions } from '../../features/account/api/get-subscription';

/** Spec §2 app shell: 'Kalan Cevap Hakkı: N' for a seller with a running subscription. */
export function AnswersLeft({ signedIn }: { signedIn: boolean }) {
  const { data: subscription } = useQuery({ ...subscriptionQueryOptions(), enabled: signedIn });
  if (!signedIn || !subscription?.isActive) return null;
  return (
    <Badge variant="light" color="indigo" size="lg" radius="sm" tt="none" fw={600}>
      Kalan Cevap Hakkı: {subscription.answersLeft.toLocaleString('tr-TR')}
    </Badge>
  );
}
