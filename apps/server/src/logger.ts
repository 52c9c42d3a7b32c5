import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

/** One pino logger for the process; Fastify logs through it (with request ids) too. */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>): Logger {
  // People at a terminal get readable lines; services and log collectors get JSON.
  const pretty = process.stdout.isTTY && config.nodeEnv !== 'production';
  return pino({
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,service' } } } : {}),
    level: config.logLevel,
    base: { service: 'cevapla' },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.apiSecret',
      ],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
