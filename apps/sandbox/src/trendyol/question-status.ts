/** Every question status marketplaces.md lists; only WAITING_FOR_ANSWER can be answered. */
export const questionStatuses = [
  'WAITING_FOR_ANSWER',
  'WAITING_FOR_APPROVE',
  'ANSWERED',
  'REPORTED',
  'REJECTED',
  'UNANSWERED',
] as const;

export type QuestionStatus = (typeof questionStatuses)[number];

/** Why an UNANSWERED question was closed; decides which Turkish message an answer attempt gets. */
export type ClosedBecause = 'deadline' | 'forbiddenWords';
