import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api } from './support/demo.ts';
import { type NewBusiness, type NewOwner, signIn, signUpNewOwner } from './support/new-owner.ts';
import { chooseOption, continueAfter, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { type Books, booksOf, onHand, rice, stockRiceAndDelivery } from './support/sales.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Issue 27's "Done when", walked by a new owner on a laptop and on a 360 px phone: a fuel expense
 * with VAT from a photo of the receipt (phone), a supplier's bill for goods and one for a service
 * (laptop), both bills paid in one payment with withholding tax on the service only (phone), and
 * then payables, the vendor's balance, stock, VAT input, WHT payable and the profit and loss, each
 * right to the kobo.
 *
 * The figures, by hand:
 *   fuel ₦20,000 + VAT 7.5% ₦1,500 = ₦21,500, paid from the bank
 *   bill 1: 10 bags of rice at ₦9,000 = ₦90,000 + VAT ₦6,750 = ₦96,750 (into stock at ₦90,000)
 *   bill 2: audit fee ₦200,000 + VAT ₦15,000 = ₦215,000; WHT 5% of ₦200,000 = ₦10,000 on payment
 *   owed before paying: ₦311,750; paid ₦311,750 settled, ₦10,000 withheld, ₦301,750 from the bank
 *   stock: 10 bags at ₦8,000 before, 10 at ₦9,000 now: 20 bags, average ₦8,500
 *   VAT input ₦1,500 + ₦6,750 + ₦15,000 = ₦23,250; WHT payable ₦10,000
 *   expenses in the profit and loss: fuel ₦20,000 + audit ₦200,000 = ₦220,000
 */

const running = runAppAndBrowser();
const screenshot = screenshotter('buying-journey');

const owner: NewOwner = {
  firstName: 'Ifeoma',
  lastName: 'Okafor',
  email: `ifeoma.${Date.now()}@example.ng`,
  phoneNumber: '08035550707',
  password: 'Alaba market 2026',
};

const business: NewBusiness = {
  name: 'Okafor Provisions',
  type: 'Sole Proprietorship',
  industry: 'Retail and Supermarkets',
  state: 'Lagos',
  address: '3 Alaba Road, Ojo',
  email: 'hello@okaforprovisions.ng',
  phoneNumber: '08098760707',
};

const supplier = 'Ikeja Rice Mills Ltd';
const fuelStation = 'Total Energies Lekki';

/** A 1x1 PNG: the photo of the fuel receipt. */
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let desktop: Page;
let phone: Page;
let books: Books;
let supplierId = '';
const billNumbers: string[] = [];

async function addVendor(page: Page, companyName: string, initials: string, tin: string) {
  return api<{ _id: string }>(page, 'POST', '/vendor', {
    type: 'BUSINESS',
    companyName,
    invoice: initials,
    fullName: 'Accounts Desk',
    phoneNumber: '08035550808',
    email: `accounts@${initials.toLowerCase()}.ng`,
    officeAddress: '12 Allen Avenue, Ikeja',
    branch: books.branch,
    state: 'Lagos',
    tin,
    bankDetails: { bankName: 'Zenith Bank', accountNo: '1012345671' },
  });
}

/** What the trial balance says of an account, as its natural side shows it. */
async function balanceOf(page: Page, code: string): Promise<number> {
  const sheet = await api<{ rows: Array<{ account: { account_code: string } | null; amounts: number[] }> }>(
    page,
    'GET',
    '/reports/balance-sheet?asOf=2099-12-31',
  );
  return sheet.rows.find((row) => row.account?.account_code === code)?.amounts[0] ?? 0;
}

async function saveBill(page: Page, billNo: string, fill: () => Promise<void>, total: string) {
  await page.goto(`${running.app.url}/expense/vendors/create-bill`);
  await chooseOption(page, /^Payee/, new RegExp(supplier), 'Ikeja');
  await page.getByRole('textbox', { name: /^Bill number/ }).fill(billNo);
  await fill();
  await expect.poll(visible(page, total)).toBe(true);
  await page.getByRole('button', { name: 'Save and approve' }).click();
  await continueAfter(page, 'Bill created');
  await page.waitForURL(/\/expense\/bills\/[0-9a-f-]{36}$/);
  await expect.poll(visible(page, 'Unpaid')).toBe(true);
}

describe('a new owner buys and spends, pays a supplier with WHT, and sees it in the books', () => {
  it('signs up; a supplier, a fuel station and rice in stock are there', async () => {
    desktop = await openPage(running.browser);
    await signUpNewOwner(desktop, running.app, owner, business);
    books = await booksOf(desktop);
    await stockRiceAndDelivery(desktop, books, '2026-11-02');
    supplierId = (await addVendor(desktop, supplier, 'IRM', '12345678-0001'))._id;
    await addVendor(desktop, fuelStation, 'TEL', '23456789-0001');
    phone = await openPage(running.browser, 'phone');
    await signIn(phone, running.app.url, owner);
  });

  it('records a fuel expense with VAT from a photo of the receipt, on the phone', async () => {
    await phone.goto(`${running.app.url}/expense/expenses/new-expense`);
    await chooseOption(phone, /^Payee/, new RegExp(fuelStation), 'Total');
    await chooseOption(phone, /^Store/, /.+/);
    await chooseOption(phone, /^Bank/, /Bank Account/, 'Bank Account');
    await phone.getByRole('textbox', { name: /^Reference no/ }).fill('TE-55120');
    await chooseOption(phone, /^Payment method/, /^POS$/);
    await chooseOption(phone, /^Expense category/, /Fuel and Vehicle Running Costs/, 'Fuel');
    await phone.getByRole('textbox', { name: /^Description/ }).fill('Diesel for the generator');
    await phone.getByRole('textbox', { name: /^Amount/ }).fill('20000');
    await phone.getByRole('combobox', { name: 'Tax', exact: true }).click();
    await phone.getByRole('option', { name: /^VAT/ }).click();
    await phone.keyboard.press('Escape');
    await expect.poll(() => phone.getByTestId('expense-total').innerText()).toBe('₦21,500.00');
    await phone.locator('input[type="file"]').first().setInputFiles({
      name: 'diesel-receipt.png',
      mimeType: 'image/png',
      buffer: receiptPng,
    });
    await expect.poll(() => phone.getByRole('img', { name: 'Receipt preview' }).isVisible()).toBe(true);
    await expectToFitPhone(phone, 'the New Expense form');
    await screenshot(phone, 'expense-phone');
    await phone.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(phone, 'Expense created successfully');
    await phone.waitForURL(/\/expense\/expenses$/);
    await expect.poll(visible(phone, 'TE-55120')).toBe(true);
  });

  it('enters the supplier’s bill for rice and its bill for the audit, on the laptop', async () => {
    billNumbers.push('IRM-2201', 'IRM-2202');
    await saveBill(
      desktop,
      'IRM-2201',
      async () => {
        const product = desktop.getByRole('combobox', { name: 'Line 1 product' });
        await product.click();
        await product.fill('Mama Gold');
        await desktop
          .getByRole('option', { name: new RegExp(rice) })
          .first()
          .click();
        await desktop.getByLabel('Line 1 quantity').fill('10');
        await desktop.getByLabel('Line 1 price').fill('9000');
      },
      '₦96,750.00',
    );
    await saveBill(
      desktop,
      'IRM-2202',
      async () => {
        await chooseOption(desktop, /^Line 1 account/, /Audit and Accounting Fees/, 'Audit');
        await desktop.getByLabel('Line 1 description').fill('Half-year audit of the books');
        await desktop.getByLabel('Line 1 price').fill('200000');
        const taxBox = desktop.locator('.mantine-MultiSelect-input').filter({ has: desktop.getByLabel('Line 1 tax') });
        await taxBox.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await taxBox.click();
        await desktop.getByRole('option', { name: /^VAT/ }).first().click();
        await desktop.keyboard.press('Escape');
        await chooseOption(desktop, /^Line 1 withholding tax/, /Professional/);
        await expect.poll(() => desktop.getByLabel('WHT to deduct on payment').textContent()).toBe('₦10,000.00');
      },
      '₦215,000.00',
    );
    await screenshot(desktop, 'bill-desktop');
    // Owed to the supplier now: both bills.
    expect(await balanceOf(desktop, '2000')).toBe(311_750);
    const vendor = await api<{ balance: number }>(desktop, 'GET', `/vendor/${supplierId}`);
    expect(vendor.balance).toBe(311_750);
  });

  it('pays both bills in one payment on the phone, WHT withheld on the audit only', async () => {
    await phone.goto(`${running.app.url}/expense/vendors/make-payment?vendor=${supplierId}`);
    const bills = phone.getByRole('list', { name: 'Open bills' });
    await expect.poll(() => bills.getByRole('listitem').count()).toBe(2);
    const [goods, audit] = await api<Array<{ _id: string; number: string; billNo: string }>>(
      phone,
      'GET',
      `/expenses/bill/vendors/${supplierId}?limit=100&page=1`,
    ).then((open) => billNumbers.map((billNo) => open.find((bill) => bill.billNo === billNo)));
    if (!goods || !audit) throw new Error('the two bills are not open');
    for (const bill of [goods, audit]) {
      const box = phone.getByRole('checkbox', { name: `Pay ${bill.number}` });
      if (!(await box.isChecked())) await box.check();
    }
    await expect.poll(() => phone.getByLabel(`WHT on ${audit.number}`).textContent()).toBe('₦10,000.00');
    await expect.poll(() => phone.getByLabel(`WHT on ${goods.number}`).textContent()).toBe('₦0.00');
    await expect
      .poll(() => phone.getByRole('group', { name: 'Payment summary' }).textContent())
      .toContain('₦301,750.00');
    await chooseOption(phone, /^Paid from/, /Bank Account/);
    await chooseOption(phone, /^Payment method/, /Bank Transfer/);
    await phone.getByRole('textbox', { name: /^Reference/ }).fill('TRF-7781');
    await expectToFitPhone(phone, 'the make-payment form');
    await screenshot(phone, 'payment-phone');
    await phone.getByRole('button', { name: 'Record payment' }).click();
    await continueAfter(phone, 'Payment recorded');
    await expect.poll(visible(phone, 'Download WHT credit note')).toBe(true);
  });

  it('sees payables, the supplier’s balance, stock, VAT input, WHT payable and the profit and loss to the kobo', async () => {
    // Payables: nothing owed; the supplier's balance is nil.
    expect(await balanceOf(desktop, '2000')).toBe(0);
    const payables = await api<{ totalDue: number }>(desktop, 'GET', '/reports/payables');
    expect(payables.totalDue).toBe(0);
    const vendor = await api<{ balance: number }>(desktop, 'GET', `/vendor/${supplierId}`);
    expect(vendor.balance).toBe(0);
    await desktop.goto(`${running.app.url}/reports/balances/vendor`);
    await expect.poll(visible(desktop, supplier)).toBe(true);

    // Stock: 20 bags, average ₦8,500.
    expect(await onHand(desktop, rice)).toBe(20);
    await desktop.goto(`${running.app.url}/reports/inventory-valuation`);
    const row = desktop.getByRole('row').filter({ hasText: rice });
    await expect.poll(() => row.first().textContent()).toContain('₦8,500.00');
    await expect.poll(() => row.first().textContent()).toContain('₦170,000.00');

    // VAT input and WHT payable on the balance sheet.
    expect(await balanceOf(desktop, '1400')).toBe(23_250);
    expect(await balanceOf(desktop, '2110')).toBe(10_000);
    await desktop.goto(`${running.app.url}/reports/financial-statement/balance-sheet`);
    await expect.poll(visible(desktop, 'WHT Payable')).toBe(true);
    await expect.poll(visible(desktop, '23,250.00')).toBe(true);

    // Profit and loss: the fuel and the audit, ₦220,000 of expenses and no income.
    await desktop.goto(`${running.app.url}/reports/financial-statement/profit-and-loss?period=this-month`);
    const statement = desktop.locator('main');
    await expect.poll(() => statement.textContent(), { timeout: 15_000 }).toMatch(/220,000\.00/);
    const text = (await statement.textContent()) ?? '';
    for (const amount of ['20,000.00', '200,000.00', '220,000.00']) expect(text).toContain(amount);
    await screenshot(desktop, 'profit-and-loss');
  });
});
