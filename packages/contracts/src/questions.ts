import { PAGE_SIZE } from './constants';
import { z } from './zod';

/** A customer question as the question tables show it (spec §3 "Customer question"). */
export const ZCustomerQuestionSchema = z.object({
  id: z.string(),
  /** Trendyol's question id (a long, sent as text so no precision is lost). */
  questionId: z.string(),
  creationDate: z.string(),
  imageUrl: z.string().nullable(),
  webUrl: z.string().nullable(),
  productName: z.string(),
  productMainId: z.string().nullable(),
  text: z.string(),
  status: z.string(),
  answerText: z.string().nullable(),
  answerCreationDate: z.string().nullable(),
  answeredDateMessage: z.string().nullable(),
  /** When the question closes unanswered: creation + 3 business days (Europe/Istanbul). */
  deadline: z.string(),
  /** Only in the admin list: whose store the question came to. */
  storeName: z.string().optional(),
});
export type TCustomerQuestion = z.infer<typeof ZCustomerQuestionSchema>;

export const ZQuestionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TQuestionListQuery = z.infer<typeof ZQuestionListQuerySchema>;

export const ZQuestionListResponseSchema = z.object({
  items: z.array(ZCustomerQuestionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TQuestionListResponse = z.infer<typeof ZQuestionListResponseSchema>;

export const QUESTION_PAGE_SIZE = PAGE_SIZE;

/** Socket events (server → seller's browser): small invalidation notices sent after a commit. */
export const SocketEvent = {
  QuestionsChanged: 'questions:changed',
  StoreChanged: 'store:changed',
  /** Carries a TPaymentCompletedEvent (payments.ts); the only notice with a payload. */
  PaymentCompleted: 'payment:completed',
  /** The answer quota changed (an answer was drafted): the navbar's count refreshes. */
  SubscriptionChanged: 'subscription:changed',
} as const;
