import path from 'node:path';
import { z } from 'zod';
import type { LlmSettings } from './features/answering/llm-engine.js';

/**
 * The only reader of process.env. One schema, read once at start-up; every problem is reported on a
 * line of its own so an operator can fix them all in one go.
 */

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const booleanWords: Record<string, boolean> = { true: true, '1': true, yes: true, false: false, '0': false, no: false };

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = optionalText.pipe(
  z
    .string()
    .optional()
    .refine((value) => value === undefined || value.toLowerCase() in booleanWords, {
      message: 'must be true or false',
    })
    .transform((value) => (value === undefined ? undefined : booleanWords[value.toLowerCase()])),
);

const port = (fallback: number) =>
  optionalText.pipe(
    z
      .string()
      .optional()
      .refine((value) => value === undefined || /^\d+$/.test(value), {
        message: 'must be a whole number between 1 and 65535',
      })
      .transform((value) => (value === undefined ? fallback : Number(value)))
      .refine((value) => value >= 1 && value <= 65535, { message: 'must be a whole number between 1 and 65535' }),
  );

const httpUrl = optionalText.pipe(
  z
    .string()
    .optional()
    .refine((value) => value === undefined || /^https?:\/\/[^/\s]+/.test(value), {
      message: 'must be an http:// or https:// address, e.g. https://cevapla.example.com',
    }),
);

const postgresUrl = optionalText.pipe(
  z
    .string()
    .optional()
    .refine((value) => value === undefined || isPostgresUrl(value), {
      message: 'must be a PostgreSQL connection URL like postgres://user:password@host:5432/database',
    }),
);

const EnvSchema = z.object({
  NODE_ENV: optionalText.pipe(z.enum(['development', 'production', 'test']).optional()),
  DEMO: booleanFlag,
  PORT: port(3000),
  HOST: optionalText,
  PUBLIC_URL: httpUrl,
  DATABASE_URL: postgresUrl,
  DATA_DIR: optionalText,
  APP_SECRET: optionalText.pipe(
    z.string().min(32, { message: 'must be at least 32 characters (e.g. openssl rand -hex 32)' }).optional(),
  ),
  LOG_LEVEL: optionalText.pipe(z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).optional()),
  TRUST_PROXY: booleanFlag,
  DB_POOL_MAX: optionalText.pipe(
    z
      .string()
      .optional()
      .refine((value) => value === undefined || /^\d+$/.test(value), { message: 'must be a whole number' })
      .transform((value) => (value === undefined ? 10 : Number(value)))
      .refine((value) => value >= 1 && value <= 200, { message: 'must be between 1 and 200' }),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .optional()
      .refine((value) => value === undefined || /^smtps?:\/\/[^/\s]+/.test(value), {
        message: 'must look like smtp://user:password@host:587 or smtps://user:password@host:465',
      }),
  ),
  MAIL_FROM: optionalText,
  SUPPORT_EMAIL: optionalText.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  TRUSTED_ORIGINS: optionalText,
  TRENDYOL_BASE_URL: httpUrl,
  TRENDYOL_INTEGRATOR: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,30}$/, {
        message: 'must be letters and digits only, at most 30 (the User-Agent company part)',
      })
      .optional(),
  ),
  TRENDYOL_TIMEOUT_MS: wholeNumber(10_000, 500, 120_000),
  // Trendyol allows 50; a local sandbox (browser tests) may allow more.
  TRENDYOL_REQUESTS_PER_10S: wholeNumber(45, 1, 10_000),
  POLL_INTERVAL_SECONDS: wholeNumber(60, 1, 3600),
  IYZIPAY_URI: httpUrl,
  IYZIPAY_API_KEY: optionalText,
  IYZIPAY_SECRET_KEY: optionalText,
  IYZIPAY_TIMEOUT_MS: wholeNumber(20_000, 1000, 120_000),
  AI_PROVIDER: optionalText.pipe(
    z
      .enum(['openai', 'openai-compatible', 'anthropic', 'google'], {
        message: 'must be one of openai, openai-compatible, anthropic, google',
      })
      .optional(),
  ),
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
  AI_BASE_URL: httpUrl,
  AI_TIMEOUT_MS: wholeNumber(20_000, 1000, 120_000),
  AI_MAX_RETRIES: wholeNumber(2, 0, 5),
  PAYMENT_CURRENCY: optionalText.pipe(
    z.enum(['USD', 'TRY', 'EUR', 'GBP'], { message: 'must be one of USD, TRY, EUR, GBP' }).optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: optionalText.pipe(
    z
      .string()
      .optional()
      .refine((value) => value === undefined || /^\d+$/.test(value), { message: 'must be a whole number' })
      .transform((value) => (value === undefined ? 25_000 : Number(value))),
  ),
});

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function wholeNumber(fallback: number, min: number, max: number) {
  return optionalText.pipe(
    z
      .string()
      .optional()
      .refine((value) => value === undefined || /^\d+$/.test(value), { message: 'must be a whole number' })
      .transform((value) => (value === undefined ? fallback : Number(value)))
      .refine((value) => value >= min && value <= max, { message: `must be between ${min} and ${max}` }),
  );
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  demo: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** undefined: start the embedded PostgreSQL in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** undefined: generated once and kept in dataDir. */
  appSecret: string | undefined;
  logLevel: (typeof logLevels)[number];
  trustProxy: boolean;
  dbPoolMax: number;
  shutdownTimeoutMs: number;
  secureCookies: boolean;
  /** undefined: mail stays local (logged, and readable at /dev/mailbox in demo mode). */
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Origins besides PUBLIC_URL's whose browsers may send state-changing requests (the Vite dev server). */
  trustedOrigins: string[];
  trendyol: {
    /** undefined: production Trendyol, or in demo mode the local sandbox started by main.ts. */
    baseUrl: string | undefined;
    integrator: string;
    timeoutMs: number;
    requestsPer10s: number;
  };
  pollIntervalSeconds: number;
  iyzico: {
    /** undefined: production iyzico, or in demo mode the local emulator started by main.ts. */
    uri: string | undefined;
    apiKey: string | undefined;
    secretKey: string | undefined;
    timeoutMs: number;
  };
  /** The LLM answer engine; undefined: the built-in local engine answers alone. */
  ai: LlmSettings | undefined;
  /** What card payments are charged in; prices are shown in dollars. */
  paymentCurrency: 'USD' | 'TRY' | 'EUR' | 'GBP';
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Outside services that production must have configured; demo mode stands in for each of them locally. */
const requiredInProduction = [
  'DATABASE_URL',
  'APP_SECRET',
  'PUBLIC_URL',
  'SMTP_URL',
  'IYZIPAY_API_KEY',
  'IYZIPAY_SECRET_KEY',
] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const raw = env[name];
        const secret = ['DATABASE_URL', 'APP_SECRET', 'SMTP_URL', 'IYZIPAY_API_KEY', 'IYZIPAY_SECRET_KEY'].includes(
          name,
        );
        const shown = raw === undefined || secret ? '' : ` (got "${raw}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const values = parsed.data;
  const nodeEnv = values.NODE_ENV ?? 'development';
  const demo = values.DEMO ?? nodeEnv !== 'production';
  if (!demo) {
    const missing = requiredInProduction.filter((name) => values[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((name) => `${name} is required when DEMO=false (production)`));
    }
  }
  const aiProblems = [
    values.AI_PROVIDER && !values.AI_MODEL ? 'AI_MODEL is required when AI_PROVIDER is set' : '',
    values.AI_PROVIDER && values.AI_PROVIDER !== 'openai-compatible' && !values.AI_API_KEY
      ? `AI_API_KEY is required for AI_PROVIDER=${values.AI_PROVIDER}`
      : '',
    values.AI_PROVIDER === 'openai-compatible' && !values.AI_BASE_URL
      ? 'AI_BASE_URL is required for AI_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1)'
      : '',
  ].filter(Boolean);
  if (aiProblems.length > 0) throw new ConfigError(aiProblems);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv,
    demo,
    port: values.PORT,
    host: values.HOST ?? (demo ? 'localhost' : '0.0.0.0'),
    publicUrl,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(cwd, values.DATA_DIR ?? '.data'),
    appSecret: values.APP_SECRET,
    logLevel: values.LOG_LEVEL ?? 'info',
    trustProxy: values.TRUST_PROXY ?? false,
    dbPoolMax: values.DB_POOL_MAX,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? 'Cevapla <bildirim@cevapla.local>',
    supportEmail: values.SUPPORT_EMAIL ?? 'destek@cevapla.local',
    trustedOrigins: (values.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trendyol: {
      baseUrl: values.TRENDYOL_BASE_URL?.replace(/\/+$/, ''),
      integrator: values.TRENDYOL_INTEGRATOR ?? 'Cevapla',
      timeoutMs: values.TRENDYOL_TIMEOUT_MS,
      requestsPer10s: values.TRENDYOL_REQUESTS_PER_10S,
    },
    pollIntervalSeconds: values.POLL_INTERVAL_SECONDS,
    iyzico: {
      uri: values.IYZIPAY_URI?.replace(/\/+$/, ''),
      apiKey: values.IYZIPAY_API_KEY,
      secretKey: values.IYZIPAY_SECRET_KEY,
      timeoutMs: values.IYZIPAY_TIMEOUT_MS,
    },
    paymentCurrency: values.PAYMENT_CURRENCY ?? 'USD',
    ai: values.AI_PROVIDER
      ? {
          provider: values.AI_PROVIDER,
          model: values.AI_MODEL ?? '',
          apiKey: values.AI_API_KEY,
          baseUrl: values.AI_BASE_URL?.replace(/\/+$/, ''),
          timeoutMs: values.AI_TIMEOUT_MS,
          maxRetries: values.AI_MAX_RETRIES,
        }
      : undefined,
  };
}
