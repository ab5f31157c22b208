import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import { visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';

/*
 * Taxes, discounts and payment methods as the demo's owner sets them up: the taxes Owo starts
 * with (VAT 7.5% and the withholding rates), a new tax whose rate changes from a day and keeps its
 * history, a discount (an end date before its start refused in words) and a payment method.
 */

const running = runAppAndBrowser();

async function chooseOption(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('taxes', () => {
  it('lists VAT and the withholding rates, adds a tax and changes its rate from a day', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/tax?tab=rates');
    const table = page.getByRole('table', { name: 'Taxes' });
    await expect.poll(() => table.getByRole('row', { name: /VAT 7\.5%/ }).isVisible()).toBe(true);
    await expect.poll(() => table.getByRole('row', { name: /WHT - Rent.*10%/ }).isVisible()).toBe(true);
    await expect.poll(() => table.getByRole('row', { name: /WHT - Supply of goods.*2%/ }).isVisible()).toBe(true);
    await expect
      .poll(() => table.getByRole('row', { name: /WHT - Professional and consultancy fees.*5%/ }).isVisible())
      .toBe(true);

    await page.getByRole('button', { name: 'New tax' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tax' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Lagos Consumption Tax');
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('Consumption tax on hotel and restaurant sales');
    await dialog.getByRole('textbox', { name: /^Agency/ }).fill('Lagos State Internal Revenue Service');
    await dialog.getByRole('textbox', { name: 'Rate', exact: true }).fill('5');
    // Closing with changes asks first; No keeps the form.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(visible(page, 'Do you want to leave without saving changes')).toBe(true);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await chooseOption(page, dialog, /^Tax account/, /VAT Output/);
    await dialog.getByRole('button', { name: 'Create tax' }).click();
    await expect.poll(visible(page, 'Lagos Consumption Tax created successfully')).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/tax\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { name: /Lagos Consumption Tax/ }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /VAT Output/ })
          .first()
          .isVisible(),
      )
      .toBe(true);

    // The rate changes from the first of next year: today's rate stays, the history shows both.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: /^Edit Lagos Consumption Tax/ });
    await edit.getByRole('textbox', { name: 'Rate', exact: true }).fill('7.5');
    const nextYear = new Date().getFullYear() + 1;
    const from = edit.getByRole('textbox', { name: /New rate effective from/ });
    await from.fill(`01/01/${nextYear}`);
    // Leaving the field reads the typed day (the next field, an account select, would open its list).
    await edit.getByRole('textbox', { name: 'Rate', exact: true }).click();
    await edit.getByRole('button', { name: 'Save tax' }).click();
    const history = page.getByRole('table', { name: 'Rate history' });
    await expect
      .poll(() => history.getByRole('row', { name: new RegExp(`1 January ${nextYear}.*Upcoming.*7\\.5%`) }).isVisible())
      .toBe(true);
    await expect.poll(() => history.getByRole('row', { name: /In force.*5%/ }).isVisible()).toBe(true);

    // A tax that is not there sends the person back to the list to pick one.
    await page.goto(`${running.app.url}/tax/00000000-0000-7000-8000-000000000000`);
    await page.waitForURL(/\/tax\?tab=rates$/);
    await expect.poll(visible(page, 'Please select a tax')).toBe(true);
    await page.close();
  });
});

describe('discounts and payment methods', () => {
  it('refuses a discount that ends before it starts, then adds it; adds a payment method', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/settings/discounts');
    // The header's button (an empty list offers the same one).
    await page.getByRole('button', { name: 'New Discount' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Discount' });
    await dialog.getByRole('textbox', { name: /^Discount code/ }).fill('EASTER10');
    await dialog.getByRole('textbox', { name: /^Discount name/ }).fill('Easter sale');
    await dialog.getByRole('textbox', { name: /^Value/ }).fill('10');
    const start = dialog.getByRole('textbox', { name: 'Discount Start Date' });
    await start.fill('10/04/2026');
    await start.press('Tab');
    const end = dialog.getByRole('textbox', { name: 'Discount End Date' });
    await end.fill('01/04/2026');
    await end.press('Tab');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(visible(page, 'Discount End Date cannot be before Discount Start Date')).toBe(true);
    await end.fill('30/04/2026');
    await end.press('Tab');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const table = page.getByRole('table', { name: 'Discounts' });
    await expect
      .poll(() =>
        table.getByRole('row', { name: /EASTER10.*Easter sale.*10%.*10 April 2026.*30 April 2026/ }).isVisible(),
      )
      .toBe(true);

    await page.goto(`${running.app.url}/settings/payment-methods`);
    const methods = page.getByRole('table', { name: 'Payment methods' });
    await expect.poll(() => methods.getByRole('row').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Add payment method' }).click();
    const add = page.getByRole('dialog', { name: 'Add payment method' });
    await add.getByRole('textbox', { name: /^Name/ }).fill('Opay');
    await add.getByRole('textbox', { name: /^Description/ }).fill('Opay wallet transfers');
    await add.getByRole('button', { name: 'Add payment method' }).click();
    await expect.poll(() => methods.getByRole('row', { name: /Opay wallet transfers/ }).isVisible()).toBe(true);
    await page.close();
  });

  it('fit a 360 px phone', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url);
    for (const path of ['/tax?tab=rates', '/settings/discounts', '/settings/payment-methods']) {
      await page.goto(`${running.app.url}${path}`);
      await expect.poll(() => page.getByRole('table').first().isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    const taxId = await page.evaluate(async () => {
      const response = await fetch('/api/tax', {
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          'x-company-id': localStorage.getItem('activeCompanyId') ?? '',
        },
      });
      return ((await response.json()) as { data: Array<{ _id: string }> }).data[0]?._id;
    });
    await page.goto(`${running.app.url}/tax/${taxId}`);
    await expect.poll(() => page.getByRole('table', { name: 'Rate history' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
