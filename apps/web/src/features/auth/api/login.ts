import { type TLoginRequest, ZMeResponseSchema } from '@cevapla/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

/** Signs in; the server sets the session cookie and answers with the user. */
export function login(body: TLoginRequest) {
  return apiFetch('/api/auth/login', { method: 'POST', body, schema: ZMeResponseSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
