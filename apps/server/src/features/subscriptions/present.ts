import type { TSubscription } from '@cevapla/contracts/subscriptions';
import type { subscriptions } from '../../db/schema/billing.js';

export function presentSubscription(
  row: typeof subscriptions.$inferSelect,
  planName: string,
  now: Date,
): TSubscription {
  return {
    planName,
    source: row.source,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    answersTotal: row.answersTotal,
    answersLeft: row.answersLeft,
    isActive: row.startsAt <= now && row.endsAt > now,
  };
}

/**
 * What the seller sees of a running period and the extensions booked after it: one subscription from
 * the current start to the last end, named after the plan bought last, with every period's answers.
 */
export function presentRunningPeriods(
  periods: ReadonlyArray<{ subscription: typeof subscriptions.$inferSelect; planName: string }>,
  now: Date,
): TSubscription | null {
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) return null;
  return {
    ...presentSubscription(first.subscription, last.planName, now),
    source: last.subscription.source,
    endsAt: last.subscription.endsAt.toISOString(),
    answersTotal: periods.reduce((sum, period) => sum + period.subscription.answersTotal, 0),
    answersLeft: periods.reduce((sum, period) => sum + period.subscription.answersLeft, 0),
  };
}
