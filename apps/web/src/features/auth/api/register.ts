import { type TRegisterRequest, ZMessageResponseSchema } from '@cevapla/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Creates the account; the server e-mails the first verification code. */
export function register(body: TRegisterRequest) {
  return apiFetch('/api/auth/register', { method: 'POST', body, schema: ZMessageResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
