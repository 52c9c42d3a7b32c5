import { type TProfileUpdateRequest, ZProfileUpdateResponseSchema } from '@cevapla/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function updateProfile(body: TProfileUpdateRequest) {
  return apiFetch('/api/me/profile', { method: 'PUT', body, schema: ZProfileUpdateResponseSchema });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
