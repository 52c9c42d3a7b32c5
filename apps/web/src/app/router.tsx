import { redirects } from '@cevapla/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { notFoundTitle } from '../lib/route-titles';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorPage } from './errors/route-error-page';
import { PageOutlet } from './layout/page-outlet';
import { RootLayout } from './layout/root-layout';
import { createPageRoutes } from './page-routes';
import { RedirectKeepingQuery } from './redirect-keeping-query';
import type { RouteHandle } from './route-handle';

const redirectRoutes: RouteObject[] = Object.entries(redirects).map(([from, to]) =>
  from === '/'
    ? { index: true, element: <RedirectKeepingQuery to={to} /> }
    : { path: from, element: <RedirectKeepingQuery to={to} /> },
);

/** The route tree; guarded routes read the session through the app's query client. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      // Only reached when the shell itself fails; page errors stay inside the shell (below).
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <PageOutlet />,
          errorElement: <RouteErrorPage />,
          children: [
            ...redirectRoutes,
            ...createPageRoutes(queryClient),
            { path: '*', element: <NotFoundPage />, handle: { title: notFoundTitle } satisfies RouteHandle },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
