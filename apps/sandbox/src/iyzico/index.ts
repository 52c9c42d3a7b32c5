import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { iyzicoApiRoutes } from './api-routes.js';
import { iyzicoBankRoutes } from './bank-routes.js';
import type { IyzicoContext } from './context.js';
import { iyzicoControlRoutes } from './control-routes.js';
import { failureBody, requestFailures, toLocale } from './errors.js';
import { createPaymentStore, type PaymentStore } from './store.js';

export { authorizationHeader, checkAuthorization, parseAuthorization, requestSignature } from './auth.js';
export { cardBehaviour } from './cards.js';
export {
  authSignature,
  callbackSignature,
  hmacHex,
  initializeSignature,
  sameSignature,
  stripPrice,
} from './signatures.js';

/** How to build an iyzico emulator: the merchant's keys, and optionally a clock, logger and public URL. */
export type IyzicoSandboxOptions = {
  apiKey: string;
  secretKey: string;
  /** The emulator's notion of now (`systemTime`, completion dates). */
  clock?: () => Date;
  /** How browsers reach the emulator (bank page links); default: the API request's own protocol and host. */
  publicUrl?: string;
  /** Fastify's logger option; off by default. Card numbers are never logged. */
  logger?: FastifyServerOptions['logger'];
};

export type IyzicoSandbox = FastifyInstance & { iyzico: { store: PaymentStore; reset: () => void } };

/** Builds an iyzico-compatible 3DS payment emulator without listening; no globals, so many can coexist. */
export function createIyzicoSandbox(options: IyzicoSandboxOptions): IyzicoSandbox {
  const { apiKey, secretKey, clock = () => new Date(), logger = false } = options;
  if (!apiKey || !secretKey) throw new Error('createIyzicoSandbox needs a non-empty apiKey and secretKey');
  const store = createPaymentStore();
  const context: IyzicoContext = {
    keys: { apiKey, secretKey },
    clock,
    store,
    rawBodies: new WeakMap(),
    publicUrl: options.publicUrl,
  };

  const app = Fastify({ logger, forceCloseConnections: true });
  // The raw JSON is kept for the IYZWSv2 signature, which covers the body exactly as sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    context.rawBodies.set(request.raw, text);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'iyzico sandbox request failed');
    const failure = status >= 500 ? requestFailures.systemError : requestFailures.invalidRequest('request');
    return reply.code(status).send(failureBody(failure, { locale: 'tr', now: clock() }));
  });
  app.setNotFoundHandler((request, reply) => {
    const locale = toLocale((request.body as { locale?: unknown } | undefined)?.locale);
    return reply.code(404).send(failureBody(requestFailures.notFound, { locale, now: clock() }));
  });

  app.register(iyzicoApiRoutes, { context });
  app.register(iyzicoBankRoutes, { context });
  app.register(iyzicoControlRoutes, { prefix: '/_control', context });

  return Object.assign(app, { iyzico: { store, reset: () => store.reset() } });
}

/** Builds an iyzico emulator and listens (default 127.0.0.1:4020); `url` is the `uri` to give `new Iyzipay(...)`. */
export async function startIyzicoSandbox(
  options: IyzicoSandboxOptions & { port?: number; host?: string },
): Promise<{ url: string; sandbox: IyzicoSandbox; close: () => Promise<void> }> {
  const { port = 4020, host = '127.0.0.1', ...sandboxOptions } = options;
  const sandbox = createIyzicoSandbox(sandboxOptions);
  await sandbox.listen({ port, host });
  const address = sandbox.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  return { url, sandbox, close: () => sandbox.close() };
}
