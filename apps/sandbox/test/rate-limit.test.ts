import { afterEach, describe, expect, it } from 'vitest';
import { filterUrl, makeSandbox, type TestSandbox, trendyolHeaders } from './support.js';

describe('Trendyol throttling: 50 requests per 10 s per endpoint and caller', () => {
  let subject: TestSandbox;
  afterEach(() => subject.app.close());

  const list = (sellerId = '1001', apiKey = 'demo-key') =>
    subject.app.inject({ method: 'GET', url: filterUrl(sellerId), headers: trendyolHeaders(sellerId, apiKey) });
  const products = () =>
    subject.app.inject({
      method: 'GET',
      url: '/product/sellers/1001/products/approved',
      headers: trendyolHeaders('1001'),
    });
  const hammer = async (count: number, call: () => ReturnType<typeof list>) => {
    const statuses: number[] = [];
    for (let index = 0; index < count; index++) statuses.push((await call()).statusCode);
    return statuses;
  };

  it('answers the 51st request within 10 s with 429 too.many.requests', async () => {
    subject = makeSandbox();
    const statuses = await hammer(50, () => list());
    expect(statuses.every((status) => status === 200)).toBe(true);
    const throttled = await list();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errors[0].key).toBe('too.many.requests');
  });

  it('counts each endpoint separately and shares one endpoint across stores of one caller', async () => {
    subject = makeSandbox();
    await hammer(25, () => list('1001'));
    await hammer(25, () => list('2002'));
    expect((await list('3003')).statusCode).toBe(429);
    expect((await products()).statusCode).toBe(200);
  });

  it('lets requests through again as the 10 s window slides', async () => {
    subject = makeSandbox();
    await hammer(30, () => list());
    subject.clock.advance(5_000);
    await hammer(20, () => list());
    expect((await list()).statusCode).toBe(429);
    subject.clock.advance(5_000);
    const statuses = await hammer(30, () => list());
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await list()).statusCode).toBe(429);
  });

  it('can key the limit by credentials instead of address, or be turned off', async () => {
    subject = makeSandbox({ rateLimit: { scope: 'credentials' } });
    await hammer(50, () => list('1001', 'key-a'));
    expect((await list('1001', 'key-a')).statusCode).toBe(429);
    expect((await list('1001', 'key-b')).statusCode).toBe(200);
    await subject.app.close();

    subject = makeSandbox({ rateLimit: false });
    const statuses = await hammer(60, () => list());
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
