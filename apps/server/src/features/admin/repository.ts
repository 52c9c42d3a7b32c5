import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { istanbulDay } from '../../format-date.js';

const zone = 'Europe/Istanbul';
const dayMs = 24 * 60 * 60 * 1000;

/** Accounts, verified accounts and accounts of the last seven days. */
export async function userCounts(db: Executor, now: Date) {
  const result = await db.execute<{ total: number; verified: number; recent: number }>(sql`
    select count(*)::int as total,
      count(*) filter (where is_verified)::int as verified,
      count(*) filter (where created_at >= ${new Date(now.getTime() - 7 * dayMs)})::int as recent
    from users`);
  return result.rows[0] as { total: number; verified: number; recent: number };
}

/** A store's health, worst first: disconnected, failing, lagging, ok. */
const health = (lagSince: Date) => sql`case
  when s.connection = 'disconnected' then 'disconnected'
  when s.poll_failures > 0 then 'failing'
  when coalesce(s.last_synced_at, s.updated_at) < ${lagSince} then 'lagging'
  else 'ok' end`;

/** Stores per health. */
export async function storeHealthCounts(db: Executor, lagSince: Date) {
  const result = await db.execute<{ health: string; count: number }>(sql`
    select ${health(lagSince)} as health, count(*)::int as count from stores s group by 1`);
  return new Map(result.rows.map((row) => [row.health, row.count]));
}

type AttentionRow = {
  id: string;
  name: string;
  owner_email: string;
  health: 'lagging' | 'failing' | 'disconnected';
  problem: string | null;
  poll_failures: number;
  last_synced_at: Date | null;
};

/** The stores that are not up to date, worst first. */
export async function storesNeedingAttention(db: Executor, lagSince: Date, limit = 10) {
  const result = await db.execute<AttentionRow>(sql`
    select * from (
      select s.id, s.name, u.email as owner_email, ${health(lagSince)} as health,
        s.connection_problem as problem, s.poll_failures, s.last_synced_at
      from stores s join users u on u.id = s.user_id
    ) listed
    where health <> 'ok'
    order by array_position(array['disconnected', 'failing', 'lagging'], health),
      poll_failures desc, last_synced_at asc nulls first, name
    limit ${limit}`);
  return result.rows;
}

/** Running periods now, per plan, in the catalogue's order. */
export async function activeSubscriptionsByPlan(db: Executor, now: Date) {
  const result = await db.execute<{
    plan_id: number;
    plan_name: string;
    billing_cycle: number;
    is_trial: boolean;
    count: number;
  }>(sql`
    select p.id as plan_id, p.name as plan_name, p.billing_cycle, p.price = 0 as is_trial,
      count(distinct s.user_id)::int as count
    from subscriptions s join plans p on p.id = s.plan_id
    where s.starts_at <= ${now} and s.ends_at > ${now} and s.ended_at is null
    group by p.id, p.name, p.billing_cycle, p.sort_order
    order by p.sort_order, p.id`);
  return result.rows;
}

/** 'YYYY-MM' of the Istanbul month `back` months before the one `now` falls in. */
export function istanbulMonth(now: Date, back = 0): string {
  const [year, month] = istanbulDay(now).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Succeeded payments per Istanbul month and currency since the first instant of `fromMonth`. */
export async function revenueByMonth(db: Executor, fromMonth: string) {
  // Turkey has kept UTC+3 all year since 2016.
  const from = new Date(`${fromMonth}-01T00:00:00+03:00`);
  const result = await db.execute<{ month: string; currency: string; total: number; payments: number }>(sql`
    select to_char(completed_at at time zone ${zone}, 'YYYY-MM') as month, currency,
      sum(total)::float8 as total, count(*)::int as payments
    from payments
    where status = 'succeeded' and completed_at >= ${from}
    group by 1, 2`);
  return result.rows;
}

/** Drafts since `from` per engine: how many, how many reached the marketplace, LLM tokens spent. */
export async function answersByEngine(db: Executor, from: Date) {
  const result = await db.execute<{ engine: 'local' | 'llm'; drafted: number; sent: number; tokens: number }>(sql`
    select draft_engine as engine, count(*)::int as drafted,
      count(*) filter (where send_state = 'sent')::int as sent,
      coalesce(sum(coalesce((draft_usage ->> 'inputTokens')::bigint, 0)
        + coalesce((draft_usage ->> 'outputTokens')::bigint, 0)), 0)::float8 as tokens
    from questions
    where drafted_at >= ${from} and draft_engine is not null
    group by draft_engine`);
  return result.rows;
}

/** Incidents since `since`, per source and operation, most frequent first. */
export async function incidentCounts(db: Executor, since: Date) {
  const result = await db.execute<{ source: 'marketplace' | 'llm'; operation: string; count: number }>(sql`
    select source, operation, count(*)::int as count from incidents
    where occurred_at >= ${since}
    group by source, operation
    order by count desc, source, operation`);
  return result.rows;
}

/** The latest incidents since `since`, with the store's name. */
export async function recentIncidents(db: Executor, since: Date, limit = 10) {
  const result = await db.execute<{
    id: number;
    occurred_at: Date;
    source: 'marketplace' | 'llm';
    operation: string;
    code: string;
    message: string;
    store_name: string | null;
  }>(sql`
    select i.id::float8 as id, i.occurred_at, i.source, i.operation, i.code, i.message, s.name as store_name
    from incidents i left join stores s on s.id = i.store_id
    where i.occurred_at >= ${since}
    order by i.occurred_at desc, i.id desc
    limit ${limit}`);
  return result.rows;
}
