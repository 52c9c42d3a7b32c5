import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, a browsable UI at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Cevapla API', version: options.version },
        servers: [{ url: options.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
