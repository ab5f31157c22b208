import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, rowCounts } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * POST /products/csv: the shared CSV import (imports/csv-import.ts) as products use it. Refused
 * rows with their lines, both modes, names matched (category, unit, account, tax), and the same
 * file twice adding nothing.
 */

const test = testAppForFile();
let company: AccountingCompany;

function upload(content: string, options: { mode?: string } = {}) {
  const boundary = 'OwoProductsBoundary';
  const parts: string[] = [];
  if (options.mode !== undefined) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="mode"\r\n\r\n${options.mode}\r\n`);
  }
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    content,
    `\r\n--${boundary}--\r\n`,
  );
  return test.app.inject({
    method: 'POST',
    url: '/api/products/csv',
    headers: {
      authorization: `Bearer ${company.token}`,
      'x-company-id': company.companyId,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.from(parts.join('')),
  });
}

const counts = () => rowCounts(test, company.companyId, ['products', 'product_taxes', 'product_categories']);

const header = 'Name,Type,SKU,Category,Unit,Selling Price,Track Item,Low Stock,Revenue Account,Tax\n';
const good = [
  'Ofada Rice 5kg,Goods,OFADA-5,Grains,bag,7500,Yes,3,4000,VAT 7.5%\n',
  'Delivery,service,,,,2500,,,4010,\n',
  'Palm oil 5l,,,Oils,Litre,6200.50,no,,,\n',
];
const bad = [
  'Beans,Goods,BEANS,,,abc,,,,\n',
  'Garri,Goods,,,furlong,100,,,,\n',
  'Sugar,Goods,,,,900,Yes,,,\n',
  'Salt,Goods,,,,100,,,,Luxury tax\n',
];

beforeAll(async () => {
  company = await accountingCompany(test);
});

describe('uploading products from a CSV file', () => {
  it('saves nothing in all-or-nothing mode when a row is refused, listing each refused line', async () => {
    const before = await counts();
    const response = await upload([header, ...good, ...bad].join(''));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      mode: 'all-or-nothing',
      saved: false,
      rows: 7,
      created: 0,
      refused: [
        { line: 5, reason: 'Selling Price is not valid.' },
        { line: 6, reason: 'Unit "furlong" is not a unit of measurement (such as kg, Piece or Carton)' },
        { line: 7, reason: 'Low stock is a required field when Track item is on' },
        { line: 8, reason: 'Tax "Luxury tax" is not one of the company\'s taxes' },
      ],
    });
    expect(response.json().message).toBe('Nothing was saved: 4 rows refused. Fix them and upload the file again.');
    expect(await counts()).toEqual(before);
  });

  it('saves the good rows with their names matched; the same file again adds nothing', async () => {
    const file = [header, ...good].join('');
    const response = await upload(file);
    expect(response.json()).toMatchObject({
      message: 'Product uploaded successfully',
      data: { saved: true, created: 3, duplicates: 0, refused: [] },
    });
    const listed = await company.call('GET', '/api/products?limit=100');
    const byName = Object.fromEntries(
      (listed.json().data as Array<{ name: string } & Record<string, unknown>>).map((product) => [
        product.name,
        product,
      ]),
    );
    expect(byName['Ofada Rice 5kg']).toMatchObject({
      type: 'Goods',
      skuNumber: 'OFADA-5',
      category: { name: 'Grains' },
      unitOfMeasurement: { code: 'bag' },
      price: 7500,
      trackItem: true,
      lowStock: '3',
      inventoryAccount: { account_code: '1200' },
      revenueAccount: { account_code: '4000' },
      tax: [{ name: expect.stringMatching(/VAT/) }],
    });
    expect(byName.Delivery).toMatchObject({ type: 'Service', revenueAccount: { account_code: '4010' } });
    expect(byName['Palm oil 5l']).toMatchObject({ unitOfMeasurement: { code: 'l' }, price: 6200.5, trackItem: false });
    const before = await counts();
    const again = await upload(file);
    expect(again.json().data).toMatchObject({ saved: true, created: 0, duplicates: 3 });
    expect(await counts()).toEqual(before);
  });

  it('in good-rows mode saves the good rows and lists the refused ones', async () => {
    const response = await upload([header, 'Zobo 50cl,,ZOBO,,,500,,,,\n', ...bad].join(''), { mode: 'good-rows' });
    expect(response.json().data).toMatchObject({
      saved: true,
      created: 1,
      refused: [{ line: 3 }, { line: 4 }, { line: 5 }, { line: 6 }],
    });
    expect(response.json().message).toBe('1 product added, 4 rows refused');
  });

  it('counts a SKU a product already has as already there', async () => {
    const response = await upload([header, 'Ofada Rice (new name),,ofada-5,,,8000,,,,\n'].join(''));
    expect(response.json().data).toMatchObject({ created: 0, duplicates: 1 });
  });

  it('exports the list as a CSV the upload reads back: the same rows again add nothing', async () => {
    await company.call('POST', '/api/products', { name: '=HYPERLINK("http://evil.example")', price: 10 });
    const exported = await company.call('GET', '/api/products/export?format=csv&where[status]=Active');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename=".*Products.*\.csv"/);
    const [, table = ''] = exported.body.split(/(?=Name,Type,SKU)/);
    const lines = table.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Type,SKU,Category,Unit,Selling Price,Purchase Price,Description,Track Item,Low Stock,Revenue Account,Tax,Status,Quantity on Hand,Value',
    );
    const ofada = lines.find((line) => line.startsWith('Ofada Rice 5kg'));
    expect(ofada).toMatch(
      /^Ofada Rice 5kg,Goods,OFADA-5,Grains,bag,7500(\.00)?,,,Yes,3,4000,VAT[^,]*,Active,0,0(\.00)?$/,
    );
    // A formula-looking name is written as text, never as a formula.
    expect(table).toContain(`'=HYPERLINK`);
    const before = await counts();
    const again = await upload(`${lines.filter((line) => !line.includes('HYPERLINK')).join('\n')}\n`);
    expect(again.json().data).toMatchObject({ saved: true, created: 0, refused: [] });
    expect(await counts()).toEqual(before);
  });
});
