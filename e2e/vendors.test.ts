import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import { chooseOption, continueAfter, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Vendors as the demo's owner adds them: from the Expenses menu, a new vendor with bank details
 * (a mistyped account number caught by its NUBAN check digit first), its page, a change left
 * unsaved and then saved, a CSV upload, and a delete after the spec's question; then the same form
 * on a 360 px phone.
 */

const running = runAppAndBrowser();

/** Set OWO_SCREENSHOTS=1 to look at the pages (then delete the files). */
const screenshot = screenshotter('vendors');

const vendorsTable = (page: Page) => page.getByRole('table', { name: 'Vendors' });

/** Zenith Bank (057): 101234567 and its check digit 1; the same number ending in 2 is a typo. */
const zenithAccount = '1012345671';
const mistypedAccount = '1012345672';
/** GTBank (058): 012345678 and its check digit 5. */
const gtbankAccount = '0123456785';

async function fillVendor(page: Page, name: string, bank: { search: string; name: RegExp; account: string }) {
  await page.getByRole('textbox', { name: /^Company name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Tunde Bakare');
  await page.getByRole('textbox', { name: /^Invoice initials/ }).fill('IKP');
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('0803 555 0101');
  await page.getByRole('textbox', { name: /^Email/ }).fill('sales@ikejapackaging.ng');
  await page.getByRole('textbox', { name: /^Office address/ }).fill('4 Oba Akran Avenue, Ikeja');
  await chooseOption(page, /^State/, /^Lagos$/, 'Lagos');
  await chooseOption(page, /^Bank name/, bank.name, bank.search);
  await page.getByRole('textbox', { name: /^Account number/ }).fill(bank.account);
}

describe('vendors on a laptop', () => {
  it('adds a vendor with bank details, reads its page, edits it, uploads a CSV and deletes it', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    // The edit screen without a vendor goes back to the list, saying why.
    await page.goto(`${running.app.url}/expense/vendors/edit-vendor`);
    await page.waitForURL(/\/expense\/vendors$/);
    await expect.poll(visible(page, 'Please select a vendor')).toBe(true);
    // The demo company buys from suppliers already.
    await expect
      .poll(() => vendorsTable(page).getByRole('link', { name: 'Dangote Flour Distributors Ltd' }).isVisible())
      .toBe(true);
    // Expenses is in the menu, with Vendors in it.
    await expect.poll(() => page.getByRole('link', { name: 'Vendors' }).first().isVisible()).toBe(true);

    await page.getByRole('link', { name: 'New vendor' }).first().click();
    await page.waitForURL(/new-vendor$/);
    await page.getByRole('button', { name: 'Save and close' }).click();
    await expect.poll(visible(page, 'Please fill all required fields')).toBe(true);
    await expect.poll(visible(page, 'State is a required field')).toBe(true);

    await fillVendor(page, 'Ikeja Packaging Ltd', {
      search: 'Zenith',
      name: /^Zenith Bank$/,
      account: mistypedAccount,
    });
    await page.getByRole('button', { name: 'Save and close' }).click();
    await expect.poll(visible(page, /does not match the selected bank|is not a valid NUBAN at Zenith Bank/)).toBe(true);
    await page.getByRole('textbox', { name: /^Account number/ }).fill(zenithAccount);
    await screenshot(page, 'new-desktop');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Vendor created successfully');
    await page.waitForURL(/\/expense\/vendors$/);

    await vendorsTable(page).getByRole('link', { name: 'Ikeja Packaging Ltd' }).click();
    await page.waitForURL(/\/expense\/vendors\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, 'Zenith Bank')).toBe(true);
    await expect.poll(visible(page, zenithAccount)).toBe(true);
    await screenshot(page, 'details-desktop');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/edit-vendor\?id=/);
    const phone = page.getByRole('textbox', { name: /^Phone number/ });
    await expect.poll(() => phone.inputValue()).toBe('0803 555 0101');
    await phone.fill('0803 555 0202');
    // Leaving with a change asks first; No stays.
    await page.getByRole('link', { name: 'Vendors' }).first().click();
    await expect.poll(visible(page, 'Do you want to leave without saving changes')).toBe(true);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await continueAfter(page, 'Vendor updated successfully');
    await page.waitForURL(/\/expense\/vendors$/);
    await expect.poll(() => vendorsTable(page).getByText('0803 555 0202').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Upload CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload vendors' });
    const csv = `Company Name,Full Name,Email,Bank Name,Account Number\nLagos Cartons Ltd,Bisi Ade,bisi@cartons.ng,Guaranty Trust Bank (GTBank),${gtbankAccount}\n`;
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'vendors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => dialog.getByRole('cell', { name: 'Lagos Cartons Ltd' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(visible(page, /Vendor csv uploaded successfully/)).toBe(true);
    await expect.poll(() => vendorsTable(page).getByRole('link', { name: 'Lagos Cartons Ltd' }).isVisible()).toBe(true);
    await screenshot(page, 'list-desktop');

    await vendorsTable(page).getByRole('button', { name: 'Actions for Lagos Cartons Ltd' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect.poll(visible(page, 'Are you sure you want to delete the selected vendor(s)?')).toBe(true);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(visible(page, 'Vendor deleted successfully')).toBe(true);
    await expect.poll(() => vendorsTable(page).getByRole('link', { name: 'Lagos Cartons Ltd' }).count()).toBe(0);
  });
});

describe('vendors on a 360 px phone', () => {
  it('adds a vendor with bank details without sideways scrolling', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url, '/expense/vendors/new-vendor');
    await expect.poll(() => page.getByRole('textbox', { name: /^Company name/ }).isVisible()).toBe(true);
    await fillVendor(page, 'Aba Leather Works', { search: 'Guaranty', name: /GTBank/, account: gtbankAccount });
    await expectToFitPhone(page, 'the New Vendor form');
    await screenshot(page, 'new-phone');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Vendor created successfully');
    await page.waitForURL(/\/expense\/vendors$/);
    await expect.poll(() => vendorsTable(page).getByRole('link', { name: 'Aba Leather Works' }).isVisible()).toBe(true);
    await expectToFitPhone(page, 'the vendors list');

    await vendorsTable(page).getByRole('link', { name: 'Aba Leather Works' }).click();
    await page.waitForURL(/\/expense\/vendors\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, gtbankAccount)).toBe(true);
    await expectToFitPhone(page, "the vendor's page");
    await screenshot(page, 'details-phone');
  });
});
