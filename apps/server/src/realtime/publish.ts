import type pg from 'pg';
import { z } from 'zod';

/** The PostgreSQL channel that carries socket notices from any process to the API processes. */
export const realtimeChannel = 'cevapla_realtime';

export const ZRealtimeNoticeSchema = z.object({ userId: z.string(), event: z.string() });
export type RealtimeNotice = z.infer<typeof ZRealtimeNoticeSchema>;

/** Sends `event` to every open socket of `userId`, whichever process holds it (NOTIFY; call after commit). */
export type Publish = (userId: string, event: string) => Promise<void>;

export function createPublisher(pool: pg.Pool): Publish {
  return async (userId, event) => {
    const notice: RealtimeNotice = { userId, event };
    await pool.query('select pg_notify($1, $2)', [realtimeChannel, JSON.stringify(notice)]);
  };
}
