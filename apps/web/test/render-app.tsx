import type { TAppInfoResponse } from '@cevapla/contracts/system';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/router';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces the global fetch (restored after each test by `unstubGlobals`) with a recording double. */
export function stubFetch(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

interface RenderAppOptions {
  /** What GET /api/app-info answers; without it the endpoint answers 404, like a server without it. */
  appInfo?: TAppInfoResponse;
}

/** Renders the whole app (providers, shell, real route objects) at `url` in a memory router. */
export function renderApp(url: string, { appInfo }: RenderAppOptions = {}) {
  const fetchMock = stubFetch((requestUrl) =>
    requestUrl === '/api/app-info' && appInfo
      ? jsonResponse(appInfo)
      : jsonResponse({ code: 'NOT_FOUND', message: 'Aradığınız kaynak bulunamadı.' }, 404),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, fetchMock };
}
