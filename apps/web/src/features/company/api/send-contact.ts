import { ZMessageResponseSchema } from '@cevapla/contracts/accounts';
import type { TContactRequest } from '@cevapla/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Sends a contact message to support; the server answers with a sentence to show. */
export function sendContact(body: TContactRequest) {
  return apiFetch('/api/contact', { method: 'POST', body, schema: ZMessageResponseSchema });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
