import { formatMoney, toKobo } from '@owo/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { chooseOption, continueAfter, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * A supplier's bill as the demo's owner enters it (issue 27): ten kegs of oil into stock and an
 * audit fee with VAT and withholding tax on the fee, saved as a draft, approved on its page, its
 * totals and the tax to withhold read there, and the oil's stock on hand and average cost moved by
 * what the kegs cost; then the same form on a 360 px phone, with a discount that comes off the
 * total and the employee who took the bill in.
 */

const running = runAppAndBrowser();
const screenshot = screenshotter('bills');
const oil = 'Power Oil Vegetable Oil 25 litres';
const money = (naira: number) => formatMoney(toKobo(naira));

interface StockAt {
  branches: Array<{ branch: { name: string }; quantity: string; value: number; averageCost: number | null }>;
}

async function oilStock(page: Page) {
  const [product] = await api<Array<{ _id: string }>>(
    page,
    'GET',
    `/products?limit=5&where[name]=${encodeURIComponent('Power Oil')}`,
  );
  if (!product) throw new Error('the demo has no oil');
  const stock = await api<StockAt>(page, 'GET', `/products/${product._id}/stock`);
  const [line] = stock.branches;
  if (!line) throw new Error('no oil in stock');
  return line;
}

async function fillBill(page: Page, billNo: string) {
  await chooseOption(page, /^Payee/, /Dangote Flour Distributors Ltd/, 'Dangote');
  await page.getByRole('textbox', { name: /^Bill number/ }).fill(billNo);
  const product = page.getByRole('combobox', { name: 'Line 1 product' });
  await product.click();
  await product.fill('Power');
  await page
    .getByRole('option', { name: new RegExp(oil) })
    .first()
    .click();
  await page.getByLabel('Line 1 quantity').fill('10');
  await page.getByLabel('Line 1 price').fill('50000');
  await page.getByRole('button', { name: 'Add item' }).click();
  await chooseOption(page, /^Line 2 account/, /Audit and Accounting Fees/, 'Audit');
  await page.getByLabel('Line 2 description').fill('Half-year audit of the books');
  await page.getByLabel('Line 2 price').fill('200000');
  // The tax box is clicked whole (its pills cover the field), clear of the sticky header.
  const taxBox = page.locator('.mantine-MultiSelect-input').filter({ has: page.getByLabel('Line 2 tax') });
  await taxBox.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await taxBox.click();
  await page.getByRole('option', { name: /^VAT/ }).first().click();
  await page.keyboard.press('Escape');
  const withholding = page.getByRole('combobox', { name: 'Line 2 withholding tax' });
  await withholding.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await chooseOption(page, /^Line 2 withholding tax/, /Professional/);
}

describe('a bill on a laptop', () => {
  it('enters a bill for goods and a service, approves it, and sees its totals, the WHT and the stock', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    // The edit screen without a bill goes back to the bills, saying why.
    await page.goto(`${running.app.url}/expense/vendors/edit-bill`);
    await page.waitForURL(/\/expense\/bills$/);
    await expect.poll(visible(page, 'Please select a bill')).toBe(true);
    const before = await oilStock(page);

    await page.getByRole('link', { name: 'New bill' }).first().click();
    await page.waitForURL(/create-bill/);
    await fillBill(page, 'DFD-INV-3001');
    // ₦500,000 of oil and a ₦200,000 fee, VAT 7.5% on both; WHT 5% on the fee.
    await expect.poll(visible(page, money(752_500))).toBe(true);
    await expect.poll(() => page.getByLabel('WHT to deduct on payment').textContent()).toBe(money(10_000));
    await screenshot(page, 'new-desktop');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await continueAfter(page, 'Bill saved as draft');
    await page.waitForURL(/\/expense\/bills\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, 'Nothing is posted until the bill is approved.')).toBe(true);

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(visible(page, 'Bill approved')).toBe(true);
    await expect.poll(visible(page, 'Unpaid')).toBe(true);
    const totals = page.getByRole('group', { name: 'Totals' });
    await expect.poll(() => totals.textContent()).toContain(money(700_000));
    await expect.poll(() => totals.textContent()).toContain(money(52_500));
    await expect.poll(() => totals.textContent()).toContain(`WHT to deduct on payment${money(10_000)}`);
    const journal = page.getByRole('region', { name: 'Journal entry' });
    await expect.poll(() => journal.getByText('Accounts Payable').isVisible()).toBe(true);
    await screenshot(page, 'details-desktop');

    // Ten kegs came in at ₦50,000 each (the VAT is recovered): the average moves to match.
    const after = await oilStock(page);
    expect(Number(after.quantity)).toBe(Number(before.quantity) + 10);
    expect(after.value).toBeCloseTo(before.value + 500_000, 2);
    const average = Math.round(((before.value + 500_000) / (Number(before.quantity) + 10)) * 100) / 100;
    expect(after.averageCost).toBe(average);
    await page.goto(`${running.app.url}/reports/inventory-valuation`);
    const row = page.getByRole('row').filter({ hasText: oil });
    await expect.poll(() => row.first().textContent()).toContain(money(average));
    await expect.poll(() => row.first().textContent()).toContain(`${after.quantity} `);
  });
});

describe('a bill on a 360 px phone', () => {
  it('enters a bill with a ₦70,000 discount and the employee who took it in, without sideways scrolling', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url);
    // The employee who took the bill in is one of the staff (HRM > Employees), not a payee.
    await api(page, 'POST', '/employees', {
      firstName: 'Chidi',
      lastName: 'Storekeeper',
      displayName: 'Chidi Storekeeper',
      gender: 'male',
      phoneNumber: '08031234567',
      dateOfBirth: '1992-03-14',
    });
    await page.goto(`${running.app.url}/expense/vendors/create-bill`);
    await expect.poll(() => page.getByRole('textbox', { name: /^Bill number/ }).isVisible()).toBe(true);
    await fillBill(page, 'DFD-INV-3002');
    await chooseOption(page, /^Employee/, /Chidi Storekeeper/, 'Chidi');
    const discount = page.getByRole('combobox', { name: /^Discount$/ });
    await discount.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await chooseOption(page, /^Discount$/, /^An amount$/);
    await page.getByLabel(/^Discount amount/).fill('70000');
    // ₦700,000 less ₦70,000 is ₦630,000; VAT 7.5% of it ₦47,250; WHT 5% of the fee's ₦180,000.
    const totals = page.getByRole('group', { name: 'Totals' });
    await expect.poll(() => totals.textContent()).toContain(`Discount(${money(70_000)})`);
    await expect.poll(() => totals.textContent()).toContain(`Total${money(677_250)}`);
    await expect.poll(() => page.getByLabel('WHT to deduct on payment').textContent()).toBe(money(9_000));
    await expectToFitPhone(page, 'the New Bill form');
    await screenshot(page, 'new-phone');
    await page.getByRole('button', { name: 'Save and approve' }).click();
    await continueAfter(page, 'Bill created');
    await page.waitForURL(/\/expense\/bills\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, 'Unpaid')).toBe(true);
    const saved = page.getByRole('group', { name: 'Totals' });
    await expect.poll(() => saved.textContent()).toContain(`Discount(${money(70_000)})`);
    await expect.poll(() => saved.textContent()).toContain(money(677_250));
    const id = page.url().split('/').at(-1) ?? '';
    const bill = await api<{ total: number; employee: { name: string } | null }>(page, 'GET', `/expenses/bill/${id}`);
    expect(bill).toMatchObject({ total: 677_250, employee: { name: 'Chidi Storekeeper' } });
    await expect.poll(visible(page, 'Chidi Storekeeper')).toBe(true);
    await expectToFitPhone(page, "the bill's page");
    await screenshot(page, 'details-phone');
  });
});
