import type { FastifyPluginAsync } from 'fastify';

/**
 * Demo mode only: product pictures of the local Trendyol sandbox, passed through our own origin
 * (the browser cannot reach the sandbox's loopback port, and the CSP allows only our images).
 */
export const demoMediaRoutes: FastifyPluginAsync<{ sandboxUrl: string }> = async (app, options) => {
  app.get('/demo/media/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // Image paths only: nothing that could step out of /_media on the sandbox.
    if (!/^[\w-]+(?:\/[\w.-]+)*$/.test(path) || path.includes('..')) return reply.code(404).send();
    const upstream = await fetch(`${options.sandboxUrl}/_media/${path}`, { signal: AbortSignal.timeout(5_000) });
    if (!upstream.ok) return reply.code(404).send();
    return reply
      .type(upstream.headers.get('content-type') ?? 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(Buffer.from(await upstream.arrayBuffer()));
  });
};
