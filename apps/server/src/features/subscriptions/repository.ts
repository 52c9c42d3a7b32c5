import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
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

/** The period running now and every period booked after it, in order, with their plans' names. */
export async function runningPeriods(db: Executor, userId: string, now: Date) {
  const rows = await db
    .select({ subscription: subscriptions, planName: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.endsAt, now)))
    .orderBy(asc(subscriptions.startsAt));
  return rows[0] && rows[0].subscription.startsAt <= now ? rows : [];
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

/**
 * Books a period for the user: it starts now, or where their last period ends (an extension), so
 * periods never overlap. Serialised per user by an advisory lock held until the transaction ends.
 */
export async function bookPeriod(
  tx: Transaction,
  values: Omit<typeof subscriptions.$inferInsert, 'startsAt' | 'endsAt' | 'answersLeft'> & { durationInDays: number },
  now: Date,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscriptions:${values.userId}`}))`);
  const startsAt = (await lastEnd(tx, values.userId, now)) ?? now;
  const { durationInDays, ...row } = values;
  const [inserted] = await tx
    .insert(subscriptions)
    .values({
      ...row,
      startsAt,
      endsAt: new Date(startsAt.getTime() + durationInDays * 24 * 60 * 60 * 1000),
      answersLeft: values.answersTotal,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}
