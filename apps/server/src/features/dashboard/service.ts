import type { TDashboard } from '@cevapla/contracts/dashboard';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { topicLabel } from '../questions/topics.js';
import { findStoreOfUser } from '../stores/repository.js';
import type { DashboardCache } from './cache.js';
import { breakdowns, expiringSoon, latestChange, periodDays, periodStart, summary } from './repository.js';
import { refreshRollup } from './rollup.js';

const pct = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/** The figures that depend only on the store's questions and the period (not on the minute). */
export type PeriodFigures = Omit<TDashboard, 'storeRequired' | 'period' | 'expiringSoon'>;

export type DashboardDeps = { db: Database; clock: Clock; cache: DashboardCache<PeriodFigures> };

const noFigures: PeriodFigures = {
  received: 0,
  answered: 0,
  autoSent: 0,
  approved: 0,
  rejected: 0,
  medianMinutesToAnswer: null,
  answeredInTimePct: null,
  averageScore: null,
  approvalRatePct: null,
  perDay: [],
  topics: [],
  topProducts: [],
};

/** Every figure of the period: the store's daily roll-up brought up to date, then added up in SQL. */
async function periodFigures(db: Database, storeId: string, from: Date, days: number) {
  await refreshRollup(db, storeId);
  const dates = periodDays(from, days);
  const [fromDay, toDay] = [dates[0] as string, dates.at(-1) as string];
  const [head, parts] = await Promise.all([
    summary(db, storeId, fromDay, toDay),
    breakdowns(db, storeId, fromDay, toDay),
  ]);
  return {
    received: head.received,
    answered: head.answered,
    autoSent: head.auto_sent,
    approved: head.approved,
    rejected: head.rejected,
    medianMinutesToAnswer: head.median_seconds === null ? null : Math.round((head.median_seconds / 60) * 10) / 10,
    answeredInTimePct: pct(head.answered_in_time, head.answered),
    averageScore: head.avg_score === null ? null : Math.round(head.avg_score * 10) / 10,
    approvalRatePct: pct(head.approved, head.approved + head.rejected),
    perDay: dates.map((date) => ({ date, count: parts.perDay.get(date) ?? 0 })),
    topics: parts.topics.map((row) => ({ ...row, label: topicLabel(row.topic) })),
    topProducts: parts.products,
  } satisfies PeriodFigures;
}

/**
 * The seller's dashboard (issue 8). The period's figures come from the cache while the store's
 * questions are unchanged (one index lookup), else from the aggregates; the questions about to
 * expire depend on the minute and are always read fresh.
 */
export async function dashboard(deps: DashboardDeps, userId: string, days: number): Promise<TDashboard> {
  const now = deps.clock.now();
  const from = periodStart(now, days);
  const period = { from: from.toISOString(), to: now.toISOString(), days };
  const store = await findStoreOfUser(deps.db, userId);
  if (!store) return { storeRequired: true, period, ...noFigures, expiringSoon: [] };

  // Within a period (keyed by its first day) the figures change only when a question does: a new one
  // was asked before it arrived, so it is an insert, and every insert and update moves the fingerprint.
  const key = `${store.id}:${days}:${period.from}`;
  const [fingerprint, expiring] = await Promise.all([
    latestChange(deps.db, store.id),
    expiringSoon(deps.db, store.id, now),
  ]);
  const figures = await deps.cache.load(key, fingerprint, now.getTime(), () =>
    periodFigures(deps.db, store.id, from, days),
  );
  return {
    storeRequired: false,
    period,
    ...figures,
    expiringSoon: expiring.map((row) => ({ ...row, deadline: new Date(row.deadline).toISOString() })),
  };
}
