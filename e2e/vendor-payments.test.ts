import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { chooseOption, continueAfter, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { booksOf } from './support/sales.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Paying a vendor (issue 27): two bills of one vendor, for goods and for a service with 5%
 * withholding tax, paid in one payment from make-payment: the WHT shows on the service bill only,
 * the bank pays the rest; then the vendor's page lists the payment with its WHT credit note, the
 * vendor owes nothing more on those bills, and the payables report has them off. Once more on a
 * 360 px phone. Then a part payment changed to the whole bill from the vendor's page and deleted
 * from the bill's: the bill is paid, then unpaid again, and the vendor owes what they did. The
 * bills are entered through the API (their screens are another test's).
 */

const running = runAppAndBrowser();
const screenshot = screenshotter('vendor-payments');

interface Setup {
  vendor: string;
  vendorName: string;
  goods: { _id: string; number: string; total: number };
  service: { _id: string; number: string; total: number; withholdingTotal: number };
}

async function vendorWithTwoBills(page: Page, vendorName: string): Promise<Setup> {
  const books = await booksOf(page);
  const taxes = await api<Array<{ _id: string; name: string }>>(page, 'GET', '/tax?limit=100');
  const professional = taxes.find((tax) => tax.name.startsWith('WHT - Professional'))?._id;
  const accounts = await api<Array<{ _id: string; account_code: string }>>(
    page,
    'GET',
    '/double-entry/chart-of-accounts?limit=1000',
  );
  const expense = accounts.find((account) => account.account_code === '6720')?._id;
  const vendor = await api<{ _id: string }>(page, 'POST', '/vendor', {
    type: 'BUSINESS',
    companyName: vendorName,
    invoice: 'ADC',
    fullName: 'Adebayo Ogun',
    phoneNumber: '08035550101',
    email: 'accounts@adebayo.ng',
    officeAddress: '12 Allen Avenue, Ikeja',
    branch: books.branch,
    state: 'Lagos',
    tin: '12345678-0001',
    bankDetails: { bankName: 'Zenith Bank', accountNo: '1012345671' },
  });
  const bill = (billNo: string, line: Record<string, unknown>) =>
    api<{ _id: string; number: string; total: number; withholdingTotal: number }>(page, 'POST', '/expenses/bill', {
      vendor: vendor._id,
      branch: books.branch,
      issueDate: '2026-05-04',
      dueDate: '2099-06-03',
      billNo,
      address: '12 Allen Avenue, Ikeja',
      items: [{ chartofAccount: expense, quantity: 1, ...line, tax: [{ id: books.vat }] }],
    });
  const goods = await bill('ADC-101', { description: 'Printer paper, 10 reams', price: 13_000 });
  const service = await bill('ADC-102', { description: 'Tax advisory', price: 100_000, withholding: professional });
  return { vendor: vendor._id, vendorName, goods, service };
}

async function payBothBills(page: Page, setup: Setup) {
  await page.goto(`${running.app.url}/expense/vendors/make-payment?vendor=${setup.vendor}`);
  const bills = page.getByRole('list', { name: 'Open bills' });
  await expect.poll(() => bills.getByRole('listitem').count()).toBe(2);
  for (const bill of [setup.goods, setup.service]) {
    const box = page.getByRole('checkbox', { name: `Pay ${bill.number}` });
    if (!(await box.isChecked())) await box.check();
  }
  // 5% of the ₦100,000 service, none on the goods.
  await expect.poll(() => page.getByLabel(`WHT on ${setup.service.number}`).textContent()).toBe('₦5,000.00');
  await expect.poll(() => page.getByLabel(`WHT on ${setup.goods.number}`).textContent()).toBe('₦0.00');
  const summary = page.getByRole('group', { name: 'Payment summary' });
  // 13,975 + 107,500 settled, 5,000 withheld: 116,475 from the bank.
  await expect.poll(() => summary.textContent()).toContain('₦116,475.00');
  await chooseOption(page, /^Paid from/, /Bank/);
  await chooseOption(page, /^Payment method/, /Bank Transfer/);
  await page.getByRole('textbox', { name: /^Reference/ }).fill('TRF-0091');
}

async function record(page: Page) {
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect.poll(visible(page, 'Payment recorded')).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(visible(page, /^Payment VPAY-\d{5} recorded$/)).toBe(true);
}

describe('paying a vendor on a laptop', () => {
  it('pays two bills in one payment with WHT on the service, and shows it on the vendor and the payables', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    const payablesBefore = await api<{ totalDue: number }>(page, 'GET', '/reports/payables');
    const setup = await vendorWithTwoBills(page, 'Adebayo Consulting Ltd');
    const owing = await api<{ totalDue: number }>(page, 'GET', '/reports/payables');
    expect(owing.totalDue).toBe(payablesBefore.totalDue + setup.goods.total + setup.service.total);

    await payBothBills(page, setup);
    await screenshot(page, 'make-payment-desktop');
    await record(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download WHT credit note' }).click();
    const note = await download;
    expect(note.suggestedFilename()).toMatch(/^WHT credit note VPAY-\d{5}\.pdf$/);

    // The vendor's page: the payment, its WHT, and the balance back to nothing.
    await page.getByRole('link', { name: `Back to ${setup.vendorName}` }).click();
    await page.waitForURL(/\/expense\/vendors\/[0-9a-f-]{36}$/);
    const payments = page.getByRole('table', { name: 'Payments to this vendor' });
    await expect
      .poll(() => payments.getByText(`${setup.goods.number}, ${setup.service.number}`).isVisible())
      .toBe(true);
    await expect.poll(() => payments.getByText('₦5,000.00').isVisible()).toBe(true);
    const vendor = await api<{ balance: number }>(page, 'GET', `/vendor/${setup.vendor}`);
    expect(vendor.balance).toBe(0);
    await screenshot(page, 'vendor-desktop');

    // The payables report: both bills paid, so the total is what it was before they came.
    await page.goto(`${running.app.url}/reports/payables`);
    await expect.poll(visible(page, 'Accounts payable')).toBe(true);
    const payables = await api<{ totalDue: number; rows: Array<{ vendor: { _id: string } }> }>(
      page,
      'GET',
      '/reports/payables',
    );
    expect(payables.totalDue).toBe(payablesBefore.totalDue);
    expect(payables.rows.some((row) => row.vendor._id === setup.vendor)).toBe(false);
    await page.goto(`${running.app.url}/reports/balances/vendor`);
    await expect.poll(visible(page, setup.vendorName)).toBe(true);
    await screenshot(page, 'vendor-balances-desktop');
  });
});

describe('paying a vendor on a 360 px phone', () => {
  it('pays both bills without sideways scrolling', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url);
    const setup = await vendorWithTwoBills(page, 'Bisi Advisory Ltd');
    await payBothBills(page, setup);
    await expectToFitPhone(page, 'the make-payment form');
    await screenshot(page, 'make-payment-phone');
    await record(page);
    await expectToFitPhone(page, 'the recorded payment');
    await page.goto(`${running.app.url}/expense/vendors/${setup.vendor}`);
    await expect.poll(visible(page, 'WHT credit note')).toBe(true);
    await expectToFitPhone(page, "the vendor's page");
    await screenshot(page, 'vendor-phone');
  });
});

describe('changing and deleting a payment made, on a 360 px phone', () => {
  it('puts the whole amount on the bill instead of ₦5,000, then deletes it: the bill is unpaid again', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url);
    // Without a payment chosen, the edit page goes back to the vendors, saying why.
    await page.goto(`${running.app.url}/expense/vendors/edit-payment`);
    await expect.poll(visible(page, 'Please select a payment')).toBe(true);
    await page.waitForURL(/\/expense\/vendors$/);

    const setup = await vendorWithTwoBills(page, 'Chika Stationers Ltd');
    const books = await booksOf(page);
    const [method] = await api<Array<{ _id: string }>>(page, 'GET', '/payments/method?limit=100&page=1');
    const payment = await api<{ _id: string; number: string }>(page, 'POST', '/payments', {
      paymentType: 'BILL',
      recipient: setup.vendor,
      branch: books.branch,
      paymentDate: '2026-05-20',
      bank: books.bank,
      paymentMethod: method?._id,
      reference: 'TRF-7001',
      total: 5_000,
      items: [{ id: setup.goods._id, amount: 5_000 }],
    });
    const owed = (await api<{ balance: number }>(page, 'GET', `/vendor/${setup.vendor}`)).balance;

    // From the vendor's page: the payment's number opens it.
    await page.goto(`${running.app.url}/expense/vendors/${setup.vendor}`);
    await page.getByRole('link', { name: payment.number }).click();
    await page.waitForURL(/\/expense\/vendors\/edit-payment\?id=/);
    const amount = page.getByLabel(`Amount on ${setup.goods.number}`);
    await expect.poll(() => amount.inputValue()).toMatch(/^5,?000/);
    await expect.poll(() => page.getByRole('combobox', { name: /^Vendor/ }).isDisabled()).toBe(true);
    // The goods bill owes what it owed before this payment: ₦13,975.
    await expect
      .poll(() => page.getByRole('listitem', { name: setup.goods.number }).textContent())
      .toContain('₦13,975.00');
    await amount.fill('13975');
    await page.getByLabel(/^Total/).fill('13975');
    await expect
      .poll(() => page.getByRole('group', { name: 'Payment summary' }).textContent())
      .toContain('Paid from the bank₦13,975.00');
    await expectToFitPhone(page, 'the edit-payment form');
    await screenshot(page, 'edit-payment-phone');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await continueAfter(page, 'Payment updated');
    await page.waitForURL(new RegExp(`/expense/vendors/${setup.vendor}$`));
    const payments = page.getByRole('table', { name: 'Payments to this vendor' });
    await expect.poll(() => payments.getByText('₦13,975.00').first().isVisible()).toBe(true);
    expect((await api<{ status: string }>(page, 'GET', `/expenses/bill/${setup.goods._id}`)).status).toBe('paid');
    expect((await api<{ balance: number }>(page, 'GET', `/vendor/${setup.vendor}`)).balance).toBe(owed - 8_975);

    // From the bill's page: the payment opens there too, and is deleted after the question.
    await page.goto(`${running.app.url}/expense/bills/${setup.goods._id}`);
    await page.getByRole('region', { name: 'Payments' }).getByRole('link', { name: payment.number }).click();
    await page.waitForURL(/\/expense\/vendors\/edit-payment\?id=/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(visible(page, 'The bills it paid will be owed again.')).toBe(true);
    await screenshot(page, 'delete-payment-phone');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(visible(page, 'Payment deleted')).toBe(true);
    await page.waitForURL(new RegExp(`/expense/vendors/${setup.vendor}$`));
    await expect.poll(() => payments.getByText(payment.number).count()).toBe(0);
    await page.goto(`${running.app.url}/expense/bills/${setup.goods._id}`);
    await expect.poll(visible(page, 'Unpaid')).toBe(true);
    await expect.poll(visible(page, 'No payments yet.')).toBe(true);
    expect((await api<{ balance: number }>(page, 'GET', `/vendor/${setup.vendor}`)).balance).toBe(owed + 5_000);
    await expectToFitPhone(page, "the bill's page");
  });
});
