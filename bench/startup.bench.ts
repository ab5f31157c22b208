/**
 * Start-up and page weight, as the foundation issue asks:
 * - time from starting the server to /api/ready answering, on a fresh data folder and again with
 *   the data already there (median of several starts);
 * - bytes of JavaScript the sign-in page loads, raw and gzipped.
 * Run: npm run bench (builds first if needed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startApp } from '../e2e/support/app-server.ts';
import { launchBrowser, openPage } from '../e2e/support/browser.ts';

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

async function signInPageJavaScript() {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser);
    const scripts: Array<{ url: string; bytes: number; gzipBytes: number }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length });
    });
    await page.goto(`${app.url}/auth/signin`, { waitUntil: 'networkidle' });
    const total = (key: 'bytes' | 'gzipBytes') => scripts.reduce((sum, script) => sum + script[key], 0);
    return { files: scripts.length, bytes: total('bytes'), gzipBytes: total('gzipBytes') };
  } finally {
    await browser.close();
    await app.stop();
  }
}

const startup = await startupTimes();
const javascript = await signInPageJavaScript();
console.table({
  'start, fresh data folder (ms)': startup.freshMs,
  'start, existing data, median of 5 (ms)': startup.existingDataMedianMs,
  'sign-in page JavaScript files': javascript.files,
  'sign-in page JavaScript (bytes)': javascript.bytes,
  'sign-in page JavaScript gzipped (bytes)': javascript.gzipBytes,
});
