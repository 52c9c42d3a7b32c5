import { ZDashboardSchema } from '@cevapla/contracts/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const dashboardQueryKey = ['dashboard'] as const;

export function dashboardQueryOptions(days: number) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, days],
    queryFn: ({ signal }) => apiFetch(`/api/dashboard?days=${days}`, { schema: ZDashboardSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDashboard(days: number) {
  return useQuery(dashboardQueryOptions(days));
}
