import { type TVerificationCheckRequest, ZMessageResponseSchema } from '@cevapla/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function checkVerificationCode(body: TVerificationCheckRequest) {
  return apiFetch('/api/auth/verification/check', { method: 'POST', body, schema: ZMessageResponseSchema });
}

export function useCheckVerificationCode() {
  return useMutation({ mutationFn: checkVerificationCode });
}
