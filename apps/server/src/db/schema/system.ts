import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { timestamptz } from './types.js';

/**
 * Failures of the services we depend on — the marketplace and the LLM — one row each, for the admin
 * overview ("errors in the last 24 hours"). The message is redacted and short; kept 30 days.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamptz().notNull(),
    source: text({ enum: ['marketplace', 'llm'] }).notNull(),
    /** What we were doing: poll, send, product (marketplace); draft, preview (LLM). */
    operation: text().notNull(),
    storeId: uuid().references(() => stores.id, { onDelete: 'set null' }),
    /** The error's class: Trendyol's kind (throttled, unavailable, credentials …) or 'timeout', 'invalid-output' … */
    code: text().notNull(),
    message: text().notNull(),
  },
  (table) => [index().on(table.occurredAt)],
);
