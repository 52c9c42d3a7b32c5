import {
  ZLoginRequestSchema,
  ZMeOrNullResponseSchema,
  ZMeResponseSchema,
  ZMessageResponseSchema,
  ZProfileUpdateRequestSchema,
  ZProfileUpdateResponseSchema,
  ZRegisterRequestSchema,
  ZVerificationCheckRequestSchema,
  ZVerificationSendRequestSchema,
} from '@cevapla/contracts/accounts';
import { ZErrorResponseSchema } from '@cevapla/contracts/errors';
import { accountMessages } from '@cevapla/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireUser, SESSION_COOKIE, setSessionCookie } from '../../http/session.js';
import * as accounts from './service.js';

type AccountRouteOptions = accounts.AccountsDeps & { secureCookies: boolean };

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
};
// Throttles the expensive paths per address on top of the business rules (which live in PostgreSQL).
const burst = { rateLimit: { max: 30, timeWindow: 60_000 } };

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, options) => {
  app.post(
    '/api/auth/register',
    {
      config: burst,
      schema: {
        tags: ['accounts'],
        body: ZRegisterRequestSchema,
        response: { 201: ZMessageResponseSchema, 409: ZErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.register(options, request.body)),
  );

  app.post(
    '/api/auth/verification/send',
    {
      config: burst,
      schema: {
        tags: ['accounts'],
        body: ZVerificationSendRequestSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    async (request) => accounts.sendVerificationCode(options, request.body.email),
  );

  app.post(
    '/api/auth/verification/check',
    {
      config: burst,
      schema: {
        tags: ['accounts'],
        body: ZVerificationCheckRequestSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    async (request) => accounts.checkVerificationCode(options, request.body),
  );

  app.post(
    '/api/auth/login',
    {
      config: burst,
      schema: { tags: ['accounts'], body: ZLoginRequestSchema, response: { 200: ZMeResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { token, user } = await accounts.login(options, request.body, request.ip);
      setSessionCookie(reply, token, options.secureCookies);
      return user;
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['accounts'], response: { 200: ZMessageResponseSchema, ...errors } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const result = token ? await accounts.logout(options, token) : { message: accountMessages.signedOut };
      clearSessionCookie(reply, options.secureCookies);
      return result;
    },
  );

  app.get(
    '/api/me',
    { schema: { tags: ['accounts'], response: { 200: ZMeOrNullResponseSchema, ...errors } } },
    async (request) => request.user,
  );

  app.put(
    '/api/me/profile',
    {
      schema: {
        tags: ['accounts'],
        body: ZProfileUpdateRequestSchema,
        response: { 200: ZProfileUpdateResponseSchema, ...errors },
      },
    },
    async (request) => accounts.updateProfile(options, requireUser(request).id, request.body),
  );
};
