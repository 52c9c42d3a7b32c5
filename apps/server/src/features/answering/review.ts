import type { TDraft, TReviewQuestion } from '@cevapla/contracts/answering';
import { reviewTexts } from '@cevapla/contracts/answering';
import { AnswerStatus } from '@cevapla/contracts/enums';
import { ErrorCode } from '@cevapla/contracts/errors';
import { storeMessages } from '@cevapla/contracts/messages';
import { SocketEvent } from '@cevapla/contracts/questions';
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { questions } from '../../db/schema/questions.js';
import { AppError } from '../../http/app-error.js';
import type { Publish } from '../../realtime/publish.js';
import { findStoreOfUser } from '../stores/repository.js';
import { checkAnswer } from './engine/guardrails.js';
import { storeProfile } from './profile.js';

export type ReviewDeps = {
  db: Database;
  clock: { now: () => Date };
  publish: Publish;
  enqueueDraft: (questionId: string) => Promise<void>;
  enqueueSend: (questionId: string) => Promise<void>;
};

type Row = typeof questions.$inferSelect;

const waiting = eq(questions.marketplaceStatus, 'WAITING_FOR_ANSWER');
/** Awaiting the seller: a draft to approve, or no draft and a reason why (no quota, engine failure). */
const pendingFilter = and(
  waiting,
  or(
    eq(questions.answerStatus, AnswerStatus.AwaitingApproval),
    and(isNull(questions.answerStatus), inArray(questions.draftState, ['no_quota', 'failed', 'queued', 'drafting'])),
  ),
) as SQL;
const rejectedFilter = and(waiting, eq(questions.answerStatus, AnswerStatus.Rejected)) as SQL;

const withFindings = (score: Partial<TDraft['score']>): TDraft['score'] => ({
  total: score.total ?? 0,
  parts: score.parts ?? [],
  findings: score.findings ?? [],
});

function presentDraft(row: Row): TDraft | null {
  if (row.draftText === null || !row.draftedAt || !row.draftEngine) return null;
  return {
    text: row.draftText,
    engine: row.draftEngine,
    answerable: row.draftAnswerable ?? false,
    note: row.draftNote,
    factsUsed: (row.draftFacts as string[] | null) ?? [],
    // Drafts scored before the verifier carry no findings.
    score: withFindings(row.draftScore as Partial<TDraft['score']>),
    guardrails: (row.draftGuardrails as TDraft['guardrails'] | null) ?? [],
    draftedAt: row.draftedAt.toISOString(),
  };
}

export function presentReviewQuestion(row: Row): TReviewQuestion {
  const status = row.answerStatus;
  return {
    id: row.id,
    questionId: row.marketplaceQuestionId.toString(),
    creationDate: row.askedAt.toISOString(),
    imageUrl: row.imageUrl,
    webUrl: row.webUrl,
    productName: row.productName,
    text: row.text,
    deadline: row.deadlineAt.toISOString(),
    answerStatus: status === 0 || status === 1 || status === 2 ? status : null,
    draftState: row.draftState,
    problem: row.sendError ?? (row.draftText ? null : row.draftNote),
    draft: presentDraft(row),
  };
}

async function storeOf(deps: Pick<ReviewDeps, 'db'>, userId: string) {
  const store = await findStoreOfUser(deps.db, userId);
  if (!store) throw new AppError(ErrorCode.StoreRequired, 409, storeMessages.storeRequired);
  return store;
}

/** The seller's questions awaiting approval (oldest deadline first) or rejected, 10 a page. */
export async function listForReview(
  deps: Pick<ReviewDeps, 'db'>,
  userId: string,
  status: 'pending' | 'rejected',
  page: number,
  pageSize: number,
) {
  const store = await findStoreOfUser(deps.db, userId);
  if (!store) return { storeRequired: true, items: [], page, pageSize, total: 0 };
  const where = and(eq(questions.storeId, store.id), status === 'pending' ? pendingFilter : rejectedFilter);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(questions)
      .where(where)
      .orderBy(status === 'pending' ? questions.deadlineAt : desc(questions.decidedAt), questions.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(questions).where(where),
  ]);
  return { storeRequired: false, items: rows.map(presentReviewQuestion), page, pageSize, total: total?.total ?? 0 };
}

async function reviewable(deps: ReviewDeps, userId: string, questionId: string) {
  const store = await storeOf(deps, userId);
  const [row] = await deps.db
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.storeId, store.id), waiting));
  if (!row || row.answerStatus === AnswerStatus.Approved) {
    throw new AppError(ErrorCode.Conflict, 409, reviewTexts.notReviewable);
  }
  return { store, row };
}

/** Approve (spec §4): the seller's text or the draft, checked by the guardrails, then queued to send once. */
export async function approve(deps: ReviewDeps, userId: string, questionId: string, editedText: string | undefined) {
  const { store, row } = await reviewable(deps, userId, questionId);
  const text = (editedText ?? row.draftText ?? '').trim();
  if (!text) throw new AppError(ErrorCode.Validation, 422, reviewTexts.noText);
  const profile = await storeProfile(deps.db, store.id);
  const failed = checkAnswer(text, { blockedTerms: profile.blockedTerms, learned: false }).find(
    (result) => !result.passed,
  );
  if (failed) throw new AppError(ErrorCode.Validation, 422, failed.message ?? failed.label);
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(questions)
    .set({
      answerStatus: AnswerStatus.Approved,
      decidedBy: 'seller',
      decidedAt: now,
      sendState: 'queued',
      sendText: text,
      sendError: null,
    })
    .where(and(eq(questions.id, row.id), or(isNull(questions.answerStatus), inArray(questions.answerStatus, [0, 2]))))
    .returning({ id: questions.id });
  if (!updated) throw new AppError(ErrorCode.Conflict, 409, reviewTexts.notReviewable);
  await deps.enqueueSend(row.id);
  await deps.publish(userId, SocketEvent.QuestionsChanged);
  return { message: reviewTexts.approved };
}

/** Reject (spec §4): answer status 2; the seller can write or regenerate an answer later. */
export async function reject(deps: ReviewDeps, userId: string, questionId: string) {
  const { row } = await reviewable(deps, userId, questionId);
  const [updated] = await deps.db
    .update(questions)
    .set({ answerStatus: AnswerStatus.Rejected, decidedBy: 'seller', decidedAt: deps.clock.now() })
    .where(and(eq(questions.id, row.id), eq(questions.answerStatus, AnswerStatus.AwaitingApproval)))
    .returning({ id: questions.id });
  if (!updated) throw new AppError(ErrorCode.Conflict, 409, reviewTexts.notReviewable);
  await deps.publish(userId, SocketEvent.QuestionsChanged);
  return { message: reviewTexts.rejected };
}

/** A new draft (one more answer from the quota); the question shows as being drafted meanwhile. */
export async function regenerate(deps: ReviewDeps, userId: string, questionId: string) {
  const { row } = await reviewable(deps, userId, questionId);
  const [updated] = await deps.db
    .update(questions)
    .set({ draftState: 'queued', answerStatus: null, sendError: null })
    .where(and(eq(questions.id, row.id), inArray(questions.draftState, ['drafted', 'no_quota', 'failed'])))
    .returning({ id: questions.id });
  if (!updated) throw new AppError(ErrorCode.Conflict, 409, reviewTexts.notReviewable);
  await deps.enqueueDraft(row.id);
  await deps.publish(userId, SocketEvent.QuestionsChanged);
  return { message: reviewTexts.regenerating };
}
