import { createSeededRandom } from './random.js';
import { startSandbox } from './sandbox.js';

/**
 * CLI: `npm start -w @cevapla/sandbox`. Env: PORT (4010), HOST (127.0.0.1), QUESTIONS_PER_MINUTE
 * per known seller (2; 0 = off), SEED for repeatable data, SELLER_IDS (comma separated, optional),
 * PUBLIC_URL (how browsers reach the sandbox, for product images), LOG_LEVEL (info).
 */

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    process.stderr.write(`Trendyol sandbox cannot start: ${name} must be a non-negative number (got "${raw}")\n`);
    process.exit(1);
  }
  return value;
}

const port = numberFromEnv('PORT', 4010);
const host = process.env.HOST || '127.0.0.1';
const seed = process.env.SEED;
const running = await startSandbox({
  port,
  host,
  questionsPerMinute: numberFromEnv('QUESTIONS_PER_MINUTE', 2),
  random: seed ? createSeededRandom(numberFromEnv('SEED', 0)) : Math.random,
  sellerIds:
    process.env.SELLER_IDS?.split(',')
      .map((id) => id.trim())
      .filter((id) => /^\d+$/.test(id)) ?? [],
  imageBaseUrl: `${process.env.PUBLIC_URL || `http://${host}:${port}`}/_media`,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
process.stdout.write(`Trendyol sandbox listening at ${running.url} (control API: ${running.url}/_control)\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
