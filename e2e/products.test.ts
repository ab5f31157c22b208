import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import { continueAfter, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Products and services as the demo's owner keeps them: a tracked product with a new category, an
 * edit, a quick-added one, archiving and unarchiving in bulk, the bulk edit's warnings, and the
 * same list and form on a 360 px phone.
 */

const running = runAppAndBrowser();

/** Set OWO_SCREENSHOTS=1 to look at the pages (then delete the files). */
const screenshot = screenshotter('products');

async function chooseOption(
  page: Page,
  label: RegExp,
  option: RegExp,
  scope: Page | ReturnType<Page['getByRole']> = page,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const productsTable = (page: Page) => page.getByRole('table', { name: 'Products and services' });

describe('products on a desktop', () => {
  it('adds a tracked product with a new category, edits it, and quick-adds another', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    // The edit screen without a product goes back to the list.
    await page.goto(`${running.app.url}/sales/products/edit-product`);
    await page.waitForURL(/\/sales\/products$/);
    await expect.poll(visible(page, 'Please select a product')).toBe(true);

    await page.getByRole('link', { name: 'New product' }).first().click();
    await page.waitForURL(/new-product$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ofada Rice 5kg');
    // Leaving with changes asks first; No stays.
    await page.getByRole('link', { name: 'Products and services' }).click();
    await expect.poll(visible(page, 'Do you want to leave without saving changes')).toBe(true);
    await page.getByRole('button', { name: 'No', exact: true }).click();

    await page.getByRole('textbox', { name: 'SKU' }).fill('OFADA-5');
    await page.getByRole('button', { name: 'New category' }).click();
    const category = page.getByRole('dialog', { name: 'New Category' });
    await category.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => category.getByText('Description is a required field').isVisible()).toBe(true);
    await category.getByRole('textbox', { name: /^Name/ }).fill('Grains');
    await category.getByRole('textbox', { name: /^Description/ }).fill('Rice, beans and garri');
    await category.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Grains');

    await page.getByRole('switch', { name: 'Track item' }).check();
    await expect.poll(() => page.getByRole('switch', { name: 'Track item' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save and close' }).click();
    // Selling price is required, and Low stock once the item is tracked.
    await expect.poll(visible(page, 'Selling Price is a required field')).toBe(true);
    await page.getByRole('textbox', { name: /^Selling Price/ }).fill('7500');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await expect.poll(visible(page, 'Low stock is a required field when Track item is on')).toBe(true);
    await page.getByRole('textbox', { name: /^Low stock/ }).fill('3');
    await screenshot(page, 'new-desktop');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Product created');
    await page.waitForURL(/\/sales\/products$/);
    await expect
      .poll(() =>
        productsTable(page)
          .getByRole('row', { name: /Ofada Rice 5kg.*OFADA-5.*Grains.*7,500\.00.*0 kg.*Low stock/ })
          .isVisible(),
      )
      .toBe(true);

    await productsTable(page).getByRole('link', { name: 'Ofada Rice 5kg' }).click();
    await page.waitForURL(/edit-product\?id=/);
    await expect.poll(() => page.getByRole('link', { name: 'Stock and history' }).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: /^Selling Price/ }).fill('8000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await continueAfter(page, 'Product updated');
    await page.waitForURL(/\/sales\/products$/);
    await expect
      .poll(() =>
        productsTable(page)
          .getByRole('row', { name: /Ofada Rice 5kg.*8,000\.00/ })
          .isVisible(),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Quick add' }).click();
    const quick = page.getByRole('dialog', { name: 'New Product' });
    await quick.getByRole('textbox', { name: /^Name/ }).fill('Zobo drink 50cl');
    await quick.getByRole('textbox', { name: /^Selling Price/ }).fill('500');
    await quick.getByRole('button', { name: 'Save and close' }).click();
    await expect
      .poll(() =>
        productsTable(page)
          .getByRole('row', { name: /Zobo drink 50cl.*500\.00.*Not tracked/ })
          .isVisible(),
      )
      .toBe(true);
    await screenshot(page, 'list-desktop');

    // The list as a file: the upload's columns, the quick-added product among them.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/Products.*\.csv$/);
    const csv = readFileSync(await file.path()).toString('utf8');
    expect(csv).toContain('Name,Type,SKU,Category,Unit,Selling Price');
    expect(csv).toMatch(/Zobo drink 50cl,Goods,.*,500(\.00)?,/);
    await page.close();
  });

  it('archives and unarchives in bulk, and warns on an empty bulk edit', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/sales/products');
    const table = productsTable(page);
    await table.getByRole('checkbox', { name: 'Select Ofada Rice 5kg' }).check();
    await table.getByRole('checkbox', { name: 'Select Zobo drink 50cl' }).check();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit selected products' });
    await edit.getByRole('button', { name: 'Apply changes' }).click();
    await expect.poll(visible(page, 'Edit cannot be empty. Please select what you want to edit')).toBe(true);
    await chooseOption(page, /What do you want to edit/, /^Type$/, edit);
    await edit.getByRole('button', { name: 'Apply changes' }).click();
    await expect.poll(visible(page, 'Please select what you want to change to')).toBe(true);
    await chooseOption(page, /Change to/, /^Goods$/, edit);
    await edit.getByRole('button', { name: 'Apply changes' }).click();
    await continueAfter(page, 'Changes applied');

    await table.getByRole('checkbox', { name: 'Select Ofada Rice 5kg' }).check();
    await table.getByRole('checkbox', { name: 'Select Zobo drink 50cl' }).check();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect.poll(visible(page, 'Products archived')).toBe(true);
    // Gone from the list; the demo's own products stay.
    await expect.poll(() => table.getByRole('row', { name: /Ofada Rice 5kg|Zobo drink 50cl/ }).count()).toBe(0);
    await expect.poll(() => table.getByRole('row', { name: /Delivery within Lagos/ }).isVisible()).toBe(true);
    await page.getByText('Archived', { exact: true }).click();
    await expect.poll(() => table.getByRole('row', { name: /Ofada Rice 5kg/ }).isVisible()).toBe(true);
    await table.getByRole('checkbox', { name: 'Select Ofada Rice 5kg' }).check();
    await table.getByRole('checkbox', { name: 'Select Zobo drink 50cl' }).check();
    await page.getByRole('button', { name: 'Unarchive', exact: true }).click();
    await expect.poll(visible(page, 'Products unarchived')).toBe(true);
    await expect.poll(visible(page, 'No archived products')).toBe(true);
    await page.close();
  });
});

describe('products on a 360 px phone', () => {
  it('adds a product, finds it by name and archives it', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url, '/sales/products/new-product');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Kilishi 250g');
    await page.getByRole('textbox', { name: /^Selling Price/ }).fill('3500');
    await screenshot(page, 'new-phone');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Product created');
    await page.waitForURL(/\/sales\/products$/);
    await page.getByRole('textbox', { name: 'Search products' }).fill('kilishi');
    const table = productsTable(page);
    await expect.poll(() => table.getByRole('row', { name: /Kilishi 250g.*3,500\.00/ }).isVisible()).toBe(true);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'list-phone');
    await table.getByRole('checkbox', { name: 'Select Kilishi 250g' }).check();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect.poll(visible(page, 'Products archived')).toBe(true);
    await page.close();
  });
});
