import { ZPlanListResponseSchema } from '@cevapla/contracts/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const plansQueryKey = ['plans'] as const;

/** The plan catalogue: the free trial and every paid plan of both billing cycles. */
export function getPlans(signal?: AbortSignal) {
  return apiFetch('/api/plans', { schema: ZPlanListResponseSchema, signal });
}

export function plansQueryOptions() {
  return queryOptions({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => getPlans(signal),
    // The catalogue changes with a deploy, not while a visitor compares plans.
    staleTime: 5 * 60_000,
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
