import { addDays, todayInLagos } from '@owo/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { chooseOption, continueAfter, expectToFitPhone, pickProduct, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import {
  addBalogunStores,
  amountDueOf,
  balogunStores,
  booksOf,
  delivery,
  onHand,
  rice,
  stockRiceAndDelivery,
} from './support/sales.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Issue 14's credit notes and recurring invoices, as a shop's accountant uses them in the demo
 * company, on a laptop and on a 360 px phone: one bag of rice comes back against an approved
 * invoice (the invoice owes less, the bag is on the shelf again), an allowance is given on the
 * phone and then deleted (the invoice owes again), and a monthly recurring invoice is set up,
 * listed, paused and resumed. The books still balance.
 *
 * The figures, by hand:
 *   3 bags of rice at ₦15,000 = ₦45,000; 1 delivery at ₦5,000; VAT 7.5% ₦3,750; total ₦53,750
 *   1 bag returned: ₦15,000 + VAT ₦1,125 = ₦16,125; the invoice owes ₦37,625
 *   stock: 10 bought, 3 sold, 1 back = 8
 *   an allowance of ₦1,000 on the delivery, with its VAT ₦75: ₦1,075; the invoice owes ₦36,550
 *   the allowance deleted: it owes ₦37,625 again
 */

let desktop: Page;
let phone: Page;
let invoiceId = '';
let invoiceNumber = '';

const screenshot = screenshotter('credit-notes-recurring');

const customerName = balogunStores.name;
const scheduleName = 'Monthly rice for Balogun';

const running = runAppAndBrowser();

const riceOnHand = (page: Page) => onHand(page, rice);
const amountDue = (page: Page) => amountDueOf(page, invoiceId);

/** What the company's customers owe in all (account 1100), and that the books balance. */
async function receivablesOf(page: Page): Promise<number> {
  const trial = await api<{
    totalDebit: number;
    totalCredit: number;
    accounts: Array<{ account_code: string; debit: number; credit: number }>;
  }>(page, 'GET', '/reports/trial-balance');
  expect(trial.totalDebit).toBe(trial.totalCredit);
  const receivables = trial.accounts.find((account) => account.account_code === '1100');
  return (receivables?.debit ?? 0) - (receivables?.credit ?? 0);
}

/** What the demo's own customers owed before this test's invoice. */
let receivablesBefore = 0;

/** DD/MM/YYYY, as the date fields read a typed day. */
const typed = (day: string) => day.split('-').reverse().join('/');

describe('credit notes and recurring invoices', () => {
  it('has an approved invoice of 3 bags of rice and a delivery, with the rice in stock', async () => {
    desktop = await openPage(running.browser);
    await signInAsDemo(desktop, running.app.url);
    receivablesBefore = await receivablesOf(desktop);
    const books = await booksOf(desktop);
    const customer = await addBalogunStores(desktop, books);
    const { bag, ride } = await stockRiceAndDelivery(desktop, books, todayInLagos());
    const invoice = await api<{ _id: string; invoiceNumber: string; total: number; status: string }>(
      desktop,
      'POST',
      '/invoices',
      {
        customer,
        branch: books.branch,
        address: balogunStores.address,
        date: todayInLagos(),
        dueDate: addDays(todayInLagos(), 30),
        status: 'approved',
        items: [
          { product: bag, description: rice, quantity: '3', price: 15_000, tax: [{ id: books.vat }] },
          { product: ride, description: delivery, quantity: '1', price: 5000, tax: [{ id: books.vat }] },
        ],
      },
    );
    invoiceId = invoice._id;
    invoiceNumber = invoice.invoiceNumber;
    expect(invoice.total).toBe(53_750);
    expect(invoice.status).toBe('unpaid');
    expect(await riceOnHand(desktop)).toBe(7);
  });

  it('takes one bag back on the laptop: ₦16,125 shown before saving, the invoice owes ₦37,625, the bag is on the shelf', async () => {
    await desktop.goto(`${running.app.url}/sales/invoice/${invoiceId}`);
    await expect.poll(visible(desktop, 'None yet. Goods returned')).toBe(true);
    await desktop.getByRole('link', { name: 'Credit note' }).click();
    await expect.poll(() => desktop.getByLabel(`Quantity of ${rice}`).isVisible()).toBe(true);
    // The whole invoice is offered first.
    const totals = desktop.getByRole('group', { name: 'Totals' });
    await expect.poll(() => totals.textContent()).toMatch(/Total\s*₦53,750\.00/);
    await desktop.getByLabel(`Quantity of ${rice}`).fill('4');
    await desktop.getByRole('checkbox', { name: delivery }).uncheck();
    await desktop.getByRole('button', { name: 'Save credit note' }).click();
    await expect.poll(visible(desktop, 'At most 3 can be credited')).toBe(true);
    await desktop.getByLabel(`Quantity of ${rice}`).fill('1');
    await expect.poll(visible(desktop, 'more than is left to credit')).toBe(false);
    await expect.poll(() => totals.textContent()).toMatch(/Subtotal\s*₦15,000\.00/);
    await expect.poll(() => totals.textContent()).toMatch(/₦1,125\.00/);
    await expect.poll(() => totals.textContent()).toMatch(/Total\s*₦16,125\.00/);
    const summary = desktop.getByRole('group', { name: 'Credit summary' });
    await expect.poll(() => summary.textContent()).toMatch(new RegExp(`${invoiceNumber} will owe\\s*₦37,625\\.00`));
    await screenshot(desktop, 'credit-note-form');
    await desktop.getByRole('button', { name: 'Save credit note' }).click();
    await continueAfter(desktop, 'Credit note created');
    await expect.poll(() => desktop.url()).toBe(`${running.app.url}/sales/invoice/${invoiceId}`);
    await expect.poll(visible(desktop, 'Partly paid')).toBe(true);
    await expect.poll(visible(desktop, '₦37,625.00')).toBe(true);
    const notes = desktop.getByRole('region', { name: 'Credit notes' });
    await expect.poll(() => notes.textContent()).toMatch(/CN-\d{5}.*Goods returned.*₦16,125\.00/);
    // The credit is shown apart from what was paid.
    const items = desktop.getByRole('region', { name: 'Items' });
    await expect.poll(() => items.textContent()).toMatch(/Paid\s*₦0\.00\s*Credited\s*₦16,125\.00/);
    expect(await amountDue(desktop)).toBe(37_625);
    expect(await riceOnHand(desktop)).toBe(8);
    await screenshot(desktop, 'invoice-with-credit-note');

    // The credit notes tab lists it.
    await desktop.goto(`${running.app.url}/sales/invoice?tab=credit-notes`);
    await expect.poll(visible(desktop, customerName)).toBe(true);
    await expect.poll(visible(desktop, '₦16,125.00')).toBe(true);
  });

  it('gives an allowance on the phone, opens it and deletes it: the invoice owes again', async () => {
    phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url);
    await phone.goto(`${running.app.url}/sales/invoice/${invoiceId}`);
    await expect.poll(visible(phone, '₦37,625.00')).toBe(true);
    await expect.poll(() => phone.getByRole('region', { name: 'Credit notes' }).textContent()).toMatch(/CN-\d{5}/);
    await expectToFitPhone(phone, 'invoice with a credit note');
    await screenshot(phone, 'invoice-phone');
    // On a phone the invoice's one button is Record payment; a credit note is under More actions.
    await phone.getByRole('button', { name: 'More actions' }).click();
    await phone.getByRole('menuitem', { name: 'Credit note' }).click();
    await expect.poll(() => phone.getByLabel(`Price of ${delivery}`).isVisible()).toBe(true);
    // Two bags are left to credit after the one returned.
    await expect.poll(() => phone.getByLabel(`Quantity of ${rice}`).inputValue()).toBe('2');
    await phone.getByLabel('An allowance: money off, nothing comes back').check();
    await phone.getByRole('checkbox', { name: rice }).uncheck();
    await phone.getByLabel(`Price of ${delivery}`).fill('1000');
    const totals = phone.getByRole('group', { name: 'Totals' });
    await expect.poll(() => totals.textContent()).toMatch(/Total\s*₦1,075\.00/);
    await expectToFitPhone(phone, 'credit note form');
    await screenshot(phone, 'credit-note-form-phone');
    await phone.getByRole('button', { name: 'Save credit note' }).click();
    await continueAfter(phone, 'Credit note created');
    await expect.poll(visible(phone, '₦36,550.00')).toBe(true);
    expect(await amountDue(phone)).toBe(36_550);
    expect(await riceOnHand(phone)).toBe(8);

    const notes = phone.getByRole('region', { name: 'Credit notes' });
    await notes.getByRole('link').first().click();
    await expect.poll(() => phone.url()).toMatch(/\/sales\/invoice\/credit-note\/[0-9a-f-]{36}$/);
    await expect.poll(visible(phone, 'Total credited')).toBe(true);
    await expect.poll(visible(phone, 'Allowance')).toBe(true);
    await expect.poll(visible(phone, '₦1,075.00')).toBe(true);
    await expectToFitPhone(phone, 'credit note');
    await screenshot(phone, 'credit-note-phone');
    await phone.getByRole('button', { name: 'Delete' }).click();
    const dialog = phone.getByRole('dialog');
    await expect.poll(visible(phone, 'Are you sure you want to delete the selected Credit note?')).toBe(true);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => phone.url()).toBe(`${running.app.url}/sales/invoice/${invoiceId}`);
    await expect.poll(visible(phone, 'Credit note voided')).toBe(true);
    await expect.poll(() => amountDue(phone)).toBe(37_625);
    await expect.poll(() => notes.textContent()).toMatch(/Void/);

    await phone.goto(`${running.app.url}/sales/invoice?tab=credit-notes`);
    await expect.poll(visible(phone, '₦16,125.00')).toBe(true);
    await expectToFitPhone(phone, 'credit notes list');
    await screenshot(phone, 'credit-notes-list-phone');
  });

  it('sets up a monthly recurring invoice from the invoice list and sees it listed, paused and resumed', async () => {
    const firstDay = addDays(todayInLagos(), 10);
    await phone.goto(`${running.app.url}/sales/invoice/recurring`);
    await expect.poll(visible(phone, 'No recurring invoices yet')).toBe(true);
    await expectToFitPhone(phone, 'recurring list, empty');
    await screenshot(phone, 'recurring-empty-phone');

    await desktop.goto(`${running.app.url}/sales/invoice`);
    await desktop.getByRole('link', { name: 'Recurring', exact: true }).click();
    await expect.poll(visible(desktop, 'No recurring invoices yet')).toBe(true);
    await desktop.getByRole('link', { name: 'New recurring invoice' }).first().click();
    await desktop.getByRole('textbox', { name: /^Name/ }).fill(scheduleName);
    await desktop.getByLabel('First invoice date').fill(typed(firstDay));
    await desktop.getByLabel('First invoice date').press('Tab');
    await desktop.getByLabel('After a number of invoices').check();
    await desktop.getByRole('textbox', { name: /^Number of invoices/ }).fill('12');
    await chooseOption(desktop, /^Customer/, new RegExp(customerName), 'Balogun');
    await pickProduct(desktop, 1, rice);
    await desktop.getByLabel('Line 1 quantity').fill('2');
    await expect
      .poll(() => desktop.getByRole('group', { name: 'Totals' }).textContent())
      .toMatch(/Total\s*₦32,250\.00/);
    await screenshot(desktop, 'new-recurring');
    await desktop.getByRole('button', { name: 'Save schedule' }).click();
    await continueAfter(desktop, 'Recurring invoice created');
    await expect.poll(() => desktop.url()).toBe(`${running.app.url}/sales/invoice/recurring`);
    const table = desktop.getByRole('table', { name: 'Recurring invoices' });
    await expect.poll(() => table.textContent()).toMatch(new RegExp(`${scheduleName}.*${customerName}`));
    await expect.poll(() => table.textContent()).toMatch(/Every month/);
    await expect.poll(() => table.textContent()).toMatch(/0 made of 12/);
    await expect.poll(() => table.textContent()).toMatch(/Active/);

    const [schedule] = await api<
      Array<{ _id: string; frequency: string; nextRunDate: string; status: string; maxCount: number }>
    >(desktop, 'GET', '/invoices/recurring');
    expect(schedule).toMatchObject({ frequency: 'monthly', nextRunDate: firstDay, status: 'active', maxCount: 12 });

    await desktop.getByRole('button', { name: `Actions for ${scheduleName}` }).click();
    await desktop.getByRole('menuitem', { name: 'Pause' }).click();
    await expect.poll(visible(desktop, 'Recurring invoice paused')).toBe(true);
    await expect.poll(() => table.textContent()).toMatch(/Paused/);
    await desktop.getByRole('button', { name: `Actions for ${scheduleName}` }).click();
    await desktop.getByRole('menuitem', { name: 'Resume' }).click();
    await expect.poll(visible(desktop, 'Recurring invoice resumed')).toBe(true);

    // Changed in place: the same schedule, its next invoice date and count as they were.
    await desktop.getByRole('button', { name: `Actions for ${scheduleName}` }).click();
    await desktop.getByRole('menuitem', { name: 'Edit' }).click();
    await expect.poll(() => desktop.url()).toMatch(/\/sales\/invoice\/edit-recurring\?id=[0-9a-f-]{36}$/);
    await expect.poll(() => desktop.getByLabel('Line 1 quantity').inputValue()).toBe('2');
    await expect.poll(() => desktop.getByRole('combobox', { name: 'Line 1 product' }).inputValue()).toBe(rice);
    await desktop.getByLabel('Line 1 quantity').fill('3');
    await expect
      .poll(() => desktop.getByRole('group', { name: 'Totals' }).textContent())
      .toMatch(/Total\s*₦48,375\.00/);
    await screenshot(desktop, 'edit-recurring');
    await desktop.getByRole('button', { name: 'Save changes' }).click();
    await continueAfter(desktop, 'Recurring invoice saved');
    await expect.poll(() => desktop.url()).toBe(`${running.app.url}/sales/invoice/recurring`);
    const schedules = await api<
      Array<{
        _id: string;
        madeCount: number;
        name: string;
        nextRunDate: string;
        maxCount: number;
        status: string;
        invoice: { items: Array<{ quantity: string }> };
      }>
    >(desktop, 'GET', '/invoices/recurring');
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({
      _id: schedule?._id,
      name: scheduleName,
      nextRunDate: firstDay,
      maxCount: 12,
      madeCount: 0,
      status: 'active',
    });
    expect(schedules[0]?.invoice.items[0]?.quantity).toBe('3');

    await phone.goto(`${running.app.url}/sales/invoice/recurring`);
    await expect.poll(visible(phone, scheduleName)).toBe(true);
    await expectToFitPhone(phone, 'recurring list');
    await screenshot(phone, 'recurring-list-phone');
    await phone.goto(`${running.app.url}/sales/invoice/new-recurring`);
    await expect.poll(visible(phone, 'The invoice it makes')).toBe(true);
    await expectToFitPhone(phone, 'new recurring invoice');
    await screenshot(phone, 'new-recurring-phone');
  });

  it('leaves the books balanced: receivables grew by what the invoice owes', async () => {
    expect((await receivablesOf(desktop)) - receivablesBefore).toBe(37_625);
  });
});
