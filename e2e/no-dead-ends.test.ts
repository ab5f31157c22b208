import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import { runAppAndBrowser } from './support/running.ts';

/**
 * The app walked as a new user: every link reachable from the dashboard (the menu, the checklist,
 * the header, the pages they open) leads to a page, never to 'Page Not Found' or an error page.
 */

const running = runAppAndBrowser();

/** In-app links on the page, with ids folded so /accounting/coa/<id> is walked once. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href^="/"]', (anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return hrefs.filter((href) => !href.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(href));
}

const pattern = (href: string) => href.split(/[?#]/)[0]?.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ':id') ?? href;

async function expectAPage(page: Page, href: string) {
  await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible(), { message: href }).toBe(true);
  await page.waitForLoadState('networkidle');
  const main = page.locator('main');
  expect(await main.getByText('Page Not Found').count(), href).toBe(0);
  expect(await main.getByText('This page did not balance').count(), href).toBe(0);
}

describe('no dead ends', () => {
  it('every link a signed-in user can reach from the dashboard opens a page', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => menu.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Getting started', { exact: true }).isVisible()).toBe(true);
    // Open every menu group so its links are on the page.
    for (const group of await menu.locator('button').all()) {
      await group.click();
    }
    const seen = new Set<string>();
    const queue = [...(await linksOn(page))];
    while (queue.length > 0 && seen.size < 40) {
      const href = queue.shift() ?? '';
      if (seen.has(pattern(href)) || !href.match(/^\/(dashboard|accounting|bank|settings|notification|reports)/))
        continue;
      seen.add(pattern(href));
      await page.goto(`${running.app.url}${href}`);
      await expectAPage(page, href);
      queue.push(...(await linksOn(page)));
    }
    expect(seen.size).toBeGreaterThan(5);
    await page.context().close();
  });

  it('a wrong address keeps the app around it, and its button leads to the dashboard', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url, '/sales/invoice/no-such-page');
    // The spec's words (section 8): 'Page Not Found: {path}'.
    const heading = page.getByRole('heading', { name: 'Page Not Found: /sales/invoice/no-such-page', exact: true });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Toggle navigation' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.context().close();
  });

  it('the public home page leads with Start free, to sign up', async () => {
    const page = await openPage(running.browser);
    await page.goto(`${running.app.url}/`);
    await page.getByRole('main').getByRole('link', { name: 'Start free' }).first().click();
    await page.waitForURL(/\/auth\/signup$/);
    await page.context().close();
  });
});
