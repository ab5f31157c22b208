import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, watchForCspViolations } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import { runAppAndBrowser } from './support/running.ts';

const running = runAppAndBrowser();

const offlineWords = 'You are offline. What you typed stays here; Owo will send it when you are back.';

/** The service worker has installed and serves this page: the app's code is on the device. */
async function serviceWorkerInCharge(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker?.controller?.state ?? 'none'), { timeout: 60_000 })
    .toBe('activated');
}

async function chooseAccount(page: Page, line: number, search: string, option: string) {
  const select = page.getByRole('combobox', { name: `Line ${line} account` });
  await select.click();
  await select.fill(search);
  await page.getByRole('option', { name: option }).click();
}

/** Journals of the demo company with this reference, read through the API as the app does. */
async function journalsWithReference(page: Page, reference: string): Promise<number> {
  return page.evaluate(async (wanted) => {
    const response = await fetch(`/api/double-entry/journal?limit=100&page=1&where[reference]=${wanted}`, {
      headers: {
        authorization: `Bearer ${localStorage.getItem('token')}`,
        'x-company-id': localStorage.getItem('activeCompanyId') ?? '',
      },
    });
    const journals = (await response.json()).data as Array<{ reference: string }>;
    return journals.filter((journal) => journal.reference === wanted).length;
  }, reference);
}

/** Still Owo, not the browser's own "No internet" page. */
const showsOwo = (page: Page) => () =>
  page.evaluate(() => location.protocol.startsWith('http') && document.title.includes('Owo'));

describe('an accountant on a network that comes and goes', () => {
  it('keeps a journal typed while offline and saves it once when the network is back', async () => {
    const page = await openPage(running.browser, 'desktop', { serviceWorkers: 'allow' });
    const cspViolations = await watchForCspViolations(page);
    await signInAsDemo(page, running.app.url);
    await serviceWorkerInCharge(page);

    await page.goto(`${running.app.url}/accounting/journal/new-journal`);
    await page.getByLabel('Reference').fill('OFFLINE-001');
    await page.getByLabel('Note').fill('Fuel for the generator, paid while the network was down');
    await chooseAccount(page, 1, 'Rent', '6100 · Rent');
    await page.getByLabel('Line 1 debit').fill('15000');
    await chooseAccount(page, 2, 'Cash on Hand', '1000 · Cash on Hand');
    await page.getByLabel('Line 2 credit').fill('15000');

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByText(offlineWords).isVisible()).toBe(true);
    // The save waits, and what was typed is still on screen.
    expect(await page.getByLabel('Reference').inputValue()).toBe('OFFLINE-001');
    expect(await page.getByLabel('Line 1 debit').inputValue()).toContain('15,000');
    expect(page.url()).toMatch(/\/accounting\/journal\/new-journal$/);
    expect(await showsOwo(page)()).toBe(true);
    // Long enough for several resends, had the client been sending them while offline.
    await page.waitForTimeout(2000);

    await page.context().setOffline(false);
    await expect.poll(() => page.getByText(offlineWords).isVisible()).toBe(false);
    await expect.poll(() => journalsWithReference(page, 'OFFLINE-001')).toBe(1);
    await expect
      .poll(() =>
        page
          .getByText(/saved as a draft/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.waitForTimeout(1000);
    expect(await journalsWithReference(page, 'OFFLINE-001')).toBe(1);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('opens the app from the device when the network is gone, instead of the browser offline page', async () => {
    const page = await openPage(running.browser, 'desktop', { serviceWorkers: 'allow' });
    await signInAsDemo(page, running.app.url);
    await serviceWorkerInCharge(page);

    await page.context().setOffline(true);
    await page.goto(`${running.app.url}/accounting/journal`);
    await expect.poll(showsOwo(page)).toBe(true);
    await expect.poll(() => page.getByText(offlineWords).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('navigation').first().isVisible()).toBe(true);

    // Moving around the app while offline loads each page's code from the device.
    await page.getByRole('link', { name: 'Chart of accounts' }).first().click();
    await page.waitForURL(/\/accounting\/coa$/);
    await expect.poll(showsOwo(page)).toBe(true);
    await expect.poll(() => page.getByText('This page did not balance').isVisible()).toBe(false);

    await page.context().setOffline(false);
    await expect.poll(() => page.getByRole('link', { name: 'Cash on Hand' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(offlineWords).isVisible()).toBe(false);
    await page.context().close();
  });
});
