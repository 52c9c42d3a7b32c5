import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { desktopWidth, phoneWidth, setViewportWidth } from '../../../test/viewport';

async function renderPage(url: string, options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp(url, options);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, header: screen.getByRole('banner') };
}

describe('navbar', () => {
  it('offers Özellikler, Fiyatlandırma and İpuçları on the home page', async () => {
    const { header } = await renderPage('/home');
    const menu = within(header).getByRole('navigation', { name: 'Ana menü' });
    expect(within(menu).getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/home');
    expect(within(menu).getByRole('button', { name: 'Özellikler' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Fiyatlandırma' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'İpuçları' })).toHaveAttribute('href', '/infocard');
  });

  it('shows only the home link on other pages', async () => {
    const { header } = await renderPage('/about');
    const menu = within(header).getByRole('navigation', { name: 'Ana menü' });
    expect(within(menu).getByRole('link', { name: 'Ana Sayfa' })).toBeInTheDocument();
    expect(within(header).queryByText('Özellikler')).not.toBeInTheDocument();
    expect(within(header).queryByText('Fiyatlandırma')).not.toBeInTheDocument();
    expect(within(header).queryByText('İpuçları')).not.toBeInTheDocument();
  });

  it('shows sign-in and sign-up links to a signed-out visitor', async () => {
    const { header } = await renderPage('/about');
    expect(await within(header).findByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/register');
  });

  it('scrolls smoothly to the pricing section when Fiyatlandırma is clicked', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { header } = await renderPage('/home');
    await userEvent.click(within(header).getByRole('button', { name: 'Fiyatlandırma' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
  });

  describe('at phone width', () => {
    beforeEach(() => setViewportWidth(phoneWidth));
    afterEach(() => setViewportWidth(desktopWidth));

    it('moves the entries into a drawer opened by the burger button', async () => {
      const { header } = await renderPage('/home');
      expect(within(header).queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();

      await userEvent.click(within(header).getByRole('button', { name: 'Menüyü aç' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menü' });
      expect(within(drawer).getByRole('button', { name: 'Özellikler' })).toBeInTheDocument();
      expect(within(drawer).getByRole('link', { name: 'İpuçları' })).toHaveAttribute('href', '/infocard');
      expect(await within(drawer).findByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
      expect(within(drawer).getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/register');
    });

    it('closes the drawer, then scrolls to the chosen section', async () => {
      const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
      const { header } = await renderPage('/home');
      await userEvent.click(within(header).getByRole('button', { name: 'Menüyü aç' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menü' });

      await userEvent.click(within(drawer).getByRole('button', { name: 'Özellikler' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument());
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('features'));
    });
  });

  it('shows the Demo badge when the instance runs in demo mode', async () => {
    const { header } = await renderPage('/home', { appInfo: { name: 'Cevapla', demo: true, version: '0.1.0' } });
    expect(await within(header).findByText('Demo')).toBeInTheDocument();
  });

  it('hides the Demo badge when the instance is not in demo mode', async () => {
    const { header, queryClient } = await renderPage('/home', {
      appInfo: { name: 'Cevapla', demo: false, version: '0.1.0' },
    });
    await waitFor(() => expect(queryClient.getQueryState(['app-info'])?.status).toBe('success'));
    expect(within(header).queryByText('Demo')).not.toBeInTheDocument();
  });

  it('hides the Demo badge and keeps the page when app info cannot be loaded', async () => {
    const { header, queryClient } = await renderPage('/home');
    await waitFor(() => expect(queryClient.getQueryState(['app-info'])?.status).toBe('error'));
    expect(within(header).queryByText('Demo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
