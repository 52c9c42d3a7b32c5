import type { FastifyPluginAsync } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue.js';

const palette = ['#f27a1a', '#2e86de', '#10ac84', '#8854d0', '#eb3b5a', '#4b6584'];

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (character) => `&#${character.codePointAt(0) ?? 0};`);

/**
 * `GET /_media/<image path>`: an SVG placeholder for a catalogue image, so demo mode can show
 * product pictures offline by setting `imageBaseUrl` to `<sandbox url>/_media`.
 */
export const mediaRoutes: FastifyPluginAsync<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  const byPath = new Map(catalogue.products.flatMap((product) => product.imagePaths.map((path) => [path, product])));
  app.get('/_media/*', async (request, reply) => {
    const path = `/${(request.params as { '*': string })['*']}`;
    const product = byPath.get(path);
    const title = product ? `${product.brand.name} · ${product.category.name}` : 'Ürün görseli';
    const colour = palette[(product?.contentId ?? 0) % palette.length];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900"><rect width="600" height="900" fill="${colour}"/><text x="300" y="450" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${escapeXml(title)}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
};
