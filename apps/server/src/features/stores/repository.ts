import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { questions } from '../../db/schema/questions.js';
import { stores } from '../../db/schema/stores.js';

export type StoreRow = typeof stores.$inferSelect;

export async function findStoreOfUser(db: Executor, userId: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.userId, userId));
  return row;
}

export type StoreValues = {
  name: string;
  sellerId: string;
  apiKeyEncrypted: string;
  apiSecretEncrypted: string;
  apiKeyHint: string;
  autoAnswer: boolean;
};

/**
 * Creates the seller's one store or replaces its details, connected and due for a poll at once.
 * When the seller id changes it is another Trendyol store: the old store's questions go.
 */
export async function saveStore(db: Database, userId: string, values: StoreValues, now: Date): Promise<StoreRow> {
  return db.transaction(async (tx) => {
    const existing = await findStoreOfUser(tx, userId);
    const fresh = {
      ...values,
      connection: 'connected' as const,
      connectionProblem: null,
      disconnectNoticeSentAt: null,
      pollAfter: now,
      pollFailures: 0,
      updatedAt: now,
    };
    if (existing && existing.sellerId !== values.sellerId) {
      await tx.delete(questions).where(eq(questions.storeId, existing.id));
    }
    const [row] = existing
      ? await tx
          .update(stores)
          .set({ ...fresh, lastSyncedAt: existing.sellerId === values.sellerId ? existing.lastSyncedAt : null })
          .where(and(eq(stores.id, existing.id), eq(stores.userId, userId)))
          .returning()
      : await tx
          .insert(stores)
          .values({ userId, ...fresh, createdAt: now })
          .returning();
    if (!row) throw new Error('store was not saved');
    return row;
  });
}

/** Marks a store disconnected with a reason; returns true when it was connected until now. */
export async function markDisconnected(db: Executor, storeId: string, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(stores)
    .set({ connection: 'disconnected', connectionProblem: reason, updatedAt: now })
    .where(and(eq(stores.id, storeId), eq(stores.connection, 'connected')))
    .returning({ id: stores.id });
  return rows.length > 0;
}

/** Claims the right to send the one disconnection e-mail; true for exactly one caller. */
export async function claimDisconnectNotice(db: Executor, storeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(stores)
    .set({ disconnectNoticeSentAt: now })
    .where(and(eq(stores.id, storeId), sql`${stores.disconnectNoticeSentAt} is null`))
    .returning({ id: stores.id });
  return rows.length > 0;
}
