import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nubanCheckDigit } from '@owo/core';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { receiptPdf } from './support/files.ts';
import { visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'owo-statement-'));
const running = runAppAndBrowser();
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// A GTBank number whose last digit is its NUBAN check digit, and the same serial with a wrong one.
const gtbank = { code: '058', name: 'Guaranty Trust Bank (GTBank)' };
const serial = '023456789';
const checkDigit = nubanCheckDigit(serial, gtbank.code);
const accountNumber = `${serial}${checkDigit}`;
const wrongNumber = `${serial}${(checkDigit + 1) % 10}`;

/** Calendar days in Lagos, as the app counts them. */
const lagosDay = (daysAgo: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysAgo);
  return date.toISOString().slice(0, 10);
};
const statementDay = (iso: string) => iso.split('-').reverse().join('/');
const longDay = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

// GTBank's export: a title row above the header, DD/MM/YYYY dates, separate debit and credit columns.
const statementCsv = [
  'Guaranty Trust Bank Account Statement,,,,,',
  'Trans Date,Reference,Narration,Debit,Credit,Balance',
  `${statementDay(lagosDay(8))},NIP0001,NIP TRANSFER FROM ADUNNI BAKARE,,500000.00,500000.00`,
  `${statementDay(lagosDay(3))},NIP0009,FAILED TRANSFER,10000.00,,490000.00`,
  `${statementDay(lagosDay(3))},NIP0010,FAILED TRANSFER RETURNED,,10000.00,500000.00`,
  `${statementDay(lagosDay(2))},DEP0002,CASH DEPOSIT BY ADUNNI,,120000.00,620000.00`,
  `${statementDay(lagosDay(1))},CHG0003,SMS ALERT CHARGES,52.50,,619947.50`,
  `${statementDay(lagosDay(1))},INT0004,INTEREST CREDIT,,1250.00,621197.50`,
].join('\n');

async function postJournal(page: Page, journal: { date: string; reference: string; lines: unknown[] }) {
  const created = await api<{ _id: string }>(page, 'POST', '/double-entry/journal', journal);
  await api(page, 'PATCH', `/merchant/approve/${created._id}?state=journal&action=approve`);
}

describe('the accountant of the demo company', () => {
  it('adds a GTBank account, imports its statement, reconciles it to ₦0.00 and finishes', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);

    // Add the account: the number is checked against the bank as it is typed.
    await page.goto(`${running.app.url}/bank`);
    await page.getByRole('button', { name: 'Connect bank account or credit card' }).first().click();
    await expect.poll(visible(page, 'Direct bank feeds are not available yet')).toBe(true);
    await page.getByRole('button', { name: 'Add bank account' }).click();
    const form = page.getByRole('dialog', { name: 'Add bank account' });
    await form.getByRole('radio', { name: 'Business' }).check();
    await form.getByRole('combobox', { name: 'Bank' }).click();
    await form.getByRole('combobox', { name: 'Bank' }).fill('GTBank');
    await page.getByRole('option', { name: gtbank.name }).click();
    await form.getByLabel('Account number').fill(wrongNumber);
    await expect.poll(visible(page, 'This account number does not match the selected bank. Check both.')).toBe(true);
    await form.getByLabel('Account number').fill(accountNumber);
    await expect.poll(visible(page, 'This account number does not match')).toBe(false);
    await form.getByLabel('Account name').fill('Adunni Stores Ltd');
    await form.getByRole('button', { name: 'Add bank account' }).click();
    await expect.poll(visible(page, /Bank account added/)).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();

    const card = page.getByRole('article').filter({ hasText: `•••• ${accountNumber.slice(-4)}` });
    await expect.poll(() => card.getByText(`${gtbank.name} · •••• ${accountNumber.slice(-4)}`).isVisible()).toBe(true);
    await expect.poll(() => card.getByText('Never reconciled').isVisible()).toBe(true);

    // The books: capital paid in 12 days before the bank shows it, and a cash deposit on the day.
    const accounts = await api<{ _id: string; account_code: string; bank: { accountNumber: string } | null }[]>(
      page,
      'GET',
      '/bank/accounts',
    );
    const bankAccountId = accounts.find((account) => account.bank?.accountNumber === accountNumber)?._id;
    const chart = await api<{ _id: string; account_code: string }[]>(
      page,
      'GET',
      '/double-entry/chart-of-accounts?limit=1000&page=1',
    );
    const byCode = (code: string) => chart.find((account) => account.account_code === code)?._id;
    expect(bankAccountId).toBeTruthy();
    await postJournal(page, {
      date: lagosDay(20),
      reference: 'CAPITAL-GTB',
      lines: [
        { account: bankAccountId, description: 'Capital from directors', debit: 500000 },
        { account: byCode('3000'), credit: 500000 },
      ],
    });
    await postJournal(page, {
      date: lagosDay(2),
      reference: 'DEPOSIT-GTB',
      lines: [
        { account: bankAccountId, description: 'Cash deposit', debit: 120000 },
        { account: byCode('1000'), credit: 120000 },
      ],
    });

    // Import the statement: previewed and mapped in the browser first.
    const file = path.join(folder, 'gtbank-statement.csv');
    writeFileSync(file, statementCsv);
    await card.getByRole('button', { name: /Import statement/ }).click();
    const upload = page.getByRole('dialog', { name: 'Import bank statement' });
    await upload.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => upload.getByText('Preview: 6 lines found').isVisible()).toBe(true);
    expect(await upload.getByLabel('File name').inputValue()).toBe('gtbank-statement.csv');
    await upload.getByRole('button', { name: 'Upload' }).click();
    const result = page.getByRole('dialog', { name: 'Statement imported' });
    await expect.poll(() => result.getByRole('group', { name: 'Imported', exact: true }).textContent()).toContain('6');
    await result.getByRole('button', { name: 'Continue' }).click();

    // The bell says the import is in (beside the demo's own unread notices, its tax reminders);
    // the notice leads back to this account's reconciliation and is then read.
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect.poll(() => bell.isVisible()).toBe(true);
    const unread = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
    await bell.click();
    await page.getByRole('button', { name: /gtbank-statement\.csv is imported/ }).click();
    await page.waitForURL(/\/accounting\/reconcile\/[0-9a-f-]{36}$/);
    const readNow = unread > 1 ? `Notifications, ${unread - 1} unread` : 'Notifications';
    await expect.poll(() => page.getByRole('link', { name: readNow, exact: true }).isVisible()).toBe(true);
    await page.goto(`${running.app.url}/bank`);

    // Start: the same-day deposit is matched by itself.
    await card.getByRole('link', { name: /^Reconcile/ }).click();
    await page.waitForURL(/\/accounting\/reconcile\/[0-9a-f-]{36}$/);
    await page.getByLabel('Statement end date').fill(statementDay(lagosDay(0)));
    await page.getByLabel('Closing balance on the statement').fill('621197.50');
    await page.getByRole('button', { name: 'Start reconciliation' }).click();
    await page.waitForURL(/\/account-reconciliation$/);
    await expect
      .poll(() => page.getByRole('button', { name: 'Unmatch CASH DEPOSIT BY ADUNNI' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Finish' }).isDisabled()).toBe(true);

    // Match by hand: Match waits until both sides are ticked and add up.
    await page.getByLabel(`Select statement line NIP TRANSFER FROM ADUNNI BAKARE, ${longDay(lagosDay(8))}`).check();
    expect(await page.getByRole('button', { name: 'Match', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Reconcile', exact: true }).click();
    await expect.poll(visible(page, 'Do you want to leave without saving changes')).toBe(true);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByLabel(`Select ledger line Capital from directors, ${longDay(lagosDay(20))}`).check();
    const selected = page.getByRole('region', { name: 'Selected lines' });
    await expect.poll(() => selected.textContent()).toMatch(/Statement \(1\): ₦500,000\.00.*Books \(1\): ₦500,000\.00/);
    await page.getByRole('button', { name: 'Match', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Unmatch NIP TRANSFER FROM ADUNNI BAKARE' }).isVisible())
      .toBe(true);

    // The bank's own lines become entries, one click for the account each.
    for (const [line, preset, account] of [
      ['SMS ALERT CHARGES', 'Bank charges', '7000 · Bank Charges'],
      ['INTEREST CREDIT', 'Interest income', '4510 · Interest Income'],
    ] as const) {
      await page.getByRole('button', { name: `Create entry for ${line}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Create entry for this line' });
      await dialog.getByRole('button', { name: preset }).click();
      await expect.poll(() => dialog.getByRole('combobox', { name: 'Account' }).inputValue()).toBe(account);
      await dialog.getByRole('button', { name: 'Create entry' }).click();
      await expect.poll(() => page.getByRole('button', { name: `Unmatch ${line}` }).isVisible()).toBe(true);
    }

    // The bank's debit advice goes with the entry made from its line.
    await page.getByRole('button', { name: 'Receipts for SMS ALERT CHARGES' }).click();
    const receipts = page.getByRole('dialog', { name: /Receipts for JE-\d{6}/ });
    await expect.poll(() => receipts.getByText('No receipts attached to this entry yet.').isVisible()).toBe(true);
    const chooser = page.waitForEvent('filechooser');
    await receipts.getByRole('button', { name: 'Attach a receipt' }).click();
    await (await chooser).setFiles({
      name: 'sms alert advice.pdf',
      mimeType: 'application/pdf',
      buffer: receiptPdf('SMS alert charges'),
    });
    await expect.poll(() => receipts.getByRole('row', { name: /sms alert advice\.pdf/ }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => receipts.isVisible()).toBe(false);

    // A transfer the bank failed and returned is not the books' business: set both lines aside.
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await button('Exclude FAILED TRANSFER').click();
    await expect.poll(() => button('Include FAILED TRANSFER').isVisible()).toBe(true);
    await button('Include FAILED TRANSFER').click();
    await expect.poll(() => button('Exclude FAILED TRANSFER').isVisible()).toBe(true);
    for (const line of ['FAILED TRANSFER', 'FAILED TRANSFER RETURNED']) {
      await button(`Exclude ${line}`).click();
      await expect.poll(() => button(`Include ${line}`).isVisible()).toBe(true);
    }
    await expect.poll(visible(page, '0 of 6 to match')).toBe(true);

    await expect.poll(() => page.getByRole('group', { name: 'Difference' }).textContent()).toContain('₦0.00');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(visible(page, `is reconciled to ${longDay(lagosDay(0))}`)).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/accounting\/reconcile$/);
    const row = page.getByRole('row').filter({ hasText: `•••• ${accountNumber.slice(-4)}` });
    await expect.poll(() => row.textContent()).toContain(longDay(lagosDay(0)));
    expect(await row.textContent()).toContain('₦621,197.50');
    await page.context().close();
  });

  it('fits the bank and reconcile screens on a 360 px phone', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url);
    for (const url of ['/bank', '/accounting/reconcile']) {
      await page.goto(`${running.app.url}${url}`);
      await expect.poll(visible(page, 'Cash on Hand')).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    // The reconcile list keeps each account's balance on screen, not beyond a sideways scroll.
    const balance = page.getByRole('row', { name: /Cash on Hand/ }).getByText(/^₦[\d,]+\.\d{2}$/);
    const box = await balance.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    const accounts = await api<{ _id: string; account_code: string }[]>(page, 'GET', '/bank/accounts');
    const cash = accounts.find((account) => account.account_code === '1000')?._id ?? '';
    await api(page, 'POST', '/reconciliations', { account: cash, statementDate: lagosDay(0), statementBalance: 0 });
    for (const [url, text] of [
      [`/accounting/reconcile/${cash}`, 'Reconciliation in progress'],
      [`/accounting/reconcile/${cash}/account-reconciliation`, 'Statement lines'],
      [`/accounting/reconcile/${cash}/edit-reconciliation`, 'Statement end date'],
    ] as const) {
      await page.goto(`${running.app.url}${url}`);
      await expect.poll(visible(page, text)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await page.context().close();
  });

  it('has no serious or critical accessibility violation on the signed-in screens (axe-core), on a desktop and a phone', async () => {
    const setup = await openPage(running.browser);
    await signInAsDemo(setup, running.app.url);
    const accounts = await api<{ _id: string; account_code: string }[]>(setup, 'GET', '/bank/accounts');
    const pettyCash = accounts.find((account) => account.account_code === '1010')?._id ?? '';
    await api(setup, 'POST', '/reconciliations', {
      account: pettyCash,
      statementDate: lagosDay(0),
      statementBalance: 0,
    });
    const draft = await api<{ _id: string }>(setup, 'POST', '/double-entry/journal', {
      date: lagosDay(1),
      reference: 'AXE-1',
      lines: [
        { account: pettyCash, debit: 1500, credit: 0 },
        { account: accounts.find((account) => account.account_code === '1000')?._id, debit: 0, credit: 1500 },
      ],
    });
    await setup.context().close();

    const paths = [
      '/auth/select-company',
      '/auth/setup-business',
      '/dashboard',
      '/notification',
      '/settings/subscription',
      '/accounting/coa',
      `/accounting/coa/${pettyCash}`,
      '/accounting/journal',
      '/accounting/journal/new-journal',
      `/accounting/journal/edit-journal?id=${draft._id}`,
      '/accounting/reconcile',
      `/accounting/reconcile/${pettyCash}/account-reconciliation`,
      '/bank',
      '/reports/financial-statement',
      '/reports/financial-statement/profit-and-loss?compare=monthly',
      '/reports/financial-statement/balance-sheet',
      '/reports/financial-statement/cash-flow',
      '/reports/financial-statement/trial-balance',
    ];
    for (const size of ['desktop', 'phone'] as const) {
      const page = await openPage(running.browser, size);
      await signInAsDemo(page, running.app.url);
      for (const path of paths) {
        await page.goto(`${running.app.url}${path}`, { waitUntil: 'networkidle' });
        const violations = await seriousAccessibilityViolations(page);
        expect({ path, size, violations }).toEqual({ path, size, violations: [] });
      }
      // And the dialogs over them: a form, a file import, the leave-without-saving question.
      const dialogs: Array<[string, string, (page: Page) => Promise<void>]> = [
        ['/accounting/coa', 'add account', (page) => page.getByRole('button', { name: 'Add account' }).first().click()],
        [
          '/bank',
          'import statement',
          (page) =>
            page
              .getByRole('button', { name: /Import statement/ })
              .first()
              .click(),
        ],
        [
          '/accounting/journal/new-journal',
          'leave without saving',
          async (page) => {
            await page.getByLabel('Reference').fill('AXE-2');
            await page.getByRole('main').getByRole('link', { name: 'Journals' }).click();
          },
        ],
      ];
      for (const [path, dialog, open] of dialogs) {
        await page.goto(`${running.app.url}${path}`, { waitUntil: 'networkidle' });
        await open(page);
        await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
        // Colours are measured once the dialog has faded in.
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        );
        const violations = await seriousAccessibilityViolations(page);
        expect({ dialog, size, violations }).toEqual({ dialog, size, violations: [] });
      }
      await page.context().close();
    }
  });

  it('follows a large statement import line by line', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    // A Kuda account (digital banks' numbers are not NUBAN-checked) for a year of busy trading.
    await api(page, 'POST', '/bank/accounts', {
      type: 'business',
      bankCode: '50211',
      accountNumber: '8031234567',
      accountName: 'Adunni Stores Ltd',
    });
    const lines = 40_000;
    const rows = Array.from({ length: lines }, (_, index) => {
      const day = statementDay(lagosDay(400 - Math.floor(index / 110)));
      return index % 2 === 0
        ? `${day},POS${index},POS SALE ${index},,${(2_500 + index).toFixed(2)},`
        : `${day},TRF${index},TRANSFER TO SUPPLIER ${index},${(1_000 + index).toFixed(2)},,`;
    });
    const file = path.join(folder, 'kuda-year.csv');
    writeFileSync(file, ['Trans Date,Reference,Narration,Debit,Credit,Balance', ...rows].join('\n'));

    await page.goto(`${running.app.url}/bank`);
    const card = page.getByRole('article').filter({ hasText: '•••• 4567' });
    await card.getByRole('button', { name: /Import statement/ }).click();
    const upload = page.getByRole('dialog', { name: 'Import bank statement' });
    await upload.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => upload.getByRole('button', { name: 'Upload' }).isEnabled()).toBe(true);
    await upload.getByRole('button', { name: 'Upload' }).click();
    // The lines are written in batches, and the dialog says how far it has got.
    const progress = upload.getByRole('status');
    await expect
      .poll(async () => ((await progress.isVisible()) ? await progress.textContent() : ''), { timeout: 60_000 })
      .toMatch(/^Imported [\d,]+ of 40,000 lines$/);
    const result = page.getByRole('dialog', { name: 'Statement imported' });
    await expect.poll(() => result.isVisible(), { timeout: 90_000 }).toBe(true);
    expect(await result.getByRole('group', { name: 'Imported', exact: true }).textContent()).toContain('40000');
    await page.context().close();
  });
});
