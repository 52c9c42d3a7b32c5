import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { serverRoot } from '../../src/paths.js';

export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const running = new Set<ServerProcess>();

/** For afterEach: a test that failed half-way must not leave a server (and its PostgreSQL) running. */
export async function stopServerProcesses(): Promise<void> {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      const stopped = await Promise.race([server.exited.then(() => true), delay(15_000).then(() => false)]);
      if (!stopped) server.child.kill('SIGKILL');
    }
  }
  running.clear();
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts src/main.ts as an operator would, with only the given settings on top of a clean slate. */
export function startServerProcess(
  env: Record<string, string>,
  args: string[] = [],
  options: { ownProcessGroup?: boolean } = {},
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts'), ...args], {
    cwd: serverRoot,
    detached: options.ownProcessGroup ?? false,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, output: () => output, exited };
  running.add(server);
  return server;
}

export async function waitForHealth(server: ServerProcess, port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server exited (${exitCode}) before it was healthy:\n${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}

/** PIDs of PostgreSQL server processes whose data directory lies under `dataDir`. */
export function postgresProcessesFor(dataDir: string): number[] {
  const listing = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return listing
    .split('\n')
    .filter((line) => line.includes('postgres') && line.includes(dataDir))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

export function processGroupOf(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
}
