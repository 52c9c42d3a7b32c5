import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';

describe('serving the web app', () => {
  let subject: TestApp;
  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'cevapla-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Cevapla</title><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    subject = await createTestApp({ webRoot });
  });
  afterAll(() => subject.close());

  it.each([
    '/home',
    '/login',
    '/payment/failed',
    '/admin/customerquestions',
    '/odeme-hatasi',
    '/',
  ])('answers the client route %s with the app page', async (url) => {
    const response = await subject.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the query string of a client route working', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/payment/failed?message=Kart%20reddedildi' });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown page with the app (which shows its 404 page) and status 404', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/bu-sayfa-yok' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never answers an API path or a write with the app page', async () => {
    const api = await subject.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.headers['content-type']).toContain('application/json');
    const write = await subject.app.inject({ method: 'POST', url: '/home' });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('compressed assets', () => {
  it('sends the precompressed brotli file to a browser that accepts it', async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'cevapla-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'app-1.js'), 'console.log("plain")');
    writeFileSync(path.join(webRoot, 'assets', 'app-1.js.br'), 'BROTLI-BYTES');
    const subject = await createTestApp({ webRoot });
    try {
      const response = await subject.app.inject({
        method: 'GET',
        url: '/assets/app-1.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.body).toBe('BROTLI-BYTES');
    } finally {
      await subject.close();
    }
  });
});

describe('prerendered pages', () => {
  let subject: TestApp;
  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'cevapla-web-'));
    mkdirSync(path.join(webRoot, 'prerendered', 'blog'), { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Cevapla</title><div id="root"></div>');
    const page = (title: string) =>
      `<!doctype html><title>${title}</title><link rel="canonical" href="%PUBLIC_URL%/home" /><div id="root"><h1>${title}</h1></div>`;
    writeFileSync(path.join(webRoot, 'prerendered', 'home.html'), page('Ana sayfa'));
    writeFileSync(path.join(webRoot, 'prerendered', 'blog', 'otomatik-yanit-mi-onay-mi.html'), page('Bir yazı'));
    subject = await createTestApp({ webRoot });
  });
  afterAll(() => subject.close());

  it('answers a public page with its prerendered HTML, the public address filled in', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>Ana sayfa</h1>');
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/home" />');
    expect(response.body).not.toContain('%PUBLIC_URL%');
  });

  it('finds nested pages and ignores a trailing slash', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/blog/otomatik-yanit-mi-onay-mi/' });
    expect(response.body).toContain('<h1>Bir yazı</h1>');
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Ana sayfa</h1>');
  });

  it('answers pages without a prerendered file with the app page', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><title>Cevapla</title><div id="root"></div>');
  });

  it('does not serve the prerendered files under their own names', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/prerendered/home.html' });
    expect(response.statusCode).toBe(404);
  });
});
