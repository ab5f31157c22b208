import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { signInAsDemoOnPage } from './support/demo.ts';
import { runAppAndBrowser } from './support/running.ts';

/*
 * The accountant's shortcuts: Ctrl+K finds a journal by its number and by its total, the journal's
 * own page opens, Copy starts a new journal with its lines, and Ctrl+S saves it.
 */

const running = runAppAndBrowser();

/** Opens the search with Ctrl+K, types, and answers the result button naming `expected`. */
async function searchFor(page: Page, typed: string, expected: string) {
  // The header's search button shows that the app frame, and its shortcut, are on the page.
  await expect
    .poll(() =>
      page
        .getByRole('button', { name: /Search/ })
        .first()
        .isVisible(),
    )
    .toBe(true);
  await page.keyboard.press('Control+K');
  const box = page.getByRole('textbox', { name: 'Search' });
  await expect.poll(() => box.isVisible()).toBe(true);
  await box.fill(typed);
  const result = page.getByRole('button', { name: new RegExp(expected) }).first();
  await expect.poll(() => result.isVisible(), { timeout: 10_000 }).toBe(true);
  return { box, result };
}

describe('power tools', () => {
  it('finds a journal by number and by amount, opens it, copies it and saves the copy with Ctrl+S', async () => {
    const page = await openPage(running.browser);
    await signInAsDemoOnPage(page, running.app.url, { byKeyboard: true });

    // A journal of the demo company, its number and its total as the list shows them.
    await page.goto(`${running.app.url}/accounting/journal`);
    const firstNumber = page.getByRole('link', { name: /^JV-\d{6}$/ }).first();
    await expect.poll(() => firstNumber.isVisible()).toBe(true);
    const number = (await firstNumber.textContent()) ?? '';
    const row = page.getByRole('row', { name: new RegExp(number) });
    const total = /₦[\d,]+\.\d{2}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
    expect(total).not.toBe('');

    // '/' opens the search too, outside a field; a search that finds nothing says so.
    await page.goto(`${running.app.url}/dashboard`);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /Search/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.keyboard.press('/');
    const box = page.getByRole('textbox', { name: 'Search' });
    await expect.poll(() => box.isVisible()).toBe(true);
    await box.fill('zzqx nothing');
    await expect.poll(() => page.getByText('No results for “zzqx nothing”').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => box.isVisible()).toBe(false);

    // By number, typed the short way ('JV-7' for JV-000007); Enter opens the first result.
    const short = `JV-${Number(number.slice(3))}`;
    await page.goto(`${running.app.url}/dashboard`);
    await searchFor(page, short, number);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/accounting\/journal\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { name: `Journal ${number}` }).isVisible()).toBe(true);
    const journalUrl = page.url();

    // By amount, as a person writes it (₦150,000.00).
    await page.goto(`${running.app.url}/dashboard`);
    const { result } = await searchFor(page, total, number);
    await result.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(journalUrl);

    // The read-only page: its date as dd/mm/yyyy, lines and totals.
    await expect
      .poll(() =>
        page
          .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Debit (₦)' }).isVisible()).toBe(true);
    expect(await page.getByRole('row', { name: /^Total/ }).textContent()).toContain(total);

    // Copy: a new journal with the same lines, dated today; Ctrl+S saves it with a number of its own.
    await page.getByRole('link', { name: 'Copy' }).press('Enter');
    await page.waitForURL(/\/accounting\/journal\/new-journal\?copy=/);
    await expect.poll(() => page.getByText(`A copy of ${number}, dated today.`).isVisible()).toBe(true);
    // The demo's owner may approve journals, so the form offers to post at once too.
    expect(await page.getByRole('button', { name: 'Save and post' }).isVisible()).toBe(true);
    await page.getByLabel('Reference').focus();
    await page.keyboard.press('Control+S');
    const saved = page.getByText(/JV-\d{6} saved as a draft/).first();
    await expect.poll(() => saved.isVisible(), { timeout: 10_000 }).toBe(true);
    const copyNumber = /JV-\d{6}/.exec((await saved.textContent()) ?? '')?.[0];
    expect(copyNumber).not.toBe(number);
    await page.context().close();
  });
});
