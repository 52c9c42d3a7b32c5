import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from '../src/db/postgres-process.js';
import { serverRoot } from '../src/paths.js';
import {
  postgresProcessesFor,
  processGroupOf,
  startServerProcess,
  stopServerProcesses,
  waitForHealth,
} from './support/process.js';

const execFileAsync = promisify(execFile);

describe('the server process', () => {
  afterEach(stopServerProcesses);

  it('refuses PORT=abc with a one-line explanation and a non-zero exit', async () => {
    const server = startServerProcess({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be a whole number between 1 and 65535 (got "abc")');
  });

  it('refuses DATABASE_URL=nonsense with a one-line explanation and a non-zero exit', async () => {
    const server = startServerProcess({ DATABASE_URL: 'nonsense' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DATABASE_URL must be a PostgreSQL connection URL');
    expect(server.output()).not.toContain('nonsense');
  });

  it('starts on the embedded database, reuses its data, and leaves no PostgreSQL behind after SIGTERM or Ctrl+C', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cevapla-process-'));
    const port = await freeLoopbackPort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };

    const first = startServerProcess(env);
    await waitForHealth(first, port);
    expect(first.output()).toContain('first start');
    expect(postgresProcessesFor(dataDir).length).toBeGreaterThan(0);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);

    // Ctrl+C in a terminal signals the whole foreground process group. PostgreSQL runs in a group
    // of its own, so the signal reaches Cevapla alone, which stops the database last.
    const second = startServerProcess(env, [], { ownProcessGroup: true });
    await waitForHealth(second, port);
    expect(second.output()).not.toContain('first start');
    const [postmaster] = postgresProcessesFor(dataDir);
    expect(processGroupOf(postmaster as number)).not.toBe(second.child.pid);
    process.kill(-(second.child.pid as number), 'SIGINT');
    expect(await second.exited).toBe(0);
    expect(second.output()).not.toContain('"level":50');
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  }, 120_000);

  it('takes over from a PostgreSQL orphaned by a killed run', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cevapla-orphan-'));
    const port = await freeLoopbackPort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };

    const killed = startServerProcess(env);
    await waitForHealth(killed, port);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(postgresProcessesFor(dataDir).length).toBeGreaterThan(0);

    const next = startServerProcess(env);
    await waitForHealth(next, port);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  }, 120_000);

  it('runs as a worker without serving HTTP', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cevapla-worker-'));
    const port = await freeLoopbackPort();
    const worker = startServerProcess({ DATA_DIR: dataDir, PORT: String(port) }, ['--role', 'worker']);
    const deadline = Date.now() + 60_000;
    while (!worker.output().includes('worker is running') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(worker.output()).toContain('worker is running');
    const reachable = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    expect(reachable).toBe(false);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  }, 120_000);

  it('grants the admin role from the command line while the server runs on the same embedded database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cevapla-admin-'));
    const port = await freeLoopbackPort();
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitForHealth(server, port);
    const base = `http://127.0.0.1:${port}`;
    const seller = {
      name: 'Ayşe',
      surname: 'Yılmaz',
      mobilePhone: '5321234567',
      email: 'yonetici@example.com',
      password: 'gizli-sifre-1',
    };
    const headers = { 'content-type': 'application/json', origin: base };
    await fetch(`${base}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(seller) });

    const grant = (email: string) =>
      execFileAsync(process.execPath, ['--import', 'tsx', 'src/features/accounts/grant-admin-cli.ts', email], {
        cwd: serverRoot,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      }).then(
        ({ stdout }) => ({ code: 0, output: stdout }),
        (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
      );
    expect(await grant('YONETICI@example.com')).toEqual({ code: 0, output: 'YONETICI@example.com is now an admin.\n' });
    expect((await grant('kimse@example.com')).code).toBe(1);

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: seller.email, password: seller.password }),
    });
    expect(await login.json()).toMatchObject({ role: 'admin' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  }, 120_000);
});
