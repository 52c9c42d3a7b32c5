import type { StoredQuestion } from './stored-question.js';

const istanbulOffsetMs = 3 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** `creationDate` plus N business days (Mon–Fri, Istanbul time; public holidays ignored). */
export function answerDeadline(creationDate: number, businessDays: number): number {
  let local = creationDate + istanbulOffsetMs;
  let remaining = businessDays;
  while (remaining > 0) {
    local += dayMs;
    const weekday = new Date(local).getUTCDay();
    if (weekday !== 0 && weekday !== 6) remaining--;
  }
  return local - istanbulOffsetMs;
}

/** Closes a waiting question whose deadline passed, the way Trendyol does (status UNANSWERED). */
export function closeIfOverdue(question: StoredQuestion, now: number, businessDays: number): void {
  if (question.status !== 'WAITING_FOR_ANSWER' || businessDays <= 0) return;
  // A business day is at least a calendar day, so younger questions cannot be overdue (keeps lists fast).
  if (now - question.creationDate < businessDays * dayMs) return;
  const deadline = answerDeadline(question.creationDate, businessDays);
  if (now < deadline) return;
  question.status = 'UNANSWERED';
  question.closedBecause = 'deadline';
  question.lastModifiedDate = deadline;
}
