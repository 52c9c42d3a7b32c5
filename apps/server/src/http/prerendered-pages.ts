import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One prerendered page, held in memory with its compressed forms. */
export interface PrerenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The public pages the web build rendered to HTML (apps/web/scripts/prerender.mjs), keyed by path:
 * dist/prerendered/blog/x.html answers /blog/x. `%PUBLIC_URL%` becomes the configured public address.
 */
export function loadPrerenderedPages(webRoot: string, publicUrl: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const folder = path.join(webRoot, 'prerendered');
  if (!existsSync(folder)) return pages;
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const pathname = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    const html = Buffer.from(readFileSync(path.join(folder, file), 'utf8').replaceAll('%PUBLIC_URL%', publicUrl));
    pages.set(pathname, {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    });
  }
  return pages;
}

/** The best encoding of a page for an Accept-Encoding header. */
export function pickEncoding(page: PrerenderedPage, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br' } as const;
  if (/\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip' } as const;
  return { body: page.html, encoding: undefined } as const;
}
