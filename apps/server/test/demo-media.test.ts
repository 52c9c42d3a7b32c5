import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { startTestSandbox, type TestSandbox } from './support/trendyol.js';

describe('demo product pictures through our own origin', () => {
  let sandbox: TestSandbox;
  let subject: TestApp;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ imageBaseUrl: 'http://localhost:3000/demo/media' });
    subject = await createTestApp({ trendyol: sandbox.client, demoSandboxUrl: sandbox.url });
  });
  afterAll(async () => {
    await subject.close();
    await sandbox.close();
  });

  it('serves the picture a sandbox question points to', async () => {
    const seller = { sellerId: '450001', apiKey: 'k', apiSecret: 's' };
    await sandbox.control('POST', `/sellers/${seller.sellerId}/questions/bulk`, { count: 1 });
    const [question] = (await sandbox.client.listQuestions(seller)).content;
    const imageUrl = question?.imageUrl ?? '';
    expect(imageUrl.startsWith('http://localhost:3000/demo/media/')).toBe(true);
    const response = await subject.app.inject({ method: 'GET', url: imageUrl.replace('http://localhost:3000', '') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses anything that is not an image path', async () => {
    for (const url of ['/demo/media/../_control/sellers', '/demo/media/%2e%2e/_control/sellers']) {
      expect((await subject.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
