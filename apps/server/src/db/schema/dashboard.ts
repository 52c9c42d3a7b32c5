import { bigint, date, doublePrecision, integer, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { timestamptz } from './types.js';

/**
 * The dashboard's roll-up: one row per store and Istanbul day of the questions asked that day, so a
 * 90-day dashboard adds up 90 rows instead of scanning every question. Days whose questions changed
 * are recomputed when the dashboard is read (see features/dashboard/rollup.ts).
 */
export const questionDays = pgTable(
  'question_days',
  {
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    received: integer().notNull(),
    answered: integer().notNull(),
    autoSent: integer().notNull(),
    approved: integer().notNull(),
    rejected: integer().notNull(),
    answeredInTime: integer().notNull(),
    scoreSum: bigint({ mode: 'number' }).notNull(),
    scoreCount: integer().notNull(),
    /** Seconds from question to answer of each answered question: the period's median is exact. */
    answerSeconds: doublePrecision().array().notNull(),
    /** Questions per topic. */
    topics: jsonb().$type<Record<string, number>>().notNull(),
    /** Questions per product main id ('' for none): its name and count. */
    products: jsonb().$type<Record<string, { name: string; count: number }>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.day] })],
);

/** Up to which change of a store's questions (`questions.updated_at`) its roll-up is computed. */
export const questionRollups = pgTable('question_rollups', {
  storeId: uuid()
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  watermark: timestamptz().notNull(),
});
