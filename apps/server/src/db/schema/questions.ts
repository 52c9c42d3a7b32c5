import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { timestamptz } from './types.js';

/**
 * Customer questions as the marketplace reported them, one row per (store, marketplace question id):
 * polling upserts, so the same question never appears twice.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    marketplaceQuestionId: bigint({ mode: 'bigint' }).notNull(),
    text: text().notNull(),
    productName: text().notNull(),
    productMainId: text(),
    imageUrl: text(),
    webUrl: text(),
    customerName: text(),
    askedAt: timestamptz().notNull(),
    /** creation + 3 business days (Europe/Istanbul): after it the marketplace closes the question. */
    deadlineAt: timestamptz().notNull(),
    /** The marketplace's status: WAITING_FOR_ANSWER, ANSWERED, REJECTED, REPORTED, UNANSWERED … */
    marketplaceStatus: text().notNull(),
    answerText: text(),
    answeredAt: timestamptz(),
    answeredDateMessage: text(),
    marketplaceAnswerId: bigint({ mode: 'bigint' }),
    rejectionReason: text(),
    firstSeenAt: timestamptz().notNull(),
    lastSyncedAt: timestamptz().notNull(),
  },
  (table) => [
    uniqueIndex().on(table.storeId, table.marketplaceQuestionId),
    index().on(table.storeId, table.askedAt.desc()),
    index('questions_waiting_idx').on(table.storeId).where(sql`${table.marketplaceStatus} = 'WAITING_FOR_ANSWER'`),
    index().on(table.askedAt.desc()),
  ],
);
