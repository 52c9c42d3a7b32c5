import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payments, plans } from '../../db/schema/billing.js';

export type PaymentRow = typeof payments.$inferSelect;
type PaymentStatus = PaymentRow['status'];
export type PlanRow = typeof plans.$inferSelect;

export async function findPlan(db: Executor, planId: number) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan;
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Moves a payment from one of `from` to `to`; returns the row when this call made the move, else undefined. */
export async function movePayment(
  db: Executor,
  id: string,
  from: PaymentStatus[],
  to: PaymentStatus,
  extra: Partial<Pick<PaymentRow, 'providerPaymentId' | 'failureMessage' | 'completedAt'>> = {},
) {
  const [row] = await db
    .update(payments)
    .set({ status: to, ...extra })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning();
  return row;
}

/** An older attempt the seller walked away from can no longer be completed once a new one starts. */
export async function supersedePending(db: Executor, userId: string) {
  await db
    .update(payments)
    .set({ status: 'superseded' })
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')));
}

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row as PaymentRow;
}
