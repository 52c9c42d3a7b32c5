import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { timestamptz } from './types.js';

/**
 * What the answer engines know about a store besides its products (spec §1): tone, greeting and
 * signature, delivery and return information, notes and FAQ, the auto-send threshold and the terms
 * the marketplace rejected before (learned from moderation).
 */
export const storeProfiles = pgTable('store_profiles', {
  storeId: uuid()
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  tone: text({ enum: ['samimi', 'resmi', 'kisa'] })
    .notNull()
    .default('samimi'),
  greeting: text().notNull().default(''),
  signature: text().notNull().default(''),
  deliveryInfo: text().notNull().default(''),
  returnPolicy: text().notNull().default(''),
  notes: text().notNull().default(''),
  faq: jsonb().$type<Array<{ question: string; answer: string }>>().notNull().default([]),
  autoSendThreshold: integer().notNull().default(80),
  blockedTerms: text().array().notNull().default([]),
  updatedAt: timestamptz().notNull(),
});

/** Product facts read from the marketplace's product API, kept for a day per (store, product). */
export const productCache = pgTable(
  'product_cache',
  {
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productMainId: text().notNull(),
    /** ProductFacts (features/answering/engine/types.ts), or null when the store has no such product. */
    facts: jsonb(),
    fetchedAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.productMainId] })],
);
