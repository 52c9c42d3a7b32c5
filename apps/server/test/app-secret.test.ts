import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppSecret } from '../src/app-secret.js';

describe('APP_SECRET', () => {
  it('is generated once, kept readable by the owner only, and reused on the next start', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cevapla-secret-')), 'data');
    const first = await resolveAppSecret({ appSecret: undefined, dataDir });
    const second = await resolveAppSecret({ appSecret: undefined, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(statSync(path.join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
  });

  it('uses the configured value when one is given', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cevapla-secret-'));
    expect(await resolveAppSecret({ appSecret: 'configured-secret', dataDir })).toBe('configured-secret');
  });
});
