import { createSeededRandom } from '../src/random.js';
import { createTrendyolSandbox, type TrendyolSandbox, type TrendyolSandboxOptions } from '../src/sandbox.js';

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

/** A clock the test moves by hand: windows, deadlines, throttling and the generator without waiting. */
export function movableClock(iso = '2026-11-18T10:00:00+03:00') {
  let now = new Date(iso);
  return {
    now: () => now,
    nowMs: () => now.getTime(),
    advance: (milliseconds: number) => {
      now = new Date(now.getTime() + milliseconds);
    },
  };
}

export type TestSandbox = { app: TrendyolSandbox; clock: ReturnType<typeof movableClock> };

/** A sandbox of the test's own, with a movable clock and a seeded PRNG. */
export function makeSandbox(options: TrendyolSandboxOptions = {}, iso?: string): TestSandbox {
  const clock = movableClock(iso);
  const app = createTrendyolSandbox({ clock: clock.now, random: createSeededRandom(42), ...options });
  return { app, clock };
}

/** The headers Trendyol requires: Basic auth and a `{sellerId} - {Integrator}` User-Agent. */
export function trendyolHeaders(sellerId: string, apiKey = 'demo-key', apiSecret = 'demo-secret') {
  return {
    authorization: `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`,
    'user-agent': `${sellerId} - Cevapla`,
  };
}

/** The filter endpoint's URL with `supplierId` set and extra query parameters. */
export function filterUrl(sellerId: string, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams({ supplierId: sellerId });
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return `/qna/sellers/${sellerId}/questions/filter?${search}`;
}

/** Lists a seller's questions through the Trendyol API and returns the parsed page. */
export async function listPage(subject: TestSandbox, sellerId: string, query: Record<string, string | number> = {}) {
  const response = await subject.app.inject({
    method: 'GET',
    url: filterUrl(sellerId, query),
    headers: trendyolHeaders(sellerId),
  });
  if (response.statusCode !== 200) throw new Error(`filter answered ${response.statusCode}: ${response.body}`);
  return response.json<{
    content: Array<{ id: number; status: string; creationDate: number; text: string } & Record<string, unknown>>;
    page: number;
    size: number;
    totalElements: number;
    totalPages: number;
  }>();
}

/** Creates one question through the control API and returns its Trendyol object. */
export async function createQuestion(subject: TestSandbox, sellerId: string, body: Record<string, unknown> = {}) {
  const response = await subject.app.inject({
    method: 'POST',
    url: `/_control/sellers/${sellerId}/questions`,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number; status: string; creationDate: number } & Record<string, unknown>>();
}

/** Posts an answer through the Trendyol API. */
export function postAnswer(subject: TestSandbox, sellerId: string, questionId: number, text: unknown) {
  return subject.app.inject({
    method: 'POST',
    url: `/qna/sellers/${sellerId}/questions/${questionId}/answers`,
    headers: trendyolHeaders(sellerId),
    payload: { text },
  });
}
