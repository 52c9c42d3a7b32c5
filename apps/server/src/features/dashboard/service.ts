import type { TDashboard } from '@cevapla/contracts/dashboard';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { topicLabel } from '../questions/topics.js';
import { findStoreOfUser } from '../stores/repository.js';
import { breakdowns, expiringSoon, periodDays, periodStart, summary } from './repository.js';

const pct = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/** The seller's dashboard (issue 8): every figure an SQL aggregate over the period's questions. */
export async function dashboard(
  deps: { db: Database; clock: Clock },
  userId: string,
  days: number,
): Promise<TDashboard> {
  const now = deps.clock.now();
  const from = periodStart(now, days);
  const period = { from: from.toISOString(), to: now.toISOString(), days };
  const store = await findStoreOfUser(deps.db, userId);
  if (!store) {
    return {
      storeRequired: true,
      period,
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
      expiringSoon: [],
    };
  }
  const [head, parts, expiring] = await Promise.all([
    summary(deps.db, store.id, from, now),
    breakdowns(deps.db, store.id, from, now),
    expiringSoon(deps.db, store.id, now),
  ]);
  return {
    storeRequired: false,
    period,
    received: head.received,
    answered: head.answered,
    autoSent: head.auto_sent,
    approved: head.approved,
    rejected: head.rejected,
    medianMinutesToAnswer: head.median_seconds === null ? null : Math.round((head.median_seconds / 60) * 10) / 10,
    answeredInTimePct: pct(head.answered_in_time, head.answered),
    averageScore: head.avg_score === null ? null : Math.round(head.avg_score * 10) / 10,
    approvalRatePct: pct(head.approved, head.approved + head.rejected),
    perDay: periodDays(from, days).map((date) => ({ date, count: parts.perDay.get(date) ?? 0 })),
    topics: parts.topics.map((row) => ({ ...row, label: topicLabel(row.topic) })),
    topProducts: parts.products,
    expiringSoon: expiring.map((row) => ({ ...row, deadline: new Date(row.deadline).toISOString() })),
  };
}
