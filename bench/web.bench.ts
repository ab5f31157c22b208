/**
 * The public site through Lighthouse's mobile preset (a mid-range phone on a slow 4G network),
 * driving the system Chromium against the built app on this machine. Issue 4 asks for
 * performance and accessibility of 95 or more on /, /features/invoicing and /blog. Issue 10 adds
 * the sign-in page and the signed-in dashboard (performance 90 or more). The dashboard is measured
 * signed in as the demo company twice:
 * - '/dashboard': as Lighthouse's own recipe for pages behind a sign-in has it (sign in in the
 *   browser, then measure in it with its storage kept), which is what a person who signed in on
 *   their phone gets when they open Owo again: the service worker installed at sign-in serves the
 *   app's code;
 * - '/dashboard (cold)': the same with the HTTP cache and the service worker emptied first, the
 *   worst case (the session kept, everything else gone).
 * Run: npm run bench:web (builds first if needed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { startApp } from '../e2e/support/app-server.ts';
import { signInAsDemo } from '../e2e/support/demo.ts';
import { startHttpsFront } from './https-front.ts';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'apps/server/dist/main.js')) || !existsSync(path.join(root, 'apps/web/build/client'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

// BENCH_PAGES=/dashboard,/auth/signin measures only those.
const chosen = (paths: string[]) => paths.filter((page) => process.env.BENCH_PAGES?.split(',').includes(page) ?? true);
const publicPaths = chosen(['/', '/features/invoicing', '/blog', '/auth/signin']);
const signedInPaths = chosen(['/dashboard']);
const app = await startApp();
const httpsFront = await startHttpsFront(app.url);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    // The HTTPS front's certificate is made for the run.
    '--ignore-certificate-errors',
  ],
});
const rows: Record<string, Record<string, number>> = {};

async function audit(url: string, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse empties the origin's storage first; signed-in pages need the session kept.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result;
}

async function measure(pagePath: string, keepStorage: boolean, label = pagePath, origin = app.url) {
  let result = await audit(`${origin}${pagePath}`, keepStorage);
  // Now and then the first audit in a fresh browser records no paint (NO_FCP): once more, then fail.
  if (result.lhr.runtimeError) result = await audit(`${origin}${pagePath}`, keepStorage);
  if (result.lhr.runtimeError) throw new Error(`${pagePath}: ${result.lhr.runtimeError.code}`);
  if (process.env.BENCH_LIGHTHOUSE_JSON) {
    mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
    const name = label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_JSON, `${name}.json`), JSON.stringify(result.lhr));
  }
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== pagePath) {
    throw new Error(`${pagePath} ended at ${result.lhr.finalDisplayedUrl}`);
  }
  const { categories, audits } = result.lhr;
  rows[label] = {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    'bytes loaded': Math.round(audits['total-byte-weight']?.numericValue ?? 0),
    'first contentful paint (ms)': Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    'largest contentful paint (ms)': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    'total blocking time (ms)': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  };
}

/** A new tab in the browser Lighthouse drives, for `work`, closed after it. */
async function inTheMeasuringBrowser(work: (page: Page) => Promise<void>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('The measuring browser has no context');
  const page = await context.newPage();
  try {
    await work(page);
  } finally {
    await page.close();
    await browser.close();
  }
}

/**
 * Signs in as the demo company in the browser Lighthouse drives and, on the app's own origin, waits
 * for the service worker it installs (sw.js precaches the app's code), as it is when the person
 * comes back. Behind the HTTPS front, whose certificate is made for the run, the browser registers
 * no service worker.
 */
function signIn(origin: string) {
  return inTheMeasuringBrowser(async (page) => {
    await signInAsDemo(page, origin);
    if (origin === app.url) await page.evaluate(() => navigator.serviceWorker.ready);
  });
}

/** Empties the HTTP cache and the service worker, keeping localStorage (the session). */
function forgetAllButTheSession(origin: string) {
  return inTheMeasuringBrowser(async (page) => {
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    });
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Storage.clearDataForOrigin', {
      origin: new URL(origin).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await devtools.send('Network.clearBrowserCache');
  });
}

try {
  for (const pagePath of publicPaths) await measure(pagePath, false);
  if (signedInPaths.length > 0) await signIn(app.url);
  for (const pagePath of signedInPaths) await measure(pagePath, true);
  for (const pagePath of signedInPaths) {
    await forgetAllButTheSession(app.url);
    await measure(pagePath, true, `${pagePath} (cold)`);
  }
  if (signedInPaths.length > 0) await signIn(httpsFront.url);
  for (const pagePath of signedInPaths) {
    await forgetAllButTheSession(httpsFront.url);
    await measure(pagePath, true, `${pagePath} (cold, HTTPS + HTTP/2)`, httpsFront.url);
  }
} finally {
  chrome.kill();
  await httpsFront.stop();
  await app.stop();
}
console.table(rows);
