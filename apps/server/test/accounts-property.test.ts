import { genericErrorMessages } from '@cevapla/contracts/errors';
import * as messages from '@cevapla/contracts/messages';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { origin, signedInSeller } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/app.js';

/** Every Turkish sentence the API may answer with. */
const turkishMessages = new Set<string>(
  [genericErrorMessages, ...Object.values(messages)].flatMap((group) =>
    Object.values(group).filter((value): value is string => typeof value === 'string'),
  ),
);

const tables = ['users', 'sessions', 'verification_codes', 'email_outbox', 'login_failures'];

const anyBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom('email', 'password', 'name', 'surname', 'mobilePhone', 'code'), fc.jsonValue()),
);

describe('accounts endpoints under arbitrary JSON', () => {
  let subject: TestApp;
  let cookie: string;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent' });
    cookie = (await signedInSeller(subject)).cookie;
  });
  afterAll(() => subject.close());

  async function fingerprint(): Promise<string> {
    const parts = [];
    for (const table of tables) {
      const { rows } = await subject.database.pool.query(
        `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS h FROM ${table} t`,
      );
      parts.push(`${table}:${rows[0].n}:${rows[0].h}`);
    }
    return parts.join('|');
  }

  it.each([
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/verification/send'],
    ['POST', '/api/auth/verification/check'],
    ['POST', '/api/auth/login'],
    ['PUT', '/api/me/profile'],
  ] as const)('%s %s answers 4xx with a Turkish message and changes nothing', async (method, url) => {
    const before = await fingerprint();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        run += 1;
        const response = await subject.app.inject({
          method,
          url,
          payload: JSON.stringify(body),
          headers: { origin, cookie, 'content-type': 'application/json' },
          // A new address per run keeps the per-address burst limit out of the way of validation.
          remoteAddress: `10.9.${Math.floor(run / 250)}.${run % 250}`,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(turkishMessages.has(response.json().message)).toBe(true);
      }),
      { numRuns: 80 },
    );
    expect(await fingerprint()).toBe(before);
  });

  it('knows the database changed when it did (the fingerprint is not blind)', async () => {
    const before = await fingerprint();
    await subject.database.db.execute(sql`UPDATE users SET name = name || '!'`);
    expect(await fingerprint()).not.toBe(before);
  });
});
