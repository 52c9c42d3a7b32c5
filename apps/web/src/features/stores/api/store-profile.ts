import {
  type TPreviewRequest,
  type TStoreProfile,
  ZPreviewResponseSchema,
  ZStoreProfileSavedSchema,
  ZStoreProfileSchema,
} from '@cevapla/contracts/answering';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const storeProfileQueryKey = ['store-profile'] as const;

export function storeProfileQueryOptions() {
  return queryOptions({
    queryKey: storeProfileQueryKey,
    queryFn: ({ signal }) => apiFetch('/api/store/profile', { schema: ZStoreProfileSchema, signal }),
  });
}

export function useStoreProfile(enabled: boolean) {
  return useQuery({ ...storeProfileQueryOptions(), enabled });
}

export function useSaveStoreProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStoreProfile) =>
      apiFetch('/api/store/profile', { method: 'PUT', body, schema: ZStoreProfileSavedSchema }),
    onSuccess: (saved) => queryClient.setQueryData(storeProfileQueryKey, saved.profile),
  });
}

/** A draft for a made-up question: nothing is stored, sent or taken from the quota. */
export function usePreviewAnswer() {
  return useMutation({
    mutationFn: (body: TPreviewRequest) =>
      apiFetch('/api/answering/preview', { method: 'POST', body, schema: ZPreviewResponseSchema }),
  });
}
