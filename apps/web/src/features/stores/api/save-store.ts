import { type TStoreRequest, ZStoreSavedResponseSchema } from '@cevapla/contracts/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeQueryKey } from './get-store';

/** Tests the credentials against Trendyol and saves the store (create or update). */
export function saveStore(body: TStoreRequest) {
  return apiFetch('/api/store', { method: 'PUT', body, schema: ZStoreSavedResponseSchema });
}

export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStore,
    onSuccess: (saved) => queryClient.setQueryData(storeQueryKey, saved.store),
  });
}
