import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { plans } from '../../db/schema/billing.js';

export async function listPlans(db: Database) {
  return db
    .select({
      id: plans.id,
      name: plans.name,
      price: plans.price,
      oldPrice: plans.oldPrice,
      durationInDays: plans.durationInDays,
      questionCount: plans.questionCount,
      billingCycle: plans.billingCycle,
      totalPrice: plans.totalPrice,
      isActive: plans.isActive,
    })
    .from(plans)
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}
