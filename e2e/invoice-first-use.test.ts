import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { chooseOption, expectToFitPhone, pickProduct, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Issue 26, first use: a product quick-added from an invoice line comes with its unit and tax and
 * fills the line (before, the price stayed ₦0.00 and the product was kilogram and untaxed); a tax
 * the user chose stays when a product without taxes is picked, while what a product filled goes
 * with it; and on a 360 px phone an invoice opens with the one action its state calls for, the
 * rest under More actions, not seven buttons.
 */

const running = runAppAndBrowser();
const screenshot = screenshotter('invoice-first-use');

const milk = 'Peak Milk Powder 400g (carton of 24)';
/** A demo product without VAT (demo-sales.ts). */
const rice = 'Royal Stallion Parboiled Rice 50kg';

let desktop: Page;
let draftUrl = '';

/** A row of the items table, as its text reads (the product's unit, the tax chips, the amount). */
const lineText = (page: Page, line: number) =>
  page
    .getByRole('table', { name: 'Items' })
    .locator('tbody tr')
    .nth(line - 1)
    .textContent();

/** Chooses a tax on a line: the box is clicked whole (its pills cover the field), clear of the sticky header. */
async function chooseLineTax(page: Page, line: number, tax: RegExp) {
  const box = page.locator('.mantine-MultiSelect-input').filter({ has: page.getByLabel(`Line ${line} tax`) });
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await box.click();
  await page.getByRole('option', { name: tax }).first().click();
  await page.keyboard.press('Escape');
}

/** A button's words are all shown, not cut off. */
const wholeLabel = (button: Locator) =>
  button.locator('.mantine-Button-label').evaluate((label) => label.scrollWidth <= label.clientWidth);

describe('first use of an invoice', () => {
  it('quick-adds a product from a line with its unit and tax, and the line is filled', async () => {
    desktop = await openPage(running.browser);
    await signInAsDemo(desktop, running.app.url, '/sales/invoice/new-invoice');
    await chooseOption(desktop, /^Customer/, /Eko Fresh Mart/, 'Eko');

    await desktop.getByRole('button', { name: 'New product' }).first().click();
    const dialog = desktop.getByRole('dialog', { name: 'New Product' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(milk);
    await dialog.getByRole('textbox', { name: /^Selling Price/ }).fill('38500');
    await chooseOption(desktop, /^Unit/, /^Carton$/, 'Cart');
    await dialog.getByRole('textbox', { name: /^Tax/ }).or(dialog.getByLabel(/^Tax/)).first().click();
    await desktop.getByRole('option', { name: /^VAT/ }).first().click();
    await desktop.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save and close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The line has the product's price, unit and tax at once: no picking it again.
    await expect.poll(() => desktop.getByLabel('Line 1 price').inputValue()).toBe('38,500.00');
    await expect.poll(() => lineText(desktop, 1)).toMatch(/ctn/);
    await expect.poll(() => lineText(desktop, 1)).toMatch(/VAT 7\.5%/);
    await expect.poll(() => lineText(desktop, 1)).toMatch(/₦38,500\.00/);
    const totals = desktop.getByRole('group', { name: 'Totals' });
    await expect.poll(() => totals.textContent()).toMatch(/Total\s*₦41,387\.50/);
    const [saved] = await api<Array<{ unitOfMeasurement: { code: string }; tax: Array<{ name: string }> }>>(
      desktop,
      'GET',
      `/products?limit=5&where[name]=${encodeURIComponent('Peak Milk')}`,
    );
    expect(saved?.unitOfMeasurement.code).toBe('ctn');
    expect(saved?.tax.map((tax) => tax.name)).toEqual(['VAT 7.5%']);
    await screenshot(desktop, 'quick-added-line');
  });

  it("keeps a tax the user chose when a product without taxes is picked, and a product's own taxes replace it", async () => {
    // Line 2: VAT chosen by hand, then rice (no VAT of its own): VAT stays.
    await desktop.getByRole('button', { name: 'Add item' }).click();
    await chooseLineTax(desktop, 2, /^VAT/);
    await pickProduct(desktop, 2, rice);
    await expect.poll(() => desktop.getByLabel('Line 2 price').inputValue()).toBe('82,000.00');
    await expect.poll(() => lineText(desktop, 2)).toMatch(/bag/);
    expect(await lineText(desktop, 2)).toMatch(/VAT 7\.5%/);

    // Line 1's VAT and description came with the milk, not from the user: rice in its place takes them away.
    await pickProduct(desktop, 1, rice);
    await expect.poll(() => desktop.getByLabel('Line 1 price').inputValue()).toBe('82,000.00');
    expect(await desktop.getByLabel('Line 1 description').inputValue()).toBe('Long grain parboiled rice, 50kg bag');
    await expect.poll(() => lineText(desktop, 1)).not.toMatch(/VAT/);
    await expect.poll(() => lineText(desktop, 1)).toMatch(/bag/);

    await desktop.getByRole('button', { name: 'Save as draft' }).click();
    const success = desktop.getByRole('dialog');
    await expect.poll(() => success.getByRole('button', { name: 'Continue' }).isVisible()).toBe(true);
    await success.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => desktop.url()).toMatch(/\/sales\/invoice\/[0-9a-f-]{36}$/);
    draftUrl = desktop.url();
    await expect.poll(visible(desktop, /2 bag|1 bag/)).toBe(true);
    await desktop.context().close();
  });

  it('on a 360 px phone an invoice shows the one action its state calls for, the rest under More actions', async () => {
    const phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url);
    const owed = (await api<Array<{ _id: string; status: string }>>(phone, 'GET', '/invoices?limit=50')).find(
      (invoice) => invoice.status === 'unpaid' || invoice.status === 'overdue',
    );
    expect(owed).toBeDefined();
    await phone.goto(`${running.app.url}/sales/invoice/${owed?._id}`);
    const main = phone.locator('main');
    const recordPayment = main.getByRole('link', { name: 'Record payment' });
    await expect.poll(() => recordPayment.isVisible()).toBe(true);
    expect(await wholeLabel(recordPayment)).toBe(true);
    const moreActions = main.getByRole('button', { name: 'More actions' });
    expect(await wholeLabel(moreActions)).toBe(true);
    // Side by side, one row: not a second wall of buttons.
    expect((await moreActions.boundingBox())?.y).toBe((await recordPayment.boundingBox())?.y);
    // The figures come before the fold, not after a wall of buttons.
    const amountDue = await main.getByText('Amount due', { exact: true }).first().boundingBox();
    expect(amountDue?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(740);
    for (const name of ['Download PDF', 'Send by email', 'Void']) {
      expect(await main.getByRole('button', { name }).count(), name).toBe(0);
    }
    expect(await main.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    await expectToFitPhone(phone, 'invoice on a phone');
    await screenshot(phone, 'owed-phone');
    await main.getByRole('button', { name: 'More actions' }).click();
    for (const name of ['Download PDF', 'Send by email', 'Credit note', 'Edit', 'Void', 'Send a reminder']) {
      const item = phone.getByRole('menuitem', { name, exact: true });
      await expect.poll(() => item.isVisible(), { message: name }).toBe(true);
    }
    await screenshot(phone, 'owed-phone-menu');
    await phone.keyboard.press('Escape');

    // A draft's one action is Approve; Delete waits in the menu.
    await phone.goto(draftUrl);
    await expect.poll(() => main.getByRole('button', { name: 'Approve' }).isVisible()).toBe(true);
    expect(await main.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await main.getByRole('button', { name: 'More actions' }).click();
    await expect.poll(() => phone.getByRole('menuitem', { name: 'Delete', exact: true }).isVisible()).toBe(true);
    await screenshot(phone, 'draft-phone-menu');
    // Deleted from its own page: the list follows, with no 'Invoice not found' from the page it left.
    await phone.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(visible(phone, /Invoice deleted/)).toBe(true);
    await expect.poll(() => phone.url()).toMatch(/\/sales\/invoice$/);
    expect(await phone.getByText(/not found/).allInnerTexts()).toEqual([]);
    await phone.context().close();
  });
});
