import { TrendyolError } from '../http/trendyol-error.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { answerQuestion } from '../trendyol/answer-question.js';
import { findQuestion } from '../trendyol/find-question.js';
import type { StoredQuestion } from '../trendyol/stored-question.js';

/** What Trendyol's moderation or the seller panel does to a question. */
export type ModerationAction =
  | { action: 'approve' }
  | { action: 'reject-answer'; reason: string; status?: 'WAITING_FOR_ANSWER' | 'REJECTED' | 'UNANSWERED' }
  | { action: 'answer-in-panel'; text: string }
  | { action: 'report'; reason: string }
  | { action: 'expire' };

const conflict = (message: string) => new TrendyolError(409, 'moderation.conflict', message);

/**
 * Applies a moderation step. A rejected answer moves to `rejectedAnswer` and the question goes back
 * to WAITING_FOR_ANSWER (marketplaces.md), or closes as UNANSWERED once `maxAnswerRejections` is
 * reached; `status` forces REJECTED or UNANSWERED instead.
 */
export function moderate(
  state: Pick<SandboxState, 'questions' | 'answers' | 'settings' | 'nextAnswerId'>,
  target: { sellerId: string; questionId: number },
  step: ModerationAction,
  now: number,
): StoredQuestion {
  const question = findQuestion(state, target.sellerId, target.questionId, now);
  if (step.action === 'answer-in-panel') {
    const input = { ...target, text: step.text, userAgent: 'Trendyol Satıcı Paneli', source: 'panel' as const };
    answerQuestion(state, input, now);
    return question;
  }
  if (step.action === 'approve') {
    if (question.status !== 'WAITING_FOR_APPROVE') throw conflict('Only WAITING_FOR_APPROVE answers can be approved.');
    question.status = 'ANSWERED';
  } else if (step.action === 'reject-answer') {
    rejectAnswer(question, step.reason, step.status, state.settings.maxAnswerRejections, now);
  } else if (step.action === 'report') {
    Object.assign(question, { status: 'REPORTED', reportedDate: now, reportReason: step.reason });
  } else {
    if (question.status !== 'WAITING_FOR_ANSWER') throw conflict('Only WAITING_FOR_ANSWER questions can expire.');
    Object.assign(question, { status: 'UNANSWERED', closedBecause: 'deadline' });
  }
  question.lastModifiedDate = now;
  return question;
}

function rejectAnswer(
  question: StoredQuestion,
  reason: string,
  forcedStatus: 'WAITING_FOR_ANSWER' | 'REJECTED' | 'UNANSWERED' | undefined,
  maxRejections: number,
  now: number,
): void {
  if (!question.answer) throw conflict('The question has no answer to reject.');
  question.rejectedAnswer = { ...question.answer, reason };
  question.answer = null;
  question.rejectedDate = now;
  question.reason = reason;
  question.answerRejections++;
  const limitReached = question.answerRejections >= maxRejections;
  question.status = forcedStatus ?? (limitReached ? 'UNANSWERED' : 'WAITING_FOR_ANSWER');
  if (question.status === 'UNANSWERED') question.closedBecause = 'forbiddenWords';
}
