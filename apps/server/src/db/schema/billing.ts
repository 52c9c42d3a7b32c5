import { boolean, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';

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
