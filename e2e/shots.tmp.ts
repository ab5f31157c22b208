import { chromium } from 'playwright-core';
import { signInAsDemo } from './support/demo.ts';

const url = process.env.APP_URL ?? 'http://127.0.0.1:3100';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [name, viewport] of [
  ['phone', { width: 360, height: 760 }],
  ['laptop', { width: 1366, height: 860 }],
] as const) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInAsDemo(page, url);
  for (const path of (process.env.PAGES ?? '/expense/vendors,/expense/vendors/new-vendor').split(',')) {
    await page.goto(`${url}${path}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${name}${path.replaceAll('/', '_')}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
