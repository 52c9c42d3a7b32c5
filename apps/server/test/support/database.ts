import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { databaseUrl, testDatabaseName } from './names.js';

export type TestDatabase = DatabaseHandle & { name: string; url: string; drop: () => Promise<void> };

/** A database of this test's own, cloned from the migrated template of the run. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  // The run's pid (in the template name) keeps every database of this run under one prefix.
  const runPid = Number(template.split('_')[2]);
  const name = testDatabaseName(runPid, randomBytes(5).toString('hex'));
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(adminUrl, name);
  const handle = connectDatabase(url, { max: 4, applicationName: 'cevapla-test' });
  return {
    ...handle,
    name,
    url,
    drop: async () => {
      await handle.pool.end().catch(() => undefined);
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
