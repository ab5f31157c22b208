import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/harness.ts';

const finishBuild = path.resolve(import.meta.dirname, '../../../web/scripts/finish-build.mjs');

/** The directives of a Content-Security-Policy header, each with its sources. */
function policy(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** A page as React Router prerenders it: inline context and module scripts beside a script file. */
function page(title: string, inline: string[]) {
  return `<!DOCTYPE html><html><head><title>${title}</title><script data-mantine-script="true">${inline[0]}</script></head><body><h1>${title}</h1>${inline
    .slice(1)
    .map((script) => `<script type="module" async="">${script}</script>`)
    .join('')}<script src="/assets/entry.js"></script></body></html>`;
}

describe('the Content-Security-Policy of the built web app', () => {
  const colourScheme = 'try { document.documentElement.dataset.scheme = "light" } catch (e) {}';
  const homeContext = 'window.__reactRouterContext = {"url":"/"};';
  const aboutContext = 'window.__reactRouterContext = {"url":"/about"};\nimport("/assets/about.js");';
  const shellContext = 'window.__reactRouterContext = {"isSpaMode":true};';
  let webDir: string;
  beforeAll(() => {
    webDir = mkdtempSync(path.join(tmpdir(), 'owo-web-'));
    mkdirSync(path.join(webDir, 'about'));
    writeFileSync(path.join(webDir, 'index.html'), page('Home', [colourScheme, homeContext]));
    writeFileSync(path.join(webDir, 'about', 'index.html'), page('About', [colourScheme, aboutContext]));
    writeFileSync(path.join(webDir, '__spa-fallback.html'), page('Owo', [colourScheme, shellContext]));
    execFileSync(process.execPath, [finishBuild, webDir], { stdio: 'pipe' });
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const test = testAppForFile(() => ({ WEB_DIR: webDir }));

  const scriptSources = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return policy(response.headers['content-security-policy'])['script-src'] ?? [];
  };

  it('records the hash of every inline script at build time', () => {
    expect(existsSync(path.join(webDir, 'csp-hashes.json'))).toBe(true);
  });

  it('allows each page its own inline scripts by hash, and no other inline script', async () => {
    const home = await scriptSources('/');
    expect(home).toEqual(["'self'", sha256(colourScheme), sha256(homeContext), 'https://accounts.google.com']);
    expect(home).not.toContain("'unsafe-inline'");
    expect(await scriptSources('/about')).toContain(sha256(aboutContext));
    expect(await scriptSources('/about/')).not.toContain(sha256(homeContext));
  });

  it('serves the service worker the build made as a script the browser revalidates every time', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // A cached sw.js would keep every device on the old version of Owo.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('__spa-fallback.html');
  });

  it('gives the signed-in app (the SPA shell) the shell’s hashes', async () => {
    const shell = await scriptSources('/dashboard');
    expect(shell).toContain(sha256(shellContext));
    expect(shell).not.toContain("'unsafe-inline'");
  });

  it('keeps styles open to Mantine’s inline styles', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });
    expect(policy(response.headers['content-security-policy'])['style-src']).toContain("'unsafe-inline'");
  });
});

describe('the Content-Security-Policy without a built web app', () => {
  const test = testAppForFile();

  it('allows scripts only from Owo and Google', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(policy(response.headers['content-security-policy'])['script-src']).toEqual([
      "'self'",
      'https://accounts.google.com',
    ]);
  });

  it('allows the API reference page (/api/docs) its own inline script by hash, and nothing else inline', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const inline = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ''))
      .map(([, , script]) => script ?? '');
    expect(inline.length).toBeGreaterThan(0);
    const sources = policy(response.headers['content-security-policy'])['script-src'] ?? [];
    for (const script of inline) expect(sources).toContain(sha256(script));
    expect(sources).not.toContain("'unsafe-inline'");
  });
});
