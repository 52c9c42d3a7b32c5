import { bigint, boolean, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { citext, timestamptz } from './types.js';

export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  email: citext().notNull().unique(),
  passwordHash: text().notNull(),
  name: text().notNull(),
  surname: text().notNull(),
  mobilePhone: varchar({ length: 10 }).notNull(),
  isVerified: boolean().notNull().default(false),
  role: text({ enum: ['seller', 'admin'] })
    .notNull()
    .default('seller'),
  createdAt: timestamptz().notNull().defaultNow(),
  updatedAt: timestamptz().notNull().defaultNow(),
});

/** The cookie holds a random token; only its SHA-256 is stored, so a database leak opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull(),
    expiresAt: timestamptz().notNull(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);

/** At most one live code per user: a new code replaces the old one. */
export const verificationCodes = pgTable('verification_codes', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text().notNull(),
  sentAt: timestamptz().notNull(),
  expiresAt: timestamptz().notNull(),
  failedAttempts: integer().notNull().default(0),
});

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: citext().notNull(),
    ip: text().notNull(),
    failedAt: timestamptz().notNull(),
  },
  (table) => [index().on(table.email, table.failedAt), index().on(table.ip, table.failedAt)],
);
