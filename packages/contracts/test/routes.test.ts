import { describe, expect, it } from 'vitest';
import { guardedPaths, isClientRoute, isFooterHidden, paths, redirects } from '../src/routes.js';

describe('route table', () => {
  it('holds every route of the spec, open and guarded, plus the dashboard and the admin overview (issue 8)', () => {
    expect(Object.values(paths)).toHaveLength(30);
    expect(paths.dashboard).toBe('/dashboard');
    expect(paths.admin).toBe('/admin');
    expect([...guardedPaths].sort()).toEqual(
      [
        '/store',
        '/customerquestion',
        '/profile',
        '/payment',
        '/admin/customerquestions',
        '/pendingapprovalquestions',
        '/rejectedquestions',
        '/dashboard',
        '/admin',
      ].sort(),
    );
  });

  it('sends the empty path home and the payment-failure alias to the failed page', () => {
    expect(redirects['/']).toBe('/home');
    expect(redirects['/odeme-hatasi']).toBe('/payment/failed');
  });

  it.each([
    ['/login', true],
    ['/register', true],
    ['/store', true],
    ['/customerquestion', true],
    ['/admin/customerquestions', true],
    ['/home', false],
    ['/payment/success', false],
    ['/pendingapprovalquestions', false],
  ])('hides the footer on %s: %s', (pathname, hidden) => {
    expect(isFooterHidden(pathname)).toBe(hidden);
  });

  it('knows its client routes, with or without a trailing slash, and nothing else', () => {
    expect(isClientRoute('/home')).toBe(true);
    expect(isClientRoute('/payment/failed/')).toBe(true);
    expect(isClientRoute('/odeme-hatasi')).toBe(true);
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/homes')).toBe(false);
    expect(isClientRoute('/payment/other')).toBe(false);
    expect(isClientRoute('/blog/otomatik-yanit-mi-onay-mi')).toBe(true);
    expect(isClientRoute('/blog/olmayan-yazi')).toBe(false);
    expect(isClientRoute('/blog/Bad_Slug')).toBe(false);
  });
});
