import { TrendyolError } from '../http/trendyol-error.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { closeIfOverdue } from './deadline.js';
import type { StoredQuestion } from './stored-question.js';

/** A seller's question with its deadline applied, or Trendyol's 404 (another seller's id is not found). */
export function findQuestion(
  state: Pick<SandboxState, 'questions' | 'settings'>,
  sellerId: string,
  id: number,
  now: number,
): StoredQuestion {
  const question = state.questions.find(sellerId, id);
  if (!question) throw new TrendyolError(404, 'question.not.found', 'Soru bulunamadı.');
  closeIfOverdue(question, now, state.settings.answerDeadlineBusinessDays);
  return question;
}
