import { type TBillingInfoRequest, ZBillingInfoSavedResponseSchema } from '@cevapla/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { billingInfoQueryKey } from './get-billing-info';

/** Creates the billing info or updates it (one per seller). */
export function saveBillingInfo(body: TBillingInfoRequest) {
  return apiFetch('/api/billing-info', { method: 'PUT', body, schema: ZBillingInfoSavedResponseSchema });
}

export function useSaveBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingInfo,
    onSuccess: (saved) => queryClient.setQueryData(billingInfoQueryKey, saved.billingInfo),
  });
}
