import { ZStoreResponseSchema } from '@cevapla/contracts/stores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const storeQueryKey = ['store'] as const;

/** The seller's store, or null before they define one. */
export function storeQueryOptions() {
  return queryOptions({
    queryKey: storeQueryKey,
    queryFn: ({ signal }) => apiFetch('/api/store', { schema: ZStoreResponseSchema.nullable(), signal }),
  });
}

export function useStore() {
  return useQuery(storeQueryOptions());
}
