import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/cevapla');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration', () => {
  it('runs on embedded defaults in demo mode when nothing is set', () => {
    const config = loadConfig({}, '/srv/cevapla');
    expect(config).toMatchObject({
      demo: true,
      port: 3000,
      host: 'localhost',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: '/srv/cevapla/.data',
      appSecret: undefined,
      logLevel: 'info',
      secureCookies: false,
    });
  });

  it('refuses a port that is not a number, naming the variable and the value', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a whole number between 1 and 65535 (got "abc")']);
    expect(problemsOf({ PORT: '70000' })).toHaveLength(1);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL without echoing it', () => {
    const problems = problemsOf({ DATABASE_URL: 'nonsense' });
    expect(problems).toEqual([
      'DATABASE_URL must be a PostgreSQL connection URL like postgres://user:password@host:5432/database',
    ]);
    expect(problemsOf({ DATABASE_URL: 'mysql://root@localhost/db' })).toHaveLength(1);
  });

  it('reports every problem on a line of its own', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud', DEMO: 'perhaps', PUBLIC_URL: 'cevapla.com' });
    expect(problems).toHaveLength(4);
    for (const problem of problems) expect(problem).not.toContain('\n');
  });

  it('turns demo mode off in production and then requires every outside service', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      'DATABASE_URL is required when DEMO=false (production)',
      'APP_SECRET is required when DEMO=false (production)',
      'PUBLIC_URL is required when DEMO=false (production)',
      'SMTP_URL is required when DEMO=false (production)',
      'IYZIPAY_API_KEY is required when DEMO=false (production)',
      'IYZIPAY_SECRET_KEY is required when DEMO=false (production)',
    ]);
  });

  it('accepts a complete production configuration and derives secure cookies from an https address', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://cevapla:pw@db.internal:5432/cevapla',
        APP_SECRET: 'a'.repeat(64),
        PUBLIC_URL: 'https://cevapla.example.com/',
        SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
        IYZIPAY_API_KEY: 'live-api-key',
        IYZIPAY_SECRET_KEY: 'live-secret-key',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      demo: false,
      host: '0.0.0.0',
      publicUrl: 'https://cevapla.example.com',
      secureCookies: true,
    });
  });

  it('lets DEMO=true be chosen explicitly in production and rejects a short APP_SECRET', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }).demo).toBe(true);
    expect(problemsOf({ APP_SECRET: 'short' })[0]).toMatch(/^APP_SECRET must be at least 32 characters/);
  });
});
