import type { CatalogueProduct } from '../catalogue/types.js';
import { chance, pick, type Random, randomInt } from '../random.js';
import type { QuestionStatus } from '../trendyol/question-status.js';
import type { StoredQuestion } from '../trendyol/stored-question.js';
import { maskName, randomFullName } from './customers.js';
import { generalTemplates, questionTemplates } from './templates.js';

/** What a caller may fix about a new question; everything else is made up. */
export type NewQuestion = {
  product: CatalogueProduct;
  creationDate: number;
  text?: string;
  status?: QuestionStatus;
  customerName?: string;
  customerId?: number;
  showUserName?: boolean;
  public?: boolean;
};

type Deps = { random: Random; nextQuestionId: () => number; nextAnswerId: () => number };

const sampleAnswer =
  'Merhaba, sorunuz için teşekkür ederiz. Ürün açıklamasındaki bilgiler günceldir; iyi alışverişler dileriz.';

/** A realistic customer question for a product, picked from its category's templates. */
export function randomQuestionText(random: Random, product: CatalogueProduct): string {
  const templates = chance(random, 0.2) ? generalTemplates : questionTemplates[product.kind];
  const variantValues = product.variants.flatMap((variant) => variant.attributes[0]?.attributeValues ?? []);
  return pick(random, templates).replace(/\{(variant|brand|axis)\}/g, (_match, name: string) => {
    if (name === 'brand') return product.brand.name;
    if (name === 'axis') return product.variantAxis;
    return variantValues.length > 0 ? pick(random, variantValues).attributeValue : product.variantAxis;
  });
}

/** Builds a stored question; non-waiting statuses get the answer, rejection or report they imply. */
export function makeQuestion(sellerId: string, input: NewQuestion, deps: Deps): StoredQuestion {
  const { random } = deps;
  const status = input.status ?? 'WAITING_FOR_ANSWER';
  const later = input.creationDate + randomInt(random, 10, 360) * 60_000;
  const question: StoredQuestion = {
    id: deps.nextQuestionId(),
    sellerId,
    product: input.product,
    text: input.text ?? randomQuestionText(random, input.product),
    creationDate: input.creationDate,
    lastModifiedDate: input.creationDate,
    status,
    customerId: input.customerId ?? randomInt(random, 10_000_000, 99_999_999),
    maskedName: maskName(input.customerName ?? randomFullName(random)),
    showUserName: input.showUserName ?? chance(random, 0.7),
    public: input.public ?? chance(random, 0.9),
    answer: null,
    rejectedAnswer: null,
    rejectedDate: null,
    reason: null,
    reportedDate: null,
    reportReason: null,
    answerRejections: 0,
    closedBecause: null,
  };
  if (status === 'ANSWERED' || status === 'WAITING_FOR_APPROVE') {
    question.answer = { id: deps.nextAnswerId(), text: sampleAnswer, creationDate: later, hasPrivateInfo: false };
    question.lastModifiedDate = later;
  } else if (status === 'REJECTED') {
    const reason = 'Cevabınız yayın kurallarına uygun olmadığı için reddedildi.';
    question.rejectedAnswer = {
      id: deps.nextAnswerId(),
      text: sampleAnswer,
      creationDate: later,
      hasPrivateInfo: false,
      reason,
    };
    Object.assign(question, { rejectedDate: later, reason, lastModifiedDate: later, answerRejections: 1 });
  } else if (status === 'REPORTED') {
    Object.assign(question, {
      reportedDate: later,
      reportReason: 'Ürünle ilgili olmayan soru',
      lastModifiedDate: later,
    });
  } else if (status === 'UNANSWERED') {
    question.closedBecause = 'deadline';
  }
  return question;
}
