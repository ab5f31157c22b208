/**
 * The public site through Lighthouse's mobile preset (a mid-range phone on a slow 4G network),
 * driving the system Chromium against the built app on this machine. Issue 4 asks for
 * performance and accessibility of 95 or more on /, /features/invoicing and /blog. Issue 10 adds
 * the sign-in page and the signed-in dashboard (performance 90 or more): the dashboard is measured
 * signed in as the demo company, its session put into localStorage as the app keeps it, on a first
 * visit (empty cache, no service worker yet).
 * Run: npm run bench:web (builds first if needed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startApp } from '../e2e/support/app-server.ts';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'apps/server/dist/main.js')) || !existsSync(path.join(root, 'apps/web/build/client'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

// BENCH_PAGES=/dashboard,/auth/signin measures only those.
const chosen = (paths: string[]) => paths.filter((page) => process.env.BENCH_PAGES?.split(',').includes(page) ?? true);
const publicPaths = chosen(['/', '/features/invoicing', '/blog', '/auth/signin']);
const signedInPaths = chosen(['/dashboard']);
const app = await startApp();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const rows: Record<string, Record<string, number>> = {};

async function measure(pagePath: string, keepStorage: boolean) {
  const result = await lighthouse(`${app.url}${pagePath}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse empties the origin's storage first; signed-in pages need the session kept.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
  if (process.env.BENCH_LIGHTHOUSE_JSON) {
    mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
    const name = pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_JSON, `${name}.json`), JSON.stringify(result.lhr));
  }
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== pagePath) {
    throw new Error(`${pagePath} ended at ${result.lhr.finalDisplayedUrl}`);
  }
  const { categories, audits } = result.lhr;
  rows[pagePath] = {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    'bytes loaded': Math.round(audits['total-byte-weight']?.numericValue ?? 0),
    'first contentful paint (ms)': Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    'largest contentful paint (ms)': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    'total blocking time (ms)': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  };
}

/**
 * Signs in as the demo company in the same browser, then empties the HTTP cache and the service
 * worker while keeping localStorage: the next load of /dashboard is a first visit, signed in.
 */
async function signInKeepingOnlyTheSession() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('No browser context to sign in with');
  const page = await context.newPage();
  await page.goto(`${app.url}/auth/signin`);
  await page.getByLabel('Email').fill('demo@owo.ng');
  await page.getByLabel('Password').fill('owo-demo-2026');
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL(/\/dashboard/);
  const devtools = await context.newCDPSession(page);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  });
  await devtools.send('Storage.clearDataForOrigin', {
    origin: new URL(app.url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await devtools.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

try {
  for (const pagePath of publicPaths) await measure(pagePath, false);
  if (signedInPaths.length > 0) await signInKeepingOnlyTheSession();
  for (const pagePath of signedInPaths) await measure(pagePath, true);
} finally {
  chrome.kill();
  await app.stop();
}
console.table(rows);
