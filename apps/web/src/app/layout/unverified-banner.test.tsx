import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSeller } from '../../../test/fixtures';
import { jsonResponse, renderApp, sentBodies } from '../../../test/render-app';

const bannerText = /E-posta adresiniz henüz doğrulanmadı/;
const resendLink = 'Doğrulama kodunu tekrar gönder';

async function renderHome(options: Parameters<typeof renderApp>[1]) {
  const view = renderApp('/home', options);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('unverified e-mail banner', () => {
  it('asks a signed-in user with an unverified e-mail to verify, and sends a code on request', async () => {
    const email = 'yeni@magaza.com';
    const { fetchMock, router } = await renderHome({
      me: aSeller({ email, isVerified: false }),
      api: {
        'POST /api/auth/verification/send': () =>
          jsonResponse({ message: 'Doğrulama kodu e-posta adresinize gönderildi.' }),
      },
    });
    expect(await screen.findByText(bannerText)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: resendLink }));
    expect(await screen.findByText('Doğrulama kodu e-posta adresinize gönderildi.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Postanızı Onaylayın' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email });
    expect(sentBodies(fetchMock, 'POST /api/auth/verification/send')).toEqual([{ email }]);
  });

  it('stays on the page and shows the server message when the code is refused', async () => {
    const { router } = await renderHome({
      me: aSeller({ isVerified: false }),
      api: {
        'POST /api/auth/verification/send': () =>
          jsonResponse(
            { code: 'RATE_LIMITED', message: 'Yeni bir kod istemeden önce lütfen 30 saniye bekleyin.' },
            429,
          ),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: resendLink }));
    expect(await screen.findByText('Yeni bir kod istemeden önce lütfen 30 saniye bekleyin.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('is absent for a verified user', async () => {
    await renderHome({ me: aSeller({ isVerified: true }) });
    await screen.findByRole('button', { name: 'Profil menüsü' });
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
  });

  it('is absent for a visitor', async () => {
    await renderHome({});
    await screen.findByRole('link', { name: 'Giriş Yap' });
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
  });
});
