import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/mail.js';
import type { Mailer, OutgoingMail } from '../../integrations/mail/mailer.js';

type Executor = Pick<Database, 'insert'>;

/** Queues a mail inside the caller's transaction; returns its id for the send-email job. */
export async function queueMail(tx: Executor, mail: OutgoingMail, now: Date): Promise<string> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      createdAt: now,
    })
    .returning({ id: emailOutbox.id });
  return (row as { id: string }).id;
}

/**
 * Sends one queued mail at most once: the row is locked while sending (a duplicate job skips it) and
 * marked sent in the same transaction. A failure is recorded and rethrown so the job retries.
 */
export async function deliverMail(db: Database, mailer: Mailer, outboxId: string, now: () => Date): Promise<void> {
  const failure = await db.transaction(async (tx) => {
    const [mail] = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, outboxId), isNull(emailOutbox.sentAt)))
      .for('update', { skipLocked: true });
    if (!mail) return undefined;
    try {
      await mailer.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      await tx
        .update(emailOutbox)
        .set({ sentAt: now(), attempts: mail.attempts + 1 })
        .where(eq(emailOutbox.id, mail.id));
      return undefined;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  });
  if (failure) {
    await db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: failure.message.slice(0, 500) })
      .where(eq(emailOutbox.id, outboxId));
    throw failure;
  }
}

/** A mail that failed this often (a rejected address, say) waits for an operator instead. */
const MAX_ATTEMPTS = 20;

/** Mails still unsent after `olderThan` — their job was lost or gave up; the sweep queues them again. */
export async function unsentMailIds(db: Database, olderThan: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(isNull(emailOutbox.sentAt), lt(emailOutbox.createdAt, olderThan), lt(emailOutbox.attempts, MAX_ATTEMPTS)),
    )
    .orderBy(emailOutbox.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function recentMails(db: Database, limit = 50) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
