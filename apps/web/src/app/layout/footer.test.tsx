import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSeller } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** Waits for the lazy page so that an absent footer means "hidden", not "not rendered yet". */
async function renderPage(url: string) {
  // Signed in, so that guarded pages (/store, /customerquestion) render instead of the login page.
  const view = renderApp(url, { me: aSeller() });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    '/login',
    '/register',
    '/store',
    '/customerquestion',
    '/customerquestion/123',
  ])('is hidden on %s', async (url) => {
    await renderPage(url);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each(['/home', '/about'])('is shown with its link groups on %s', async (url) => {
    await renderPage(url);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Ürün' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/about');
    expect(within(footer).getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute('href', '/kvkk');
  });

  it('shows the copyright line with the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    await renderPage('/about');
    expect(
      within(screen.getByRole('contentinfo')).getByText('© 2031 Cevapla. Tüm hakları saklıdır.'),
    ).toBeInTheDocument();
  });
});
