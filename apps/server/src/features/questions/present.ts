import type { TCustomerQuestion } from '@cevapla/contracts/questions';
import type { QuestionRow } from './repository.js';

/** A question row as the question tables show it (spec §3 "Customer question"). */
export function presentQuestion(row: QuestionRow & { storeName?: string }): TCustomerQuestion {
  return {
    id: row.id,
    questionId: row.marketplaceQuestionId.toString(),
    creationDate: row.askedAt.toISOString(),
    imageUrl: row.imageUrl,
    webUrl: row.webUrl,
    productName: row.productName,
    productMainId: row.productMainId,
    text: row.text,
    status: row.marketplaceStatus,
    answerText: row.answerText,
    answerCreationDate: row.answeredAt?.toISOString() ?? null,
    answeredDateMessage: row.answeredDateMessage,
    deadline: row.deadlineAt.toISOString(),
    ...(row.storeName === undefined ? {} : { storeName: row.storeName }),
  };
}
