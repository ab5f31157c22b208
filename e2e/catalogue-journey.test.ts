import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api } from './support/demo.ts';
import { type NewBusiness, type NewOwner, signIn, signUpNewOwner } from './support/new-owner.ts';
import { chooseOption, continueAfter, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Issue 13's "Done when", walked by one new owner: a CSV of customers and one of products, each
 * with a row the import refuses, fixed and uploaded again; stock added at two branches, some
 * transferred, counted; and the inventory valuation equal to the Inventory account on the balance
 * sheet and to the weighted average worked out here by hand, to the kobo. The products import,
 * the inflow, the count and both reports are done on a 360 px phone, which never scrolls sideways.
 */

/** The owner's two screens, each signed in once and used in turn by the steps below. */
let desktop: Page;
let phone: Page;

const running = runAppAndBrowser();

/** Set OWO_SCREENSHOTS=1 to look at the pages (then delete the files). */
const screenshot = screenshotter('catalogue-journey');

const owner: NewOwner = {
  firstName: 'Ngozi',
  lastName: 'Eze',
  email: `ngozi.${Date.now()}@example.ng`,
  phoneNumber: '08035550101',
  password: 'Balogun market 2026',
};

const business: NewBusiness = {
  name: 'Eze Wholesale Provisions',
  type: 'Sole Proprietorship',
  industry: 'Retail and Supermarkets',
  state: 'Lagos',
  address: '14 Balogun Street, Lagos Island',
  email: 'orders@ezewholesale.ng',
  phoneNumber: '08098760202',
};

const secondBranch = 'Ikeja Warehouse';
const semovita = 'Golden Penny Semovita 10kg';
const milk = 'Peak Milk Tin 400g x24';

const naira = (kobo: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);
/** Words and amounts as a pattern that matches only them: ₦3,333.33, not ₦3,333033. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens More > Upload CSV, picks the file, waits for its preview and uploads it with the mode. */
async function uploadCsv(
  page: Page,
  upload: { dialog: string; fileName: string; content: string; firstName: string; mode: RegExp },
) {
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Upload CSV' }).click();
  const dialog = page.getByRole('dialog', { name: upload.dialog });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: upload.fileName, mimeType: 'text/csv', buffer: Buffer.from(upload.content) });
  await expect.poll(() => dialog.getByRole('cell', { name: upload.firstName }).isVisible()).toBe(true);
  await dialog.getByRole('radio', { name: upload.mode }).check();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  return dialog;
}

// Line 1 is the heading; line 3 has an email with no domain.
const customersCsv = [
  'Company Name,Full Name,Email,Phone Number',
  'Balogun Stores Ltd,Kunle Balogun,orders@balogunstores.ng,08031112222',
  'Iya Basira Canteen,Basirat Lawal,basira@canteen,08032223333',
  'Emeka Supermarket,Emeka Eze,emeka@supermarket.ng,',
  'Halima Provisions,Halima Musa,halima@provisions.ng,',
].join('\n');
const customerNames = ['Balogun Stores Ltd', 'Iya Basira Canteen', 'Emeka Supermarket', 'Halima Provisions'];

// Line 3 tracks the milk but says nothing of its low stock level.
const productsCsv = [
  'Name,Type,SKU,Category,Unit,Selling Price,Purchase Price,Track Item,Low Stock',
  `${semovita},Goods,SEMO-10,Groceries,Bag,9500,,Yes,2`,
  `${milk},Goods,PEAK-24,Beverages,Carton,52000,,Yes,`,
  'Delivery within Lagos,Service,,,,3000,,No,',
].join('\n');

/*
 * The stock, by hand, in kobo. Each value below is a share of a whole-kobo value, so rounding the
 * share half up to the kobo is exactly what weighted average costing keeps in the books.
 *   Head Office: 3 bags of semovita for ₦10,000.00 (₦3,333.33⅓ a bag); 1 bag sent to Ikeja takes
 *     ₦3,333.33 and leaves 2 bags at 10,000.00 × 2/3 = ₦6,666.67 (rounded up).
 *   Ikeja: 7 bags for ₦25,000.00, plus that bag at ₦3,333.33 = 8 bags at ₦28,333.33; counted 6.5:
 *     28,333.33 × 6.5/8 = ₦23,020.830625, so ₦23,020.83 (rounded down).
 *   Ikeja: 12 cartons of milk for ₦50,000.00 (₦4,166.66⅔ a carton); counted 11:
 *     50,000.00 × 11/12 = ₦45,833.33⅓, so ₦45,833.33.
 */
const share = (kobo: number, part: number, whole: number) => Math.round((kobo * part) / whole);
const semovitaAtHeadOffice = share(10_000_00, 2, 3);
const semovitaSent = 10_000_00 - semovitaAtHeadOffice;
const semovitaAtIkeja = share(25_000_00 + semovitaSent, 6.5, 8);
const milkAtIkeja = share(50_000_00, 11, 12);
const inventoryValue = semovitaAtHeadOffice + semovitaAtIkeja + milkAtIkeja;

describe('a new owner fills the catalogue, stocks two branches and ties the stock to the books', () => {
  it('signs up and sets up the business', async () => {
    expect([semovitaAtHeadOffice, semovitaSent, semovitaAtIkeja, milkAtIkeja]).toEqual([
      666_667, 333_333, 2_302_083, 4_583_333,
    ]);
    expect(naira(inventoryValue)).toBe('₦75,520.83');

    desktop = await openPage(running.browser);
    await signUpNewOwner(desktop, running.app, owner, business);
    await expect.poll(visible(desktop, business.name)).toBe(true);
    phone = await openPage(running.browser, 'phone');
    await signIn(phone, running.app.url, owner);
    await expectToFitPhone(phone, 'dashboard');
  });

  it('imports customers: the refused row by its line and reason, then the fixed file adds only that row', async () => {
    await desktop.goto(`${running.app.url}/sales/customers`);
    await expect.poll(visible(desktop, 'No customers yet')).toBe(true);
    const upload = { dialog: 'Upload customers', fileName: 'customers.csv', firstName: 'Balogun Stores Ltd' };

    const dialog = await uploadCsv(desktop, { ...upload, content: customersCsv, mode: /Save the good rows/ });
    await expect.poll(visible(desktop, '3 customers added, 1 row refused')).toBe(true);
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    await expect
      .poll(() => refused.getByRole('row', { name: /^3 Email must be a valid email/ }).isVisible())
      .toBe(true);
    expect(await refused.getByRole('row').count()).toBe(2);
    await screenshot(desktop, 'customers-refused');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    const fixed = customersCsv.replace('basira@canteen,', 'basira@canteen.ng,');
    await uploadCsv(desktop, { ...upload, content: fixed, mode: /Save nothing if any row is refused/ });
    await expect.poll(visible(desktop, '1 customer added, 3 rows already there')).toBe(true);

    const table = desktop.getByRole('table', { name: 'Customers' });
    await expect.poll(() => table.getByRole('link', { name: 'Iya Basira Canteen' }).isVisible()).toBe(true);
    // Every customer once: a heading row and four rows.
    await expect.poll(() => table.getByRole('row').count()).toBe(customerNames.length + 1);
    for (const name of customerNames) expect(await table.getByRole('link', { name }).count(), name).toBe(1);
    await screenshot(desktop, 'customers-list');
  });

  it('imports products on a 360 px phone: the refused row, then the fixed file; the goods are tracked', async () => {
    await phone.goto(`${running.app.url}/sales/products`);
    await expect.poll(visible(phone, 'No products yet')).toBe(true);
    await expectToFitPhone(phone, 'products');
    const upload = { dialog: 'Upload products', fileName: 'products.csv', firstName: semovita };

    const dialog = await uploadCsv(phone, { ...upload, content: productsCsv, mode: /Save the good rows/ });
    await expect.poll(visible(phone, '2 products added, 1 row refused')).toBe(true);
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    await expect
      .poll(() =>
        refused.getByRole('row', { name: /^3 Low stock is a required field when Track item is on/ }).isVisible(),
      )
      .toBe(true);
    await expectToFitPhone(phone, 'products upload');
    await screenshot(phone, 'products-refused-phone');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    const fixed = productsCsv.replace(',Carton,52000,,Yes,', ',Carton,52000,,Yes,1');
    await uploadCsv(phone, { ...upload, content: fixed, mode: /Save nothing if any row is refused/ });
    await expect.poll(visible(phone, 'Product uploaded successfully')).toBe(true);

    const table = phone.getByRole('table', { name: 'Products and services' });
    await expect
      .poll(() => table.getByRole('row', { name: new RegExp(`${milk}.*52,000\\.00`) }).isVisible())
      .toBe(true);
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    for (const name of [semovita, milk, 'Delivery within Lagos']) {
      expect(await table.getByRole('link', { name }).count(), name).toBe(1);
    }
    await expectToFitPhone(phone, 'products list');
    await screenshot(phone, 'products-list-phone');

    // Tracked goods, with stock of none yet; the service is not tracked.
    await desktop.goto(`${running.app.url}/sales/products`);
    const list = desktop.getByRole('table', { name: 'Products and services' });
    await expect
      .poll(() => list.getByRole('row', { name: /Semovita 10kg.*SEMO-10.*Groceries.*9,500\.00.*0 bag/ }).isVisible())
      .toBe(true);
    expect(await list.getByRole('row', { name: /Peak Milk.*PEAK-24.*Beverages.*0 ctn/ }).count()).toBe(1);
    expect(await list.getByRole('row', { name: /Delivery within Lagos.*Not tracked/ }).count()).toBe(1);
  });

  it('adds 3 bags at Head Office on a desktop', async () => {
    await desktop.goto(`${running.app.url}/sales/products/add-stock`);
    await chooseOption(desktop, /^Product/, new RegExp(semovita), 'Semovita');
    await chooseOption(desktop, /^Branch/, /Head Office/);
    await desktop.getByRole('textbox', { name: /^Quantity/ }).fill('3');
    await desktop.getByRole('textbox', { name: /^Cost/ }).fill('10000');
    await chooseOption(desktop, /^Paid from/, /Cash on Hand/);
    await desktop.getByRole('textbox', { name: /^Reference/ }).fill('GRN-0001');
    await screenshot(desktop, 'add-stock');
    await desktop.getByRole('button', { name: 'Add stock' }).click();
    await continueAfter(desktop, 'Stock added');
    await desktop.waitForURL(/\/sales\/products$/);
  });

  it('opens a second branch and receives semovita and milk there on a 360 px phone', async () => {
    await api(phone, 'POST', '/branches', { name: secondBranch, address: '7 Obafemi Awolowo Way, Ikeja' });
    await phone.goto(`${running.app.url}/sales/products/inventory-inflow`);
    await chooseOption(phone, /^Branch/, new RegExp(secondBranch));
    await chooseOption(phone, /^Paid from/, /Accounts Payable/);
    await phone.getByRole('textbox', { name: /^Reference/ }).fill('WAYBILL-77');
    await chooseOption(phone, /Line 1 product/, new RegExp(semovita), 'Semovita');
    await phone.getByRole('textbox', { name: 'Line 1 Quantity' }).fill('7');
    await phone.getByRole('textbox', { name: /Line 1 Cost/ }).fill('25000');
    await phone.getByRole('button', { name: 'Add item' }).click();
    await chooseOption(phone, /Line 2 product/, new RegExp(milk), 'Peak');
    await phone.getByRole('textbox', { name: 'Line 2 Quantity' }).fill('12');
    await phone.getByRole('textbox', { name: /Line 2 Cost/ }).fill('50000');
    await expectToFitPhone(phone, 'inventory-inflow');
    await screenshot(phone, 'inflow-phone');
    await phone.getByRole('button', { name: 'Record inflow' }).click();
    await continueAfter(phone, 'Inventory inflow recorded');
  });

  it('transfers 1 bag from Head Office to the second branch at its average cost', async () => {
    await desktop.goto(`${running.app.url}/sales/products/stock-transfer`);
    await chooseOption(desktop, /^From branch/, /Head Office/);
    await chooseOption(desktop, /^To branch/, new RegExp(secondBranch));
    await chooseOption(desktop, /Line 1 product/, new RegExp(semovita), 'Semovita');
    await desktop.getByRole('textbox', { name: 'Line 1 Quantity' }).fill('1');
    await screenshot(desktop, 'transfer');
    await desktop.getByRole('button', { name: 'Transfer stock' }).click();
    await continueAfter(desktop, 'Transfers created successfully');
    await desktop.goto(`${running.app.url}/sales/products/stock-transfer`);
    const transfers = desktop.getByRole('table', { name: 'Stock transfers' });
    await expect
      .poll(() =>
        transfers
          .getByRole('row', { name: new RegExp(`${secondBranch}.*${literally(naira(semovitaSent))}`) })
          .isVisible(),
      )
      .toBe(true);
  });

  it('counts the second branch on a 360 px phone: 6.5 bags and 11 cartons on the shelf', async () => {
    await phone.goto(`${running.app.url}/sales/products/stock-adjustment`);
    await chooseOption(phone, /^Branch/, new RegExp(secondBranch));
    await phone.getByRole('textbox', { name: /^Reason/ }).fill('Month-end count: a torn bag, a carton missing');
    await chooseOption(phone, /Line 1 product/, new RegExp(semovita), 'Semovita');
    await phone.getByRole('textbox', { name: 'Line 1 Counted quantity' }).fill('6.5');
    await phone.getByRole('button', { name: 'Add item' }).click();
    await chooseOption(phone, /Line 2 product/, new RegExp(milk), 'Peak');
    await phone.getByRole('textbox', { name: 'Line 2 Counted quantity' }).fill('11');
    await expectToFitPhone(phone, 'stock-adjustment');
    await screenshot(phone, 'adjustment-phone');
    await phone.getByRole('button', { name: 'Save adjustment' }).click();
    await continueAfter(phone, 'Stock adjusted');
  });

  it('values the stock at what the balance sheet shows for Inventory, on a desktop and on a phone', async () => {
    for (const page of [desktop, phone]) {
      const onPhone = page === phone;
      await page.goto(`${running.app.url}/reports/inventory-valuation`);
      const table = page.getByRole('table', { name: 'Inventory valuation' });
      const total = table.getByRole('row', { name: /^Total/ });
      await expect.poll(() => total.isVisible()).toBe(true);
      const valuation = (await total.getByRole('columnheader').last().textContent()) ?? '';
      // Each branch's worth: Head Office's bags, and Ikeja's bags and cartons.
      await expect.poll(visible(page, naira(semovitaAtHeadOffice))).toBe(true);
      await expect.poll(visible(page, naira(semovitaAtIkeja + milkAtIkeja))).toBe(true);
      if (onPhone) await expectToFitPhone(page, 'inventory-valuation');
      else {
        // Each product at each branch, as worked out by hand above.
        for (const [product, quantity, value] of [
          [semovita, '2 bag', semovitaAtHeadOffice],
          [semovita, '6.5 bag', semovitaAtIkeja],
          [milk, '11 ctn', milkAtIkeja],
        ] as const) {
          const row = table.getByRole('row', {
            name: new RegExp(`${product}.*${quantity}.*${literally(naira(value))}`),
          });
          expect(await row.count(), `${product} ${quantity}`).toBe(1);
        }
      }
      await screenshot(page, `valuation-${onPhone ? 'phone' : 'desktop'}`);

      await page.goto(`${running.app.url}/reports/financial-statement/balance-sheet`);
      // The Inventory account's own line (1200, the system account stock posts to), not its group's total.
      const sheet = page.getByRole('table', { name: 'Balance sheet' });
      const amountOf = async (label: RegExp) =>
        (await sheet.getByRole('row', { name: label }).getByRole('cell').nth(1).textContent()) ?? '';
      const inventory = sheet
        .getByRole('row')
        .filter({ has: page.getByTitle('Open the postings of 1200 Inventory', { exact: true }) });
      await expect.poll(() => inventory.isVisible()).toBe(true);
      const balance = (await inventory.getByRole('cell').nth(1).textContent()) ?? '';
      expect(await amountOf(/^Total assets/)).toBe(await amountOf(/^Total liabilities and equity/));
      if (onPhone) await expectToFitPhone(page, 'balance-sheet');
      await screenshot(page, `balance-sheet-${onPhone ? 'phone' : 'desktop'}`);

      expect({ valuation, balance }).toEqual({ valuation: naira(inventoryValue), balance: naira(inventoryValue) });
    }
  });
});
