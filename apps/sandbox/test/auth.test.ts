import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filterUrl, makeSandbox, type TestSandbox, trendyolHeaders } from './support.js';

describe('Trendyol gateway checks', () => {
  let subject: TestSandbox;
  beforeEach(() => {
    subject = makeSandbox();
  });
  afterEach(() => subject.app.close());

  const list = (headers: Record<string, string>, sellerId = '1001') =>
    subject.app.inject({ method: 'GET', url: filterUrl(sellerId), headers });

  it('answers 401 with ClientApiAuthenticationException when Basic auth is missing', async () => {
    const response = await list({ 'user-agent': '1001 - Cevapla' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      timestamp: subject.clock.nowMs(),
      exception: 'ClientApiAuthenticationException',
      errors: [{ key: expect.any(String), message: expect.any(String), errorCode: '' }],
    });
  });

  it('accepts any non-empty key and secret for a seller without registered credentials', async () => {
    const response = await list(trendyolHeaders('1001', 'whatever', 'anything'));
    expect(response.statusCode).toBe(200);
  });

  it('refuses an empty secret even in demo mode', async () => {
    const response = await list(trendyolHeaders('1001', 'key', ''));
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for wrong credentials once the seller registered its own', async () => {
    await subject.app.inject({
      method: 'POST',
      url: '/_control/sellers',
      payload: { sellerId: '1001', apiKey: 'real-key', apiSecret: 'real-secret' },
    });
    const wrong = await list(trendyolHeaders('1001', 'real-key', 'wrong-secret'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().exception).toBe('ClientApiAuthenticationException');
    const right = await list(trendyolHeaders('1001', 'real-key', 'real-secret'));
    expect(right.statusCode).toBe(200);
    const otherSeller = await list(trendyolHeaders('2002', 'some-key', 'some-secret'), '2002');
    expect(otherSeller.statusCode).toBe(200);
  });

  it('answers 403 without a User-Agent, even with valid credentials', async () => {
    const { authorization } = trendyolHeaders('1001');
    const response = await list({ authorization, 'user-agent': '' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].key).toBe('user.agent.required');
  });

  it('does not put the control API behind auth', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/_control/health' });
    expect(response.statusCode).toBe(200);
  });
});
