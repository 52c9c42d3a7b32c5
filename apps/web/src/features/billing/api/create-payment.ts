import { type TPaymentRequest, ZPaymentStartedResponseSchema } from '@cevapla/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Starts the card payment; the answer is the bank's 3-D Secure page. The card data is sent once, never kept. */
export function createPayment(body: TPaymentRequest) {
  return apiFetch('/api/payments', { method: 'POST', body, schema: ZPaymentStartedResponseSchema });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
