import { TrendyolError } from '../http/trendyol-error.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { closeIfOverdue } from './deadline.js';
import type { QuestionStatus } from './question-status.js';
import type { StoredQuestion } from './stored-question.js';

const weekMs = 7 * 24 * 60 * 60 * 1000;

/** The filter endpoint's query, already parsed. */
export type QuestionFilter = {
  status?: QuestionStatus;
  startDate?: number;
  endDate?: number;
  barcode?: string;
  page: number;
  size: number;
  orderByField: 'CreatedDate' | 'LastModifiedDate';
  orderByDirection: 'ASC' | 'DESC';
};

/**
 * The date window as Trendyol applies it: no dates → the last week; a range longer than two weeks
 * is silently cut to two weeks after startDate.
 */
export function questionWindow(filter: Pick<QuestionFilter, 'startDate' | 'endDate'>, now: number) {
  const end = filter.endDate ?? (filter.startDate === undefined ? now : Math.max(now, filter.startDate));
  const start = filter.startDate ?? end - weekMs;
  if (start > end) throw new TrendyolError(400, 'startDate', 'startDate, endDate değerinden büyük olamaz.');
  return { start, end: Math.min(end, start + 2 * weekMs) };
}

type Deps = Pick<SandboxState, 'questions' | 'catalogue' | 'settings'>;

/** One page of a seller's questions matching the filter. */
export function listQuestions(state: Deps, sellerId: string, filter: QuestionFilter, now: number) {
  const { start, end } = questionWindow(filter, now);
  const productMainId =
    filter.barcode === undefined ? undefined : state.catalogue.byBarcode.get(filter.barcode)?.productMainId;
  const matching: StoredQuestion[] = [];
  for (const question of state.questions.createdBetween(sellerId, start, end)) {
    closeIfOverdue(question, now, state.settings.answerDeadlineBusinessDays);
    if (filter.status !== undefined && question.status !== filter.status) continue;
    if (filter.barcode !== undefined && question.product.productMainId !== productMainId) continue;
    matching.push(question);
  }
  if (filter.orderByField === 'LastModifiedDate') {
    matching.sort((a, b) => a.lastModifiedDate - b.lastModifiedDate || a.id - b.id);
  }
  if (filter.orderByDirection === 'DESC') matching.reverse();
  const offset = filter.page * filter.size;
  return {
    content: matching.slice(offset, offset + filter.size),
    page: filter.page,
    size: filter.size,
    totalElements: matching.length,
    totalPages: Math.ceil(matching.length / filter.size),
  };
}
