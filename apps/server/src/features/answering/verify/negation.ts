import { negativeWordIn } from '../engine/negation.js';
import { sameWord } from '../engine/turkish.js';
import { claimWords } from './claims.js';

/**
 * Whether a folded text says its content is not so: the clause holding the content words has a
 * negative word or form. The clause, not the whole text: "kullanılmamış olması gerekir, kargo
 * ücretsizdir" affirms the shipping.
 */
export function isNegative(text: string, content: readonly string[]): boolean {
  const clauses = text
    .split(/[;.!?]|,\s|\s(?:ancak|ama|fakat)\s/)
    .map(claimWords)
    .filter((words) => words.length > 0);
  const relevant = clauses.filter((words) => words.some((word) => content.some((other) => sameWord(word, other))));
  return (relevant.length > 0 ? relevant : clauses).some(negativeWordIn);
}
