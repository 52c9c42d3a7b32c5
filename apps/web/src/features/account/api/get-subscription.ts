import { ZSubscriptionSchema } from '@cevapla/contracts/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const subscriptionQueryKey = ['subscription'] as const;

/** The signed-in seller's current period, or null without one. */
export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => apiFetch('/api/subscription', { schema: ZSubscriptionSchema.nullable(), signal }),
  });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
