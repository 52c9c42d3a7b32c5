import type { TBillingInfo, TBillingInfoRequest } from '@cevapla/contracts/billing';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billingInfos } from '../../db/schema/billing.js';

export type BillingInfoRow = typeof billingInfos.$inferSelect;

export async function findBillingInfo(db: Executor, userId: string): Promise<BillingInfoRow | undefined> {
  const [row] = await db.select().from(billingInfos).where(eq(billingInfos.userId, userId));
  return row;
}

/** Creates the user's billing info or replaces it (one row per user); returns the row and whether it was new. */
export async function upsertBillingInfo(
  db: Executor,
  userId: string,
  values: Required<TBillingInfoRequest>,
  now: Date,
) {
  const [row] = await db
    .insert(billingInfos)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: billingInfos.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row as BillingInfoRow;
}

export function presentBillingInfo(row: BillingInfoRow): TBillingInfo {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    companyName: row.companyName,
    phone: row.phone,
    city: row.city,
    district: row.district,
    taxOffice: row.taxOffice,
    taxNumber: row.taxNumber,
    address: row.address,
    zipCode: row.zipCode,
    identityNumber: row.identityNumber,
    updatedAt: row.updatedAt.toISOString(),
  };
}
