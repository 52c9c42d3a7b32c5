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
