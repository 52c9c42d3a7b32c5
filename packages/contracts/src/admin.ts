import { z } from './zod';

/** A store's sync health: polled recently, behind, failing (retrying with back-off) or disconnected. */
export const StoreHealth = {
  Ok: 'ok',
  Lagging: 'lagging',
  Failing: 'failing',
  Disconnected: 'disconnected',
} as const;
export type TStoreHealth = (typeof StoreHealth)[keyof typeof StoreHealth];

export const storeHealthLabels: Record<TStoreHealth, string> = {
  ok: 'Güncel',
  lagging: 'Gecikmeli',
  failing: 'Hata veriyor',
  disconnected: 'Bağlantı kesik',
};

export const incidentSourceLabels = { marketplace: 'Pazaryeri', llm: 'Yapay zekâ' } as const;

/** What the service was doing when an incident happened. */
export const incidentOperationLabels: Record<string, string> = {
  poll: 'Soru çekme',
  send: 'Cevap gönderme',
  product: 'Ürün bilgisi',
  draft: 'Taslak',
  preview: 'Deneme sorusu',
};

const count = z.number().int().nonnegative();

/** GET /api/admin/overview: the whole product at a glance (admin role only). */
export const ZAdminOverviewSchema = z.object({
  generatedAt: z.string(),
  users: z.object({
    total: count,
    verified: count,
    /** Share (0–100) of accounts with a verified e-mail; null without accounts. */
    verifiedPct: z.number().nullable(),
    newLast7Days: count,
  }),
  stores: z.object({
    total: count,
    health: z.object({ ok: count, lagging: count, failing: count, disconnected: count }),
    /** Stores that are not "ok", worst first (at most 10). */
    attention: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        ownerEmail: z.string(),
        health: z.enum(['lagging', 'failing', 'disconnected']),
        problem: z.string().nullable(),
        pollFailures: count,
        lastSyncedAt: z.string().nullable(),
      }),
    ),
  }),
  /** Running periods now, per plan (the trial included). */
  subscriptionsByPlan: z.array(
    z.object({
      planId: z.number().int(),
      planName: z.string(),
      billingCycle: z.number().int(),
      isTrial: z.boolean(),
      count,
    }),
  ),
  /** Succeeded payments per Istanbul month, the last 12 months (oldest first), per currency. */
  revenueByMonth: z.array(z.object({ month: z.string(), currency: z.string(), total: z.number(), payments: count })),
  /** Drafts of the last 30 days per engine; sent = posted to the marketplace. */
  answersByEngine: z.array(z.object({ engine: z.enum(['local', 'llm']), drafted: count, sent: count, tokens: count })),
  errors: z.object({
    since: z.string(),
    total: count,
    bySource: z.array(z.object({ source: z.enum(['marketplace', 'llm']), operation: z.string(), count })),
    recent: z.array(
      z.object({
        id: z.number().int(),
        occurredAt: z.string(),
        source: z.enum(['marketplace', 'llm']),
        operation: z.string(),
        code: z.string(),
        message: z.string(),
        storeName: z.string().nullable(),
      }),
    ),
  }),
});
export type TAdminOverview = z.infer<typeof ZAdminOverviewSchema>;
