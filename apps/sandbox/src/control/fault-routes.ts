import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxState } from '../state/sandbox-state.js';
import { ZActiveFaultSchema, ZFaultSchema } from './schemas.js';

/** Faults: make the Trendyol routes answer 429/5xx, slowly, or never, for N requests or a while. */
export const controlFaultRoutes: FastifyPluginAsyncZod<{ state: SandboxState }> = async (app, { state }) => {
  app.post(
    '/faults',
    { schema: { body: ZFaultSchema, response: { 201: ZActiveFaultSchema } } },
    async (request, reply) => reply.code(201).send(state.faults.add(request.body, state.now())),
  );

  app.get(
    '/faults',
    { schema: { response: { 200: z.object({ faults: z.array(ZActiveFaultSchema) }) } } },
    async () => ({
      faults: state.faults.list(state.now()),
    }),
  );

  app.delete('/faults', async (_request, reply) => {
    state.faults.clear();
    return reply.code(204).send();
  });
};
