import { ZAppInfoResponseSchema } from '@cevapla/contracts/system';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/render-app';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';

const genericMessage = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiFetch', () => {
  it('maps an error body to an ApiError with its code, message and status', async () => {
    stubFetch(() => jsonResponse({ code: 'CONFLICT', message: 'Bu e-posta adresi zaten kayıtlı.' }, 409));
    const error = await caught(apiFetch('/api/auth/register', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Bu e-posta adresi zaten kayıtlı.', status: 409 });
  });

  it('falls back to the generic Turkish message when the error body is not an API error', async () => {
    stubFetch(
      () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await caught(apiFetch('/api/app-info'));
    expect(error).toMatchObject({ code: 'INTERNAL', message: genericMessage, status: 502 });
  });

  it('keeps a meaningful code for a bare 404', async () => {
    stubFetch(() => new Response('', { status: 404 }));
    expect(await caught(apiFetch('/api/missing'))).toMatchObject({ code: 'NOT_FOUND', message: genericMessage });
  });

  it('reports an unreachable server as service unavailable', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await caught(apiFetch('/api/app-info'))).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 0 });
  });

  it('sends a JSON body with same-origin credentials', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await apiFetch('/api/contact', { method: 'POST', body: { name: 'Ayşe' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: JSON.stringify({ name: 'Ayşe' }),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
  });

  it('returns the body validated by the schema', async () => {
    stubFetch(() => jsonResponse({ name: 'Cevapla', demo: true, demoMarketplace: true, version: '1.2.3' }));
    await expect(apiFetch('/api/app-info', { schema: ZAppInfoResponseSchema })).resolves.toEqual({
      name: 'Cevapla',
      demo: true,
      demoMarketplace: true,
      version: '1.2.3',
    });
  });

  it('rejects a success body that breaks the contract', async () => {
    stubFetch(() => jsonResponse({ name: 'Başka', demo: 'evet' }));
    const error = await caught(apiFetch('/api/app-info', { schema: ZAppInfoResponseSchema }));
    expect(error).toMatchObject({ code: 'INTERNAL', message: genericMessage, status: 200 });
  });
});
