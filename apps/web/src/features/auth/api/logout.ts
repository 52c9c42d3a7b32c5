import { ZMessageResponseSchema } from '@cevapla/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

export function logout() {
  return apiFetch('/api/auth/logout', { method: 'POST', schema: ZMessageResponseSchema });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(meQueryKey, null);
      // Whatever else is cached belonged to the user who just left.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });
}
