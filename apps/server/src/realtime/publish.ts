import type pg from 'pg';
import { z } from 'zod';

/** The PostgreSQL channel that carries socket notices from any process to the API processes. */
export const realtimeChannel = 'cevapla_realtime';

export const ZRealtimeNoticeSchema = z.object({ userId: z.string(), event: z.string(), data: z.unknown().optional() });
export type RealtimeNotice = z.infer<typeof ZRealtimeNoticeSchema>;

/**
 * Sends `event` to every open socket of `userId`, whichever process holds it (NOTIFY; call after
 * commit). `data` stays small (NOTIFY carries at most 8000 bytes): most events carry none.
 */
export type Publish = (userId: string, event: string, data?: unknown) => Promise<void>;

export function createPublisher(pool: pg.Pool): Publish {
  return async (userId, event, data) => {
    const notice: RealtimeNotice = data === undefined ? { userId, event } : { userId, event, data };
    await pool.query('select pg_notify($1, $2)', [realtimeChannel, JSON.stringify(notice)]);
  };
}
