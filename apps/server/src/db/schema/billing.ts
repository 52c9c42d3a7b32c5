import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { citext, timestamptz } from './types.js';

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
    /** The payment that bought this period (none for the trial). */
    paymentId: uuid(),
    /** Set by the daily lifecycle job once the period is over (and the seller told). */
    endedAt: timestamptz(),
    /** When the "ends in three days" reminder went out, so it goes out once. */
    reminderSentAt: timestamptz(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    index().on(table.userId, table.endsAt),
    uniqueIndex('subscriptions_one_per_payment').on(table.paymentId),
    check('subscriptions_answers_left_not_negative', sql`${table.answersLeft} >= 0`),
    uniqueIndex('subscriptions_one_trial_per_user').on(table.userId).where(sql`${table.source} = 'trial'`),
  ],
);

/** The seller's billing details (spec §3 "Billing info"), one row per user; `address` is the tax address. */
export const billingInfos = pgTable('billing_infos', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  surname: text().notNull(),
  companyName: text().notNull(),
  phone: text().notNull(),
  city: text().notNull(),
  district: text().notNull(),
  taxOffice: text().notNull(),
  taxNumber: text().notNull(),
  address: text().notNull(),
  zipCode: text().notNull(),
  identityNumber: text().notNull(),
  createdAt: timestamptz().notNull(),
  updatedAt: timestamptz().notNull(),
});

/** Discount codes: a percentage or a fixed dollar amount, valid between two dates, for a limited number of payments. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: citext().notNull().unique(),
    label: text().notNull(),
    kind: text({ enum: ['percent', 'fixed'] }).notNull(),
    value: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    validFrom: timestamptz(),
    validUntil: timestamptz(),
    /** How many completed payments may use it; null = unlimited. */
    maxRedemptions: integer(),
    redemptions: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    check('coupons_value_positive', sql`${table.value} > 0`),
    check('coupons_percent_at_most_100', sql`${table.kind} <> 'percent' or ${table.value} <= 100`),
  ],
);

/**
 * One card payment attempt: the amounts the server computed, what the customer accepted (agreement
 * snapshot) and the provider's outcome. `pending` → `completing` (claimed by exactly one callback) →
 * `succeeded` | `failed`; a newer attempt of the same user marks an older pending one `superseded`.
 * No card number or CVC is ever stored.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    couponId: uuid().references(() => coupons.id),
    status: text({ enum: ['pending', 'completing', 'succeeded', 'failed', 'superseded'] }).notNull(),
    currency: text().notNull(),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    discount: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    vat: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    total: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    planName: text().notNull(),
    agreementText: text().notNull(),
    billingSnapshot: jsonb().notNull(),
    providerPaymentId: text(),
    failureMessage: text(),
    createdAt: timestamptz().notNull(),
    completedAt: timestamptz(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    uniqueIndex('payments_one_open_per_user').on(table.userId).where(sql`${table.status} in ('pending', 'completing')`),
  ],
);
