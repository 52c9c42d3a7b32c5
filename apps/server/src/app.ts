import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { accountRoutes } from './features/accounts/routes.js';
import { adminRoutes } from './features/admin/routes.js';
import type { AnswerEngines } from './features/answering/generate.js';
import { answeringQueues } from './features/answering/jobs.js';
import { profileRoutes } from './features/answering/profile-routes.js';
import { reviewRoutes } from './features/answering/routes.js';
import { billingInfoRoutes } from './features/billing-info/routes.js';
import { contactRoutes } from './features/contact/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { devMailboxRoutes } from './features/mail/dev-mailbox.js';
import { enqueueMailWith } from './features/mail/enqueue.js';
import { paymentRoutes } from './features/payments/routes.js';
import { planRoutes } from './features/plans/routes.js';
import { questionRoutes } from './features/questions/routes.js';
import { seoRoutes } from './features/seo/routes.js';
import { storeRoutes } from './features/stores/routes.js';
import { subscriptionRoutes } from './features/subscriptions/routes.js';
import { systemRoutes } from './features/system/routes.js';
import { errorsPlugin } from './http/errors.js';
import { openApiPlugin } from './http/openapi.js';
import { rateLimitPlugin } from './http/rate-limit.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { sessionPlugin } from './http/session.js';
import { webAppPlugin } from './http/web-app.js';
import type { PaymentsSetup } from './integrations/iyzico/setup.js';
import type { Mailer } from './integrations/mail/mailer.js';
import type { TrendyolClient } from './integrations/trendyol/client.js';
import { demoMediaRoutes } from './integrations/trendyol/demo-media.js';
import { webDistFolder } from './paths.js';
import { createPublisher } from './realtime/publish.js';
import { realtimePlugin } from './realtime/socket.js';
import { SecretBox } from './security/encryption.js';
import { version } from './version.js';

/** Everything the app talks to, built by main.ts (or a test) and handed in: no globals. */
export type AppDeps = {
  config: Pick<
    Config,
    'demo' | 'publicUrl' | 'trustProxy' | 'secureCookies' | 'supportEmail' | 'trustedOrigins' | 'pollIntervalSeconds'
  >;
  logger: Logger;
  database: DatabaseHandle;
  boss: PgBoss;
  mailer: Mailer;
  clock: Clock;
  appSecret: string;
  trendyol: TrendyolClient;
  payments: Pick<PaymentsSetup, 'provider' | 'currency' | 'formOrigins'>;
  answerEngines: AnswerEngines;
  /** The local Trendyol sandbox of demo mode, when that is what stores talk to. */
  demoSandboxUrl: string | undefined;
  webRoot?: string;
};

/** The key that seals marketplace credentials at rest, derived from APP_SECRET for this purpose only. */
export const credentialsBoxFor = (appSecret: string) => new SecretBox(appSecret, 'store-credentials');

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
  app.register(securityHeadersPlugin, {
    secure: deps.config.secureCookies,
    formActions: deps.payments.formOrigins,
  });
  app.register(cookie);
  app.register(sessionPlugin, {
    db: deps.database.db,
    clock: deps.clock,
    secure: deps.config.secureCookies,
    publicUrl: deps.config.publicUrl,
    trustedOrigins: deps.config.trustedOrigins,
  });
  app.register(rateLimitPlugin);
  app.register(openApiPlugin, { publicUrl: deps.config.publicUrl, version });
  app.register(realtimePlugin, { db: deps.database.db, pool: deps.database.pool, clock: deps.clock });

  app.register(systemRoutes, {
    pool: deps.database.pool,
    demo: deps.config.demo,
    demoMarketplace: deps.demoSandboxUrl !== undefined,
    version,
  });
  const enqueueMail = enqueueMailWith(deps.boss, deps.logger);
  app.register(accountRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    appSecret: deps.appSecret,
    publicUrl: deps.config.publicUrl,
    supportEmail: deps.config.supportEmail,
    secureCookies: deps.config.secureCookies,
    enqueueMail,
  });
  app.register(planRoutes, { db: deps.database.db });
  app.register(storeRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    trendyol: deps.trendyol,
    credentialsBox: credentialsBoxFor(deps.appSecret),
    demoMarketplace: deps.demoSandboxUrl !== undefined,
  });
  app.register(questionRoutes, { db: deps.database.db });
  app.register(subscriptionRoutes, { db: deps.database.db, clock: deps.clock });
  app.register(billingInfoRoutes, { db: deps.database.db, clock: deps.clock });
  app.register(dashboardRoutes, { db: deps.database.db, clock: deps.clock });
  app.register(adminRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    pollIntervalMs: deps.config.pollIntervalSeconds * 1000,
    currency: deps.payments.currency,
  });
  app.register(profileRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    logger: deps.logger,
    trendyol: deps.trendyol,
    credentialsBox: credentialsBoxFor(deps.appSecret),
    engines: deps.answerEngines,
  });
  app.register(reviewRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    publish: createPublisher(deps.database.pool),
    ...answeringQueues(deps.boss),
  });
  app.register(paymentRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    logger: deps.logger,
    provider: deps.payments.provider,
    currency: deps.payments.currency,
    publicUrl: deps.config.publicUrl,
    publish: createPublisher(deps.database.pool),
    enqueueMail,
  });
  app.register(contactRoutes, {
    db: deps.database.db,
    clock: deps.clock,
    supportEmail: deps.config.supportEmail,
    enqueueMail,
  });
  app.register(seoRoutes, { publicUrl: deps.config.publicUrl });
  if (deps.config.demo) app.register(devMailboxRoutes, { db: deps.database.db });
  if (deps.demoSandboxUrl) app.register(demoMediaRoutes, { sandboxUrl: deps.demoSandboxUrl });

  app.register(webAppPlugin, { root: deps.webRoot ?? webDistFolder, publicUrl: deps.config.publicUrl });
  return app;
}

export type App = ReturnType<typeof buildApp>;
