import { guardedPaths, paths } from '@cevapla/contracts/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSeller } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { routeTitles } from '../lib/route-titles';

describe('router', () => {
  it.each(Object.values(paths))('renders %s with its Turkish title as heading and document title', async (path) => {
    // Guarded pages need a signed-in user; the guard itself is tested in guards/require-sign-in.test.tsx.
    renderApp(path, guardedPaths.has(path) ? { me: aSeller() } : {});
    const title = routeTitles[path];
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Cevapla`);
  });

  it('sends the empty path to the home page', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: routeTitles[paths.home] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lands /odeme-hatasi on the payment-failed page and keeps the message', async () => {
    const { router } = renderApp('/odeme-hatasi?message=Kart%20limiti%20yetersiz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ödeme Başarısız' })).toBeInTheDocument();
    expect(screen.getByText('Kart limiti yetersiz')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/payment/failed',
      search: '?message=Kart%20limiti%20yetersiz',
    });
    // Replaced, not pushed: going back must not bounce through the alias again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the payment failure message as text, never as markup', async () => {
    const message = '<img src="x" onerror="alert(1)">Banka reddetti';
    renderApp(`/payment/failed?message=${encodeURIComponent(message)}`);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(message)).toBeInTheDocument();
    expect(main.querySelector('img')).toBeNull();
  });

  it('shows a Turkish not-found page with a way home for an unknown path', async () => {
    renderApp('/olmayan-sayfa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/home');
    expect(document.title).toBe('Sayfa Bulunamadı · Cevapla');
  });
});
