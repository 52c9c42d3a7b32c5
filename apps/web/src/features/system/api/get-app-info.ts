import { ZAppInfoResponseSchema } from '@cevapla/contracts/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function getAppInfo(signal?: AbortSignal) {
  return apiFetch('/api/app-info', { schema: ZAppInfoResponseSchema, signal });
}

export function appInfoQueryOptions() {
  return queryOptions({
    queryKey: ['app-info'],
    queryFn: ({ signal }) => getAppInfo(signal),
    // Fixed for the lifetime of the running instance; a failure only hides what depends on it.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useAppInfo() {
  return useQuery(appInfoQueryOptions());
}
