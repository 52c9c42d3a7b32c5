import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './types.js';

/** Messages sent through the contact form; each is also mailed to SUPPORT_EMAIL through the outbox. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  message: text().notNull(),
  ip: text().notNull(),
  createdAt: timestamptz().notNull(),
});
