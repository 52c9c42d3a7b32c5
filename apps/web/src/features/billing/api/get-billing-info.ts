import { ZBillingInfoSchema } from '@cevapla/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const billingInfoQueryKey = ['billing-info'] as const;

/** The seller's billing info, or null before they add it. */
export function billingInfoQueryOptions() {
  return queryOptions({
    queryKey: billingInfoQueryKey,
    queryFn: ({ signal }) => apiFetch('/api/billing-info', { schema: ZBillingInfoSchema.nullable(), signal }),
    // A signed-out visitor (401) or a failed read acts as "no billing info yet" (spec §8): no retries.
    retry: false,
  });
}

export function useBillingInfo() {
  return useQuery(billingInfoQueryOptions());
}
