import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filterUrl, makeSandbox, type TestSandbox, trendyolHeaders } from './support.js';

describe('fault injection', () => {
  let subject: TestSandbox;
  beforeEach(() => {
    subject = makeSandbox();
  });
  afterEach(() => subject.app.close());

  const list = () => subject.app.inject({ method: 'GET', url: filterUrl('1001'), headers: trendyolHeaders('1001') });
  const products = () =>
    subject.app.inject({
      method: 'GET',
      url: '/product/sellers/1001/products/approved',
      headers: trendyolHeaders('1001'),
    });
  const inject = (payload: Record<string, unknown>) =>
    subject.app.inject({ method: 'POST', url: '/_control/faults', payload });

  it('fails the next N requests of one endpoint with 500, then recovers', async () => {
    const created = await inject({ endpoint: 'questions.filter', kind: 'error', status: 500, count: 2 });
    expect(created.statusCode).toBe(201);
    const first = await list();
    expect(first.statusCode).toBe(500);
    expect(first.json().exception).toBe('TrendyolSystemException');
    expect((await products()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(500);
    expect((await list()).statusCode).toBe(200);
  });

  it('throttles every endpoint with 429 for a duration on the sandbox clock', async () => {
    await inject({ endpoint: 'all', kind: 'error', status: 429, durationMs: 30_000 });
    expect((await list()).statusCode).toBe(429);
    expect((await products()).json().errors[0].key).toBe('too.many.requests');
    subject.clock.advance(30_000);
    expect((await list()).statusCode).toBe(200);
  });

  it('slows a response by the given delay and then answers normally', async () => {
    await inject({ endpoint: 'questions.filter', kind: 'delay', delayMs: 150 });
    const started = performance.now();
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('lists active faults and clears them', async () => {
    await inject({ endpoint: 'questions.answer', kind: 'timeout', count: 3 });
    const listed = await subject.app.inject({ method: 'GET', url: '/_control/faults' });
    expect(listed.json().faults).toEqual([
      expect.objectContaining({ endpoint: 'questions.answer', kind: 'timeout', remaining: 3, until: null }),
    ]);
    await inject({ endpoint: 'all', kind: 'error', status: 503 });
    expect((await subject.app.inject({ method: 'DELETE', url: '/_control/faults' })).statusCode).toBe(204);
    expect((await list()).statusCode).toBe(200);
  });

  it('never affects the control API', async () => {
    await inject({ endpoint: 'all', kind: 'error', status: 500, count: 5 });
    expect((await subject.app.inject({ method: 'GET', url: '/_control/health' })).statusCode).toBe(200);
  });

  it('refuses an error fault without a status', async () => {
    expect((await inject({ kind: 'error' })).statusCode).toBe(400);
  });
});
