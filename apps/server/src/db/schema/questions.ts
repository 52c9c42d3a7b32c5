import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** The question's main topic (intent id of the local engine), set when it arrives; for the dashboard. */
    topic: text(),
    answerText: text(),
    answeredAt: timestamptz(),
    answeredDateMessage: text(),
    marketplaceAnswerId: bigint({ mode: 'bigint' }),
    rejectionReason: text(),
    firstSeenAt: timestamptz().notNull(),
    lastSyncedAt: timestamptz().notNull(),
    /**
     * When the row last changed, set by a trigger (clock_timestamp()) on every insert and update: the
     * dashboard's cache compares the store's latest change with the one its figures were computed at.
     */
    updatedAt: timestamptz().notNull().defaultNow(),

    // The answering pipeline (ARCHITECTURE.md steps 3–6).
    /** queued → drafting (leased) → drafted | no_quota | failed; `none` for questions not to be answered. */
    draftState: text({ enum: ['none', 'queued', 'drafting', 'drafted', 'no_quota', 'failed'] })
      .notNull()
      .default('none'),
    draftLeaseUntil: timestamptz(),
    draftText: text(),
    draftEngine: text({ enum: ['local', 'llm'] }),
    draftAnswerable: boolean(),
    draftConfidence: real(),
    draftFacts: jsonb().$type<string[]>(),
    draftScore: jsonb(),
    /** draftScore.total as a column of its own: the dashboard averages it without reading JSON. */
    draftScoreTotal: smallint(),
    draftGuardrails: jsonb(),
    /** To the seller only: why the engine could not answer, or what went wrong. */
    draftNote: text(),
    draftUsage: jsonb(),
    draftedAt: timestamptz(),
    /** Spec §3: 0 awaiting approval, 1 approved, 2 rejected; null before a draft exists. */
    answerStatus: smallint(),
    decidedBy: text({ enum: ['auto', 'seller'] }),
    decidedAt: timestamptz(),
    /** queued → sending (leased) → sent | failed; a question is posted at most once. */
    sendState: text({ enum: ['none', 'queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('none'),
    sendLeaseUntil: timestamptz(),
    sendAttempts: integer().notNull().default(0),
    sendError: text(),
    /** The text that was (or is being) posted. */
    sendText: text(),
    sentAt: timestamptz(),
  },
  (table) => [
    uniqueIndex().on(table.storeId, table.marketplaceQuestionId),
    index().on(table.storeId, table.askedAt.desc()),
    // Waiting questions of a store, soonest deadline first (the dashboard's 'about to expire').
    index('questions_waiting_deadline_idx')
      .on(table.storeId, table.deadlineAt)
      .where(sql`${table.marketplaceStatus} = 'WAITING_FOR_ANSWER'`),
    index().on(table.askedAt.desc()),
    index('questions_answer_status_idx').on(table.storeId, table.answerStatus),
    index('questions_draft_queue_idx').on(table.draftState).where(sql`${table.draftState} in ('queued', 'drafting')`),
    index('questions_send_queue_idx').on(table.sendState).where(sql`${table.sendState} in ('queued', 'sending')`),
    // Questions that arrived before topics were stored; the backfill job works through them.
    index('questions_topic_missing_idx').on(table.id).where(sql`${table.topic} is null`),
    // A store's latest change: the dashboard's cache fingerprint and the roll-up's changed days.
    index('questions_store_updated_idx').on(table.storeId, table.updatedAt),
    // The admin overview counts the drafts of the last 30 days by engine.
    index('questions_drafted_at_idx').on(table.draftedAt).where(sql`${table.draftedAt} is not null`),
  ],
);
