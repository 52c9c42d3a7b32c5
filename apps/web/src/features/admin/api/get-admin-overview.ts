import { ZAdminOverviewSchema } from '@cevapla/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The admin overview, refreshed every minute while the page is open (sync health and errors move). */
export function adminOverviewQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => apiFetch('/api/admin/overview', { schema: ZAdminOverviewSchema, signal }),
    refetchInterval: 60_000,
  });
}

export function useAdminOverview(enabled: boolean) {
  return useQuery({ ...adminOverviewQueryOptions(), enabled });
}
