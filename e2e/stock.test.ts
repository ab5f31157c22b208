import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { chooseOption, continueAfter, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Stock as the demo's owner keeps it: stock added in two branches (one on a 360 px phone), some
 * transferred, a count, and the inventory valuation showing what is left and what it is worth.
 */

const running = runAppAndBrowser();

/** Set OWO_SCREENSHOTS=1 to look at the pages (then delete the files). */
const screenshot = screenshotter('stock');

interface Branch {
  _id: string;
  name: string;
}

describe('stock', () => {
  let lagos: Branch;

  it('adds stock at a branch on a desktop', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    [lagos] = (await api<Branch[]>(page, 'GET', '/branches?limit=100')) as [Branch];
    await api<Branch>(page, 'POST', '/branches', { name: 'Ikeja Stockroom', address: '12 Allen Avenue' });
    await api(page, 'POST', '/products', { name: 'Garri Ijebu 50kg', price: 45_000, trackItem: true, lowStock: 2 });

    await page.goto(`${running.app.url}/sales/products/add-stock`);
    await chooseOption(page, /^Product/, /Garri Ijebu 50kg/, 'Garri');
    await chooseOption(page, /^Branch/, new RegExp(lagos.name));
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('10');
    await page.getByRole('textbox', { name: /^Cost/ }).fill('300000');
    await chooseOption(page, /^Paid from/, /Cash on Hand/);
    await page.getByRole('textbox', { name: /^Reference/ }).fill('GRN-001');
    await screenshot(page, 'add-stock-desktop');
    await page.getByRole('button', { name: 'Add stock' }).click();
    await continueAfter(page, 'Stock added');
    await page.waitForURL(/\/sales\/products$/);
  });

  it('adds stock at the second branch and counts it on a 360 px phone', async () => {
    const phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url, '/sales/products/inventory-inflow');
    await chooseOption(phone, /^Branch/, /Ikeja Stockroom/);
    await chooseOption(phone, /^Paid from/, /Accounts Payable/);
    await chooseOption(phone, /Line 1 product/, /Garri Ijebu 50kg/, 'Garri');
    await phone.getByRole('textbox', { name: 'Line 1 Quantity' }).fill('4');
    await phone.getByRole('textbox', { name: /Line 1 Cost/ }).fill('128000');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await screenshot(phone, 'inflow-phone');
    await phone.getByRole('button', { name: 'Record inflow' }).click();
    await continueAfter(phone, 'Inventory inflow recorded');

    await phone.goto(`${running.app.url}/sales/products/stock-adjustment`);
    await chooseOption(phone, /^Branch/, /Ikeja Stockroom/);
    await phone.getByRole('textbox', { name: /^Reason/ }).fill('Month-end count');
    // Nothing counted or valued: refused in words before anything is sent.
    await chooseOption(phone, /Line 1 product/, /Garri Ijebu 50kg/, 'Garri');
    await phone.getByRole('button', { name: 'Save adjustment' }).click();
    await expect.poll(visible(phone, 'Enter a counted quantity or a new value')).toBe(true);
    await phone.getByRole('textbox', { name: 'Line 1 Counted quantity' }).fill('3.5');
    await screenshot(phone, 'adjustment-phone');
    await phone.getByRole('button', { name: 'Save adjustment' }).click();
    await continueAfter(phone, 'Stock adjusted');
  });

  it('transfers stock between the branches and refuses more than is there', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/sales/products/stock-transfer');
    await chooseOption(page, /^From branch/, new RegExp(lagos.name));
    await chooseOption(page, /^To branch/, /Ikeja Stockroom/);
    await chooseOption(page, /Line 1 product/, /Garri Ijebu 50kg/, 'Garri');
    await page.getByRole('textbox', { name: 'Line 1 Quantity' }).fill('25');
    await page.getByRole('button', { name: 'Transfer stock' }).click();
    await expect.poll(visible(page, /Only 10 kg of Garri Ijebu 50kg are in stock at/)).toBe(true);
    await page.getByRole('textbox', { name: 'Line 1 Quantity' }).fill('2.5');
    await screenshot(page, 'transfer-desktop');
    await page.getByRole('button', { name: 'Transfer stock' }).click();
    await continueAfter(page, 'Transfers created successfully');
    await page.goto(`${running.app.url}/sales/products/stock-transfer`);
    const transfers = page.getByRole('table', { name: 'Stock transfers' });
    await expect
      .poll(() => transfers.getByRole('row', { name: /Ikeja Stockroom.*₦75,000\.00/ }).isVisible())
      .toBe(true);
  });

  it('values what is left at each branch, on a desktop and on a phone', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/reports/inventory-valuation');
    const table = page.getByRole('table', { name: 'Inventory valuation' });
    // Lagos: 10 at ₦30,000, 2.5 sent away: 7.5 left. Ikeja: 4 at ₦32,000 counted to 3.5, then 2.5 in.
    await expect.poll(() => table.getByRole('row', { name: /Garri.*7\.5 kg.*₦225,000\.00/ }).isVisible()).toBe(true);
    await expect.poll(() => table.getByRole('row', { name: /Garri.*6 kg.*₦187,000\.00/ }).isVisible()).toBe(true);
    await screenshot(page, 'valuation-desktop');

    const phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url, '/reports/inventory-valuation');
    await expect.poll(visible(phone, '₦187,000.00')).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'valuation-phone');

    await phone.getByRole('link', { name: 'Garri Ijebu 50kg' }).first().click();
    await phone.waitForURL(/\/sales\/products\/[0-9a-f-]{36}\/stock$/);
    await expect.poll(() => phone.getByRole('heading', { name: 'Stock of Garri Ijebu 50kg' }).isVisible()).toBe(true);
    await expect.poll(visible(phone, '13.5 kg')).toBe(true);
    await screenshot(phone, 'product-stock-phone');
    await page.goto(phone.url().replace(/^https?:\/\/[^/]+/, running.app.url));
    await expect.poll(() => page.getByRole('table', { name: 'Stock movements' }).getByRole('row').count()).toBe(6);
    await screenshot(page, 'product-stock-desktop');
  });

  it('fits every stock page on a 360 px phone without sideways scrolling', async () => {
    const phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url);
    const desktop = await openPage(running.browser);
    await signInAsDemo(desktop, running.app.url);
    for (const path of ['add-stock', 'inventory-inflow', 'stock-adjustment', 'stock-transfer']) {
      await phone.goto(`${running.app.url}/sales/products/${path}`);
      await expect
        .poll(() =>
          phone
            .getByRole('button', { name: 'Add item' })
            .or(phone.getByRole('button', { name: 'Add stock' }))
            .first()
            .isVisible(),
        )
        .toBe(true);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await screenshot(phone, `${path}-phone`);
      await desktop.goto(`${running.app.url}/sales/products/${path}`);
      await expect.poll(() => desktop.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
      await expect.poll(() => desktop.getByText('loading...').count()).toBe(0);
      await screenshot(desktop, `${path}-desktop`);
    }
  });
});
