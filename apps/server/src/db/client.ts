import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a transaction on it: repository functions take either. */
export type Executor = Database | Transaction;

export type DatabaseHandle = { pool: pg.Pool; db: Database };

export function connectDatabase(url: string, options: { max: number; applicationName: string }): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process; the pool
  // replaces it on the next checkout and /api/health reports the outage meanwhile.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema, casing: 'snake_case' }) };
}

/** True when the database answers a trivial query within the time limit. */
export async function pingDatabase(pool: pg.Pool, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = pool.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
