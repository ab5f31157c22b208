import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import { visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Customers as the demo's owner keeps them: a CSV upload with one bad row, fixed and uploaded
 * again (nobody twice); a new customer (the form refused empty first), an edit and a delete from
 * the edit page; and the list, details and form on a 360 px phone.
 */

const running = runAppAndBrowser();

/** Set OWO_SCREENSHOTS=1 to look at the pages (then delete the files). */
const screenshot = screenshotter('customers');

const customersTable = (page: Page) => page.getByRole('table', { name: 'Customers' });

const csvWithBadRow = [
  'Company Name,Full Name,Email,Phone Number',
  'Adaeze Foods Ltd,Adaeze Okafor,accounts@adaezefoods.ng,08031234567',
  'Broken Email Ltd,Tunde Bakare,not-an-email,',
  'Kemi Textiles,Kemi Ade,kemi@textiles.ng,',
].join('\n');

async function uploadCsv(page: Page, content: string, mode: RegExp) {
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Upload CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload customers' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });
  // The preview shows the rows as they will be read, with their lines.
  await expect.poll(() => dialog.getByRole('cell', { name: 'Adaeze Foods Ltd' }).isVisible()).toBe(true);
  await dialog.getByRole('radio', { name: mode }).check();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  return dialog;
}

describe('customers on a desktop', () => {
  it('uploads a CSV with a bad row, then the fixed file adds only the fixed row', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/sales/customers');
    // The demo company's own trade customers are there already.
    await expect
      .poll(() => customersTable(page).getByRole('link', { name: 'Eko Fresh Mart Ltd' }).isVisible())
      .toBe(true);

    const dialog = await uploadCsv(page, csvWithBadRow, /Save the good rows/);
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    await expect.poll(() => refused.getByRole('row', { name: /3 Email must be a valid email/ }).isVisible()).toBe(true);
    await expect.poll(visible(page, '2 customers added, 1 row refused')).toBe(true);
    await screenshot(page, 'upload-refused');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => customersTable(page).getByRole('link', { name: 'Kemi Textiles' }).isVisible()).toBe(true);

    // Fixed and sent again: the two already there are skipped, the fixed one is added, the dialog closes.
    await uploadCsv(page, csvWithBadRow.replace('not-an-email', 'tunde@broken.ng'), /Save nothing/);
    await expect.poll(visible(page, '1 customer added, 2 rows already there')).toBe(true);
    await expect
      .poll(() => customersTable(page).getByRole('link', { name: 'Broken Email Ltd' }).isVisible())
      .toBe(true);
    // The heading row, the demo's six customers and the three from the file.
    await expect.poll(() => customersTable(page).getByRole('row').count()).toBe(1 + 6 + 3);
  });

  it('adds a customer (empty form refused first), edits it and deletes it from the edit page', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    // The edit screen without a customer goes back to the list.
    await page.goto(`${running.app.url}/sales/customers/edit-customer`);
    await page.waitForURL(/\/sales\/customers$/);
    await expect.poll(visible(page, 'Please select a customer')).toBe(true);

    await page.getByRole('link', { name: 'New customer' }).first().click();
    await page.waitForURL(/new-customer$/);
    await page.getByRole('button', { name: 'Save and close' }).click();
    await expect.poll(visible(page, 'Please fill all required fields')).toBe(true);
    await expect.poll(visible(page, 'Company name is a required field')).toBe(true);

    await page.getByRole('textbox', { name: /^Company name/ }).fill('Zenith Motors');
    await page.getByRole('textbox', { name: /^Full name/ }).fill('Bola Ade');
    // The initials say what they are: the customer's code, not the start of the invoice numbers,
    // which stay one sequence for the whole business (docs/decisions.md, 'Invoice initials').
    await expect.poll(visible(page, /Invoice numbers do not use it/)).toBe(true);
    expect(await page.getByText(/start this customer's invoice numbers/i).count()).toBe(0);
    await page.getByRole('textbox', { name: /^Invoice initials/ }).fill('ZM');
    await page.getByRole('textbox', { name: /^Phone number/ }).fill('0812 555 0000');
    await page.getByRole('textbox', { name: /^Email/ }).fill('bola@zenith.ng, accounts@zenith.ng');
    await page.getByRole('textbox', { name: /^Office address/ }).fill('5 Marina, Lagos Island');
    await screenshot(page, 'new-desktop');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await expect.poll(visible(page, 'Customer created successfully')).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/sales\/customers$/);

    await customersTable(page).getByRole('button', { name: 'Actions for Zenith Motors' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/edit-customer\?id=/);
    const phone = page.getByRole('textbox', { name: /^Phone number/ });
    await expect.poll(() => phone.inputValue()).toBe('0812 555 0000');
    await phone.fill('0812 555 1111');
    // Leaving with a change asks first; No stays.
    await page.getByRole('link', { name: 'Customers' }).first().click();
    await expect.poll(visible(page, 'Do you want to leave without saving changes')).toBe(true);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(visible(page, 'Customer updated successfully')).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/sales\/customers$/);
    await expect.poll(() => customersTable(page).getByText('0812 555 1111').isVisible()).toBe(true);
    await screenshot(page, 'list-desktop');

    await customersTable(page).getByRole('link', { name: 'Zenith Motors' }).click();
    await page.waitForURL(/\/sales\/customers\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, 'bola@zenith.ng, accounts@zenith.ng')).toBe(true);
    await expect.poll(visible(page, 'No invoices yet')).toBe(true);
    await screenshot(page, 'details-desktop');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/edit-customer\?id=/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(visible(page, 'Are you sure you want to delete the selected customer(s)')).toBe(true);
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/sales\/customers$/);
    await expect.poll(visible(page, 'Customer deleted successfully')).toBe(true);
    await expect.poll(() => customersTable(page).getByRole('link', { name: 'Zenith Motors' }).count()).toBe(0);
  });
});

describe('customers on a 360 px phone', () => {
  it('searches the list, quick-adds, reads the details and uses the form without sideways scrolling', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url, '/sales/customers');
    const pageFits = () => page.evaluate(() => document.documentElement.scrollWidth <= 360);
    await expect
      .poll(() => customersTable(page).getByRole('link', { name: 'Adaeze Foods Ltd' }).isVisible())
      .toBe(true);
    expect(await pageFits()).toBe(true);

    await page.getByRole('textbox', { name: 'Search customers' }).fill('kemi@');
    await expect.poll(() => customersTable(page).getByRole('row').count()).toBe(2);
    await page.getByRole('textbox', { name: 'Search customers' }).fill('');
    await screenshot(page, 'list-phone');

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Quick add' }).click();
    const quick = page.getByRole('dialog', { name: 'New Customer' });
    await quick.getByRole('textbox', { name: /^Display name/ }).fill('Mama Nkechi');
    await quick.getByRole('textbox', { name: /^Contact name/ }).fill('Nkechi Obi');
    await quick.getByRole('button', { name: 'Save and close' }).click();
    await expect.poll(() => customersTable(page).getByRole('link', { name: 'Mama Nkechi' }).isVisible()).toBe(true);

    await customersTable(page).getByRole('button', { name: 'Actions for Adaeze Foods Ltd' }).click();
    await page.getByRole('menuitem', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Adaeze Foods Ltd' });
    await expect.poll(() => details.getByText('accounts@adaezefoods.ng').isVisible()).toBe(true);
    await screenshot(page, 'details-dialog-phone');
    await details.getByRole('link', { name: "Open the customer's page" }).click();
    await page.waitForURL(/\/sales\/customers\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, 'No invoices yet')).toBe(true);
    expect(await pageFits()).toBe(true);
    await screenshot(page, 'details-phone');

    await page.goto(`${running.app.url}/sales/customers/new-customer`);
    await expect.poll(() => page.getByRole('textbox', { name: /^Company name/ }).isVisible()).toBe(true);
    expect(await pageFits()).toBe(true);
    await screenshot(page, 'new-phone');
  });
});
