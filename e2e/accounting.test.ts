import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import { visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';

/** The demo's books run up to today: its latest month is 'Nov 2026' in Lagos (UTC+1) today. */
function demoMonthLabel(): string {
  const lagos = new Date(Date.now() + 60 * 60 * 1000);
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[lagos.getUTCMonth()]} ${lagos.getUTCFullYear()}`;
}

const running = runAppAndBrowser();

const bankAccount = 'Providus Bank Current';

async function chooseAccount(page: Page, line: number, search: string, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: `Line ${line} account` });
  await select.click();
  await select.fill(search);
  await page.getByRole('option', { name: option }).click();
}

/**
 * Saves the journal form as a draft, continues to the list, and answers the new journal's number
 * (the demo company already has journals; this one takes the next) and its row, marked Draft.
 */
async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save draft' }).click();
  const saved = page.getByText(/JV-\d{6} saved as a draft/).first();
  await expect.poll(() => saved.isVisible()).toBe(true);
  const number = /JV-\d{6}/.exec((await saved.textContent()) ?? '')?.[0] ?? '';
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/accounting\/journal$/);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect.poll(() => row.getByText('Draft').isVisible()).toBe(true);
  return { number, row };
}

describe('the accountant of the demo company', () => {
  it('adds a bank account, writes and approves a balanced journal, and sees the account move', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/accounting/coa');
    await expect.poll(() => page.getByRole('link', { name: 'Cash on Hand' }).isVisible()).toBe(true);
    await page.getByLabel('Search accounts').fill('Opening Balance');
    await expect.poll(() => page.getByRole('link', { name: 'Opening Balance Equity' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Add account' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Account name').fill(bankAccount);
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await expect.poll(visible(page, 'please select an account category')).toBe(true);
    await dialog.getByRole('combobox', { name: 'Account category' }).click();
    await page.getByRole('option', { name: 'Bank', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await expect.poll(visible(page, 'Account created')).toBe(true);

    await page.getByLabel('Search accounts').fill('Providus');
    await page.getByRole('link', { name: bankAccount }).click();
    await page.waitForURL(/\/accounting\/coa\/[0-9a-f-]{36}/);
    const accountUrl = page.url();
    await expect.poll(() => page.getByRole('group', { name: 'Balance today' }).textContent()).toContain('₦0.00');
    await expect.poll(visible(page, 'No postings in this period')).toBe(true);

    await page.goto(`${running.app.url}/accounting/journal`);
    await expect.poll(visible(page, `Overheads ${demoMonthLabel()}`)).toBe(true);
    await page.getByRole('link', { name: 'New journal' }).first().click();
    await page.waitForURL(/\/accounting\/journal\/new-journal/);
    await page.getByLabel('Reference').fill('CAPITAL-001');
    await page.getByLabel('Note').fill('Capital paid into Providus');
    await page.getByLabel('Branch', { exact: true }).click();
    await page.getByRole('option', { name: 'Head Office' }).click();
    await chooseAccount(page, 1, 'Providus', new RegExp(`^\\d+ · ${bankAccount}$`));
    await page.getByLabel('Line 1 debit').fill('500000');
    await chooseAccount(page, 2, 'Share Capital', '3000 · Share Capital');
    await page.getByLabel('Line 2 credit').fill('450000');
    await expect.poll(visible(page, /Debits and credits must be equal\. Credits are short by ₦50,000\.00/)).toBe(true);

    await page.getByLabel('Line 2 credit').fill('500000');
    await expect.poll(visible(page, /Credits are short/)).toBe(false);
    const { number, row } = await saveDraft(page);
    await expect.poll(() => row.getByText('₦500,000.00').isVisible()).toBe(true);
    expect(await row.getByText('Head Office').isVisible()).toBe(true);
    await page.getByRole('button', { name: `Approve ${number}` }).click();
    await expect.poll(visible(page, 'Journal approved and posted')).toBe(true);
    await expect.poll(() => row.getByText('Posted').isVisible()).toBe(true);

    await page.goto(accountUrl);
    await expect.poll(() => page.getByRole('group', { name: 'Balance today' }).textContent()).toContain('₦500,000.00');
    const posting = page.getByRole('row', { name: /CAPITAL-001/ });
    await expect.poll(() => posting.isVisible()).toBe(true);
    expect(await posting.textContent()).toContain('₦500,000.00');
    await expect.poll(() => page.getByRole('row', { name: /Closing balance/ }).textContent()).toContain('₦500,000.00');
    await page.context().close();
  });

  it('asks before leaving a journal with unsaved changes', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/accounting/journal/new-journal');
    await page.getByLabel('Reference').fill('UNSAVED');
    await page.getByRole('main').getByRole('link', { name: 'Journals' }).click();
    await expect.poll(visible(page, 'Do you want to leave without saving changes')).toBe(true);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    expect(page.url()).toMatch(/new-journal$/);
    await page.getByRole('main').getByRole('link', { name: 'Journals' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/accounting\/journal$/);

    await page.goto(`${running.app.url}/accounting/journal/edit-journal`);
    await page.waitForURL(/\/accounting\/journal$/);
    await expect.poll(visible(page, 'Please select a journal')).toBe(true);
    await page.context().close();
  });

  it('saves one journal when the answer to saving it is lost on the way back', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    // The first save reaches the server, but its answer never reaches the phone.
    let dropped = 0;
    await page.route('**/api/double-entry/journal', async (route) => {
      if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
      dropped += 1;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.goto(`${running.app.url}/accounting/journal/new-journal`);
    await page.getByLabel('Reference').fill('LOST-ANSWER-1');
    await chooseAccount(page, 1, 'Rent', '6100 · Rent');
    await page.getByLabel('Line 1 debit').fill('1200');
    await chooseAccount(page, 2, 'Cash on Hand', '1000 · Cash on Hand');
    await page.getByLabel('Line 2 credit').fill('1200');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(visible(page, /JV-\d{6} saved as a draft/)).toBe(true);
    expect(dropped).toBe(1);

    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/double-entry/journal?limit=100&page=1&where[reference]=LOST-ANSWER-1', {
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          'x-company-id': localStorage.getItem('activeCompanyId') ?? '',
        },
      });
      return ((await response.json()).data as Array<{ reference: string }>).filter(
        (journal) => journal.reference === 'LOST-ANSWER-1',
      ).length;
    });
    expect(saved).toBe(1);
    await page.context().close();
  });

  it('on a 360 px phone: reads balances, writes a journal line by line, approves it and deletes it from its page', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url);
    const fitsScreen = async (text: string) => {
      const box = await page.getByText(text, { exact: true }).first().boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 360;
    };
    const pageFits = () => page.evaluate(() => document.documentElement.scrollWidth <= 360);

    await page.goto(`${running.app.url}/accounting/coa`);
    const cash = page.getByRole('row', { name: /Cash on Hand/ });
    await expect.poll(() => cash.isVisible()).toBe(true);
    const cashBalance = (await cash.getByRole('cell').nth(2).textContent()) ?? '';
    expect(cashBalance).toMatch(/^₦[\d,]+\.\d{2}$/);
    expect(await fitsScreen(cashBalance)).toBe(true);
    expect(await pageFits()).toBe(true);
    const pettyCashPath = await page.getByRole('link', { name: 'Petty Cash', exact: true }).getAttribute('href');

    await page.goto(`${running.app.url}/accounting/journal/new-journal`);
    await page.getByLabel('Reference').fill('PHONE-001');
    expect(await page.getByRole('listitem', { name: 'Line 1' }).isVisible()).toBe(true);
    await chooseAccount(page, 1, 'Petty Cash', '1010 · Petty Cash');
    await page.getByLabel('Line 1 debit').fill('2500');
    await chooseAccount(page, 2, 'Cash on Hand', '1000 · Cash on Hand');
    await page.getByLabel('Line 2 credit').fill('2500');
    expect(await fitsScreen('Credit (₦)')).toBe(true);
    expect(await pageFits()).toBe(true);
    const { row } = await saveDraft(page);
    expect(await fitsScreen('₦2,500.00')).toBe(true);
    expect(await fitsScreen('Draft')).toBe(true);
    expect(await pageFits()).toBe(true);
    // The number opens the journal's read-only page; a draft is edited from there.
    await row.getByRole('link', { name: /JV-\d{6}/ }).click();
    await page.waitForURL(/\/accounting\/journal\/[0-9a-f-]{36}$/);
    expect(await pageFits()).toBe(true);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(/edit-journal\?id=/);

    // Approval waits for unsaved changes to be saved or undone.
    await page.getByLabel('Reference').fill('PHONE-001 changed');
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await page.getByLabel('Reference').fill('PHONE-001');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(visible(page, 'Journal approved and posted')).toBe(true);
    await expect.poll(() => page.getByText('Posted', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    // Who approved what is in the books stays on the journal's page.
    const approvals = page.getByRole('region', { name: 'Approvals' });
    await expect.poll(() => approvals.isVisible()).toBe(true);
    expect(await approvals.textContent()).toMatch(/Version 1approved by Adunni Bakare on .*In the books/);
    expect(await pageFits()).toBe(true);
    const journalUrl = page.url();

    // The account's postings read like a bank app's: amount marked Dr or Cr, balance, all on screen.
    await page.goto(`${running.app.url}${pettyCashPath}`);
    const posting = page.getByRole('row', { name: /PHONE-001/ });
    await expect.poll(() => posting.isVisible()).toBe(true);
    expect(await posting.textContent()).toContain('₦2,500.00 Dr');
    const lastCell = await posting.getByRole('cell').last().boundingBox();
    expect(lastCell && lastCell.x + lastCell.width).toBeLessThanOrEqual(360);
    expect(await pageFits()).toBe(true);

    await page.goto(journalUrl);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(visible(page, /Its entry will be reversed/)).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/accounting\/journal$/);
    await expect.poll(visible(page, 'Journal deleted')).toBe(true);
    // Deleted journals leave the list; the Deleted filter still shows them.
    await expect.poll(() => row.count()).toBe(0);
    await page.goto(`${running.app.url}/accounting/journal?status=deleted`);
    await expect.poll(() => row.getByText('Deleted').isVisible()).toBe(true);
    await page.context().close();
  });
});
