import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.js';

/**
 * APP_SECRET, or — when unset (demo mode only; config refuses production without it) — a secret
 * generated once and kept in DATA_DIR/app-secret, readable by the owner alone.
 */
export async function resolveAppSecret(config: Pick<Config, 'appSecret' | 'dataDir'>): Promise<string> {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, 'app-secret');
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  await fs.mkdir(config.dataDir, { recursive: true, mode: 0o755 });
  const secret = randomBytes(32).toString('hex');
  // 'wx' fails if a concurrently starting process wrote it first; then that one wins.
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await fs.readFile(file, 'utf8')).trim();
}
