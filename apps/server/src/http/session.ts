import { ErrorCode, genericErrorMessages } from '@cevapla/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import type { PublicUser } from '../features/accounts/repository.js';
import { SESSION_DAYS, sessionUser } from '../features/accounts/service.js';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie; null when signed out. */
    user: PublicUser | null;
  }
}

export const SESSION_COOKIE = 'cevapla_session';

export type SessionOptions = {
  db: Database;
  clock: Clock;
  secure: boolean;
  publicUrl: string;
  trustedOrigins: string[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route another site's page posts to on purpose (the payment provider's callback); it uses no session. */
    allowCrossSite?: boolean;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Sessions: an opaque token in an httpOnly, SameSite=Lax cookie; the acting user always comes from
 * it. State-changing API requests from a browser must come from our own origin.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionOptions) => {
    const allowed = new Set([new URL(options.publicUrl).origin, ...options.trustedOrigins]);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      const crossSite = request.routeOptions.config.allowCrossSite === true;
      if (unsafeMethods.has(request.method) && !crossSite && !isSameOrigin(request, allowed)) {
        throw new AppError(ErrorCode.Forbidden, 403, genericErrorMessages.forbiddenOrigin);
      }
      const token = request.cookies[SESSION_COOKIE];
      if (token && request.url.startsWith('/api/')) request.user = (await sessionUser(options, token)) ?? null;
    });
  },
  { name: 'session', dependencies: ['errors'] },
);

/** A browser always sends Origin on a state-changing request; it must be ours (or the request's own host). */
function isSameOrigin(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new AppError(ErrorCode.Unauthorized, 401, genericErrorMessages.unauthorized);
  return request.user;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
