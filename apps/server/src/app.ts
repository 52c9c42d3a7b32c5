import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { systemRoutes } from './features/system/routes.js';
import { errorsPlugin } from './http/errors.js';
import { openApiPlugin } from './http/openapi.js';
import { rateLimitPlugin } from './http/rate-limit.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { webAppPlugin } from './http/web-app.js';
import { webDistFolder } from './paths.js';
import { realtimePlugin } from './realtime/socket.js';
import { version } from './version.js';

/** Everything the app talks to, built by main.ts (or a test) and handed in: no globals. */
export type AppDeps = {
  config: Pick<Config, 'demo' | 'publicUrl' | 'trustProxy' | 'secureCookies'>;
  logger: Logger;
  database: DatabaseHandle;
  boss: PgBoss;
  clock: Clock;
  appSecret: string;
  webRoot?: string;
};

const requestIdPattern = /^[\w-]{8,64}$/;

/** Builds the HTTP app (API, Socket.IO, web app) without listening; main.ts or a test decides that. */
export function buildApp(deps: AppDeps) {
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.register(errorsPlugin);
  app.register(securityHeadersPlugin, { secure: deps.config.secureCookies });
  app.register(cookie);
  app.register(rateLimitPlugin);
  app.register(openApiPlugin, { publicUrl: deps.config.publicUrl, version });
  app.register(realtimePlugin);

  app.register(systemRoutes, { pool: deps.database.pool, demo: deps.config.demo, version });

  app.register(webAppPlugin, { root: deps.webRoot ?? webDistFolder });
  return app;
}

export type App = ReturnType<typeof buildApp>;
