import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { connectDatabase, type DatabaseHandle } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';
import { runMigrations } from './migrate.js';

export type OpenDatabase = DatabaseHandle & { url: string; embedded: boolean; close: () => Promise<void> };

/** DATABASE_URL, or the embedded PostgreSQL when it is unset; migrated before anything uses it. */
export async function openDatabase(config: Config, logger: Logger, applicationName = 'cevapla'): Promise<OpenDatabase> {
  const server: { url: string; stop?: () => Promise<void> } = config.databaseUrl
    ? { url: config.databaseUrl }
    : await startEmbeddedPostgres(config.dataDir, logger);
  try {
    await runMigrations(server.url);
  } catch (error) {
    await server.stop?.();
    throw new Error(`Cannot prepare the database: ${describeConnectionError(error)}`);
  }
  const handle = connectDatabase(server.url, { max: config.dbPoolMax, applicationName });
  return {
    ...handle,
    url: server.url,
    embedded: server.stop !== undefined,
    close: async () => {
      await handle.pool.end();
      await server.stop?.();
    },
  };
}

function describeConnectionError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${error.message} (${code})` : error.message;
}
