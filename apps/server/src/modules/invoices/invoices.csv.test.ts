import { contacts, products } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  rowCounts,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addCustomer, setPrice } from '../../../test/sales-fixtures.ts';
import { addBranch, addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * POST /invoices/csv: the shared CSV upload (imports/csv-import.ts) making draft invoices through
 * createInvoice. Rows with one number are one invoice, names are matched in the company only,
 * a refused row saves nothing in all-or-nothing mode, and the same file again adds nothing.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let adaeze: string;
let delivery: string;
let ikeja: string;

function upload(content: string, options: { mode?: string; fileName?: string; headers?: Record<string, string> } = {}) {
  const boundary = 'OwoInvoicesBoundary';
  const parts: string[] = [];
  if (options.mode !== undefined) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="mode"\r\n\r\n${options.mode}\r\n`);
  }
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'invoices.csv'}"\r\nContent-Type: text/csv\r\n\r\n`,
    content,
    `\r\n--${boundary}--\r\n`,
  );
  return test.app.inject({
    method: 'POST',
    url: '/api/invoices/csv',
    headers: {
      ...(options.headers ?? { authorization: `Bearer ${company.token}`, 'x-company-id': company.companyId }),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.from(parts.join('')),
  });
}

const counts = () =>
  rowCounts(test, company.companyId, [
    'documents',
    'document_lines',
    'document_events',
    'journal_entries',
    'document_sequences',
  ]);

interface Listed {
  _id: string;
  invoiceNumber: string;
  status: string;
  customer: { name: string };
  total: number;
}

async function invoices(): Promise<Listed[]> {
  const response = await company.call('GET', '/api/invoices?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function invoice(id: string) {
  const response = await company.call('GET', `/api/invoices/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const header =
  'Invoice Number,Customer,Branch,Invoice Date,Due Date,Product,Description,Quantity,Price,Tax,PO Number,Note\n';
const good = [
  'INV-CSV-1,Adaeze Stores,,2026-03-10,2026-04-09,RICE-50,Rice 50kg bag,2,15000,VAT 7.5%,PO-77,Thank you\n',
  'INV-CSV-1,adaeze  stores,,,,Delivery,,1,5000,VAT 7.5%,,\n',
  ',bola@example.ng,Ikeja,10/03/2026,,Rice 50kg,,1,,,,\n',
];

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  ikeja = await addBranch(company, 'Ikeja');
  adaeze = await addCustomer(test, company.companyId, 'Adaeze Stores');
  const bola = await addCustomer(test, company.companyId, 'Bola Traders');
  await addCustomer(test, company.companyId, 'No Address Ltd');
  for (const [id, address] of [
    [adaeze, '12 Broad Street, Lagos'],
    [bola, '4 Allen Avenue, Ikeja'],
  ] as const) {
    await test.database.db
      .update(contacts)
      .set({ billingAddress: address })
      .where(and(eq(contacts.companyId, company.companyId), eq(contacts.id, id)));
  }
  const otherCustomer = await addCustomer(test, other.companyId, 'Faraway Buyers Ltd');
  await test.database.db
    .update(contacts)
    .set({ billingAddress: 'Far away' })
    .where(and(eq(contacts.companyId, other.companyId), eq(contacts.id, otherCustomer)));
  const rice = await addProduct(test, company.companyId, { name: 'Rice 50kg', unit: 'pcs' });
  await test.database.db
    .update(products)
    .set({ sku: 'RICE-50' })
    .where(and(eq(products.companyId, company.companyId), eq(products.id, rice)));
  await setPrice(test, company.companyId, rice, 1_500_000);
  delivery = await addProduct(test, company.companyId, { name: 'Delivery', type: 'service' });
  await addProduct(test, other.companyId, { name: 'Imported Wine', type: 'service' });
});

describe('uploading invoices from a CSV file', () => {
  it('refuses a file that is not a .csv', async () => {
    const response = await upload([header, ...good].join(''), { fileName: 'invoices.xlsx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Only .csv files can be uploaded');
  });

  it('saves nothing in all-or-nothing mode when a row is refused, listing each refused line', async () => {
    const before = await counts();
    const bad = [
      'INV-CSV-9,Adaeze Stores,,2026-03-10,,Rice 50kg,,0,15000,,,\n',
      'INV-CSV-9,Adaeze Stores,,2026-03-10,,Delivery,,1,5000,,,\n',
      ',Faraway Buyers Ltd,,2026-03-10,,Delivery,,1,5000,,,\n',
      ',Adaeze Stores,,31/02/2026,,Delivery,,1,5000,,,\n',
      ',Adaeze Stores,,2026-03-10,,Palm oil,,1,5000,Luxury tax,,\n',
      'INV-CSV-8,Adaeze Stores,,2026-03-10,,Delivery,,1,5000,,,\n',
      'INV-CSV-8,Bola Traders,,2026-03-10,,Delivery,,1,5000,,,\n',
      ',No Address Ltd,,2026-03-10,,Delivery,,1,5000,,,\n',
    ];
    const response = await upload([header, ...good, ...bad].join(''));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Nothing was saved: 8 rows refused. Fix them and upload the file again.',
      data: {
        mode: 'all-or-nothing',
        saved: false,
        rows: 11,
        created: 0,
        refused: [
          { line: 5, reason: 'Quantity must be more than 0' },
          {
            line: 6,
            reason: 'Line 5 of INV-CSV-9 is refused: an invoice is saved with all its rows or not at all',
          },
          { line: 7, reason: 'Customer "Faraway Buyers Ltd" is not one of your customers' },
          { line: 8, reason: 'Invoice Date must be a date such as 2026-03-31 or 31/03/2026' },
          {
            line: 9,
            reason:
              'Product "Palm oil" is not one of your products or services; Tax "Luxury tax" is not one of the company\'s taxes',
          },
          { line: 10, reason: 'Rows of INV-CSV-8 give different customers' },
          { line: 11, reason: 'Rows of INV-CSV-8 give different customers' },
          {
            line: 12,
            reason:
              'Customer "No Address Ltd" has no billing address: add one to the customer, or fill the Billing Address column',
          },
        ],
      },
    });
    expect(await counts()).toEqual(before);
  });

  it('makes draft invoices with the totals worked out, two rows on one invoice, VAT by name', async () => {
    const before = await trialBalanceByCode(company);
    const response = await upload([header, ...good].join(''));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Invoices uploaded successfully',
      data: { saved: true, rows: 3, created: 2, duplicates: 0, refused: [], ignoredColumns: [] },
    });
    const listed = await invoices();
    expect(listed).toHaveLength(2);
    const numbered = listed.find((one) => one.invoiceNumber === 'INV-CSV-1');
    const next = listed.find((one) => one.invoiceNumber !== 'INV-CSV-1');
    expect(numbered && next).toBeTruthy();

    const first = await invoice(numbered?._id ?? '');
    expect(first).toMatchObject({
      status: 'draft',
      customer: { name: 'Adaeze Stores' },
      date: '2026-03-10',
      dueDate: '2026-04-09',
      address: '12 Broad Street, Lagos',
      purchaseNo: 'PO-77',
      note: 'Thank you',
      subtotal: 35_000,
      taxTotal: 2_625,
      discountTotal: 0,
      total: 37_625,
      currency: { name: 'NGN', rate: 1 },
    });
    expect(
      first.items.map((item: { description: string; quantity: string; price: number; total: number }) => [
        item.description,
        Number(item.quantity),
        item.price,
        item.total,
      ]),
    ).toEqual([
      ['Rice 50kg bag', 2, 15_000, 30_000],
      ['Delivery', 1, 5_000, 5_000],
    ]);
    expect(first.taxes).toEqual([{ id: expect.any(String), name: 'VAT 7.5%', amount: 2_625 }]);
    expect(first.history.map((entry: { event: string }) => entry.event)).toEqual(['created', 'imported']);
    expect(first.history[1].detail).toBe('From invoices.csv, lines 2, 3');

    // No number: the next one; the customer by email, a named branch, a day-first date, due 30 days
    // later, the product's price, no tax.
    const second = await invoice(next?._id ?? '');
    expect(second).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-\d{5}$/),
      status: 'draft',
      customer: { name: 'Bola Traders' },
      branch: { name: 'Ikeja' },
      date: '2026-03-10',
      dueDate: '2026-04-09',
      address: '4 Allen Avenue, Ikeja',
      subtotal: 15_000,
      taxTotal: 0,
      total: 15_000,
    });
    expect(second.history[1].detail).toMatch(/^From invoices\.csv, line 4 \(upload key [0-9a-f]{32}\)$/);
    // Drafts post nothing.
    expect(await trialBalanceByCode(company)).toEqual(before);
  });

  it('adds nothing when the same file is uploaded again', async () => {
    const before = await counts();
    const again = await upload([header, ...good].join(''));
    expect(again.json()).toMatchObject({
      message: '0 draft invoices added, 3 rows already there',
      data: { saved: true, created: 0, duplicates: 3, refused: [] },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a number an invoice typed in by hand already has', async () => {
    const typed = await company.call('POST', '/api/invoices', {
      customer: adaeze,
      branch: await firstBranch(company),
      address: '12 Broad Street, Lagos',
      invoiceNumber: 'HAND-1',
      date: '2026-03-11',
      dueDate: '2026-03-31',
      status: 'draft',
      items: [{ product: delivery, description: 'Delivery', quantity: 1, price: 5_000 }],
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const response = await upload(`${header}HAND-1,Adaeze Stores,,2026-03-11,,Delivery,,1,5000,,,\n`);
    expect(response.json().data).toMatchObject({
      saved: false,
      refused: [
        {
          line: 2,
          reason: 'Invoice number HAND-1 is already used: give another number, or leave it blank for the next one',
        },
      ],
    });
  });

  it('in good-rows mode saves the good invoices and lists the refused rows', async () => {
    const before = await counts();
    const response = await upload(
      [
        header,
        ',Adaeze Stores,,2026-03-12,,Delivery,Evening delivery,1,2500,,,\n',
        ',Adaeze Stores,,2026-03-12,2026-03-01,Delivery,,1,2500,,,\n',
        'INV-CSV-2,Adaeze Stores,,2026-03-12,,Delivery,,1,2500,,,\n',
        'INV-CSV-2,Adaeze Stores,,2026-03-13,,Delivery,,1,2500,,,\n',
      ].join(''),
      { mode: 'good-rows' },
    );
    expect(response.json()).toMatchObject({
      message: '1 draft invoice added, 3 rows refused',
      data: {
        saved: true,
        created: 1,
        refused: [
          { line: 3, reason: 'Due date cannot be before the invoice date' },
          { line: 4, reason: 'Rows of INV-CSV-2 give different invoice dates' },
          { line: 5, reason: 'Rows of INV-CSV-2 give different invoice dates' },
        ],
      },
    });
    const after = await counts();
    expect(after.documents).toBe((before.documents ?? 0) + 1);
  });

  it("does not find another company's customers, products or taxes", async () => {
    const before = await counts();
    const response = await upload(
      [
        header,
        ',Faraway Buyers Ltd,,2026-03-10,,Delivery,,1,5000,,,\n',
        ',Adaeze Stores,,2026-03-10,,Imported Wine,,1,5000,,,\n',
      ].join(''),
    );
    expect(response.json().data.refused).toEqual([
      { line: 2, reason: 'Customer "Faraway Buyers Ltd" is not one of your customers' },
      { line: 3, reason: 'Product "Imported Wine" is not one of your products or services' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('adds a file once when it is uploaded twice at the same time', async () => {
    const before = await counts();
    const file = [
      header,
      'INV-CSV-3,Adaeze Stores,,2026-03-14,,Delivery,,1,1000,,,\n',
      ',Adaeze Stores,,2026-03-14,,Delivery,,1,1000,,,\n',
      ',Adaeze Stores,,2026-03-14,,Delivery,,1,1000,,,\n',
    ].join('');
    const answers = await Promise.all([upload(file), upload(file)]);
    const results = answers.map((answer) => answer.json().data);
    expect(results.map((result) => result.created).sort()).toEqual([0, 3]);
    expect(results.map((result) => result.duplicates).sort()).toEqual([0, 3]);
    const after = await counts();
    expect(after.documents).toBe((before.documents ?? 0) + 3);
  });

  it("lets a member limited to a branch invoice only their branch's customers, at their branch", async () => {
    const member = await branchMember(test, company.companyId, ikeja, ['sales.view', 'sales.create']);
    const local = await addCustomer(test, company.companyId, 'Ikeja Buyer', ikeja);
    await test.database.db
      .update(contacts)
      .set({ officeAddress: '1 Obafemi Awolowo Way, Ikeja' })
      .where(and(eq(contacts.companyId, company.companyId), eq(contacts.id, local)));
    const branchList = await company.call('GET', '/api/branches');
    const head = (branchList.json().data as Array<{ _id: string; name: string }>).find((one) => one._id !== ikeja);
    const response = await upload(
      [
        header,
        ',Ikeja Buyer,,2026-03-15,,Delivery,,1,1000,,,\n',
        ',Adaeze Stores,,2026-03-15,,Delivery,,1,1000,,,\n',
        `,Ikeja Buyer,${head?.name},2026-03-15,,Delivery,,1,1000,,,\n`,
      ].join(''),
      { mode: 'good-rows', headers: member.headers },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      created: 1,
      refused: [
        { line: 3, reason: 'Customer "Adaeze Stores" is not one of your customers' },
        { line: 4, reason: `Branch "${head?.name}" is not one of your branches` },
      ],
    });
    const listed = await invoices();
    const made = listed.find((one) => one.customer.name === 'Ikeja Buyer');
    expect(await invoice(made?._id ?? '')).toMatchObject({
      branch: { _id: ikeja },
      address: '1 Obafemi Awolowo Way, Ikeja',
      status: 'draft',
    });
  });

  it('undoes the invoices already made when one is refused while they are made (all-or-nothing)', async () => {
    const before = await counts();
    // Each cell is allowed; the total is more than any amount may be, which only the figures find.
    const file = [
      header,
      ',Adaeze Stores,,2026-03-16,,Delivery,,1,1000,,,\n',
      ',Adaeze Stores,,2026-03-16,,Delivery,,100,99999999999,,,\n',
    ].join('');
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      saved: false,
      created: 0,
      refused: [{ line: 3, reason: expect.stringMatching(/at most/) }],
    });
    expect(await counts()).toEqual(before);
    const goodRows = await upload(file, { mode: 'good-rows' });
    expect(goodRows.json().data).toMatchObject({ saved: true, created: 1, refused: [{ line: 3 }] });
  });

  it('refuses a file of more invoices than one upload makes', async () => {
    const before = await counts();
    const rows = Array.from(
      { length: 1001 },
      (_, index) => `,Adaeze Stores,,2026-03-17,,Delivery,,${index + 1},100,,,\n`,
    );
    const response = await upload([header, ...rows].join(''));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The file has more than 1,000 invoices. Split it into smaller files and upload each.',
    );
    expect(await counts()).toEqual(before);
  });
});
