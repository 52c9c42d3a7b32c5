import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

/**
 * How far back a refresh looks for changes before its watermark: a transaction that changed a
 * question before the last refresh but committed after it (a draft, a poll) is still seen. Our
 * transactions last milliseconds; five minutes is the bound, not the expectation.
 */
export const ROLLUP_MARGIN_MS = 5 * 60 * 1000;

/**
 * The Istanbul day of a question: its UTC wall time + 3 hours (Turkey has had no daylight saving since
 * 2016) — the same on any connection time zone, and cheaper than a zone lookup per row.
 */
const istanbulDay = sql`((asked_at at time zone 'UTC') + interval '3 hours')::date`;

/** The Istanbul days (YYYY-MM-DD) whose questions changed after `since` (all days without `since`). */
async function changedDays(tx: Executor, storeId: string, since: Date | null): Promise<string[]> {
  const result = await tx.execute<{ day: string }>(sql`
    select distinct ${istanbulDay}::text as day from questions
    where store_id = ${storeId} ${since ? sql`and updated_at > ${since}` : sql``}`);
  return result.rows.map((row) => row.day);
}

/** Recomputes the roll-up rows of `days` from the store's questions of those days. */
async function recomputeDays(tx: Executor, storeId: string, days: string[]) {
  const dayList = sql`${`{${days.join(',')}}`}::date[]`;
  const earliest = `${[...days].sort()[0]}T00:00:00+03:00`;
  await tx.execute(sql`delete from question_days where store_id = ${storeId} and day = any(${dayList})`);
  await tx.execute(sql`
    with q as (
      select ${istanbulDay} as day, topic, product_main_id, product_name, asked_at, answered_at, deadline_at,
        decided_by, answer_status, draft_score_total
      from questions
      where store_id = ${storeId} and asked_at >= ${new Date(earliest)} and ${istanbulDay} = any(${dayList})
    ), heads as (
      select day, count(*)::int as received,
        count(*) filter (where answered_at is not null)::int as answered,
        count(*) filter (where decided_by = 'auto' and answer_status = 1)::int as auto_sent,
        count(*) filter (where decided_by = 'seller' and answer_status = 1)::int as approved,
        count(*) filter (where answer_status = 2)::int as rejected,
        count(*) filter (where answered_at is not null and answered_at <= deadline_at)::int as answered_in_time,
        coalesce(sum(draft_score_total), 0)::bigint as score_sum,
        count(draft_score_total)::int as score_count,
        coalesce(array_agg(extract(epoch from answered_at - asked_at)::float8)
          filter (where answered_at is not null), '{}') as answer_seconds
      from q group by day
    ), topics as (
      select day, jsonb_object_agg(topic, n) as topics
      from (select day, topic, count(*)::int as n from q where topic is not null group by day, topic) t
      group by day
    ), products as (
      select day, jsonb_object_agg(coalesce(product_main_id, ''), jsonb_build_object('name', name, 'count', n)) as products
      from (select day, product_main_id, max(product_name) as name, count(*)::int as n from q group by day, product_main_id) p
      group by day
    )
    insert into question_days (store_id, day, received, answered, auto_sent, approved, rejected, answered_in_time,
      score_sum, score_count, answer_seconds, topics, products)
    select ${storeId}, heads.day, received, answered, auto_sent, approved, rejected, answered_in_time,
      score_sum, score_count, answer_seconds, coalesce(topics.topics, '{}'), coalesce(products.products, '{}')
    from heads left join topics using (day) left join products using (day)`);
}

/**
 * Brings a store's roll-up up to date: the days of the questions that changed since the last refresh
 * (less the margin) are recomputed, in one transaction under a per-store lock so that concurrent
 * readers do the work once. A quiet store recomputes only the days of its last five minutes' changes
 * (usually today, or nothing). Deleted questions drop the store's roll-up (a trigger), and the next
 * refresh computes every day again. Returns the days recomputed.
 */
export async function refreshRollup(db: Database, storeId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rollup:${storeId}`}, 0))`);
    const marks = await tx.execute<{ watermark: Date | string | null; latest: Date | string | null }>(sql`
      select (select watermark from question_rollups where store_id = ${storeId}) as watermark,
        (select max(updated_at) from questions where store_id = ${storeId}) as latest`);
    const { watermark, latest } = marks.rows[0] ?? { watermark: null, latest: null };
    if (latest === null) return 0;
    const since = watermark === null ? null : new Date(new Date(watermark).getTime() - ROLLUP_MARGIN_MS);
    const days = await changedDays(tx, storeId, since);
    if (days.length > 0) await recomputeDays(tx, storeId, days);
    await tx.execute(sql`
      insert into question_rollups (store_id, watermark) values (${storeId}, ${new Date(latest)})
      on conflict (store_id) do update set watermark = excluded.watermark`);
    return days.length;
  });
}
