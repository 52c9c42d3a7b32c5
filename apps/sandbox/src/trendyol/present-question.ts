import { answeredDateMessage } from './answered-date-message.js';
import type { TTrendyolQuestion } from './schemas.js';
import type { StoredQuestion } from './stored-question.js';

/** Where product images and pages live; images may point at the sandbox's own placeholders. */
export type UrlBases = { imageBaseUrl: string; webBaseUrl: string };

/** The question object exactly as Trendyol's list and get endpoints return it. */
export function toTrendyolQuestion(question: StoredQuestion, urls: UrlBases): TTrendyolQuestion {
  const { answer, rejectedAnswer, product } = question;
  return {
    id: question.id,
    text: question.text,
    creationDate: question.creationDate,
    status: question.status,
    customerId: question.customerId,
    userName: question.showUserName ? question.maskedName : '',
    showUserName: question.showUserName,
    public: question.public,
    productName: product.title,
    productMainId: product.productMainId,
    imageUrl: `${urls.imageBaseUrl}${product.imagePaths[0] ?? ''}`,
    webUrl: `${urls.webBaseUrl}/${product.webPath}?merchantId=${question.sellerId}`,
    answeredDateMessage: answer ? answeredDateMessage(question.creationDate, answer.creationDate) : null,
    answer: answer ? { ...answer, reason: null } : null,
    rejectedAnswer: rejectedAnswer
      ? {
          id: rejectedAnswer.id,
          text: rejectedAnswer.text,
          creationDate: rejectedAnswer.creationDate,
          reason: rejectedAnswer.reason,
        }
      : null,
    rejectedDate: question.rejectedDate,
    reason: question.reason,
    reportedDate: question.reportedDate,
    reportReason: question.reportReason,
  };
}
