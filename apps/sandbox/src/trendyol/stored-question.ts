import type { CatalogueProduct } from '../catalogue/types.js';
import type { ClosedBecause, QuestionStatus } from './question-status.js';

/** An answer as the sandbox keeps it. */
export type StoredAnswer = { id: number; text: string; creationDate: number; hasPrivateInfo: boolean };

/** A question as the sandbox keeps it; `toTrendyolQuestion` turns it into the API shape. */
export type StoredQuestion = {
  id: number;
  sellerId: string;
  product: CatalogueProduct;
  text: string;
  creationDate: number;
  lastModifiedDate: number;
  status: QuestionStatus;
  customerId: number;
  /** Already masked like Trendyol does ("A*** Y***"). */
  maskedName: string;
  showUserName: boolean;
  public: boolean;
  answer: StoredAnswer | null;
  rejectedAnswer: (StoredAnswer & { reason: string }) | null;
  rejectedDate: number | null;
  reason: string | null;
  reportedDate: number | null;
  reportReason: string | null;
  answerRejections: number;
  closedBecause: ClosedBecause | null;
};
