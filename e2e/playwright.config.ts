import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { smtpPort } from './support/mailbox';
import { iyzicoKeys, iyzicoUrl } from './support/payments';
import { sandboxUrl } from './support/sandbox';

// Browser tests against the real built app (API + web + embedded PostgreSQL in .data/e2e), started
// by this run on its own port and stopped at the end; its mail goes to the SMTP server of global-setup.
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A ceiling, not a wait: a whole 3-D Secure payment on two busy cores can take longer than 30 s.
  timeout: 60_000,
  outputDir: path.join(root, '.test-output', 'playwright-artifacts'),
  reporter: [['list'], ['json', { outputFile: path.join(root, '.test-output', 'playwright.json') }]],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs.filter((arg) => arg !== '--headless') },
  },
  globalSetup: './global-setup.ts',
  webServer: {
    command: 'node apps/server/dist/main.js --role all',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: path.join(root, '.data', 'e2e'),
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRENDYOL_BASE_URL: sandboxUrl,
      POLL_INTERVAL_SECONDS: '1',
      TRENDYOL_REQUESTS_PER_10S: '1000',
      IYZIPAY_URI: iyzicoUrl,
      IYZIPAY_API_KEY: iyzicoKeys.apiKey,
      IYZIPAY_SECRET_KEY: iyzicoKeys.secretKey,
      LOG_LEVEL: 'warn',
    },
  },
});
