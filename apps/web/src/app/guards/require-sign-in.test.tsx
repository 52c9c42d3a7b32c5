import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSeller } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('sign-in guard', () => {
  it('sends a signed-out visitor of /profile to the login page with a returnUrl and the notice', async () => {
    const { router } = renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/login', search: '?returnUrl=%2Fprofile' });
    expect(await screen.findByText('Oturum Açmanız Gerekmektedir')).toBeInTheDocument();
    expect(screen.getAllByText('Oturum Açmanız Gerekmektedir')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Profil Bilgileri' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kaydet' })).not.toBeInTheDocument();
  });

  it('keeps the query of the guarded page in the returnUrl', async () => {
    const { router } = renderApp('/customerquestion?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' });
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/customerquestion?page=2');
  });

  it('lets a signed-in user in', async () => {
    const { router } = renderApp('/store', { me: aSeller() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mağaza Entegrasyon Bilgileri' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store');
    expect(screen.queryByText('Oturum Açmanız Gerekmektedir')).not.toBeInTheDocument();
  });

  it('leaves open pages open to a visitor', async () => {
    const { router } = renderApp('/paymentplan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Planlar ve Fiyatlandırma' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/paymentplan');
  });
});
