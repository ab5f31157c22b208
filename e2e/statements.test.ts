import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { runAppAndBrowser } from './support/running.ts';

/*
 * The financial statements as the demo's owner reads them: found from the menu, the profit and
 * loss's figures the same as the API's, another period and twelve months by month, a figure
 * opened down to its journal; a balance sheet that balances, also on a 360 px phone.
 */

const running = runAppAndBrowser();

const naira = (amount: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount);
/** As the statements show an amount: a negative one in brackets, as accountants write a loss. */
const shown = (amount: number) => (amount < 0 ? `(${naira(-amount)})` : naira(amount));

interface Statement {
  rows: Array<{ label: string; amounts: number[]; account: { _id: string } | null }>;
}

/** The text of a statement row's first amount, as the table shows it. */
async function firstAmount(page: Page, label: string): Promise<string> {
  const row = page.getByRole('row', { name: new RegExp(`^${label}`) }).first();
  return (await row.getByRole('cell').nth(1).textContent()) ?? '';
}

describe('financial statements', () => {
  it('shows the profit and loss from the menu, for other periods, and opens a figure down to its journal', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Reports' }).click();
    await menu.getByRole('link', { name: 'Financial statements' }).click();
    await page.getByRole('link', { name: /Profit and loss/ }).click();
    await page.waitForURL(/\/reports\/financial-statement\/profit-and-loss$/);

    const table = page.getByRole('table', { name: 'Profit and loss' });
    await expect.poll(() => table.getByRole('row', { name: /^Net profit/ }).isVisible()).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const statement = await api<Statement & { netProfit: number[] }>(
      page,
      'GET',
      `/reports/profit-and-loss?to=${today}`,
    );
    expect(await firstAmount(page, 'Net profit')).toBe(shown(statement.netProfit[0] ?? 0));
    expect(await firstAmount(page, 'Total Revenue')).toBe(
      shown(statement.rows.find((row) => row.label === 'Total Revenue')?.amounts[0] ?? 0),
    );

    // Another period: last month, as the URL keeps it.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last Month' }).click();
    await page.waitForURL(/period=last-month/);
    await expect
      .poll(() => page.getByRole('columnheader').nth(1).textContent())
      .toMatch(/^1 \w{3} \d{4} - \d{2} \w{3} \d{4}$/);

    // Twelve months side by side.
    await page.getByRole('combobox', { name: 'Compare with' }).click();
    await page.getByRole('option', { name: 'Last 12 months by month' }).click();
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(13);

    // A figure opens the account's postings for those dates, and a posting its journal.
    await page.goto(`${running.app.url}/reports/financial-statement/profit-and-loss`);
    const rent = page.getByRole('row', { name: /^6100 Rent/ });
    await rent.getByRole('link').first().click();
    await page.waitForURL(/\/accounting\/coa\/[0-9a-f-]{36}\?period=custom&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    await page
      .getByRole('link', { name: /^JV-\d{6}$/ })
      .first()
      .click();
    await page.waitForURL(/\/accounting\/journal\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('cell', { name: '6100 · Rent' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('opens the general ledger on every account with figures, and narrows it to a chosen account', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/reports/financial-statement');
    await page.getByRole('link', { name: /General ledger/ }).click();
    await page.waitForURL(/\/reports\/financial-statement\/general-ledger$/);
    // Without choosing an account: the first accounts' postings, each under its name with its balances.
    const cash = page.getByRole('table', { name: /^Postings to 1\d{3} / }).first();
    // Its rows: the opening balance, at least one posting and the closing or carried balance.
    await expect.poll(() => cash.getByRole('row').count()).toBeGreaterThan(3);
    expect(await page.getByRole('table', { name: /^Postings to / }).count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: /^1\d{3} / })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/^Opening/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByText('Choose an account to see its postings.').count()).toBe(0);
    await expect.poll(() => page.getByText(/^\d+-\d+ of \d+$/).isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/general-ledger-desktop.png', fullPage: false });

    await page.getByRole('combobox', { name: 'Account' }).fill('Rent');
    await page.getByRole('option', { name: /6100 · Rent/ }).click();
    await page.waitForURL(/account=[0-9a-f-]{36}/);
    const postings = page.getByRole('table', { name: 'Postings to 6100 Rent' });
    await expect.poll(() => postings.getByRole('link', { name: /^JV-\d{6}$/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => postings.getByText('Closing balance').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('table', { name: /^Postings to / }).count()).toBe(1);
    await page.context().close();

    // On a 360 px phone the whole ledger reads without sideways scrolling.
    const phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url, '/reports/financial-statement/general-ledger');
    await expect
      .poll(() =>
        phone
          .getByRole('table', { name: /^Postings to / })
          .first()
          .getByRole('row')
          .count(),
      )
      .toBeGreaterThan(2);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.screenshot({ path: '/tmp/general-ledger-phone.png', fullPage: false });
    await phone.context().close();
  });

  it("exports the profit and loss as Excel and PDF files whose totals are the screen's", async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/reports/financial-statement/profit-and-loss?period=365');
    await expect.poll(() => page.getByRole('row', { name: /^Net profit/ }).isVisible()).toBe(true);
    const onScreen = await firstAmount(page, 'Net profit');
    const save = async (format: string) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: format }).click();
      const file = await download;
      return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
    };

    const excel = await save('Excel (XLSX)');
    expect(excel.name).toMatch(/^Adunni Stores Ltd - Profit and loss \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.bytes as unknown as ArrayBuffer);
    let netProfit: unknown = null;
    workbook.worksheets[0]?.eachRow((row) => {
      if (row.getCell(1).value === 'Net profit') netProfit = row.getCell(2).value;
    });
    expect(typeof netProfit).toBe('number');
    expect(shown(netProfit as unknown as number)).toBe(onScreen);

    const csv = (await save('CSV')).bytes.toString('utf8');
    expect(csv.split('\r\n').find((line) => line.startsWith('Net profit,'))).toBe(
      `Net profit,${onScreen.replace(/[₦,]/g, '')}`,
    );

    const pdf = await save('PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
    expect(text).toContain('Adunni Stores Ltd');
    expect(text).toContain(`Net profit ${onScreen.replace('₦', '')}`);
    await page.context().close();
  });

  it('narrows a statement to one branch, and its export with it', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    const branches = await api<Array<{ _id: string; name: string }>>(page, 'GET', '/branches');
    const headOffice = branches.find((branch) => branch.name === 'Head Office');
    await page.goto(`${running.app.url}/reports/financial-statement/profit-and-loss?period=365`);
    await expect.poll(() => page.getByRole('row', { name: /^Net profit/ }).isVisible()).toBe(true);
    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/reports/profit-and-loss?') && response.url().includes('branch='),
    );
    await page.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: 'Head Office' }).click();
    await page.waitForURL(new RegExp(`branch=${headOffice?._id}`));
    // The screen shows what the API answers for that branch.
    const statement = (await (await answer).json()).data as Statement & { netProfit: number[] };
    expect((await answer).url()).toContain(`branch=${headOffice?._id}`);
    await expect.poll(() => firstAmount(page, 'Net profit')).toBe(shown(statement.netProfit[0] ?? 0));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const csv = readFileSync(await (await download).path()).toString('utf8');
    expect(csv).toContain('Head Office');
    await page.context().close();
  });

  it('ties the cash flow to the cash and bank accounts', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/reports/financial-statement');
    await page.getByRole('link', { name: /Cash flow/ }).click();
    await expect.poll(() => page.getByRole('row', { name: /^Cash at the end of the period/ }).isVisible()).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const flow = await api<{ closingCash: number[]; netChange: number[] }>(
      page,
      'GET',
      `/reports/cash-flow?to=${today}`,
    );
    const dashboard = await api<{ totalCash: number }>(page, 'GET', `/dashboard?to=${today}`);
    expect(flow.closingCash[0]).toBe(dashboard.totalCash);
    expect(await firstAmount(page, 'Cash at the end of the period')).toBe(shown(dashboard.totalCash));
    expect(await firstAmount(page, 'Net change in cash')).toBe(shown(flow.netChange[0] ?? 0));
    await page.context().close();
  });

  it('balances the balance sheet and the trial balance, and fits a 360 px phone', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url, '/reports/financial-statement/balance-sheet');
    await expect.poll(() => page.getByRole('row', { name: /^Total assets/ }).isVisible()).toBe(true);
    const assets = await firstAmount(page, 'Total assets');
    expect(assets).toMatch(/^₦[\d,]+\.\d{2}$/);
    expect(await firstAmount(page, 'Total liabilities and equity')).toBe(assets);
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Account balances by type: the assets add up to the balance sheet's.
    await page.goto(`${running.app.url}/reports/financial-statement/account-balances`);
    await expect.poll(() => page.getByRole('row', { name: /^Total assets/ }).isVisible()).toBe(true);
    expect(await firstAmount(page, 'Total assets')).toBe(assets);

    await page.goto(`${running.app.url}/reports/financial-statement/trial-balance`);
    const total = page.getByRole('row', { name: /^Total/ });
    await expect.poll(() => total.isVisible()).toBe(true);
    const [debit, credit] = await total
      .getByRole('columnheader')
      .allTextContents()
      .then((cells) => cells.slice(1));
    expect(debit).toBe(credit);
    await page.context().close();
  });

  it("opens the dashboard on the month's figures, which lead to the postings behind them", async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    const figures = await api<{ totalCash: number; profit: number; topExpenses: Array<{ account_name: string }> }>(
      page,
      'GET',
      '/dashboard',
    );
    const card = (label: string) =>
      page.locator('.mantine-Card-root').filter({ has: page.getByText(label, { exact: true }) });
    await expect.poll(() => card('Cash and bank').textContent()).toContain(naira(figures.totalCash));
    expect(await card('Profit').textContent()).toContain(naira(figures.profit));
    expect(await page.getByRole('table', { name: 'Income and expenses by month' }).getByRole('row').count()).toBe(13);

    // The biggest expense opens its account's postings for the month.
    const biggest = figures.topExpenses[0]?.account_name ?? '';
    await page.getByRole('region', { name: 'Where the money went' }).getByRole('link', { name: biggest }).click();
    await page.waitForURL(/\/accounting\/coa\/[0-9a-f-]{36}\?period=custom&from=\d{4}-\d{2}-01&to=/);

    // Another period, kept in the address.
    await page.goBack();
    // Back on the dashboard: its figures are drawn again before the period is changed.
    await expect.poll(() => card('Cash and bank').textContent()).toContain(naira(figures.totalCash));
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last Month' }).click();
    await page.waitForURL(/\/dashboard\?period=last-month$/);
    await page.context().close();
  });
});
