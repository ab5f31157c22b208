import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, watchForCspViolations } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { receiptPdf } from './support/files.ts';
import { visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';

// The full Chromium: a receipt opened in a tab of its own is shown in its PDF viewer.
const running = runAppAndBrowser({ chromium: 'full' });

/** Waits for the toasts to close by themselves, so none sits over the panel's buttons. */
async function waitForToastsToClose(page: Page) {
  const toasts = page.getByRole('button', { name: 'Close notification' });
  await expect.poll(() => toasts.count(), { timeout: 15_000 }).toBe(0);
}

describe('the accountant of the demo company', () => {
  it('attaches a PDF receipt to a journal, downloads the same bytes back, and removes it', async () => {
    const page = await openPage(running.browser);
    const violations = await watchForCspViolations(page);
    await signInAsDemo(page, running.app.url);

    const accounts = await api<Array<{ _id: string; account_code: string }>>(
      page,
      'GET',
      '/double-entry/chart-of-accounts?limit=1000',
    );
    const account = (code: string) => accounts.find((candidate) => candidate.account_code === code)?._id;
    const journal = await api<{ _id: string }>(page, 'POST', '/double-entry/journal', {
      date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date()),
      reference: 'Diesel for the generator',
      lines: [
        { account: account('6100'), debit: 45_000, credit: 0 },
        { account: account('1000'), debit: 0, credit: 45_000 },
      ],
    });

    await page.goto(`${running.app.url}/accounting/journal/edit-journal?id=${journal._id}`);
    await waitForToastsToClose(page);
    const panel = page.getByRole('region', { name: 'Receipts and attachments' });
    await expect.poll(() => panel.getByText('No receipts attached to this journal yet.').isVisible()).toBe(true);

    const receipt = receiptPdf('Diesel 45,000');
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Attach a receipt' }).click();
    await (await chooser).setFiles({ name: 'diesel receipt.pdf', mimeType: 'application/pdf', buffer: receipt });
    await expect.poll(visible(page, 'Receipt attached')).toBe(true);
    await waitForToastsToClose(page);
    const row = panel.getByRole('row', { name: /diesel receipt\.pdf/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    await expect.poll(() => row.getByText('Adunni Bakare').first().isVisible()).toBe(true);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download diesel receipt.pdf' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('diesel receipt.pdf');
    const savedPath = await saved.path();
    expect(readFileSync(savedPath).equals(receipt)).toBe(true);

    // Opened in a tab of its own, from the bytes fetched with the session (no token in a URL).
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'Open diesel receipt.pdf' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    await row.getByRole('button', { name: 'Remove diesel receipt.pdf' }).click();
    const question = page.getByRole('dialog', { name: 'Remove attachment' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(visible(page, 'Attachment removed')).toBe(true);
    await expect.poll(() => panel.getByText('No receipts attached to this journal yet.').isVisible()).toBe(true);
    expect(violations).toEqual([]);
  });
});
