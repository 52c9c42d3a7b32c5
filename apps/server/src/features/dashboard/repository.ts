import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

const zone = 'Europe/Istanbul';

/** The first instant of the period: midnight in Istanbul, `days − 1` days before today. */
export function periodStart(now: Date, days: number): Date {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  // Turkey has kept UTC+3 all year since 2016.
  const midnight = new Date(`${today}T00:00:00+03:00`);
  return new Date(midnight.getTime() - (days - 1) * 24 * 60 * 60 * 1000);
}

type Summary = {
  received: number;
  answered: number;
  auto_sent: number;
  approved: number;
  rejected: number;
  median_seconds: number | null;
  answered_in_time: number;
  avg_score: number | null;
};

/** Every headline figure in one pass over the store's questions of the period (index on store, asked_at). */
export async function summary(db: Executor, storeId: string, from: Date, to: Date): Promise<Summary> {
  const result = await db.execute<Summary>(sql`
    select
      count(*)::int as received,
      count(*) filter (where answered_at is not null)::int as answered,
      count(*) filter (where decided_by = 'auto' and answer_status = 1)::int as auto_sent,
      count(*) filter (where decided_by = 'seller' and answer_status = 1)::int as approved,
      count(*) filter (where answer_status = 2)::int as rejected,
      (percentile_cont(0.5) within group (order by extract(epoch from answered_at - asked_at))
        filter (where answered_at is not null))::float8 as median_seconds,
      count(*) filter (where answered_at is not null and answered_at <= deadline_at)::int as answered_in_time,
      (avg((draft_score ->> 'total')::numeric) filter (where draft_score is not null))::float8 as avg_score
    from questions
    where store_id = ${storeId} and asked_at >= ${from} and asked_at < ${to}`);
  return result.rows[0] as Summary;
}

/** Questions per Istanbul day, every day of the period present (zero when none). */
export async function perDay(db: Executor, storeId: string, from: Date, to: Date) {
  const result = await db.execute<{ date: string; count: number }>(sql`
    with days as (
      select generate_series(
        (${from}::timestamptz at time zone ${zone})::date,
        ((${to}::timestamptz - interval '1 microsecond') at time zone ${zone})::date,
        interval '1 day')::date as day
    ), counts as (
      select (asked_at at time zone ${zone})::date as day, count(*)::int as count
      from questions
      where store_id = ${storeId} and asked_at >= ${from} and asked_at < ${to}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(counts.count, 0)::int as count
    from days left join counts using (day)
    order by days.day`);
  return result.rows;
}

export async function topTopics(db: Executor, storeId: string, from: Date, to: Date, limit = 8) {
  const result = await db.execute<{ topic: string; count: number }>(sql`
    select topic, count(*)::int as count from questions
    where store_id = ${storeId} and asked_at >= ${from} and asked_at < ${to} and topic is not null
    group by topic order by count(*) desc, topic limit ${limit}`);
  return result.rows;
}

export async function topProducts(db: Executor, storeId: string, from: Date, to: Date, limit = 5) {
  const result = await db.execute<{ productMainId: string | null; productName: string; count: number }>(sql`
    select product_main_id as "productMainId", max(product_name) as "productName", count(*)::int as count
    from questions
    where store_id = ${storeId} and asked_at >= ${from} and asked_at < ${to}
    group by product_main_id order by count(*) desc, max(product_name) limit ${limit}`);
  return result.rows;
}

/** Waiting questions whose deadline falls within a day and whose answer is not on its way. */
export async function expiringSoon(db: Executor, storeId: string, now: Date, limit = 5) {
  const result = await db.execute<{ id: string; text: string; productName: string; deadline: Date }>(sql`
    select id, text, product_name as "productName", deadline_at as deadline from questions
    where store_id = ${storeId} and marketplace_status = 'WAITING_FOR_ANSWER'
      and send_state not in ('queued', 'sending', 'sent')
      and deadline_at > ${now} and deadline_at <= ${new Date(now.getTime() + 24 * 60 * 60 * 1000)}
    order by deadline_at limit ${limit}`);
  return result.rows;
}
