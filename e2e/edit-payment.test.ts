import { addDays, todayInLagos } from '@owo/core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { continueAfter, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { amountDueOf, booksOf } from './support/sales.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Changing a payment received and a prepayment (issue 14), in the demo company: on a 360 px
 * phone the accountant opens the part payment from the invoice's payments, puts ₦8,000 on the
 * invoice instead of ₦5,000 and sees the invoice owe less; on a laptop a prepayment is opened from
 * the payments list and raised. The edit page without a payment goes back to the list, saying why.
 *
 * The figures, by hand: a service at ₦10,000 with VAT 7.5% is ₦10,750; paid ₦5,000 it owes
 * ₦5,750; the payment changed to ₦8,000 it owes ₦2,750. A prepayment of ₦2,000 raised to ₦2,500 is
 * the customer's credit of ₦2,500.
 */

let invoiceId = '';
let invoiceNumber = '';
let customerId = '';
let paymentNumber = '';
let prepaymentNumber = '';
let prepaymentId = '';

const screenshot = screenshotter('edit-payment');
const customerName = 'Adeyemi Prints Ltd';

const running = runAppAndBrowser();

describe('editing a payment received and a prepayment', () => {
  it('has an approved invoice paid in part, and a prepayment', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    const books = await booksOf(page);
    const [method] = await api<Array<{ _id: string }>>(page, 'GET', '/payments/method?limit=100&page=1');
    const customer = await api<{ _id: string }>(page, 'POST', '/customer', {
      type: 'BUSINESS',
      companyName: customerName,
      invoice: 'ADP',
      fullName: 'Tolu Adeyemi',
      phoneNumber: '08035556666',
      email: 'accounts@adeyemiprints.ng',
      officeAddress: '4 Awolowo Road, Ikoyi',
      billingAddress: '4 Awolowo Road, Ikoyi',
      branch: books.branch,
    });
    customerId = customer._id;
    const design = await api<{ _id: string }>(page, 'POST', '/products', {
      name: 'Logo design',
      type: 'Service',
      price: '10000',
      tax: [books.vat],
    });
    const invoice = await api<{ _id: string; invoiceNumber: string; total: number }>(page, 'POST', '/invoices', {
      customer: customerId,
      branch: books.branch,
      address: '4 Awolowo Road, Ikoyi',
      date: todayInLagos(),
      dueDate: addDays(todayInLagos(), 30),
      status: 'approved',
      items: [
        { product: design._id, description: 'Logo design', quantity: '1', price: 10_000, tax: [{ id: books.vat }] },
      ],
    });
    expect(invoice.total).toBe(10_750);
    invoiceId = invoice._id;
    invoiceNumber = invoice.invoiceNumber;
    const common = {
      customer: customerId,
      branch: books.branch,
      paymentDate: todayInLagos(),
      bank: books.bank,
      paymentMethod: method?._id,
    };
    const payment = await api<{ number: string }>(page, 'POST', '/payments', {
      ...common,
      amountReceived: 5000,
      items: [{ id: invoiceId, amount: 5000 }],
    });
    paymentNumber = payment.number;
    const prepayment = await api<{ _id: string; number: string }>(page, 'POST', '/payments/prepayment', {
      ...common,
      amountReceived: 2000,
    });
    prepaymentNumber = prepayment.number;
    prepaymentId = prepayment._id;
    expect(await amountDueOf(page, invoiceId)).toBe(5750);
    await page.context().close();
  });

  it('on a phone, puts ₦8,000 on the invoice instead of ₦5,000: the invoice owes ₦2,750', async () => {
    const phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url);
    // Without a payment chosen, the edit page goes back to the payments, saying why.
    await phone.goto(`${running.app.url}/sales/invoice/edit-payment`);
    await expect.poll(visible(phone, 'Please select a payment')).toBe(true);
    await expect.poll(() => phone.url()).toBe(`${running.app.url}/sales/invoice?tab=payments`);

    await phone.goto(`${running.app.url}/sales/invoice/${invoiceId}`);
    await expect.poll(visible(phone, '₦5,750.00')).toBe(true);
    await phone.getByRole('link', { name: paymentNumber }).click();
    await expect.poll(() => phone.getByLabel(`Payment on ${invoiceNumber}`).isVisible()).toBe(true);
    // The invoice shows what it owed before this payment, and the payment's cash on it.
    const card = phone.getByRole('listitem').filter({ hasText: invoiceNumber });
    await expect.poll(() => card.textContent()).toMatch(/Due before\s*₦10,750\.00/);
    await expect.poll(() => phone.getByLabel(`Payment on ${invoiceNumber}`).inputValue()).toMatch(/^5,?000/);
    await expect.poll(() => phone.getByLabel('Customer').isDisabled()).toBe(true);

    await phone.getByLabel(/^Amount received/).fill('8000');
    await phone.getByLabel(`Payment on ${invoiceNumber}`).fill('8000');
    await expect.poll(() => card.textContent()).toMatch(/Due after\s*₦2,750\.00/);
    await expectToFitPhone(phone, 'edit payment');
    await screenshot(phone, 'edit-payment-phone');
    await phone.getByRole('button', { name: 'Save changes' }).click();
    await continueAfter(phone, 'Payment updated');
    await expect.poll(() => phone.url()).toBe(`${running.app.url}/sales/invoice/${invoiceId}`);
    await expect.poll(visible(phone, '₦2,750.00')).toBe(true);
    expect(await amountDueOf(phone, invoiceId)).toBe(2750);
    await screenshot(phone, 'invoice-after-edit-phone');
    await phone.context().close();
  });

  it('on a laptop, raises a prepayment from the payments list: the customer has ₦2,500 of credit', async () => {
    const desktop = await openPage(running.browser);
    await signInAsDemo(desktop, running.app.url);
    // A payment received is not a payment made: the vendors' edit page does not dress it as one.
    await desktop.goto(`${running.app.url}/expense/vendors/edit-payment?id=${prepaymentId}`);
    await expect.poll(visible(desktop, 'The payment could not be loaded')).toBe(true);
    await desktop.goto(`${running.app.url}/sales/invoice?tab=payments`);
    await desktop.getByRole('link', { name: prepaymentNumber }).click();
    await expect.poll(() => desktop.url()).toMatch(/\/sales\/invoice\/edit-prepayment\?id=/);
    const amount = desktop.getByLabel(/^Amount received/);
    await expect.poll(() => amount.inputValue()).toMatch(/^2,?000/);
    await amount.fill('2500');
    await screenshot(desktop, 'edit-prepayment');
    await desktop.getByRole('button', { name: 'Save changes' }).click();
    await continueAfter(desktop, 'Prepayment updated');
    await expect.poll(() => desktop.url()).toBe(`${running.app.url}/sales/invoice?tab=payments`);
    const credit = await api<{ credit: number }>(desktop, 'GET', `/customers/${customerId}/credit`);
    expect(credit.credit).toBe(2500);
    const trial = await api<{ totalDebit: number; totalCredit: number }>(
      desktop,
      'GET',
      '/reports/trial-balance?asOf=2099-12-31',
    );
    expect(trial.totalDebit).toBe(trial.totalCredit);
    await desktop.context().close();
  });
});
