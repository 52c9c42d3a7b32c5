import type pg from 'pg';
import { isAlive } from '../../src/db/postgres-process.js';

/** Test databases carry the creating run's pid, so a later run can drop what a crashed one left. */
const prefix = 'cevapla_test_';

export const templateName = (pid: number) => `${prefix}${pid}_template`;

export const testDatabaseName = (pid: number, suffix: string) => `${prefix}${pid}_${suffix}`;

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function dropStaleTestDatabases(admin: pg.Client, options: { includeOwn?: boolean } = {}) {
  const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
    `${prefix}%`,
  ]);
  for (const { datname } of rows) {
    const pid = Number(datname.slice(prefix.length).split('_')[0]);
    const own = pid === process.pid;
    if ((own && options.includeOwn) || (!own && !isAlive(pid))) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
}
