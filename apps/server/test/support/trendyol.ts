import { startSandbox, type TrendyolSandboxOptions } from '@cevapla/sandbox';
import { createTrendyolClient, type TrendyolClient } from '../../src/integrations/trendyol/client.js';
import type { Throttle } from '../../src/integrations/trendyol/throttle.js';

/** No waiting: tests that are about the throttle build their own. */
export const noThrottle: Throttle = { acquire: async () => {} };

export function trendyolClientFor(baseUrl: string, options: { timeoutMs?: number; throttle?: Throttle } = {}) {
  return createTrendyolClient({
    baseUrl,
    integrator: 'CevaplaTest',
    timeoutMs: options.timeoutMs ?? 3_000,
    throttle: options.throttle ?? noThrottle,
  });
}

/** A client for apps that never reach Trendyol in their test: any call fails as "unavailable". */
export const unreachableTrendyol: TrendyolClient = trendyolClientFor('http://127.0.0.1:9');

/** Calls a Trendyol sandbox's control API (tests, browser tests and the bench stand on Trendyol's side). */
export function sandboxControlAt(baseUrl: string) {
  return async <T = unknown>(method: 'GET' | 'POST' | 'DELETE' | 'PATCH', path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/_control${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox control ${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as T;
  };
}

export type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;

/** The Trendyol sandbox on a free loopback port, with a client for it and its control API. */
export async function startTestSandbox(options: TrendyolSandboxOptions = {}) {
  const started = await startSandbox({ port: 0, host: '127.0.0.1', rateLimit: false, ...options });
  return { ...started, client: trendyolClientFor(started.url), control: sandboxControlAt(started.url) };
}
