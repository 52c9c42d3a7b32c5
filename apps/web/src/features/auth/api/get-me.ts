import { type TMeResponse, ZMeResponseSchema } from '@cevapla/contracts/accounts';
import { ErrorCode } from '@cevapla/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null for a visitor: 401 (or a 200 null) is how the API says "signed out", not a failure. */
export async function getMe(signal?: AbortSignal): Promise<TMeResponse | null> {
  try {
    return await apiFetch('/api/me', { schema: ZMeResponseSchema.nullable(), signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.Unauthorized) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
