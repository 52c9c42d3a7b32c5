import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/stores.js';
import { origin, signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';
import { startTestSandbox, type TestSandbox } from './support/trendyol.js';

const secret = 'gizli-api-secret-9f8e7d';
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ayşe Butik',
  sellerId: '812345',
  apiKey: 'api-key-1234abcd',
  apiSecret: secret,
  autoAnswer: false,
  ...overrides,
});

describe('store integration API', () => {
  let sandbox: TestSandbox;
  let subject: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    // The sandbox accepts only these credentials for seller 812345: wrong ones get Trendyol's 401.
    await sandbox.control('POST', '/sellers', { sellerId: '812345', apiKey: 'api-key-1234abcd', apiSecret: secret });
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    );
    subject = await createTestApp({ trendyol: sandbox.client, demoSandboxUrl: sandbox.url, logger });
  });
  afterAll(async () => {
    await subject.close();
    await sandbox.close();
  });

  const put = (cookie: string, payload: unknown) =>
    subject.app.inject({ method: 'PUT', url: '/api/store', payload: payload as object, headers: { origin, cookie } });
  const get = (cookie: string) => subject.app.inject({ method: 'GET', url: '/api/store', headers: { cookie } });

  it('needs a session', async () => {
    expect((await subject.app.inject({ method: 'GET', url: '/api/store' })).statusCode).toBe(401);
  });

  it('refuses credentials Trendyol refuses, says why in Turkish and saves nothing', async () => {
    const { cookie, user } = await signedInSeller(subject);
    const response = await put(cookie, form({ apiSecret: 'yanlis' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'STORE_CONNECTION_FAILED',
      message: expect.stringMatching(/^Bağlantı kurulamadı, bilgiler kaydedilmedi\. Trendyol, API Key ve API Secret/),
    });
    expect(await subject.database.db.select().from(stores).where(eq(stores.userId, user.id))).toEqual([]);
    expect((await get(cookie)).json()).toBeNull();
  });

  it('shows the validation messages of the spec', async () => {
    const { cookie } = await signedInSeller(subject);
    const response = await put(cookie, form({ name: ' ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Mağaza Adı zorunludur.');
    expect((await put(cookie, form({ sellerId: '12ab' }))).json().message).toBe(
      'Satıcı Id yalnızca rakamlardan oluşmalıdır.',
    );
  });

  it('saves working credentials encrypted and shows them masked, never the secret', async () => {
    const { cookie, user } = await signedInSeller(subject);
    const saved = await put(cookie, form({ autoAnswer: true }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Mağaza bilgileriniz kaydedildi. Bağlantı başarılı.',
      store: {
        name: 'Ayşe Butik',
        sellerId: '812345',
        apiKeyMasked: '••••••••abcd',
        autoAnswer: true,
        connection: 'connected',
        demoMarketplace: true,
      },
    });
    const [row] = await subject.database.db.select().from(stores).where(eq(stores.userId, user.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain('api-key-1234abcd');
    const read = await get(cookie);
    expect(read.body).not.toContain(secret);
    expect(read.body).not.toContain('api-key-1234abcd');
    expect(logLines.join('')).not.toContain(secret);
  });

  it('updates the one store and keeps the saved secret when the field is left empty', async () => {
    const { cookie, user } = await signedInSeller(subject);
    await put(cookie, form());
    const updated = await put(cookie, form({ name: 'Ayşe Butik 2', apiSecret: '' }));
    expect(updated.statusCode).toBe(200);
    const rows = await subject.database.db.select().from(stores).where(eq(stores.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Ayşe Butik 2');
  });

  it('asks for the secret when there is no store yet', async () => {
    const { cookie } = await signedInSeller(subject);
    const response = await put(cookie, form({ apiSecret: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('API Secret zorunludur.');
  });

  it('never shows one seller the store of another', async () => {
    const owner = await signedInSeller(subject);
    await put(owner.cookie, form({ name: 'Sahibin Mağazası' }));
    const other = await signedInSeller(subject);
    expect((await get(other.cookie)).json()).toBeNull();
  });
});
