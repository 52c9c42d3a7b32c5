import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './types.js';

/** Every mail is written here in the transaction that caused it; a job delivers it (no mail is lost). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    createdAt: timestamptz().notNull(),
    sentAt: timestamptz(),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (table) => [index('email_outbox_unsent_idx').on(table.createdAt).where(sql`${table.sentAt} is null`)],
);
