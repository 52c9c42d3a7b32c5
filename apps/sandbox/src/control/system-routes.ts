import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxState } from '../state/sandbox-state.js';
import { ZSettingsSchema } from './schemas.js';

/** Health, run-time settings (generator rate, moderation mode…) and reset. */
export const controlSystemRoutes: FastifyPluginAsyncZod<{ state: SandboxState; onReset: () => void }> = async (
  app,
  { state, onReset },
) => {
  app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get('/settings', { schema: { response: { 200: ZSettingsSchema } } }, async () => state.settings);

  app.patch(
    '/settings',
    { schema: { body: ZSettingsSchema.partial(), response: { 200: ZSettingsSchema } } },
    async (request) => Object.assign(state.settings, request.body),
  );

  app.post('/reset', async (_request, reply) => {
    onReset();
    return reply.code(204).send();
  });
};
