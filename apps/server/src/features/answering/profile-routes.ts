import {
  profileTexts,
  ZPreviewRequestSchema,
  ZPreviewResponseSchema,
  ZStoreProfileSavedSchema,
  ZStoreProfileSchema,
} from '@cevapla/contracts/answering';
import { ErrorCode, ZErrorResponseSchema } from '@cevapla/contracts/errors';
import { storeMessages } from '@cevapla/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { storeProfiles } from '../../db/schema/answering.js';
import { AppError } from '../../http/app-error.js';
import { requireUser } from '../../http/session.js';
import type { TrendyolClient } from '../../integrations/trendyol/client.js';
import type { SecretBox } from '../../security/encryption.js';
import { findStoreOfUser } from '../stores/repository.js';
import { credentialsOf } from '../stores/service.js';
import { recordIncident } from '../system/incidents.js';
import { type AnswerEngines, generateDraft, shouldAutoSend } from './generate.js';
import { productFacts } from './products.js';
import { storeProfile } from './profile.js';

export type ProfileRoutesDeps = {
  db: Database;
  clock: Clock;
  logger: Logger;
  trendyol: TrendyolClient;
  credentialsBox: SecretBox;
  engines: AnswerEngines;
};

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 409: ZErrorResponseSchema };

/** The store profile the engines answer from, and the 'Deneme sorusu' preview that uses it. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesDeps> = async (app, options) => {
  const storeOf = async (userId: string) => {
    const store = await findStoreOfUser(options.db, userId);
    if (!store) throw new AppError(ErrorCode.StoreRequired, 409, storeMessages.storeRequired);
    return store;
  };

  app.get(
    '/api/store/profile',
    { schema: { tags: ['answering'], response: { 200: ZStoreProfileSchema, ...errors } } },
    async (request) => storeProfile(options.db, (await storeOf(requireUser(request).id)).id),
  );

  app.put(
    '/api/store/profile',
    {
      schema: {
        tags: ['answering'],
        body: ZStoreProfileSchema,
        response: { 200: ZStoreProfileSavedSchema, ...errors },
      },
    },
    async (request) => {
      const store = await storeOf(requireUser(request).id);
      const values = { ...request.body, updatedAt: options.clock.now() };
      await options.db
        .insert(storeProfiles)
        .values({ storeId: store.id, ...values })
        .onConflictDoUpdate({ target: storeProfiles.storeId, set: values });
      return { message: profileTexts.saved, profile: await storeProfile(options.db, store.id) };
    },
  );

  app.post(
    '/api/answering/preview',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (request) => request.user?.id ?? request.ip } },
      schema: {
        tags: ['answering'],
        body: ZPreviewRequestSchema,
        response: { 200: ZPreviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const store = await storeOf(requireUser(request).id);
      const profile = await storeProfile(options.db, store.id);
      const product = await productFacts(
        options,
        { id: store.id, credentials: credentialsOf(options, store) },
        request.body.productMainId || null,
        options.clock.now(),
      );
      const draft = await generateDraft(
        options.engines,
        { question: request.body.question, productName: product?.title ?? '', product, profile, examples: [] },
        options.logger,
        (error) =>
          recordIncident(
            options.db,
            options.logger,
            { source: 'llm', operation: 'preview', storeId: store.id, error },
            options.clock.now(),
          ),
      );
      return {
        answer: draft.answer,
        answerable: draft.answerable,
        note: draft.note,
        engine: draft.engine,
        factsUsed: draft.factsUsed,
        score: draft.score,
        guardrails: draft.guardrails,
        wouldAutoSend: shouldAutoSend(draft, store, profile.autoSendThreshold),
      };
    },
  );
};
