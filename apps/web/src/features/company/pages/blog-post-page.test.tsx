import { blogPostPath, blogSlugs } from '@cevapla/contracts/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { blogPosts } from '../content/blog-posts';

describe('blog', () => {
  it('holds a post for every slug the route table and the sitemap know, and no other', () => {
    expect(blogPosts.map((post) => post.slug).sort()).toEqual([...blogSlugs].sort());
  });

  it('lists the four posts, each linking to its own page', async () => {
    renderApp('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(4);
    for (const post of blogPosts) {
      expect(screen.getByRole('link', { name: post.title })).toHaveAttribute('href', blogPostPath(post.slug));
    }
  });

  it('shows a post at /blog/<slug> with its title, image and whole article', async () => {
    const post = blogPosts[1] ?? expect.unreachable();
    renderApp(blogPostPath(post.slug));
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: post.image.alt })).toHaveAttribute('src', post.image.src);
    for (const paragraph of post.body) expect(within(article).getByText(paragraph)).toBeInTheDocument();
    expect(document.title).toBe(`${post.title} · Cevapla`);
  });

  it('shows the Turkish not-found page for an unknown post', async () => {
    renderApp('/blog/olmayan-yazi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/home');
    expect(document.title).toBe('Sayfa Bulunamadı · Cevapla');
  });
});
