import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { receiptPdf } from './support/files.ts';
import { chooseOption, continueAfter, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * A purchase order as the demo's owner uses one: from the Expenses menu, an order of rice from the
 * demo's flour distributor, sent to them as a PDF by email, four bags received of ten (stock on hand
 * goes up by four), then turned into a bill in one click; and the same screens on a 360 px phone,
 * where the demo's own orders are listed, the vendor's quote is attached to an order as a PDF (listed,
 * opened, saved, removed) and goods are received.
 */

// The full Chromium: the vendor's quote opened in a tab of its own is shown in its PDF viewer.
const running = runAppAndBrowser({ chromium: 'full' });

/** Set OWO_SCREENSHOTS=1 to look at the pages (then delete the files). */
const screenshot = screenshotter('purchase-orders');

const rice = 'Royal Stallion Parboiled Rice 50kg';
const vendor = 'Dangote Flour Distributors Ltd';

async function riceOnHand(page: Page): Promise<number> {
  const [product] = await api<Array<{ name: string; quantityOnHand: string | null }>>(
    page,
    'GET',
    `/products?where[name]=${encodeURIComponent('Royal Stallion')}&limit=5`,
  );
  return Number(product?.quantityOnHand ?? 0);
}

async function fillOrder(page: Page, quantity: string) {
  await chooseOption(page, /^Vendor/, new RegExp(vendor), 'Dangote');
  await chooseOption(page, /^Deliver to branch/, /.+/);
  const product = page.getByLabel('Item 1 product');
  await product.click();
  await product.fill('Royal');
  await page
    .getByRole('option', { name: new RegExp(rice) })
    .first()
    .click();
  await page.getByLabel('Item 1 quantity').fill(quantity);
}

describe('purchase orders on a laptop', () => {
  it('orders tracked goods, sends the order, receives part of it into stock and bills it', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    const before = await riceOnHand(page);

    await page.goto(`${running.app.url}/expense/purchase`);
    // Purchase orders are in the Expenses menu.
    await expect.poll(() => page.getByRole('link', { name: 'Purchase orders' }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'New purchase order' }).first().click();
    await page.waitForURL(/new-purchase$/);
    await fillOrder(page, '10');
    // The product's purchase price and name come in; the total is worked out as the server will.
    await expect.poll(() => page.getByLabel('Item 1 description').inputValue()).toBe(rice);
    await expect.poll(visible(page, '₦715,000.00')).toBe(true);
    await screenshot(page, 'new-desktop');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Purchase order created');
    await page.waitForURL(/\/expense\/purchase$/);

    // The order just made, by its total: the demo's own orders are in the list too.
    const table = page.getByRole('table', { name: 'Purchase orders' });
    await table
      .getByRole('row')
      .filter({ hasText: '₦715,000.00' })
      .getByRole('link', { name: /^PO-\d{5}$/ })
      .first()
      .click();
    await page.waitForURL(/\/expense\/purchase\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, 'Open')).toBe(true);

    await page.getByRole('button', { name: 'Send' }).click();
    const send = page.getByRole('dialog', { name: /^Send PO-/ });
    await expect.poll(() => send.getByLabel('To').inputValue()).toBe('accounts@dangoteflour-dist.example.com');
    await send.getByRole('button', { name: 'Send' }).click();
    await expect.poll(visible(page, 'Purchase order sent to accounts@dangoteflour-dist.example.com')).toBe(true);

    await page.getByRole('button', { name: 'Receive' }).click();
    const receive = page.getByRole('dialog', { name: /^Receive PO-/ });
    await receive.getByLabel(`Received now of ${rice}`).fill('4');
    await receive.getByRole('button', { name: 'Receive' }).click();
    await expect.poll(visible(page, 'Goods received')).toBe(true);
    await expect.poll(visible(page, 'Partly received')).toBe(true);
    expect(await riceOnHand(page)).toBe(before + 4);
    await screenshot(page, 'received-desktop');

    await page.getByRole('button', { name: 'Convert to bill' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await continueAfter(page, 'Bill BILL-');
    // Continue opens the bill, a draft to check against the vendor's own.
    await page.waitForURL(/\/expense\/bills\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, /received on PO-\d{5}/)).toBe(true);
    await page.goBack();
    await expect.poll(visible(page, 'Billed')).toBe(true);
    // The bill is a draft: the goods received are not in stock twice.
    expect(await riceOnHand(page)).toBe(before + 4);
  });
});

describe('purchase orders on a 360 px phone', () => {
  it('makes an order and reads it without sideways scrolling', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url, '/expense/purchase/new-purchase');
    await expect.poll(() => page.getByLabel('Item 1 product').isVisible()).toBe(true);
    await fillOrder(page, '2');
    await expectToFitPhone(page, 'the new purchase order form');
    await screenshot(page, 'new-phone');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Purchase order created');
    await page.waitForURL(/\/expense\/purchase$/);
    await expectToFitPhone(page, 'the purchase orders list');
    await page
      .getByRole('table', { name: 'Purchase orders' })
      .getByRole('link', { name: /^PO-\d{5}$/ })
      .first()
      .click();
    await page.waitForURL(/\/expense\/purchase\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, rice)).toBe(true);
    await expectToFitPhone(page, 'the purchase order page');
    await screenshot(page, 'order-phone');
  });

  it('lists the demo’s orders, keeps the vendor’s quote on one and receives goods, all on the phone', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url, '/expense/purchase');
    const table = page.getByRole('table', { name: 'Purchase orders' });
    // The demo's own orders, one at each stage.
    for (const status of ['Billed', 'Partly received', 'Open', 'Draft']) {
      await expect.poll(() => table.getByText(status, { exact: true }).first().isVisible()).toBe(true);
    }
    await expectToFitPhone(page, 'the purchase orders list with the demo’s orders');
    await screenshot(page, 'list-phone');
    // The order the demo sent to the supplier, by the supplier's quote number.
    const open = await api<Array<{ _id: string; reference: string }>>(
      page,
      'GET',
      '/purchase-orders?where[status]=open&limit=50',
    );
    const sent = open.find((order) => order.reference === 'DFD-Q-0431');
    expect(sent).toBeDefined();
    await page.goto(`${running.app.url}/expense/purchase/${sent?._id}`);

    const panel = page.getByRole('region', { name: 'Attachments' });
    await expect.poll(() => panel.getByText('No files attached to this purchase order yet.').isVisible()).toBe(true);
    const quote = receiptPdf('Quote DFD-Q-0431');
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Attach a file' }).click();
    await (await chooser).setFiles({ name: 'quote DFD-Q-0431.pdf', mimeType: 'application/pdf', buffer: quote });
    await expect.poll(visible(page, 'File attached')).toBe(true);
    const row = panel.getByRole('row', { name: /quote DFD-Q-0431\.pdf/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    await expectToFitPhone(page, 'the purchase order with its quote attached');
    await screenshot(page, 'attached-phone');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download quote DFD-Q-0431.pdf' }).click();
    const saved = await download;
    expect(readFileSync(await saved.path()).equals(quote)).toBe(true);
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'Open quote DFD-Q-0431.pdf' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    await page.getByRole('button', { name: 'Receive' }).click();
    const receive = page.getByRole('dialog', { name: /^Receive PO-/ });
    await receive
      .getByLabel(/^Received now of /)
      .first()
      .fill('10');
    await expectToFitPhone(page, 'the receive dialog');
    await screenshot(page, 'receive-phone');
    await receive.getByRole('button', { name: 'Receive' }).click();
    await expect.poll(visible(page, 'Partly received')).toBe(true);

    await row.getByRole('button', { name: 'Remove quote DFD-Q-0431.pdf' }).click();
    await page.getByRole('dialog', { name: 'Remove attachment' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => panel.getByText('No files attached to this purchase order yet.').isVisible()).toBe(true);
  });
});
