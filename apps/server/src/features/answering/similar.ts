import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AnswerExample } from './engine/types.js';

/**
 * Earlier answered questions of the same store that resemble this one (Turkish full-text match or
 * trigram similarity), best first: the engines use them as examples of the store's own answers.
 */
export async function similarAnswered(
  db: Executor,
  storeId: string,
  questionId: string,
  text: string,
  limit = 5,
): Promise<AnswerExample[]> {
  const result = await db.execute<{ question: string; answer: string }>(sql`
    select q.text as question, q.answer_text as answer
    from questions q
    where q.store_id = ${storeId}
      and q.id <> ${questionId}
      and q.answer_text is not null
      and (to_tsvector('turkish', q.text) @@ plainto_tsquery('turkish', ${text}) or similarity(q.text, ${text}) > 0.3)
    order by greatest(ts_rank(to_tsvector('turkish', q.text), plainto_tsquery('turkish', ${text})), similarity(q.text, ${text})) desc,
      q.answered_at desc nulls last
    limit ${limit}`);
  return result.rows;
}
