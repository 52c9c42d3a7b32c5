export { sitemapPaths } from '@cevapla/contracts/routes';

import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { pageMetaOf } from './app/route-handle';
import { createRoutes } from './app/router';
import { documentTitle, siteDescription } from './lib/route-titles';

export interface PrerenderedPage {
  status: number;
  /** The markup of #root as the app renders it before any data has arrived. */
  html: string;
  title: string;
  description: string;
  ogType: 'website' | 'article';
}

/**
 * Renders one public page to HTML at build time (scripts/prerender.mjs), so a visitor and a crawler
 * see the page before the JavaScript has arrived. Queries stay pending, as in the browser's first render.
 */
export async function prerender(pathname: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(`http://prerender.local${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const meta = pageMetaOf(
    context.matches.map((match) => ({ handle: match.route.handle, loaderData: context.loaderData[match.route.id] })),
  );
  queryClient.clear();
  return {
    status: context.statusCode,
    html,
    title: documentTitle(meta?.title),
    description: meta?.description ?? siteDescription,
    ogType: meta?.ogType ?? 'website',
  };
}
