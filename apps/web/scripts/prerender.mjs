import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/**
 * After `vite build`: renders every page of the sitemap to static HTML in dist/prerendered/<path>.html.
 * The server sends that file for the page instead of the empty index.html, so the page paints before
 * its JavaScript has arrived; the app then renders over it (src/main.tsx). `%PUBLIC_URL%` is filled in
 * by the server, which knows the public address.
 */
const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'node_modules', '.prerender');

await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});
const { prerender, sitemapPaths } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function pageHtml(pathname, page) {
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="%PUBLIC_URL%${pathname}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:type" content="${page.ogType}" />`,
    `<meta property="og:url" content="%PUBLIC_URL%${pathname}" />`,
  ].join('\n    ');
  const withHead = template.replace(/<meta\s+name="description"[^>]*>/s, '').replace(/<title>[^<]*<\/title>/, head);
  if (withHead === template || !withHead.includes('<div id="root"></div>')) {
    throw new Error('index.html no longer has the <title> and empty #root the prerender fills in');
  }
  return deferAppCode(withHead).replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
}

/**
 * The page is already readable, so its code waits for the first paint (public/boot.js): the entry script
 * and its modulepreload hints become a list that boot.js loads after the page has painted.
 */
function deferAppCode(html) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('index.html no longer has the module entry script the prerender defers');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const modules = JSON.stringify([entry[1], ...preloads.map((match) => match[1])]);
  let deferred = html.replace(
    entry[0],
    `<script type="application/json" id="app-modules">${modules}</script>\n    <script type="module" src="/boot.js"></script>`,
  );
  for (const [link] of preloads) deferred = deferred.replace(`${link}\n    `, '').replace(link, '');
  return deferred;
}

const outDir = path.join(dist, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
for (const pathname of sitemapPaths) {
  const page = await prerender(pathname);
  if (page.status !== 200) throw new Error(`${pathname} prerendered with status ${page.status}`);
  const file = path.join(outDir, `${pathname}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, pageHtml(pathname, page));
}
rmSync(ssrOut, { recursive: true, force: true });
process.stdout.write(`prerendered ${sitemapPaths.length} pages into dist/prerendered\n`);
