import { blogPostPath } from '@cevapla/contracts/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { blogPosts } from '../features/company/content/blog-posts';
import { routeDescriptions } from '../lib/route-titles';

function headMeta(selector: string) {
  return document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
}

describe('document meta', () => {
  it('describes an open page to search engines and link previews', async () => {
    renderApp('/cookie-policy');
    await screen.findByRole('heading', { level: 1, name: 'Çerez Politikası' });
    expect(headMeta('name="description"')).toBe(routeDescriptions['/cookie-policy']);
    expect(headMeta('property="og:title"')).toBe('Çerez Politikası · Cevapla');
    expect(headMeta('property="og:description"')).toBe(routeDescriptions['/cookie-policy']);
    expect(headMeta('property="og:type"')).toBe('website');
  });

  it('describes a blog post as an article with its own title and summary', async () => {
    const post = blogPosts[0] ?? expect.unreachable();
    renderApp(blogPostPath(post.slug));
    await screen.findByRole('heading', { level: 1, name: post.title });
    expect(headMeta('name="description"')).toBe(post.summary);
    expect(headMeta('property="og:title"')).toBe(`${post.title} · Cevapla`);
    expect(headMeta('property="og:type"')).toBe('article');
  });
});
