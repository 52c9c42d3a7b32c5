import { ZTrialStartedResponseSchema } from '@cevapla/contracts/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function startTrial() {
  return apiFetch('/api/subscription/trial', { method: 'POST', schema: ZTrialStartedResponseSchema });
}

export function useStartTrial() {
  return useMutation({ mutationFn: startTrial });
}
