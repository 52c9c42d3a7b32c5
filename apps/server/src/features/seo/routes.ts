import { guardedPaths, sitemapPaths } from '@cevapla/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';

/** robots.txt and sitemap.xml for the public pages, with absolute addresses from PUBLIC_URL. */
export const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, options) => {
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /payment/',
    // '$' ends the match: Disallow /payment alone would also hide /paymentplan.
    ...[...guardedPaths].map((path) => `Disallow: ${path}$`),
    '',
    `Sitemap: ${options.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemapPaths.map((path) => `  <url><loc>${options.publicUrl}${path}</loc></url>`).join('\n')}
</urlset>
`;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
};
