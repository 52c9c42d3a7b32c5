import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { intentKeywords } from '../answering/engine/intent-keywords.js';
import { detectIntents, type IntentId } from '../answering/engine/intents.js';

/** The topic of a question in which the local engine finds no intent. */
export const OTHER_TOPIC = 'diger';

/** A question's main topic for the dashboard: its strongest intent, or "other". */
export function questionTopic(text: string): string {
  return detectIntents(text)[0]?.id ?? OTHER_TOPIC;
}

/** The Turkish name of a stored topic; "other" — and an intent a later engine no longer has — is 'Diğer'. */
export function topicLabel(topic: string): string {
  return Object.hasOwn(intentKeywords, topic) ? intentKeywords[topic as IntentId].label : 'Diğer';
}

/**
 * Gives questions stored before topics existed (migration 0009) their topic, `batch` at a time,
 * `maxBatches` per run. Safe to run twice or side by side: it only fills empty topics.
 */
export async function backfillTopics(db: Database, batch = 1000, maxBatches = 20): Promise<number> {
  let filled = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    const result = await db.execute<{ id: string; text: string }>(
      sql`select id, text from questions where topic is null order by id limit ${batch}`,
    );
    if (result.rows.length === 0) break;
    const values = sql.join(
      result.rows.map((row) => sql`(${row.id}::uuid, ${questionTopic(row.text)})`),
      sql`, `,
    );
    await db.execute(
      sql`update questions set topic = v.topic from (values ${values}) as v(id, topic) where questions.id = v.id and questions.topic is null`,
    );
    filled += result.rows.length;
    if (result.rows.length < batch) break;
  }
  return filled;
}
