/** What happens to an answer after it is posted: published at once, or held for moderation. */
export type AnswerModeration = 'auto' | 'manual';

/** Behaviour the control API can change at run time (and `reset` restores). */
export type SandboxSettings = {
  /** New customer questions per minute for each known seller; 0 turns the generator off. */
  questionsPerMinute: number;
  /** `auto`: an answer is ANSWERED at once; `manual`: WAITING_FOR_APPROVE until moderated. */
  answerModeration: AnswerModeration;
  /** After this many rejected answers a question closes as UNANSWERED (Trendyol does not publish it). */
  maxAnswerRejections: number;
  /** Questions not answered within this many business days become UNANSWERED; 0 never expires. */
  answerDeadlineBusinessDays: number;
};

export const defaultSettings: SandboxSettings = {
  questionsPerMinute: 0,
  answerModeration: 'auto',
  maxAnswerRejections: 3,
  answerDeadlineBusinessDays: 3,
};
