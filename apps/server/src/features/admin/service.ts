import type { TAdminOverview } from '@cevapla/contracts/admin';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import {
  activeSubscriptionsByPlan,
  answersByEngine,
  incidentCounts,
  istanbulMonth,
  recentIncidents,
  revenueByMonth,
  storeHealthCounts,
  storesNeedingAttention,
  userCounts,
} from './repository.js';

const dayMs = 24 * 60 * 60 * 1000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const cents = (value: number) => Math.round(value * 100) / 100;

export type AdminDeps = {
  db: Database;
  clock: Clock;
  /** How often stores are polled: a store not synced for three intervals (at least ten minutes) lags. */
  pollIntervalMs: number;
  /** The payment currency, shown for months without payments. */
  currency: string;
};

/** The admin overview (issue 8): every figure an SQL aggregate, nothing loaded row by row. */
export async function adminOverview(deps: AdminDeps): Promise<TAdminOverview> {
  const now = deps.clock.now();
  const lagSince = new Date(now.getTime() - Math.max(3 * deps.pollIntervalMs, 10 * 60_000));
  const since = new Date(now.getTime() - dayMs);
  const months = Array.from({ length: 12 }, (_, index) => istanbulMonth(now, 11 - index));
  const [users, health, attention, plans, revenue, engines, errorCounts, recent] = await Promise.all([
    userCounts(deps.db, now),
    storeHealthCounts(deps.db, lagSince),
    storesNeedingAttention(deps.db, lagSince),
    activeSubscriptionsByPlan(deps.db, now),
    revenueByMonth(deps.db, months[0] as string),
    answersByEngine(deps.db, new Date(now.getTime() - 30 * dayMs)),
    incidentCounts(deps.db, since),
    recentIncidents(deps.db, since),
  ]);
  const currencies = [...new Set([deps.currency, ...revenue.map((row) => row.currency)])].sort();
  const healthCount = (key: string) => health.get(key) ?? 0;
  return {
    generatedAt: now.toISOString(),
    users: {
      total: users.total,
      verified: users.verified,
      verifiedPct: users.total === 0 ? null : Math.round((users.verified / users.total) * 1000) / 10,
      newLast7Days: users.recent,
    },
    stores: {
      total: [...health.values()].reduce((sum, value) => sum + value, 0),
      health: {
        ok: healthCount('ok'),
        lagging: healthCount('lagging'),
        failing: healthCount('failing'),
        disconnected: healthCount('disconnected'),
      },
      attention: attention.map((row) => ({
        id: row.id,
        name: row.name,
        ownerEmail: row.owner_email,
        health: row.health,
        problem: row.problem,
        pollFailures: row.poll_failures,
        lastSyncedAt: iso(row.last_synced_at),
      })),
    },
    subscriptionsByPlan: plans.map((row) => ({
      planId: row.plan_id,
      planName: row.plan_name,
      billingCycle: row.billing_cycle,
      isTrial: row.is_trial,
      count: row.count,
    })),
    revenueByMonth: months.flatMap((month) =>
      currencies.map((currency) => {
        const row = revenue.find((item) => item.month === month && item.currency === currency);
        return { month, currency, total: cents(row?.total ?? 0), payments: row?.payments ?? 0 };
      }),
    ),
    answersByEngine: (['local', 'llm'] as const).map((engine) => {
      const row = engines.find((item) => item.engine === engine);
      return { engine, drafted: row?.drafted ?? 0, sent: row?.sent ?? 0, tokens: Math.round(row?.tokens ?? 0) };
    }),
    errors: {
      since: since.toISOString(),
      total: errorCounts.reduce((sum, row) => sum + row.count, 0),
      bySource: errorCounts,
      recent: recent.map((row) => ({
        id: row.id,
        occurredAt: iso(row.occurred_at) as string,
        source: row.source,
        operation: row.operation,
        code: row.code,
        message: row.message,
        storeName: row.store_name,
      })),
    },
  };
}
