import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aSeller } from '../../../test/fixtures';
import { jsonResponse, renderApp, sentBodies } from '../../../test/render-app';
import { desktopWidth, fakeLayout, phoneWidth, setViewportWidth } from '../../../test/viewport';

const seller = aSeller({ email: 'ayse@magaza.com', name: 'Ayşe', surname: 'Yılmaz' });
const accountEntries: [string, string][] = [
  ['Profil', '/profile'],
  ['Mağaza Entegrasyonu', '/store'],
  ['Onay Bekleyen Sorular', '/pendingapprovalquestions'],
  ['Cevaplanan Sorular', '/customerquestion'],
  ['Reddedilen Sorular', '/rejectedquestions'],
];
const signedOutAnswer = () => jsonResponse({ message: 'Oturum Kapatılmıştır' });

async function renderSignedIn(url: string) {
  const view = renderApp(url, { me: seller, api: { 'POST /api/auth/logout': signedOutAnswer } });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, header: screen.getByRole('banner') };
}

describe('navbar for a signed-in user', () => {
  beforeEach(fakeLayout);

  it("shows 'Kalan Cevap Hakkı' to a seller with a running subscription, and nothing without one", async () => {
    const subscription = {
      planName: 'Profesyonel',
      source: 'payment',
      startsAt: '2026-11-01T09:00:00.000Z',
      endsAt: '2026-12-01T09:00:00.000Z',
      answersTotal: 2000,
      answersLeft: 1234,
      isActive: true,
    };
    renderApp('/about', { me: seller, api: { 'GET /api/subscription': () => jsonResponse(subscription) } });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Kalan Cevap Hakkı: 1.234')).toBeInTheDocument();
  });

  it('shows no answer count without a subscription', async () => {
    const { header, queryClient } = await renderSignedIn('/about');
    await waitFor(() => expect(queryClient.getQueryState(['subscription'])?.status).not.toBe('pending'));
    expect(within(header).queryByText(/Kalan Cevap Hakkı/)).not.toBeInTheDocument();
  });

  it('replaces sign-in and sign-up with a profile menu showing the e-mail and the account pages', async () => {
    const { header } = await renderSignedIn('/about');
    const trigger = await within(header).findByRole('button', { name: 'Profil menüsü' });
    expect(within(trigger).getByText('ayse@magaza.com')).toBeInTheDocument();
    expect(within(trigger).getByText('AY')).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Kayıt Ol' })).not.toBeInTheDocument();

    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ayse@magaza.com')).toBeInTheDocument();
    for (const [label, href] of accountEntries) {
      expect(within(menu).getByRole('menuitem', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' })).toBeInTheDocument();
  });

  it('adds the admin pages to an admin’s profile menu', async () => {
    const admin = aSeller({ role: 'admin' });
    renderApp('/about', { me: admin });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Profil menüsü' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Yönetim Paneli' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('menuitem', { name: 'Tüm Müşteri Soruları' })).toHaveAttribute(
      'href',
      '/admin/customerquestions',
    );
  });

  it('keeps the admin pages out of a seller’s profile menu', async () => {
    const { header } = await renderSignedIn('/about');
    await userEvent.click(await within(header).findByRole('button', { name: 'Profil menüsü' }));
    const sellerMenu = await screen.findByRole('menu');
    expect(within(sellerMenu).getByRole('menuitem', { name: 'Panel' })).toHaveAttribute('href', '/dashboard');
    expect(within(sellerMenu).queryByRole('menuitem', { name: 'Yönetim Paneli' })).not.toBeInTheDocument();
  });

  it('signs out from a guarded page: calls the API, lands on /home and warns Oturum Kapatılmıştır', async () => {
    const { header, router, fetchMock, queryClient } = await renderSignedIn('/profile');
    await userEvent.click(await within(header).findByRole('button', { name: 'Profil menüsü' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Çıkış Yap' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Müşteri sorularını/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(sentBodies(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
    expect(await screen.findByText('Oturum Kapatılmıştır')).toBeInTheDocument();
    expect(screen.queryByText('Oturum Açmanız Gerekmektedir')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(['me'])).toBeNull();
    expect(await within(header).findByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  describe('at phone width', () => {
    beforeEach(() => setViewportWidth(phoneWidth));
    afterEach(() => setViewportWidth(desktopWidth));

    it('offers the same account entries and sign-out in the drawer', async () => {
      const { header, router } = await renderSignedIn('/about');
      await userEvent.click(within(header).getByRole('button', { name: 'Menüyü aç' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menü' });
      expect(await within(drawer).findByText('ayse@magaza.com')).toBeInTheDocument();
      for (const [label, href] of accountEntries) {
        expect(within(drawer).getByRole('link', { name: label })).toHaveAttribute('href', href);
      }

      await userEvent.click(within(drawer).getByRole('button', { name: 'Çıkış Yap' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(await screen.findByText('Oturum Kapatılmıştır')).toBeInTheDocument();
    });
  });
});
