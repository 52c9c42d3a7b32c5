import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode, genericErrorMessages } from '@cevapla/contracts/errors';
import { isClientRoute, withoutTrailingSlash } from '@cevapla/contracts/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadPrerenderedPages, pickEncoding } from './prerendered-pages.js';

/**
 * Serves the built web app: hashed assets cached for a year; a public page's prerendered HTML (its
 * content before any JavaScript) or else index.html for every client route (history fallback; 404
 * status for paths the route table does not know, so the app shows its Turkish 404 page and crawlers
 * see a real 404). Unknown /api/* paths answer the JSON error shape.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { root: string; publicUrl: string }) => {
    const indexFile = path.join(options.root, 'index.html');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    const prerendered = loadPrerenderedPages(options.root, options.publicUrl);
    if (indexHtml === undefined) app.log.warn({ root: options.root }, 'web app not built: only the API is served');
    else {
      await app.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        index: false,
        // Prerendered pages are answered at their own paths (below), never as /prerendered/*.html.
        allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
        // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname);
      if (!wantsPage || indexHtml === undefined) {
        return reply.code(404).send({ code: ErrorCode.NotFound, message: genericErrorMessages.notFound });
      }
      const page = prerendered.get(withoutTrailingSlash(pathname));
      if (page) {
        const { body, encoding } = pickEncoding(page, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .header('vary', 'accept-encoding')
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(body);
      }
      return reply
        .code(isClientRoute(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    });
  },
  { name: 'web-app' },
);

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io');
}
