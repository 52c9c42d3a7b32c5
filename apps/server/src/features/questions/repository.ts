import { answerDeadline } from '@cevapla/contracts/deadline';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { questions } from '../../db/schema/questions.js';
import { stores } from '../../db/schema/stores.js';
import type { TTrendyolQuestion } from '../../integrations/trendyol/schemas.js';
import { questionTopic } from './topics.js';

export type QuestionRow = typeof questions.$inferSelect;

const waiting = 'WAITING_FOR_ANSWER';

/** A marketplace question as a row of ours (the row's own id and first-seen time stay as they are). */
function toRow(storeId: string, question: TTrendyolQuestion, now: Date) {
  const askedAt = new Date(question.creationDate);
  return {
    storeId,
    marketplaceQuestionId: BigInt(question.id),
    text: question.text,
    productName: question.productName ?? '',
    productMainId: question.productMainId ?? null,
    imageUrl: question.imageUrl ?? null,
    webUrl: question.webUrl ?? null,
    customerName: question.showUserName && question.userName ? question.userName : null,
    askedAt,
    deadlineAt: answerDeadline(askedAt),
    marketplaceStatus: question.status,
    topic: questionTopic(question.text),
    // A new waiting question is queued for a draft; one first seen in another state never is.
    draftState: question.status === 'WAITING_FOR_ANSWER' ? ('queued' as const) : ('none' as const),
    answerText: question.answer?.text ?? null,
    answeredAt: question.answer?.creationDate ? new Date(question.answer.creationDate) : null,
    answeredDateMessage: question.answeredDateMessage ?? null,
    marketplaceAnswerId: question.answer?.id ? BigInt(question.answer.id) : null,
    rejectionReason: question.rejectedAnswer?.reason ?? question.reason ?? null,
    firstSeenAt: now,
    lastSyncedAt: now,
  };
}

const syncedColumns = [
  'text',
  'product_name',
  'product_main_id',
  'image_url',
  'web_url',
  'customer_name',
  'marketplace_status',
  'answer_text',
  'answered_at',
  'answered_date_message',
  'marketplace_answer_id',
  'rejection_reason',
] as const;

/**
 * Inserts new questions and updates changed ones, keyed by (store, marketplace question id): running
 * it twice with the same data changes nothing. Returns how many rows were new or changed.
 */
export async function upsertQuestions(
  db: Database,
  storeId: string,
  items: readonly TTrendyolQuestion[],
  now: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  // One statement cannot touch the same row twice: the last copy of a repeated id wins.
  const unique = [...new Map(items.map((item) => [item.id, item])).values()];
  const columns = sql.join(
    syncedColumns.map((column) => sql.raw(`"questions"."${column}"`)),
    sql`, `,
  );
  const incoming = sql.join(
    syncedColumns.map((column) => sql.raw(`excluded."${column}"`)),
    sql`, `,
  );
  const rows = await db
    .insert(questions)
    .values(unique.map((item) => toRow(storeId, item, now)))
    .onConflictDoUpdate({
      target: [questions.storeId, questions.marketplaceQuestionId],
      set: Object.fromEntries([
        ...syncedColumns.map((column) => [toCamel(column), sql.raw(`excluded."${column}"`)]),
        ['lastSyncedAt', sql`excluded.last_synced_at`],
      ]),
      setWhere: sql`(${columns}) is distinct from (${incoming})`,
    })
    .returning({ id: questions.id });
  return rows.length;
}

function toCamel(column: string): string {
  return column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** Ids of the store's questions we still hold as waiting, except those just seen as waiting. */
export async function waitingQuestionIdsNotIn(
  db: Database,
  storeId: string,
  seen: readonly bigint[],
  limit: number,
): Promise<bigint[]> {
  const rows = await db
    .select({ id: questions.marketplaceQuestionId })
    .from(questions)
    .where(
      and(
        eq(questions.storeId, storeId),
        eq(questions.marketplaceStatus, waiting),
        seen.length > 0 ? notInArray(questions.marketplaceQuestionId, [...seen]) : undefined,
      ),
    )
    .orderBy(questions.askedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export type QuestionPage = { rows: (QuestionRow & { storeName?: string })[]; total: number };

/** One page of a store's questions, newest first. */
export async function listStoreQuestions(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
): Promise<QuestionPage> {
  // Scoped by the signed-in user through the store: a seller can only ever reach their own store.
  const store = db.select({ id: stores.id }).from(stores).where(eq(stores.userId, userId));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(inArray(questions.storeId, store))
      .orderBy(desc(questions.askedAt), desc(questions.marketplaceQuestionId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(questions).where(inArray(questions.storeId, store)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One page of every store's questions, newest first (admin panel). */
export async function listAllQuestions(db: Database, page: number, pageSize: number): Promise<QuestionPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ question: questions, storeName: stores.name })
      .from(questions)
      .innerJoin(stores, eq(stores.id, questions.storeId))
      .orderBy(desc(questions.askedAt), desc(questions.marketplaceQuestionId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(questions),
  ]);
  return { rows: rows.map((row) => ({ ...row.question, storeName: row.storeName })), total: totals?.total ?? 0 };
}
