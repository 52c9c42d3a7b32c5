import { type TVerificationSendRequest, ZMessageResponseSchema } from '@cevapla/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function sendVerificationCode(body: TVerificationSendRequest) {
  return apiFetch('/api/auth/verification/send', { method: 'POST', body, schema: ZMessageResponseSchema });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
