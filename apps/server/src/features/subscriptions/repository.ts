import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { plans, subscriptions } from '../../db/schema/billing.js';

/** The period running now for this user, with its plan's name; undefined when there is none. */
export async function currentSubscription(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({ subscription: subscriptions, planName: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)))
    .orderBy(asc(subscriptions.startsAt))
    .limit(1);
  return row;
}

/** The end of the user's last period (current or booked ahead): where an extension starts. */
export async function lastEnd(db: Executor, userId: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.endsAt, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row?.endsAt;
}
