import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { subscriptions } from '../../db/schema/billing.js';

const runningNow = (userId: string, now: Date) =>
  and(eq(subscriptions.userId, userId), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now));

/** Why no answer can be drafted now, or null when the running period has answers left. */
export async function quotaProblem(
  db: Executor,
  userId: string,
  now: Date,
): Promise<'no_subscription' | 'no_answers' | null> {
  const [period] = await db
    .select({ answersLeft: subscriptions.answersLeft })
    .from(subscriptions)
    .where(runningNow(userId, now))
    .orderBy(asc(subscriptions.startsAt))
    .limit(1);
  if (!period) return 'no_subscription';
  return period.answersLeft > 0 ? null : 'no_answers';
}

/**
 * Takes one answer from the running period, inside the caller's transaction (the one storing the
 * draft). The row's own `answers_left > 0` re-check under its lock and the table's CHECK make
 * concurrent drafts unable to overspend: the loser gets false.
 */
export async function takeAnswer(tx: Executor, userId: string, now: Date): Promise<boolean> {
  const taken = await tx
    .update(subscriptions)
    .set({ answersLeft: sql`${subscriptions.answersLeft} - 1` })
    .where(
      and(
        gt(subscriptions.answersLeft, 0),
        eq(
          subscriptions.id,
          sql`(select ${subscriptions.id} from ${subscriptions} where ${runningNow(userId, now)} and ${subscriptions.answersLeft} > 0 order by ${subscriptions.startsAt} limit 1)`,
        ),
      ),
    )
    .returning({ id: subscriptions.id });
  return taken.length > 0;
}

export const quotaTexts = {
  no_subscription:
    'Aktif bir aboneliğiniz olmadığı için bu soruya cevap taslağı hazırlanmadı. Bir plan seçerek devam edin.',
  no_answers: 'Cevap hakkınız bittiği için bu soruya cevap taslağı hazırlanmadı. Planınızı uzatarak devam edin.',
} as const;
