import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../src/sandbox.js';
import { movableClock, trendyolHeaders } from './support.js';

describe('startSandbox over a real port', () => {
  let running: Awaited<ReturnType<typeof startSandbox>>;
  const clock = movableClock();
  beforeAll(async () => {
    running = await startSandbox({ port: 0, clock: clock.now });
  });
  afterAll(() => running.close());

  it('serves the Trendyol API to fetch: create, list and answer a question', async () => {
    const headers = trendyolHeaders('1001');
    const created = await fetch(`${running.url}/qna/sellers/1001/questions`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Kargo ne zaman çıkar?', contentId: 700_001_379 }),
    });
    expect(created.status).toBe(200);
    const { questionId } = (await created.json()) as { questionId: number };

    const list = await fetch(
      `${running.url}/qna/sellers/1001/questions/filter?supplierId=1001&status=WAITING_FOR_ANSWER`,
      {
        headers,
      },
    );
    const page = (await list.json()) as { content: Array<{ id: number; text: string }> };
    expect(page.content).toEqual([expect.objectContaining({ id: questionId, text: 'Kargo ne zaman çıkar?' })]);

    const answer = await fetch(`${running.url}/qna/sellers/1001/questions/${questionId}/answers`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Merhaba, siparişiniz bugün kargoya verilir.' }),
    });
    expect(answer.status).toBe(200);
  });

  it('never answers during a timeout fault, so the client gives up, and close() does not hang', async () => {
    const hanging = await startSandbox({ port: 0 });
    await fetch(`${hanging.url}/_control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'questions.filter', kind: 'timeout', count: 2 }),
    });
    const url = `${hanging.url}/qna/sellers/1001/questions/filter?supplierId=1001`;
    const attempt = fetch(url, { headers: trendyolHeaders('1001'), signal: AbortSignal.timeout(300) });
    await expect(attempt).rejects.toThrow(/aborted|timeout/i);

    const stillOpen = fetch(url, { headers: trendyolHeaders('1001') }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await hanging.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await stillOpen).toBeInstanceOf(Error);
  });
});
