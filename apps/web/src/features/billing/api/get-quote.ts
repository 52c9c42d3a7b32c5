import { type TQuoteRequest, ZQuoteSchema } from '@cevapla/contracts/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** What the server will charge for a plan with an optional coupon (price, discount, VAT, total). */
export function quoteQueryOptions(request: TQuoteRequest) {
  return queryOptions({
    queryKey: ['payment-quote', request.planId, request.couponCode ?? null] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/payments/quote', { method: 'POST', body: request, schema: ZQuoteSchema, signal }),
    retry: false,
  });
}

export function useQuote(request: TQuoteRequest, enabled: boolean) {
  return useQuery({ ...quoteQueryOptions(request), enabled, placeholderData: keepPreviousData });
}
