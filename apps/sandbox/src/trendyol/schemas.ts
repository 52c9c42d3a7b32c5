import { z } from 'zod';
import { questionStatuses } from './question-status.js';

/** Response schemas of the Trendyol routes: the documented fields, nothing more. */

export const ZTrendyolQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  creationDate: z.number().int(),
  status: z.enum(questionStatuses),
  customerId: z.number().int(),
  userName: z.string(),
  showUserName: z.boolean(),
  public: z.boolean(),
  productName: z.string(),
  productMainId: z.string(),
  imageUrl: z.string(),
  webUrl: z.string(),
  answeredDateMessage: z.string().nullable(),
  answer: z
    .object({
      id: z.number().int(),
      text: z.string(),
      creationDate: z.number().int(),
      hasPrivateInfo: z.boolean(),
      reason: z.string().nullable(),
    })
    .nullable(),
  rejectedAnswer: z
    .object({ id: z.number().int(), text: z.string(), creationDate: z.number().int(), reason: z.string() })
    .nullable(),
  rejectedDate: z.number().int().nullable(),
  reason: z.string().nullable(),
  reportedDate: z.number().int().nullable(),
  reportReason: z.string().nullable(),
});
export type TTrendyolQuestion = z.infer<typeof ZTrendyolQuestionSchema>;

/** Trendyol's 0-based paging envelope. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}

export const ZQuestionPageSchema = pageSchema(ZTrendyolQuestionSchema);

export const ZTrendyolErrorSchema = z.object({
  timestamp: z.number().int(),
  exception: z.string(),
  errors: z.array(z.object({ key: z.string(), message: z.string(), errorCode: z.string() })),
});

export const ZSellerParamsSchema = z.object({
  sellerId: z.string().regex(/^\d{1,15}$/, 'sellerId must be a number'),
});
