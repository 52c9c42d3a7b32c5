import { z } from 'zod';
import { endpointNames } from '../http/endpoints.js';
import { questionStatuses } from '../trendyol/question-status.js';

/** Request and response schemas of the control API (`/_control/...`). */

export const ZSellerIdSchema = z.string().regex(/^\d{1,15}$/, 'sellerId must be a number');

export const ZRegisterSellerSchema = z.object({
  sellerId: ZSellerIdSchema,
  apiKey: z.string().min(1),
  apiSecret: z.string().min(1),
});

export const ZCreateQuestionSchema = z.object({
  productMainId: z.string().min(1).optional(),
  text: z.string().min(1).optional(),
  createdDate: z.number().int().nonnegative().optional(),
  status: z.enum(questionStatuses).optional(),
  userName: z.string().min(1).optional(),
  showUserName: z.boolean().optional(),
  public: z.boolean().optional(),
});

export const ZBulkQuestionsSchema = z.object({
  count: z.number().int().min(1).max(100_000),
  startDate: z.number().int().nonnegative().optional(),
  endDate: z.number().int().nonnegative().optional(),
  productMainId: z.string().min(1).optional(),
  text: z.string().min(1).optional(),
  status: z.enum(questionStatuses).optional(),
});

export const ZModerationSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }),
  z.object({
    action: z.literal('reject-answer'),
    reason: z.string().min(1),
    status: z.enum(['WAITING_FOR_ANSWER', 'REJECTED', 'UNANSWERED']).optional(),
  }),
  z.object({ action: z.literal('answer-in-panel'), text: z.string() }),
  z.object({ action: z.literal('report'), reason: z.string().min(1) }),
  z.object({ action: z.literal('expire') }),
]);

const faultTarget = {
  endpoint: z.enum([...endpointNames, 'all']).default('all'),
  count: z.number().int().min(1).optional(),
  durationMs: z.number().int().min(1).optional(),
};

export const ZFaultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('error'), status: z.number().int().min(400).max(599), ...faultTarget }),
  z.object({ kind: z.literal('delay'), delayMs: z.number().int().min(1).max(600_000), ...faultTarget }),
  z.object({ kind: z.literal('timeout'), ...faultTarget }),
]);

export const ZActiveFaultSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  kind: z.enum(['error', 'delay', 'timeout']),
  status: z.number().int().optional(),
  delayMs: z.number().int().optional(),
  remaining: z.number().int().nullable(),
  until: z.number().int().nullable(),
});

export const ZSettingsSchema = z.object({
  questionsPerMinute: z.number().min(0).max(100_000),
  answerModeration: z.enum(['auto', 'manual']),
  maxAnswerRejections: z.number().int().min(1),
  answerDeadlineBusinessDays: z.number().int().min(0),
});

export const ZReceivedAnswerSchema = z.object({
  questionId: z.number().int(),
  answerId: z.number().int(),
  text: z.string(),
  receivedAt: z.number().int(),
  userAgent: z.string(),
});
