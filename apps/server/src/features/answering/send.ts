import { AnswerStatus } from '@cevapla/contracts/enums';
import { SocketEvent } from '@cevapla/contracts/questions';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { questions } from '../../db/schema/questions.js';
import { stores } from '../../db/schema/stores.js';
import { TrendyolError } from '../../integrations/trendyol/errors.js';
import { credentialsOf } from '../stores/service.js';
import { recordIncident } from '../system/incidents.js';
import { type AnsweringDeps, leaseMs } from './deps.js';
import { checkAnswer } from './engine/guardrails.js';
import { storeProfile } from './profile.js';

export const sendTexts = {
  alreadyAnswered: 'Bu soru Trendyol’da daha önce cevaplanmış; cevabınız gönderilmedi.',
  closed: 'Bu soru artık cevaplanamıyor (Trendyol’da kapanmış).',
} as const;

/** Claims an approved question for sending (or one whose sender died), once. */
async function claimForSend(deps: AnsweringDeps, questionId: string, now: Date) {
  const [claimed] = await deps.db
    .update(questions)
    .set({
      sendState: 'sending',
      sendLeaseUntil: new Date(now.getTime() + leaseMs),
      sendAttempts: sql`${questions.sendAttempts} + 1`,
    })
    .where(
      and(
        eq(questions.id, questionId),
        eq(questions.answerStatus, AnswerStatus.Approved),
        or(
          eq(questions.sendState, 'queued'),
          and(eq(questions.sendState, 'sending'), lt(questions.sendLeaseUntil, now)),
        ),
      ),
    )
    .returning();
  return claimed;
}

/**
 * Pipeline step 6: posts an approved answer at most once. The guardrails run again on the final text,
 * the question's state is read from the marketplace first (a sender that died after posting is
 * detected there, never repeated), transient failures go back to the queue for a retry with backoff,
 * and refusals end in a state the seller sees.
 */
export async function sendQuestion(deps: AnsweringDeps, questionId: string): Promise<void> {
  const now = deps.clock.now();
  const question = await claimForSend(deps, questionId, now);
  if (!question) return;
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, question.storeId));
  if (!store) return;
  const finish = async (values: Partial<typeof questions.$inferInsert>) => {
    await deps.db
      .update(questions)
      .set({ sendLeaseUntil: null, ...values })
      .where(and(eq(questions.id, questionId), eq(questions.sendState, 'sending')));
    await deps.publish(store.userId, SocketEvent.QuestionsChanged);
  };
  const backToSeller = (reason: string) =>
    finish({ answerStatus: AnswerStatus.AwaitingApproval, sendState: 'none', sendError: reason, decidedBy: null });

  const text = question.sendText ?? '';
  const profile = await storeProfile(deps.db, store.id);
  const failed = checkAnswer(text, { blockedTerms: profile.blockedTerms, learned: false }).find(
    (result) => !result.passed,
  );
  if (failed) return backToSeller(failed.message ?? failed.label);

  const credentials = credentialsOf(deps, store);
  try {
    const current = await deps.trendyol.getQuestion(credentials, question.marketplaceQuestionId);
    if (current.status !== 'WAITING_FOR_ANSWER') {
      const ours = current.answer?.text?.trim() === text.trim();
      return finish({
        marketplaceStatus: current.status,
        answerText: current.answer?.text ?? question.answerText,
        sendState: ours ? 'sent' : 'failed',
        sentAt: ours ? now : null,
        sendError: ours ? null : current.answer ? sendTexts.alreadyAnswered : sendTexts.closed,
      });
    }
    const { answerId } = await deps.trendyol.answerQuestion(credentials, question.marketplaceQuestionId, text);
    return finish({
      sendState: 'sent',
      sentAt: now,
      sendError: null,
      answerText: text,
      answeredAt: now,
      // Trendyol moderates the answer next; an earlier rejection no longer applies.
      marketplaceStatus: 'WAITING_FOR_APPROVE',
      rejectionReason: null,
      marketplaceAnswerId: answerId === null ? null : BigInt(answerId),
    });
  } catch (error) {
    const alreadyAnswered =
      error instanceof TrendyolError && error.kind === 'rejected' && /daha önce cevaplan/i.test(error.message);
    // "Already answered" is the marketplace's answer, not its failure.
    if (!alreadyAnswered) {
      await recordIncident(
        deps.db,
        deps.logger,
        { source: 'marketplace', operation: 'send', storeId: store.id, error },
        deps.clock.now(),
      );
    }
    if (error instanceof TrendyolError && error.retryable) {
      // Back to the queue; the job's retry (with backoff) or the sweep sends it later.
      await deps.db
        .update(questions)
        .set({ sendState: 'queued', sendLeaseUntil: null, sendError: error.message })
        .where(and(eq(questions.id, questionId), eq(questions.sendState, 'sending')));
      throw error;
    }
    if (error instanceof TrendyolError && error.kind === 'rejected') {
      if (alreadyAnswered) return finish({ sendState: 'failed', sendError: sendTexts.alreadyAnswered });
      return backToSeller(error.message);
    }
    const reason = error instanceof TrendyolError ? error.message : 'Cevap gönderilemedi.';
    if (!(error instanceof TrendyolError)) deps.logger.error({ err: error, questionId }, 'sending an answer failed');
    return finish({ sendState: 'failed', sendError: reason });
  }
}
