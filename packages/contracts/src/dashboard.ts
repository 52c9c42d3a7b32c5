import { z } from './zod';

export const DASHBOARD_PERIODS = [7, 30, 90] as const;

export const ZDashboardQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (DASHBOARD_PERIODS as readonly number[]).includes(days), {
      message: 'Dönem 7, 30 veya 90 gün olmalıdır.',
    })
    .default(30),
});

/** The seller's figures for the last N days (Europe/Istanbul days, today included). */
export const ZDashboardSchema = z.object({
  storeRequired: z.boolean(),
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  received: z.number().int(),
  answered: z.number().int(),
  autoSent: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Median minutes from question to answer, of the questions answered; null without any. */
  medianMinutesToAnswer: z.number().nullable(),
  /** Share (0–100) of answered questions answered before the marketplace's deadline. */
  answeredInTimePct: z.number().nullable(),
  averageScore: z.number().nullable(),
  /** Satisfaction: share (0–100) of the drafts the seller reviewed that they approved rather than rejected. */
  approvalRatePct: z.number().nullable(),
  perDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  topics: z.array(z.object({ topic: z.string(), label: z.string(), count: z.number().int() })),
  topProducts: z.array(
    z.object({ productMainId: z.string().nullable(), productName: z.string(), count: z.number().int() }),
  ),
  expiringSoon: z.array(z.object({ id: z.string(), text: z.string(), productName: z.string(), deadline: z.string() })),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;
