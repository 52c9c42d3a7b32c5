import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

vi.mock('../features/company/pages/about-page', () => ({
  AboutPage: () => {
    throw new Error('render failed');
  },
}));

describe('route error page', () => {
  it('shows a Turkish error inside the shell when a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bir Hata Oluştu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfayı Yenile' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Ana Sayfa' })).toBeInTheDocument();
    expect(document.title).toBe('Bir Hata Oluştu · Cevapla');
  });
});
