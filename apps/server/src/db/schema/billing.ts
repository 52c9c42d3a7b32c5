import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamptz } from './types.js';

/** The plan catalogue (spec §3). Prices in dollars; `price` per billing period, `totalPrice` with VAT. */
export const plans = pgTable('plans', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  price: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
  oldPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
  durationInDays: integer().notNull(),
  questionCount: integer().notNull(),
  billingCycle: smallint().notNull(),
  totalPrice: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

/**
 * A seller's paid or trial periods. At most one row is current at a time; an extension is a new row
 * starting where the current one ends. The trial is taken at most once per user, ever.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    source: text({ enum: ['trial', 'payment'] }).notNull(),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    answersTotal: integer().notNull(),
    answersLeft: integer().notNull(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    index().on(table.userId, table.endsAt),
    uniqueIndex('subscriptions_one_trial_per_user').on(table.userId).where(sql`${table.source} = 'trial'`),
  ],
);
