import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/harness.ts';

/** A route manifest as React Router writes it (after finish-build.mjs leaves out inherited imports). */
const manifest = {
  entry: { module: '/assets/entry.client.js', imports: ['/assets/react-dom.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/Box.js'] },
    'routes/public-layout': { id: 'routes/public-layout', parentId: 'root', module: '/assets/site.js', imports: [] },
    'routes/home': { id: 'routes/home', parentId: 'routes/public-layout', index: true, module: '/assets/home.js' },
    'routes/dashboard-layout': {
      id: 'routes/dashboard-layout',
      parentId: 'root',
      module: '/assets/app-frame.js',
      clientLoaderModule: '/assets/app-frame-client-loader.js',
      imports: ['/assets/query.js'],
    },
    'routes/dashboard': {
      id: 'routes/dashboard',
      parentId: 'routes/dashboard-layout',
      path: 'dashboard',
      module: '/assets/dashboard.js',
      imports: ['/assets/DashboardFigures.js', '/assets/Box.js'],
    },
    invoice: {
      id: 'invoice',
      parentId: 'routes/dashboard-layout',
      path: 'sales/invoice/:id',
      module: '/assets/invoice.js',
      clientLoaderModule: '/assets/invoice-client-loader.js',
      imports: ['/assets/DocumentView.js'],
    },
  },
};

const shell =
  '<!DOCTYPE html><html><head><title>Owo</title><link rel="modulepreload" href="/assets/manifest-1a2b3c.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="modulepreload" href="/assets/Box.js"/></head><body><p>Loading</p></body></html>';

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((link) => link[1]);

describe('the signed-in app’s shell', () => {
  let webDir: string;
  beforeAll(() => {
    webDir = mkdtempSync(path.join(tmpdir(), 'owo-shell-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, '__spa-fallback.html'), shell);
    writeFileSync(
      path.join(webDir, 'assets', 'manifest-1a2b3c.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    );
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const test = testAppForFile(() => ({ WEB_DIR: webDir }));

  const open = (url: string, encoding = 'identity') =>
    test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('names every chunk of the page it opens, so they download at once beside react-dom', async () => {
    const response = await open('/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(preloads(response.body)).toEqual([
      '/assets/manifest-1a2b3c.js',
      '/assets/entry.client.js',
      '/assets/root.js',
      '/assets/Box.js',
      '/assets/app-frame.js',
      '/assets/app-frame-client-loader.js',
      '/assets/query.js',
      '/assets/dashboard.js',
      '/assets/DashboardFigures.js',
    ]);
  });

  it('matches pages with parameters, and names only that page’s own chunks', async () => {
    const page = preloads((await open('/sales/invoice/0195f0a4-7c1e-7000-8000-000000000001?tab=payments')).body);
    expect(page).toContain('/assets/invoice.js');
    expect(page).toContain('/assets/invoice-client-loader.js');
    expect(page).toContain('/assets/DocumentView.js');
    expect(page).not.toContain('/assets/dashboard.js');
  });

  it('leaves the shell as built for a path no page matches', async () => {
    const response = await open('/no/such/page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shell);
  });

  it('is sent compressed to browsers that accept it, and reads the same', async () => {
    const plain = (await open('/dashboard')).body;
    const brotli = await open('/dashboard', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain);
    const gzip = await open('/dashboard', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
  });

  it('still answers API paths that match no route with a JSON 404, not the shell', async () => {
    const response = await open('/api/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/no-such-route not found' });
  });
});
