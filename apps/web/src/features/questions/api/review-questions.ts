import {
  type TApproveRequest,
  ZReviewActionResponseSchema,
  ZReviewListResponseSchema,
} from '@cevapla/contracts/answering';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { questionsQueryKey } from './get-questions';

export type ReviewStatus = 'pending' | 'rejected';

/** Under the questions key: a `questions:changed` notice refreshes these lists too. */
export function reviewQuestionsQueryOptions(status: ReviewStatus, page: number) {
  return queryOptions({
    queryKey: [...questionsQueryKey, 'review', status, page],
    queryFn: ({ signal }) =>
      apiFetch(`/api/answering/questions?status=${status}&page=${page}`, { schema: ZReviewListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQuestions(status: ReviewStatus, page: number) {
  return useQuery(reviewQuestionsQueryOptions(status, page));
}

type Action = { id: string; kind: 'approve' | 'reject' | 'regenerate'; body?: TApproveRequest };

/** Approve (with the edited text), reject or regenerate one question; the lists refresh afterwards. */
export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, body }: Action) =>
      apiFetch(`/api/answering/questions/${id}/${kind}`, {
        method: 'POST',
        body: body ?? {},
        schema: ZReviewActionResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionsQueryKey }),
  });
}
