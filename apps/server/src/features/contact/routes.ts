import { ZMessageResponseSchema } from '@cevapla/contracts/accounts';
import { contactResultMessages, ZContactRequestSchema } from '@cevapla/contracts/contact';
import { ZErrorResponseSchema } from '@cevapla/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema/contact.js';
import { queueMail } from '../mail/outbox.js';
import { contactMail } from './emails.js';

type ContactOptions = {
  db: Database;
  clock: Clock;
  supportEmail: string;
  enqueueMail: (outboxId: string) => Promise<void>;
};

export const contactRoutes: FastifyPluginAsyncZod<ContactOptions> = async (app, options) => {
  app.post(
    '/api/contact',
    {
      // A person writes a few messages an hour at most; more from one address is a robot.
      config: { rateLimit: { max: 5, timeWindow: 10 * 60_000 } },
      schema: {
        tags: ['contact'],
        body: ZContactRequestSchema,
        response: { 201: ZMessageResponseSchema, 400: ZErrorResponseSchema, 429: ZErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const now = options.clock.now();
      const outboxId = await options.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ ...request.body, ip: request.ip, createdAt: now });
        return queueMail(tx, contactMail(options.supportEmail, request.body), now);
      });
      await options.enqueueMail(outboxId);
      return reply.code(201).send({ message: contactResultMessages.received });
    },
  );
};
