import { TrendyolError } from '../http/trendyol-error.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { findQuestion } from './find-question.js';
import type { StoredQuestion } from './stored-question.js';

/** The Turkish messages marketplaces.md documents for the answer endpoint, verbatim. */
export const answerMessages = {
  alreadyAnswered: 'Bu soru daha önce cevaplandı. Cevaplanmış sorular tekrar cevaplanamaz.',
  deadlinePassed: 'Belirtilen süre içinde cevap vermediğiniz için soru kapatılmıştır.',
  forbiddenWordLimit: 'Cevabınızda yasaklı kelime kullanma limitini aştığınız için soru kapatılmıştır.',
  tooShort: 'Cevabınız 10 karakterden uzun olmalıdır.',
  tooLong: 'Cevabınız 2000 karakterden uzun olamaz.',
  empty: 'Bir cevap giriniz.',
  notAnswerable: 'Bu soru cevaplanabilir durumda değil.',
} as const;

const privateInfoPatterns = [
  /[^\s@]+@[^\s@]+\.[a-z]{2,}/i,
  /(?:\+?90|0)?[\s(.-]*5\d{2}[\s).-]*\d{3}[\s.-]*\d{2}[\s.-]*\d{2}/,
  /https?:\/\/|www\./i,
];

/** Whether an answer shows private data (e-mail, phone, link), as `answer.hasPrivateInfo` reports. */
export function hasPrivateInfo(text: string): boolean {
  return privateInfoPatterns.some((pattern) => pattern.test(text));
}

/** Text rules first (400), then the question's state (409): one answer, only while WAITING_FOR_ANSWER. */
function checkAnswerable(question: StoredQuestion, text: string): void {
  const length = text.trim().length;
  if (length === 0) throw new TrendyolError(400, 'answer.text.empty', answerMessages.empty);
  if (length < 10) throw new TrendyolError(400, 'answer.text.too.short', answerMessages.tooShort);
  if (length > 2000) throw new TrendyolError(400, 'answer.text.too.long', answerMessages.tooLong);
  if (question.status === 'WAITING_FOR_ANSWER') return;
  if (question.status === 'ANSWERED' || question.status === 'WAITING_FOR_APPROVE') {
    throw new TrendyolError(409, 'question.already.answered', answerMessages.alreadyAnswered);
  }
  if (question.status === 'UNANSWERED') {
    const forbidden = question.closedBecause === 'forbiddenWords';
    throw new TrendyolError(
      409,
      forbidden ? 'question.closed.forbidden.words' : 'question.closed.deadline',
      forbidden ? answerMessages.forbiddenWordLimit : answerMessages.deadlinePassed,
    );
  }
  throw new TrendyolError(409, 'question.not.answerable', answerMessages.notAnswerable);
}

type Deps = Pick<SandboxState, 'questions' | 'answers' | 'settings' | 'nextAnswerId'>;

/** Where an answer came from: the API (logged for the control API) or the seller panel (published at once). */
export type AnswerSource = 'api' | 'panel';

/** Posts a seller's answer once; returns Trendyol's `{ answerId }`. */
export function answerQuestion(
  state: Deps,
  input: { sellerId: string; questionId: number; text: string; userAgent: string; source?: AnswerSource },
  now: number,
): { answerId: number } {
  const question = findQuestion(state, input.sellerId, input.questionId, now);
  checkAnswerable(question, input.text);
  const answerId = state.nextAnswerId();
  const { text } = input;
  question.answer = { id: answerId, text, creationDate: now, hasPrivateInfo: hasPrivateInfo(text) };
  const held = state.settings.answerModeration === 'manual' && input.source !== 'panel';
  question.status = held ? 'WAITING_FOR_APPROVE' : 'ANSWERED';
  question.lastModifiedDate = now;
  if (input.source === 'panel') return { answerId };
  state.answers.add(input.sellerId, {
    questionId: question.id,
    answerId,
    text,
    receivedAt: now,
    userAgent: input.userAgent,
  });
  return { answerId };
}
