import { and, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { plans, subscriptions } from '../../db/schema/billing.js';
import { queueMail } from '../mail/outbox.js';
import { renewalReminderMail, subscriptionEndedMail } from './emails.js';

const dayMs = 24 * 60 * 60 * 1000;
export const REMINDER_DAYS_BEFORE_END = 3;

type LifecycleDeps = { db: Database; now: Date; publicUrl: string; enqueueMail: (outboxId: string) => Promise<void> };

/** No period of the same user starts when (or after) this one ends: it is the last one booked. */
const isLastPeriod = notExists(
  sql`(select 1 from subscriptions later where later.user_id = ${subscriptions.userId} and later.starts_at >= ${subscriptions.endsAt})`,
);

/**
 * The daily subscription job: marks periods that are over as ended (telling the seller when nothing
 * follows), and reminds sellers whose last period ends within three days. Each row is claimed by an
 * update, so running it twice sends nothing twice.
 */
export async function runSubscriptionLifecycle(deps: LifecycleDeps): Promise<{ ended: number; reminded: number }> {
  const outboxIds: string[] = [];
  const ended = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(subscriptions)
      .set({ endedAt: deps.now })
      .where(and(isNull(subscriptions.endedAt), lte(subscriptions.endsAt, deps.now)))
      .returning({ id: subscriptions.id });
    if (rows.length === 0) return 0;
    const last = await tx
      .select({ email: users.email, name: users.name, planName: plans.name })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(
        and(
          inArray(
            subscriptions.id,
            rows.map((row) => row.id),
          ),
          isLastPeriod,
        ),
      );
    for (const row of last)
      outboxIds.push(await queueMail(tx, subscriptionEndedMail(row, row.planName, deps.publicUrl), deps.now));
    return rows.length;
  });

  const reminded = await deps.db.transaction(async (tx) => {
    const horizon = new Date(deps.now.getTime() + REMINDER_DAYS_BEFORE_END * dayMs);
    const due = await tx
      .update(subscriptions)
      .set({ reminderSentAt: deps.now })
      .where(
        and(
          isNull(subscriptions.reminderSentAt),
          gt(subscriptions.endsAt, deps.now),
          lte(subscriptions.endsAt, horizon),
          isLastPeriod,
        ),
      )
      .returning({ userId: subscriptions.userId, planId: subscriptions.planId, endsAt: subscriptions.endsAt });
    for (const period of due) {
      const [owner] = await tx
        .select({ email: users.email, name: users.name, planName: plans.name })
        .from(users)
        .innerJoin(plans, eq(plans.id, period.planId))
        .where(eq(users.id, period.userId));
      if (owner) {
        const mail = renewalReminderMail(owner, owner.planName, period.endsAt, deps.publicUrl);
        outboxIds.push(await queueMail(tx, mail, deps.now));
      }
    }
    return due.length;
  });
  for (const id of outboxIds) await deps.enqueueMail(id);
  return { ended, reminded };
}
