import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { input } from '../../../../test/fields';
import { aSeller } from '../../../../test/fixtures';
import { type ApiHandlers, jsonResponse, renderApp, sentBodies } from '../../../../test/render-app';

const user = aSeller();

async function renderLogin(url = '/login', api: ApiHandlers = {}) {
  const view = renderApp(url, { api });
  await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' });
  return view;
}

async function fillIn(email: string, password: string) {
  await userEvent.type(input('E-posta'), email);
  await userEvent.type(input('Şifre'), password);
}

const submitButton = () => screen.getByRole('button', { name: 'Giriş Yap' });

describe('login page', () => {
  it('shows the spec messages after touch and keeps submit disabled while the form is invalid', async () => {
    await renderLogin();
    expect(submitButton()).toBeDisabled();

    await userEvent.type(input('E-posta'), 'ayse@');
    await userEvent.click(input('Şifre'));
    await userEvent.tab();
    expect(await screen.findByText('Geçerli bir e-posta girin.')).toBeInTheDocument();
    expect(screen.getByText('Şifre gereklidir.')).toBeInTheDocument();

    await userEvent.type(input('Şifre'), '12345');
    expect(await screen.findByText('Şifre en az 6 karakter olmalı.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await userEvent.type(input('E-posta'), 'magaza.com');
    await userEvent.type(input('Şifre'), '6');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText('Geçerli bir e-posta girin.')).not.toBeInTheDocument();
  });

  it('signs in and goes to a same-site returnUrl', async () => {
    const { router, fetchMock } = await renderLogin('/login?returnUrl=%2Fstore%3Fx%3D1', {
      'POST /api/auth/login': () => jsonResponse(user),
    });
    await fillIn(user.email, 'gizli-sifre');
    await userEvent.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Mağaza Entegrasyon Bilgileri' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/store', search: '?x=1' });
    expect(sentBodies(fetchMock, 'POST /api/auth/login')).toEqual([{ email: user.email, password: 'gizli-sifre' }]);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
  ])('ignores the off-site returnUrl %s and goes home', async (url) => {
    const { router } = await renderLogin(`/login?returnUrl=${encodeURIComponent(url)}`, {
      'POST /api/auth/login': () => jsonResponse(user),
    });
    await fillIn(user.email, 'gizli-sifre');
    await userEvent.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('lands a seller who has a store on the dashboard when no returnUrl is given', async () => {
    const { router } = await renderLogin('/login', {
      'POST /api/auth/login': () => jsonResponse(user),
      'GET /api/store': () =>
        jsonResponse({
          id: 's1',
          marketplace: 'trendyol',
          name: 'Mağaza',
          sellerId: '1',
          apiKeyMasked: '••••k',
          autoAnswer: false,
          connection: 'connected',
          connectionProblem: null,
          lastSyncedAt: null,
          demoMarketplace: false,
        }),
    });
    await fillIn(user.email, 'gizli-sifre');
    await userEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the server message when the credentials are wrong and stays on the page', async () => {
    const { router } = await renderLogin('/login', {
      'POST /api/auth/login': () =>
        jsonResponse({ code: 'INVALID_CREDENTIALS', message: 'E-posta adresi veya şifre hatalı.' }, 401),
    });
    await fillIn(user.email, 'yanlis-sifre');
    await userEvent.click(submitButton());

    expect(await screen.findByText('E-posta adresi veya şifre hatalı.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says that sign-in failed when the server cannot be reached', async () => {
    await renderLogin('/login', { 'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    await fillIn(user.email, 'gizli-sifre');
    await userEvent.click(submitButton());

    expect(await screen.findByText('Giriş sırasında bir hata oluştu.')).toBeInTheDocument();
  });

  it('names the busy state on a disabled button while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    await renderLogin('/login', {
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await fillIn(user.email, 'gizli-sifre');
    await userEvent.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Giriş yapılıyor...' })).toBeDisabled();
    answer(jsonResponse(user));
    expect(await screen.findByRole('heading', { level: 1, name: /Müşteri sorularını/ })).toBeInTheDocument();
  });

  it('links to the register page', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Hesabınız yok mu? Kayıt Olun' })).toHaveAttribute('href', '/register');
  });
});
