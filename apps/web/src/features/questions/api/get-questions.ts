import { ZQuestionListResponseSchema } from '@cevapla/contracts/questions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The prefix of every question list's key: invalidating it refreshes whichever list is shown. */
export const questionsQueryKey = ['questions'] as const;

/** One page of the seller's questions (or, for an admin, of every store's). */
export function questionsQueryOptions(scope: 'mine' | 'admin', page: number) {
  const path = scope === 'admin' ? '/api/admin/questions' : '/api/questions';
  return queryOptions({
    queryKey: [...questionsQueryKey, scope, page],
    queryFn: ({ signal }) => apiFetch(`${path}?page=${page}`, { schema: ZQuestionListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useQuestions(scope: 'mine' | 'admin', page: number) {
  return useQuery(questionsQueryOptions(scope, page));
}
