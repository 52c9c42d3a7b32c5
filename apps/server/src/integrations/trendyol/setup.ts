import { startSandbox } from '@cevapla/sandbox';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createTrendyolClient, TRENDYOL_PRODUCTION_URL, type TrendyolClient } from './client.js';
import { createPostgresThrottle } from './throttle.js';

export type TrendyolSetup = {
  client: TrendyolClient;
  /** The local stand-in's address when the client talks to it (demo mode without TRENDYOL_BASE_URL). */
  demoSandboxUrl: string | undefined;
  close: () => Promise<void>;
};

/** New customer questions per minute for each demo store, so a new seller sees the product work. */
const demoQuestionsPerMinute = 0.5;

/**
 * The Trendyol adapter for this process: TRENDYOL_BASE_URL when set; otherwise production Trendyol,
 * or — in demo mode — the sandbox (apps/sandbox) started here on a loopback port, where any non-empty
 * credentials work and customer questions arrive by themselves.
 */
export async function setUpTrendyol(
  config: Pick<Config, 'demo' | 'trendyol' | 'publicUrl'>,
  db: Database,
  clock: Clock,
  logger: Logger,
): Promise<TrendyolSetup> {
  let baseUrl = config.trendyol.baseUrl;
  let close = async () => {};
  let demoSandboxUrl: string | undefined;
  if (!baseUrl && config.demo) {
    const sandbox = await startSandbox({
      port: 0,
      host: '127.0.0.1',
      questionsPerMinute: demoQuestionsPerMinute,
      // Product images come through our own origin (/demo/media), as the browser cannot reach the sandbox.
      imageBaseUrl: `${config.publicUrl}/demo/media`,
    });
    baseUrl = sandbox.url;
    close = sandbox.close;
    demoSandboxUrl = sandbox.url;
    logger.info({ url: baseUrl }, 'No TRENDYOL_BASE_URL: stores connect to the local Trendyol sandbox (demo)');
  }
  const throttle = createPostgresThrottle(db, clock, { limit: config.trendyol.requestsPer10s, windowMs: 10_000 });
  const client = createTrendyolClient({
    baseUrl: baseUrl ?? TRENDYOL_PRODUCTION_URL,
    integrator: config.trendyol.integrator,
    timeoutMs: config.trendyol.timeoutMs,
    throttle,
  });
  return { client, demoSandboxUrl, close };
}
