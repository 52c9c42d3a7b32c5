import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runMigrations } from '../src/db/migrate.js';
import { migrationsFolder } from '../src/paths.js';
import { withAdmin } from './support/database.js';
import { databaseUrl, testDatabaseName } from './support/names.js';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('migrations', () => {
  const adminUrl = inject('adminDatabaseUrl');
  const name = testDatabaseName(Number(inject('templateDatabase').split('_')[2]), 'migrations');
  const url = databaseUrl(adminUrl, name);

  afterAll(() => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

  it('applies every committed migration to an empty database, once, even when processes start together', async () => {
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
    await runMigrations(url);

    await withAdmin(url, async (client) => {
      const applied = await client.query('SELECT hash FROM drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(journal.entries.length);
      const extensions = await client.query<{ extname: string }>('SELECT extname FROM pg_extension ORDER BY extname');
      expect(extensions.rows.map((row) => row.extname)).toEqual(
        expect.arrayContaining(['citext', 'pg_trgm', 'unaccent']),
      );
    });
  });
});
