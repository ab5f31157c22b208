/**
 * Start-up and page weight, as the foundation issue asks:
 * - time from starting the server to /api/ready answering, on a fresh data folder and again with
 *   the data already there (median of several starts);
 * - bytes of JavaScript the sign-in page loads, raw and gzipped (issue 10: at most 180 KB gzipped);
 * - bytes of JavaScript and CSS the signed-in dashboard loads on a first visit, gzipped (issue 10:
 *   at most 350 KB), signed in as the demo company the app creates.
 * Both in a fresh browser context with the service worker blocked: a first visit, as a new phone
 * would make it, and without the worker's background download of the rest of the app.
 * Run: npm run bench (builds first if needed); BENCH_ONLY=page-weight skips the start-up times.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { startApp } from '../e2e/support/app-server.ts';
import { launchBrowser } from '../e2e/support/browser.ts';

const root = path.resolve(import.meta.dirname, '..');
if (
  !existsSync(path.join(root, 'apps/server/dist/main.js')) ||
  !existsSync(path.join(root, 'apps/web/build/client/index.html'))
) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function timeStart(dataDir?: string) {
  const startedAt = performance.now();
  const app = await startApp(dataDir ? { DATA_DIR: dataDir } : {});
  return { milliseconds: performance.now() - startedAt, app };
}

async function startupTimes() {
  const first = await timeStart();
  const dataDir = first.app.dataDir;
  await first.app.stop({ keepData: true });
  const again: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const next = await timeStart(dataDir);
    again.push(next.milliseconds);
    await next.app.stop({ keepData: run < 4 });
  }
  return { freshMs: Math.round(first.milliseconds), existingDataMedianMs: Math.round(median(again)) };
}

interface Loaded {
  url: string;
  kind: 'script' | 'stylesheet';
  bytes: number;
  gzipBytes: number;
}

/** A fresh desktop context in Lagos, without a service worker: what a first visit downloads. */
async function firstVisitPage(browser: Browser, storage: Record<string, string> = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    serviceWorkers: 'block',
  });
  // The session, put where the app keeps it (apps/web/src/session/storage.ts) before any script runs.
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, storage);
  return context.newPage();
}

/** Every script and stylesheet a page loads, with its size raw and gzipped. */
function recordDownloads(page: Page, kinds: Array<Loaded['kind']>): Loaded[] {
  const loaded: Loaded[] = [];
  page.on('response', async (response) => {
    const kind = response.request().resourceType();
    if (!kinds.includes(kind as Loaded['kind'])) return;
    const body = await response.body();
    loaded.push({
      url: new URL(response.url()).pathname,
      kind: kind as Loaded['kind'],
      bytes: body.length,
      gzipBytes: gzipSync(body).length,
    });
  });
  return loaded;
}

const sum = (loaded: Loaded[], key: 'bytes' | 'gzipBytes') => loaded.reduce((total, file) => total + file[key], 0);

/** Signs in as the demo company through the sign-in page and answers what the app stored. */
async function demoSession(browser: Browser, appUrl: string): Promise<Record<string, string>> {
  const page = await firstVisitPage(browser);
  await page.goto(`${appUrl}/auth/signin`);
  await page.getByLabel('Email').fill('demo@owo.ng');
  await page.getByLabel('Password').fill('owo-demo-2026');
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL(/\/dashboard/);
  const storage = await page.evaluate(() => ({ ...window.localStorage }));
  await page.context().close();
  return storage;
}

async function pageWeights() {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const signInPage = await firstVisitPage(browser);
    const signInScripts = recordDownloads(signInPage, ['script']);
    await signInPage.goto(`${app.url}/auth/signin`, { waitUntil: 'networkidle' });
    await signInPage.context().close();

    const session = await demoSession(browser, app.url);
    const dashboardPage = await firstVisitPage(browser, session);
    const dashboardFiles = recordDownloads(dashboardPage, ['script', 'stylesheet']);
    await dashboardPage.goto(`${app.url}/dashboard`, { waitUntil: 'networkidle' });
    if (!dashboardPage.url().endsWith('/dashboard')) throw new Error(`Not signed in: ended at ${dashboardPage.url()}`);
    await dashboardPage.context().close();
    return { signInScripts, dashboardFiles };
  } finally {
    await browser.close();
    await app.stop();
  }
}

const startup = process.env.BENCH_ONLY === 'page-weight' ? null : await startupTimes();
const { signInScripts, dashboardFiles } = await pageWeights();
const dashboardScripts = dashboardFiles.filter((file) => file.kind === 'script');
const dashboardStyles = dashboardFiles.filter((file) => file.kind === 'stylesheet');
console.table({
  'start, fresh data folder (ms)': startup?.freshMs ?? 'skipped',
  'start, existing data, median of 5 (ms)': startup?.existingDataMedianMs ?? 'skipped',
  'sign-in page JavaScript files': signInScripts.length,
  'sign-in page JavaScript (bytes)': sum(signInScripts, 'bytes'),
  'sign-in page JavaScript gzipped (bytes)': sum(signInScripts, 'gzipBytes'),
  'dashboard first load, JavaScript and CSS files': dashboardFiles.length,
  'dashboard first load, JavaScript gzipped (bytes)': sum(dashboardScripts, 'gzipBytes'),
  'dashboard first load, CSS gzipped (bytes)': sum(dashboardStyles, 'gzipBytes'),
  'dashboard first load, JavaScript and CSS gzipped (bytes)': sum(dashboardFiles, 'gzipBytes'),
});
if (process.env.BENCH_LIST_FILES) {
  const largest = (files: Loaded[]) =>
    [...files].sort((a, b) => b.gzipBytes - a.gzipBytes).map(({ url, gzipBytes }) => ({ url, gzipBytes }));
  console.table(largest(signInScripts).slice(0, 25));
  console.table(largest(dashboardFiles).slice(0, 25));
}
