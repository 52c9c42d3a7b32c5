import type { TMeResponse } from '@cevapla/contracts/accounts';
import type { TAppInfoInput } from '@cevapla/contracts/system';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { createRoutes } from '../src/app/router';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces the global fetch (restored after each test by `unstubGlobals`) with a recording double. */
export function stubFetch(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof stubFetch>;

/** 'POST /api/auth/login' and the like. */
export type ApiCall = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /api/${string}`;
/** Answers one API call; receives the parsed JSON body the app sent. */
export type ApiHandler = (body: unknown) => Response | Promise<Response>;
export type ApiHandlers = Partial<Record<ApiCall, ApiHandler>>;

interface RenderAppOptions {
  /** What GET /api/app-info answers; without it the endpoint answers 404, like a server without it. */
  appInfo?: TAppInfoInput;
  /** The signed-in user GET /api/me answers with; without it the visitor is signed out (401). */
  me?: TMeResponse;
  /** Further endpoints a test needs; anything unlisted answers 404. */
  api?: ApiHandlers;
  /** Router state of the first entry, as `navigate(url, { state })` would leave it. */
  state?: unknown;
}

const notFound = () => jsonResponse({ code: 'NOT_FOUND', message: 'Aradığınız kaynak bulunamadı.' }, 404);
const signedOut = () => jsonResponse({ code: 'UNAUTHORIZED', message: 'Oturum Açmanız Gerekmektedir' }, 401);

/** Renders the whole app (providers, shell, real route objects) at `url` in a memory router. */
export function renderApp(url: string, { appInfo, me, api = {}, state }: RenderAppOptions = {}) {
  const fetchMock = stubFetch((requestUrl, init) => {
    const call = `${init?.method ?? 'GET'} ${requestUrl}` as ApiCall;
    const handler = api[call];
    if (handler) return handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    if (call === 'GET /api/me') return me ? jsonResponse(me) : signedOut();
    if (call === 'GET /api/app-info' && appInfo) return jsonResponse(appInfo);
    return notFound();
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [{ pathname, search, hash, state }] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, fetchMock };
}

/** The JSON bodies the app sent with `call`, in order. */
export function sentBodies(fetchMock: FetchMock, call: ApiCall): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === call)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
