import { readFileSync } from 'node:fs';
import { todayInLagos } from '@owo/core';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { chooseOption, continueAfter, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Expenses as the demo's owner records them (issue 27): a fuel receipt with VAT 7.5% entered from a
 * photo of the receipt, with the running totals of spec section 4; the expense in the list and on
 * its page with the entry it posted (Dr fuel and VAT input, Cr the bank) and the photo; then a bulk
 * edit that takes the VAT off, the books following; the list as filtered exported as CSV and Excel,
 * the files holding the rows the list holds. Then the same form on a 360 px phone.
 */

const running = runAppAndBrowser();

/** Set OWO_SCREENSHOTS=1 to look at the pages (then delete the files). */
const screenshot = screenshotter('expenses');

const expensesTable = (page: Page) => page.getByRole('table', { name: 'Expenses' });

/** A 1x1 PNG: the photo of the receipt. */
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function fillExpense(page: Page, reference: string, amount: string) {
  await chooseOption(page, /^Payee/, /Total Energies Lekki/, 'Total');
  await chooseOption(page, /^Store/, /.+/);
  await chooseOption(page, /^Bank/, /Bank Account/, 'Bank Account');
  await page.getByRole('textbox', { name: /^Reference no/ }).fill(reference);
  await chooseOption(page, /^Payment method/, /^POS$/);
  await chooseOption(page, /^Expense category/, /Fuel and Vehicle Running Costs/, 'Fuel');
  await page.getByRole('textbox', { name: /^Description/ }).fill('Petrol for the delivery van');
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
}

const totalsTable = (page: Page) => page.getByRole('table', { name: 'Expense totals' });

describe('expenses on a laptop', () => {
  it('records a fuel expense with VAT from a photo of the receipt, finds it, and bulk-edits its tax', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    // The edit screen without an expense goes back to the list, saying why.
    await page.goto(`${running.app.url}/expense/expenses/edit-expense`);
    await page.waitForURL(/\/expense\/expenses$/);
    await expect.poll(visible(page, 'Please select an expense')).toBe(true);
    // The demo shop has a month of spending already.
    await expect.poll(() => expensesTable(page).getByText('DEMO-EXP-09').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'New expense' }).first().click();
    await page.waitForURL(/new-expense$/);
    await page.getByRole('button', { name: 'Save and close' }).click();
    await expect.poll(visible(page, 'Payee is a required field')).toBe(true);

    await fillExpense(page, 'TE-90210', '20000');
    await page.getByRole('combobox', { name: 'Tax', exact: true }).click();
    await page.getByRole('option', { name: /^VAT/ }).click();
    await page.keyboard.press('Escape');
    // Spec section 4: subtotal, the tax over the lines that carry it, and the total, as typed.
    await expect.poll(() => totalsTable(page).innerText()).toMatch(/Subtotal\s+₦20,000\.00/);
    await expect.poll(() => totalsTable(page).innerText()).toMatch(/VAT[^\n]*\s+₦1,500\.00/);
    await expect.poll(() => page.getByTestId('expense-total').innerText()).toBe('₦21,500.00');
    await page.locator('input[type="file"]').first().setInputFiles({
      name: 'fuel-receipt.png',
      mimeType: 'image/png',
      buffer: receiptPng,
    });
    // The photo itself is shown (loaded, not only its alternative text).
    await expect
      .poll(() =>
        page.getByRole('img', { name: 'Receipt preview' }).evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(1);
    await screenshot(page, 'new-desktop');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Expense created successfully');
    await page.waitForURL(/\/expense\/expenses$/);

    const row = expensesTable(page).getByRole('row').filter({ hasText: 'TE-90210' });
    await expect.poll(() => row.innerText()).toMatch(/Total Energies Lekki[\s\S]*₦21,500\.00/);
    await screenshot(page, 'list-desktop');
    await row.getByRole('link').first().click();
    await page.waitForURL(/\/expense\/expenses\/[0-9a-f-]{36}$/);
    const entry = page.getByRole('table', { name: 'Journal entry' });
    await expect.poll(() => entry.innerText()).toMatch(/6610 Fuel and Vehicle Running Costs\s+₦20,000\.00/);
    await expect.poll(() => entry.innerText()).toMatch(/1400 VAT Input\s+₦1,500\.00/);
    await expect.poll(() => entry.innerText()).toMatch(/1050 Bank Account\s+₦21,500\.00/);
    await expect.poll(visible(page, 'fuel-receipt.png')).toBe(true);
    await screenshot(page, 'details-desktop');

    await page.getByRole('link', { name: 'Expenses' }).first().click();
    await page.waitForURL(/\/expense\/expenses$/);
    await expensesTable(page).getByRole('row').filter({ hasText: 'TE-90210' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk edit' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => dialog.getByText('Edit cannot be empty. Please select what you want to edit').isVisible())
      .toBe(true);
    await chooseOption(page, /^Edit$/, /^Tax$/);
    await chooseOption(page, /^Change to/, /^NIL$/);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await continueAfter(page, 'Changes applied successfully: 1 expense(s) changed');
    await expect
      .poll(() => expensesTable(page).getByRole('row').filter({ hasText: 'TE-90210' }).innerText())
      .toMatch(/₦20,000\.00/);
    await expensesTable(page).getByRole('row').filter({ hasText: 'TE-90210' }).getByRole('link').first().click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Journal entry' }).innerText())
      .toMatch(/1050 Bank Account\s+₦20,000\.00/);
    await expect.poll(() => page.getByRole('table', { name: 'Journal entry' }).innerText()).not.toMatch(/VAT Input/);

    // Many expenses typed into a grid and saved in one call.
    await page.goto(`${running.app.url}/expense/expenses/create-bulk-expense`);
    await chooseOption(page, /^Store/, /.+/);
    await chooseOption(page, /^Bank/, /Bank Account/, 'Bank Account');
    await chooseOption(page, /^Payment method/, /^Cash$/);
    await chooseOption(page, /^Payee, row 1/, /Musa Logistics/, 'Musa');
    await page.getByRole('textbox', { name: 'Reference no, row 1' }).fill('BULK-1');
    await chooseOption(page, /^Expense category, row 1/, /Transport and Travel/, 'Transport');
    await page.getByRole('textbox', { name: 'Amount, row 1' }).fill('4500');
    await screenshot(page, 'bulk-desktop');
    await page.getByRole('button', { name: 'Save expenses' }).click();
    await continueAfter(page, '1 expense(s) created successfully');
    await page.waitForURL(/\/expense\/expenses$/);
    await expect
      .poll(() => expensesTable(page).getByRole('row').filter({ hasText: 'BULK-1' }).innerText())
      .toMatch(/Musa Logistics[\s\S]*₦4,500\.00/);
  });
});

describe('exporting the expense list', () => {
  it('downloads the list as filtered, as CSV and Excel, with the rows the list shows', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    const today = todayInLagos();
    await page.goto(`${running.app.url}/expense/expenses?period=custom&from=${today}&to=${today}&status=paid`);
    await expect.poll(() => expensesTable(page).getByText('TE-90210').isVisible()).toBe(true);
    const listed = await api<Array<{ number: string; total: number }>>(
      page,
      'GET',
      `/expenses?limit=500&where[status]=PAID&range[startDate]=${today}&range[endDate]=${today}`,
    );

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(new RegExp(`Expenses ${today} to ${today}\\.csv$`));
    const [, table = ''] = readFileSync(await csvFile.path())
      .toString('utf8')
      .split(/(?=Number,Date,Payee)/);
    const rows = table.trim().split('\r\n').slice(1);
    // The file has the rows the list has, in its order: today's paid expenses, nothing else.
    expect(rows.map((row) => row.split(',')[0])).toEqual(listed.map((expense) => expense.number));
    expect(rows.find((row) => row.includes('TE-90210'))).toMatch(
      /,Total Energies Lekki,.*,Paid,NGN,20000(\.00)?,0(\.00)?,20000(\.00)?$/,
    );

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const xlsxFile = await xlsxDownload;
    expect(xlsxFile.suggestedFilename()).toMatch(/Expenses .*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await xlsxFile.path());
    const numbers: string[] = [];
    book.worksheets[0]?.eachRow((row) => numbers.push(String(row.getCell(1).value)));
    expect(numbers.filter((cell) => /^EXP-\d{5}$/.test(cell))).toEqual(listed.map((expense) => expense.number));
    await page.close();
  });
});

describe('expenses on a 360 px phone', () => {
  it('records an expense without sideways scrolling', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url, '/expense/expenses/new-expense');
    await expect.poll(() => page.getByRole('textbox', { name: /^Reference no/ }).isVisible()).toBe(true);
    await fillExpense(page, 'TE-PHONE-1', '5000');
    await expect.poll(() => page.getByTestId('expense-total').innerText()).toBe('₦5,000.00');
    await expectToFitPhone(page, 'the New Expense form');
    await screenshot(page, 'new-phone');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Expense created successfully');
    await page.waitForURL(/\/expense\/expenses$/);
    await expect.poll(() => expensesTable(page).getByText('TE-PHONE-1').isVisible()).toBe(true);
    await expectToFitPhone(page, 'the expenses list');
    await screenshot(page, 'list-phone');
  });
});
