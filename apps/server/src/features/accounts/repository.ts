import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { loginFailures, sessions, users, verificationCodes } from '../../db/schema/accounts.js';

/** The columns any API answer may carry about a user: never the hash. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  surname: users.surname,
  mobilePhone: users.mobilePhone,
  isVerified: users.isVerified,
  role: users.role,
};
export type PublicUser = { [K in keyof typeof publicUserColumns]: (typeof users.$inferSelect)[K] };

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning(publicUserColumns);
  return row;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findPublicUser(db: Executor, id: string): Promise<PublicUser | undefined> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function updateProfile(
  db: Executor,
  id: string,
  values: Pick<PublicUser, 'name' | 'surname' | 'mobilePhone'>,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning(publicUserColumns);
  return row;
}

export async function markVerified(db: Executor, id: string, now: Date) {
  await db.update(users).set({ isVerified: true, updatedAt: now }).where(eq(users.id, id));
}

export async function setRole(db: Executor, email: string, role: 'seller' | 'admin') {
  const [row] = await db.update(users).set({ role }).where(eq(users.email, email)).returning({ id: users.id });
  return row;
}

export async function upsertVerificationCode(db: Executor, values: typeof verificationCodes.$inferInsert) {
  await db
    .insert(verificationCodes)
    .values(values)
    .onConflictDoUpdate({
      target: verificationCodes.userId,
      set: { codeHash: values.codeHash, sentAt: values.sentAt, expiresAt: values.expiresAt, failedAttempts: 0 },
    });
}

/** The user's live code, locked for this transaction so two guesses cannot race past the attempt limit. */
export async function lockVerificationCode(tx: Transaction, userId: string) {
  const [row] = await tx.select().from(verificationCodes).where(eq(verificationCodes.userId, userId)).for('update');
  return row;
}

export async function findVerificationCode(db: Executor, userId: string) {
  const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId));
  return row;
}

export async function countFailedAttempt(db: Executor, userId: string) {
  await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.userId, userId));
}

export async function deleteVerificationCode(db: Executor, userId: string) {
  await db.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function findSessionUser(db: Executor, tokenHash: string, now: Date): Promise<PublicUser | undefined> {
  const [row] = await db
    .select(publicUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function recordLoginFailure(db: Executor, email: string, ip: string, now: Date) {
  await db.insert(loginFailures).values({ email, ip, failedAt: now });
}

/** Failures since `since` for this e-mail or this address, and when the oldest of them happened. */
export async function recentLoginFailures(db: Executor, email: string, ip: string, since: Date) {
  const window = gt(loginFailures.failedAt, since);
  const [byEmail] = await db
    .select({ count: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), window));
  const [byIp] = await db
    .select({ count: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), window));
  return { byEmail, byIp };
}

export async function deleteExpired(db: Executor, now: Date, failuresBefore: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, failuresBefore));
}
