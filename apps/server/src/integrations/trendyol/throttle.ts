import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';

/** Waits until a request to `key` may go out; resolves at once when the key has room. */
export type Throttle = { acquire: (key: string) => Promise<void> };

export type ThrottleOptions = {
  /** Requests allowed per window (Trendyol: 50 per 10 s per endpoint; we stay a little below). */
  limit: number;
  windowMs: number;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One throttle for every process, kept in PostgreSQL, because the marketplace counts requests per
 * caller and not per store or process. Each request reserves the next free slot with one atomic
 * statement; slots are `windowMs / limit` apart, so no sliding window ever holds more than `limit`.
 */
export function createPostgresThrottle(db: Database, clock: Clock, options: ThrottleOptions): Throttle {
  const spacingMs = options.windowMs / options.limit;
  const sleep = options.sleep ?? realSleep;
  return {
    async acquire(key) {
      const now = clock.now();
      const result = await db.execute<{ slot: Date | string }>(sql`
        insert into marketplace_throttle (key, theoretical_arrival)
        values (${key}, ${new Date(now.getTime() + spacingMs)})
        on conflict (key) do update
          set theoretical_arrival = greatest(marketplace_throttle.theoretical_arrival, ${now})
            + make_interval(secs => ${spacingMs / 1000})
        returning theoretical_arrival - make_interval(secs => ${spacingMs / 1000}) as slot`);
      const slot = new Date(result.rows[0]?.slot ?? now);
      const waitMs = slot.getTime() - now.getTime();
      if (waitMs > 0) await sleep(waitMs);
    },
  };
}
