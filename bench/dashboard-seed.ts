import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { hashSessionToken, newSessionToken } from '../apps/server/src/features/accounts/secrets.js';

const topics = ['kargo', 'iade', 'beden', 'renk', 'malzeme', 'stok', 'garanti', 'fiyat'];

/**
 * A seller with one store and `count` questions spread over the last 90 days (a mix of auto-sent,
 * approved, rejected, pending and unanswered), signed in: returns the session cookie. Built with
 * set-based SQL so 100,000 rows take seconds.
 */
export async function seedDashboardStore(db: Database, count: number): Promise<string> {
  const email = `bench.dashboard.${Date.now()}@example.com`;
  const token = newSessionToken();
  // History: these questions last changed when they were answered (or asked), not now — the trigger
  // that stamps updated_at is off while they are written.
  await db.execute(sql`alter table questions disable trigger questions_touch`);
  await db.execute(sql`
    with seller as (
      insert into users (email, password_hash, name, surname, mobile_phone, is_verified)
      values (${email}, 'x', 'Bench', 'Satıcı', '5321234567', true) returning id
    ), session as (
      insert into sessions (token_hash, user_id, created_at, expires_at)
      select ${hashSessionToken(token)}, id, now(), now() + interval '1 day' from seller
    ), store as (
      insert into stores (user_id, name, seller_id, api_key_encrypted, api_secret_encrypted, api_key_hint, poll_after)
      select id, 'Bench Mağaza', '999', 'x', 'x', 'x', now() + interval '10 years' from seller returning id
    )
    insert into questions (store_id, marketplace_question_id, text, product_name, product_main_id, asked_at,
      deadline_at, marketplace_status, topic, answered_at, decided_by, answer_status, draft_score, draft_score_total,
      first_seen_at, last_synced_at, updated_at)
    select store.id, n, 'Soru ' || n, 'Ürün ' || (n % 50), 'P-' || (n % 50), asked, asked + interval '3 days',
      case when n % 5 = 4 then 'WAITING_FOR_ANSWER' else 'ANSWERED' end,
      (${`{${topics.join(',')}}`}::text[])[1 + n % ${topics.length}],
      case when n % 5 < 3 then asked + (n % 180) * interval '1 minute' end,
      case n % 5 when 0 then 'auto' when 1 then 'seller' when 2 then 'seller' when 3 then 'seller' end,
      case n % 5 when 0 then 1 when 1 then 1 when 2 then 1 when 3 then 2 else 0 end::smallint,
      jsonb_build_object('total', 50 + n % 50, 'parts', '[]'::jsonb), (50 + n % 50)::smallint,
      asked, asked, least(asked + (n % 180) * interval '1 minute', now())
    from store, generate_series(1, ${count}) as n,
      lateral (select now() - (n % 129600) * interval '1 minute' - interval '1 second' as asked) as t`);
  await db.execute(sql`alter table questions enable trigger questions_touch`);
  // What autovacuum does to a table that just grew: statistics and the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze questions`);
  return `cevapla_session=${token}`;
}
