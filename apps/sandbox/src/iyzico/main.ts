import { startIyzicoSandbox } from './index.js';

/**
 * CLI: `npm run start:iyzico -w @cevapla/sandbox`. Env: PORT (4020), HOST (127.0.0.1), IYZIPAY_API_KEY and
 * IYZIPAY_SECRET_KEY (the keys the app uses; demo defaults), PUBLIC_URL (how browsers reach the bank page), LOG_LEVEL.
 */
const port = Number(process.env.PORT || 4020);
const host = process.env.HOST || '127.0.0.1';
const running = await startIyzicoSandbox({
  port,
  host,
  apiKey: process.env.IYZIPAY_API_KEY || 'sandbox-api-key',
  secretKey: process.env.IYZIPAY_SECRET_KEY || 'sandbox-secret-key',
  ...(process.env.PUBLIC_URL ? { publicUrl: process.env.PUBLIC_URL } : {}),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
process.stdout.write(`iyzico sandbox listening at ${running.url} (control API: ${running.url}/_control)\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
