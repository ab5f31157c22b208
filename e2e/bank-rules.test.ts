import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nubanCheckDigit } from '@owo/core';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

const screenshot = screenshotter('reconcile');

/*
 * Bank rules in a real browser: the demo company's suggested rules, an Excel statement whose bank
 * charges two rules propose entries for, accepted at once and the reconciliation finished with its
 * report; and the statement lines as one column of cards on a 360 px phone.
 */

const running = runAppAndBrowser();
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const zenith = '057';
const serial = '076543210';
const accountNumber = `${serial}${nubanCheckDigit(serial, zenith)}`;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
const slashDay = today.split('-').reverse().join('/');
const folder = mkdtempSync(path.join(tmpdir(), 'owo-xlsx-'));

/** A statement as Zenith's internet banking exports it: account details above a table with date cells. */
async function zenithWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  const day = new Date(`${today}T00:00:00Z`);
  sheet.addRows([
    ['ZENITH BANK PLC'],
    ['Account Name', 'Demo Ventures Ltd'],
    ['Account Number', accountNumber],
    ['Opening Balance', 0],
    ['Closing Balance', 910],
    [],
    ['Trans Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance'],
    [day, day, 'TRANSFER FROM PRIVATE VENTURES', null, 1000, 1000],
    [day, day, 'SMS ALERT CHARGES', 40, null, 960],
    [day, day, 'STAMP DUTY', 50, null, 910],
  ]);
  for (const row of [8, 9, 10]) {
    for (const column of [1, 2]) sheet.getRow(row).getCell(column).numFmt = 'dd/mm/yyyy';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('bank rules', () => {
  it('reconcile an Excel statement: imported, two bank rules applied in one click, finished with a PDF report', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/bank');
    await page.getByRole('link', { name: 'Bank rules' }).click();
    await page.waitForURL(/\/bank\/rules$/);
    const table = page.getByRole('table', { name: 'Bank rules' });
    await expect.poll(() => table.getByText('SMS alert charges').isVisible()).toBe(true);
    await expect.poll(() => table.getByText('Stamp duty and EMTL').isVisible()).toBe(true);

    const account = await api<{ _id: string }>(page, 'POST', '/bank/accounts', {
      type: 'business',
      bankCode: zenith,
      accountNumber,
      accountName: 'Demo Ventures Ltd',
    });
    // The customer's transfer is in the books already; the bank's charges are not.
    const chart = await api<{ _id: string; account_code: string }[]>(
      page,
      'GET',
      '/double-entry/chart-of-accounts?limit=1000&page=1',
    );
    const sales = chart.find((row) => row.account_code === '4000')?._id;
    const journal = await api<{ _id: string }>(page, 'POST', '/double-entry/journal', {
      date: today,
      reference: 'PRIVATE-VENTURES',
      lines: [
        { account: account._id, description: 'Transfer from Private Ventures', debit: 1000 },
        { account: sales, credit: 1000 },
      ],
    });
    await api(page, 'PATCH', `/merchant/approve/${journal._id}?state=journal&action=approve`);

    // Import the Excel file the bank's internet banking gives, through the import dialog.
    const file = path.join(folder, 'zenith-statement.xlsx');
    await writeFile(file, await zenithWorkbook());
    await page.goto(`${running.app.url}/bank`);
    const card = page.getByRole('article').filter({ hasText: `•••• ${accountNumber.slice(-4)}` });
    await card.getByRole('button', { name: /Import statement/ }).click();
    const upload = page.getByRole('dialog', { name: 'Import bank statement' });
    await upload.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => upload.getByText('Preview: 3 lines found').isVisible()).toBe(true);
    await upload.getByRole('button', { name: 'Upload' }).click();
    const result = page.getByRole('dialog', { name: 'Statement imported' });
    await expect.poll(() => result.getByRole('group', { name: 'Imported', exact: true }).textContent()).toContain('3');

    // 'Reconcile now' starts from the file's end date and closing balance.
    await result.getByRole('button', { name: 'Reconcile now' }).click();
    await page.waitForURL(/\/accounting\/reconcile\/[0-9a-f-]{36}/);
    await expect.poll(() => page.getByLabel('Statement end date').inputValue()).toBe(slashDay);
    await expect.poll(() => page.getByLabel('Closing balance on the statement').inputValue()).toMatch(/^910(\.00)?$/);
    await page.getByRole('button', { name: 'Start reconciliation' }).click();
    await page.waitForURL(/\/account-reconciliation$/);

    await expect.poll(visible(page, 'Proposed: Bank Charges · SMS alert charges rule')).toBe(true);
    await expect.poll(visible(page, /Proposed: .* · Stamp duty and EMTL rule/)).toBe(true);
    await page.getByRole('button', { name: 'Accept all 2 proposals' }).click();
    await expect.poll(visible(page, '2 entries created and matched')).toBe(true);
    for (const line of ['SMS ALERT CHARGES', 'STAMP DUTY', 'TRANSFER FROM PRIVATE VENTURES']) {
      await expect.poll(() => page.getByRole('button', { name: `Unmatch ${line}` }).isVisible()).toBe(true);
    }
    // On a phone the statement lines are one column of cards.
    const phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url);
    await phone.goto(`${running.app.url}/accounting/reconcile/${account._id}/account-reconciliation`);
    const lines = phone.getByRole('region', { name: 'Statement lines' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(3);
    const boxes = await lines.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
    expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(360);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'phone');
    await phone.context().close();

    await expect.poll(() => page.getByRole('group', { name: 'Difference' }).textContent()).toContain('₦0.00');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(visible(page, /is reconciled to/)).toBe(true);

    // The finished reconciliation's report is a real PDF.
    const reconciliations = await api<Array<{ _id: string; status: string }>>(
      page,
      'GET',
      `/reconciliations/account/${account._id}`,
    );
    const finished = reconciliations.find((reconciliation) => reconciliation.status === 'completed');
    expect(finished).toBeTruthy();
    const report = await page.evaluate(async (id) => {
      const response = await fetch(`/api/reconciliations/${id}/report.pdf`, {
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          'x-company-id': localStorage.getItem('activeCompanyId') ?? '',
        },
      });
      return { type: response.headers.get('content-type'), start: (await response.text()).slice(0, 5) };
    }, finished?._id);
    expect(report).toEqual({ type: 'application/pdf', start: '%PDF-' });
    await screenshot(page, 'desktop');
  });
});
