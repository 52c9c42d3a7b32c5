import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/http/app-error.js';
import { createTestApp, type TestApp } from './support/app.js';

describe('HTTP conventions', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ webRoot: '/nonexistent' });
    // Test-only routes, registered as a plugin after the app's own (as a feature would be).
    subject.app.register(async (scope) => {
      scope.get('/api/test/crash', async () => {
        throw new Error('connection to db-7.internal:5432 failed: password authentication failed');
      });
      scope.get('/api/test/conflict', async () => {
        throw new AppError('CONFLICT', 409, 'Bu e-posta adresi zaten kayıtlı.');
      });
      scope.post(
        '/api/test/echo',
        { schema: { body: z.object({ email: z.email({ message: 'Geçerli bir e-posta girin.' }) }) } },
        async (request) => request.body,
      );
      scope.get('/api/test/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
        ok: true,
      }));
    });
    await subject.app.ready();
  });
  afterAll(() => subject.close());

  it('answers unknown API paths with the JSON error shape and 404', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Aradığınız kaynak bulunamadı.' });
  });

  it('hides what went wrong inside behind a Turkish message on a 500', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    });
    expect(response.body).not.toContain('db-7');
  });

  it('passes an AppError through with its code, status and Turkish message', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'Bu e-posta adresi zaten kayıtlı.' });
  });

  it("answers invalid input with 400 and the shared schema's Turkish message", async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Geçerli bir e-posta girin.' });
  });

  it('answers a malformed JSON body with 400 in the same shape', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('limits a route that asks for it, in Turkish', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await subject.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await subject.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/^Çok fazla istek gönderdiniz/);
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tags every response with a request id, keeping a well-formed incoming one', async () => {
    const generated = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await subject.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-trace-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-trace-12345678');
    const replaced = await subject.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('publishes the OpenAPI document and its browsable UI', async () => {
    const document = await subject.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths).toHaveProperty('/api/health');
    const ui = await subject.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('tells the web app whether this instance runs in demo mode', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/app-info' });
    expect(response.json()).toEqual({
      name: 'Cevapla',
      demo: true,
      demoMarketplace: false,
      version: expect.any(String),
    });
  });
});
