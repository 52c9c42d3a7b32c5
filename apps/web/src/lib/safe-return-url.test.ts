import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './safe-return-url';

describe('safeReturnUrl', () => {
  it.each(['/store', '/store?x=1', '/profile#abonelik', '/customerquestion?page=2&sort=new'])('keeps %s', (url) => {
    expect(safeReturnUrl(url)).toBe(url);
  });

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['a backslash later in the path', '/store\\..\\//evil.com'],
    ['an absolute URL', 'https://evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab that browsers drop', '/\t/evil.com'],
    ['a newline that browsers drop', '/\n/evil.com'],
    ['a relative path', 'store'],
    ['an empty value', ''],
    ['a missing value', null],
  ])('rejects %s', (_, url) => {
    expect(safeReturnUrl(url)).toBeUndefined();
  });
});
