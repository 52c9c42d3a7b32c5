import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { withAdmin } from './support/database.js';

describe('GET /api/health', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  it('answers ok while the database is reachable', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 with db down once the database is gone', async () => {
    await withAdmin(inject('adminDatabaseUrl'), (admin) =>
      admin.query(`DROP DATABASE ${subject.database.name} WITH (FORCE)`),
    );
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ db: 'down' });
  });
});
