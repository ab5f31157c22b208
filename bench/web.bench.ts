/**
 * The public site through Lighthouse's mobile preset (a mid-range phone on a slow 4G network),
 * driving the system Chromium against the built app on this machine. Issue 4 asks for
 * performance and accessibility of 95 or more on /, /features/invoicing and /blog.
 * Run: npm run bench:web (builds first if needed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApp } from '../e2e/support/app-server.ts';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'apps/server/dist/main.js')) || !existsSync(path.join(root, 'apps/web/build/client'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const paths = ['/', '/features/invoicing', '/blog'];
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
try {
  for (const pagePath of paths) {
    const result = await lighthouse(`${app.url}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
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
} finally {
  chrome.kill();
  await app.stop();
}
console.table(rows);
