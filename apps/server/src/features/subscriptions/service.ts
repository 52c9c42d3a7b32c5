import { ErrorCode } from '@cevapla/contracts/errors';
import { type TTrialStartedResponse, trialMessages } from '@cevapla/contracts/subscriptions';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { plans } from '../../db/schema/billing.js';
import { stores } from '../../db/schema/stores.js';
import { AppError } from '../../http/app-error.js';
import type { PublicUser } from '../accounts/repository.js';
import { presentRunningPeriods, presentSubscription } from './present.js';
import { bookPeriod, runningPeriods } from './repository.js';

export type SubscriptionsDeps = { db: Database; clock: Clock };

export async function getSubscription(deps: SubscriptionsDeps, userId: string) {
  const now = deps.clock.now();
  return presentRunningPeriods(await runningPeriods(deps.db, userId, now), now);
}

/**
 * Spec §4/§8 free trial: a signed-in seller with a verified e-mail and a defined store gets the trial
 * plan's days and answers, once ever (a unique index guards it even under concurrent clicks). A trial
 * taken while a paid period runs starts when that period ends.
 */
export async function startTrial(deps: SubscriptionsDeps, user: PublicUser): Promise<TTrialStartedResponse> {
  if (!user.isVerified) throw new AppError(ErrorCode.EmailNotVerified, 403, trialMessages.needsVerification);
  const [store] = await deps.db.select({ id: stores.id }).from(stores).where(eq(stores.userId, user.id));
  if (!store) throw new AppError(ErrorCode.StoreRequired, 409, trialMessages.needsStore);
  const [trialPlan] = await deps.db
    .select()
    .from(plans)
    .where(and(eq(plans.price, 0), eq(plans.isActive, true)))
    .limit(1);
  if (!trialPlan) throw new AppError(ErrorCode.Conflict, 409, trialMessages.unavailable);

  const now = deps.clock.now();
  const row = await deps.db.transaction((tx) =>
    bookPeriod(
      tx,
      {
        userId: user.id,
        planId: trialPlan.id,
        source: 'trial',
        answersTotal: trialPlan.questionCount,
        durationInDays: trialPlan.durationInDays,
        createdAt: now,
      },
      now,
    ),
  );
  if (!row) throw new AppError(ErrorCode.TrialUsed, 409, trialMessages.alreadyUsed);
  return {
    message: trialMessages.started(trialPlan.durationInDays, trialPlan.questionCount),
    subscription: (await getSubscription(deps, user.id)) ?? presentSubscription(row, trialPlan.name, now),
  };
}
