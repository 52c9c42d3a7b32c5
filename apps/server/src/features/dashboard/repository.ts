import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { istanbulDay } from '../../format-date.js';

const dayMs = 24 * 60 * 60 * 1000;

/** The first instant of the period: midnight in Istanbul, `days − 1` days before today. */
export function periodStart(now: Date, days: number): Date {
  // Turkey has kept UTC+3 all year since 2016.
  const midnight = new Date(`${istanbulDay(now)}T00:00:00+03:00`);
  return new Date(midnight.getTime() - (days - 1) * dayMs);
}

/** The store's latest question change (any insert or update), as text: the cache's fingerprint. */
export async function latestChange(db: Executor, storeId: string): Promise<string> {
  const result = await db.execute<{ latest: string | null }>(sql`
    select max(updated_at)::text as latest from questions where store_id = ${storeId}`);
  return result.rows[0]?.latest ?? 'none';
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

/** Every headline figure of the Istanbul days `fromDay`…`toDay`, added up from the store's roll-up. */
export async function summary(db: Executor, storeId: string, fromDay: string, toDay: string): Promise<Summary> {
  const result = await db.execute<Summary>(sql`
    with days as (
      select * from question_days where store_id = ${storeId} and day between ${fromDay}::date and ${toDay}::date
    )
    select coalesce(sum(received), 0)::int as received, coalesce(sum(answered), 0)::int as answered,
      coalesce(sum(auto_sent), 0)::int as auto_sent, coalesce(sum(approved), 0)::int as approved,
      coalesce(sum(rejected), 0)::int as rejected, coalesce(sum(answered_in_time), 0)::int as answered_in_time,
      (sum(score_sum)::float8 / nullif(sum(score_count), 0)) as avg_score,
      (select percentile_cont(0.5) within group (order by seconds) from days, unnest(answer_seconds) as seconds)::float8
        as median_seconds
    from days`);
  return result.rows[0] as Summary;
}

const byCount = <T extends { count: number }>(items: T[], key: (item: T) => string) =>
  items.sort((a, b) => b.count - a.count || key(a).localeCompare(key(b), 'tr'));

/** Questions per Istanbul day, per topic and per product of the days `fromDay`…`toDay`, from the roll-up. */
export async function breakdowns(db: Executor, storeId: string, fromDay: string, toDay: string) {
  const inPeriod = sql`store_id = ${storeId} and day between ${fromDay}::date and ${toDay}::date`;
  const [days, topics, products] = await Promise.all([
    db.execute<{ day: string; count: number }>(
      sql`select day::text as day, received as count from question_days where ${inPeriod}`,
    ),
    db.execute<{ topic: string; count: number }>(sql`
      select key as topic, sum(value::int)::int as count
      from question_days, jsonb_each_text(topics) where ${inPeriod} group by key`),
    db.execute<{ product_main_id: string; product_name: string; count: number }>(sql`
      select key as product_main_id, max(value ->> 'name') as product_name, sum((value ->> 'count')::int)::int as count
      from question_days, jsonb_each(products) where ${inPeriod} group by key`),
  ]);
  return {
    perDay: new Map(days.rows.map((row) => [row.day, row.count])),
    topics: byCount(topics.rows, (item) => item.topic).slice(0, 8),
    products: byCount(
      products.rows.map((row) => ({
        productMainId: row.product_main_id === '' ? null : row.product_main_id,
        productName: row.product_name,
        count: row.count,
      })),
      (item) => item.productName,
    ).slice(0, 5),
  };
}

/** Every Istanbul date of the period, oldest first ('YYYY-MM-DD'). */
export function periodDays(from: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => istanbulDay(new Date(from.getTime() + (index + 0.5) * dayMs)));
}

/** Waiting questions whose deadline falls within a day and whose answer is not on its way. */
export async function expiringSoon(db: Executor, storeId: string, now: Date, limit = 5) {
  const result = await db.execute<{ id: string; text: string; productName: string; deadline: Date }>(sql`
    select id, text, product_name as "productName", deadline_at as deadline from questions
    where store_id = ${storeId} and marketplace_status = 'WAITING_FOR_ANSWER'
      and send_state not in ('queued', 'sending', 'sent')
      and deadline_at > ${now} and deadline_at <= ${new Date(now.getTime() + dayMs)}
    order by deadline_at limit ${limit}`);
  return result.rows;
}
