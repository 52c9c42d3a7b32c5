import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { runMigrations } from '../../src/db/migrate.js';
import { startBoss } from '../../src/jobs/boss.js';
import { serverRoot } from '../../src/paths.js';
import { databaseUrl, dropStaleTestDatabases, templateName } from './names.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * Once per run: a PostgreSQL (TEST_DATABASE_URL, or an embedded one kept in .data/test-postgres),
 * and a template database with every migration and the job-queue schema applied. Test files clone
 * it, which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const logger = pino({ level: 'warn' });
  const server: { url: string; stop?: () => Promise<void> } = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL }
    : await startEmbeddedPostgres(path.resolve(serverRoot, '..', '..', '.data', 'test-postgres'), logger);
  const adminUrl = server.url;
  const template = templateName(process.pid);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await dropStaleTestDatabases(admin);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = databaseUrl(adminUrl, template);
  await runMigrations(templateUrl);
  const boss = await startBoss(templateUrl, 'api', logger);
  await boss.stop({ graceful: false, wait: true });

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await dropStaleTestDatabases(admin, { includeOwn: true });
    await admin.end();
    await server.stop?.();
  };
}
