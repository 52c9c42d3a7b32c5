import { SocketEvent } from '@cevapla/contracts/questions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscriptionQueryKey } from '../../features/account/api/get-subscription';
import { useMe } from '../../features/auth/api/get-me';
import { dashboardQueryKey } from '../../features/dashboard/api/get-dashboard';
import { questionsQueryKey } from '../../features/questions/api/get-questions';
import { storeQueryKey } from '../../features/stores/api/get-store';

/**
 * While a seller is signed in, keeps the persistent connection open: a notice marks the matching
 * lists (and the dashboard) stale (they refetch if shown), and each time the connection is up (the first
 * time too, since a question may have arrived before it was) everything is fetched again.
 */
export function LiveUpdates() {
  const { data: user } = useMe();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    // Loaded only for a signed-in seller: visitors' pages do not carry the socket client.
    void import('../../lib/realtime').then(({ openRealtime }) => {
      if (cancelled) return;
      close = openRealtime({
        events: {
          [SocketEvent.QuestionsChanged]: () => {
            void queryClient.invalidateQueries({ queryKey: questionsQueryKey });
            void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
          },
          [SocketEvent.StoreChanged]: () => void queryClient.invalidateQueries({ queryKey: storeQueryKey }),
          [SocketEvent.PaymentCompleted]: () => void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
          [SocketEvent.SubscriptionChanged]: () =>
            void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
        },
        onConnect: () => {
          void queryClient.invalidateQueries({ queryKey: questionsQueryKey });
          void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
          void queryClient.invalidateQueries({ queryKey: storeQueryKey });
          void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
        },
      });
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [userId, queryClient]);
  return null;
}
