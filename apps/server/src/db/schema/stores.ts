import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamptz } from './types.js';

/**
 * One store per seller (spec §2). The marketplace credentials are encrypted with AES-256-GCM under a
 * key derived from APP_SECRET; neither is ever sent back to a browser or written to a log.
 */
export const stores = pgTable(
  'stores',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketplace: text({ enum: ['trendyol'] })
      .notNull()
      .default('trendyol'),
    name: text().notNull(),
    sellerId: text().notNull(),
    apiKeyEncrypted: text().notNull(),
    apiSecretEncrypted: text().notNull(),
    /** The last four characters of the API key, to show which key is saved without decrypting it. */
    apiKeyHint: text().notNull(),
    autoAnswer: boolean().notNull().default(false),
    connection: text({ enum: ['connected', 'disconnected'] })
      .notNull()
      .default('connected'),
    connectionProblem: text(),
    /** When the seller was told about the disconnection (one e-mail per disconnection). */
    disconnectNoticeSentAt: timestamptz(),
    /** The poller's lease: the store is due when this is in the past. */
    pollAfter: timestamptz().notNull().defaultNow(),
    /** Failed polls in a row (throttling, marketplace errors); sets the back-off. */
    pollFailures: integer().notNull().default(0),
    lastSyncedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [index().on(table.pollAfter)],
);

/**
 * One shared throttle per marketplace endpoint, for every worker process (the marketplace counts
 * requests per caller): GCRA, the theoretical arrival time of the next request.
 */
export const marketplaceThrottle = pgTable('marketplace_throttle', {
  key: text().primaryKey(),
  theoreticalArrival: timestamptz().notNull(),
});
