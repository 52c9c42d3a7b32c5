import type { SandboxState } from '../state/sandbox-state.js';
import type { StoredQuestion } from '../trendyol/stored-question.js';
import { makeQuestion, type NewQuestion } from './make-question.js';

/** Fields of a new question a caller may leave out: the product and date are then made up. */
export type QuestionRequest = Partial<NewQuestion>;

/** How many random questions to add, created at random moments in [from, to]. */
export type BulkRequest = Omit<QuestionRequest, 'creationDate'> & { count: number; from: number; to: number };

type Deps = Pick<SandboxState, 'catalogue' | 'random' | 'questions' | 'nextQuestionId' | 'nextAnswerId' | 'sellers'>;

/** Adds one question for a seller (the seller becomes known) and returns it. */
export function addQuestion(state: Deps, sellerId: string, request: QuestionRequest, now: number): StoredQuestion {
  const product = request.product ?? randomProduct(state);
  const question = makeQuestion(sellerId, { ...request, product, creationDate: request.creationDate ?? now }, state);
  state.sellers.touch(sellerId);
  state.questions.insert(sellerId, [question]);
  return question;
}

/** Adds many questions in one sorted merge; used by the generator and the 10,000-question benchmark. */
export function addQuestions(state: Deps, sellerId: string, request: BulkRequest): StoredQuestion[] {
  const { count, from, to, ...fixed } = request;
  const created: StoredQuestion[] = [];
  for (let index = 0; index < count; index++) {
    const creationDate = Math.round(from + state.random() * (to - from));
    const product = fixed.product ?? randomProduct(state);
    created.push(makeQuestion(sellerId, { ...fixed, product, creationDate }, state));
  }
  state.sellers.touch(sellerId);
  state.questions.insert(sellerId, created);
  return created;
}

function randomProduct(state: Pick<SandboxState, 'catalogue' | 'random'>) {
  const { products } = state.catalogue;
  const product = products[Math.floor(state.random() * products.length)] ?? products[0];
  if (!product) throw new Error('the demo catalogue is empty');
  return product;
}
