import { contacts } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, rowCounts } from '../../../test/accounting.ts';
import { type CsvUploadOptions, uploadCsv } from '../../../test/csv-upload.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * POST /customer/csv, the shared CSV import (imports/csv-import.ts) as customers use it: refused
 * rows with their lines, both modes, the same file twice, formula-looking cells, and files too big
 * or not CSV at all.
 */

const test = testAppForFile();
let company: AccountingCompany;

function upload(content: string | Buffer, options: CsvUploadOptions = {}) {
  return uploadCsv(test, company, '/api/customer/csv', content, { fileName: 'customers.csv', ...options });
}

const counts = () => rowCounts(test, company.companyId, ['contacts']);

const header = 'Company Name,Full Name,Email,Phone Number,Branch\n';
const withBadRow = [
  header,
  'Adaeze Foods Ltd,Adaeze Okafor,accounts@adaezefoods.ng,08031234567,\n',
  'Broken Email Ltd,Tunde Bakare,not-an-email,,\n',
  ',Chidi Eze,,0812 555 0000,\n',
  'Wrong Branch Ltd,Bola Ade,bola@wrong.ng,,Abuja\n',
].join('');

beforeAll(async () => {
  company = await accountingCompany(test);
});

describe('uploading customers from a CSV file', () => {
  it('saves nothing in all-or-nothing mode when a row is refused, listing each refused line', async () => {
    const before = await counts();
    const response = await upload(withBadRow);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Nothing was saved: 2 rows refused. Fix them and upload the file again.',
      data: {
        mode: 'all-or-nothing',
        saved: false,
        rows: 4,
        created: 0,
        duplicates: 0,
        refused: [
          { line: 3, reason: 'Email must be a valid email' },
          { line: 5, reason: 'Branch "Abuja" is not one of your branches' },
        ],
        ignoredColumns: [],
      },
    });
    expect(await counts()).toEqual(before);
  });

  it('saves the good rows in good-rows mode, and the same file again adds nobody', async () => {
    const first = await upload(withBadRow, { mode: 'good-rows' });
    expect(first.json().data).toMatchObject({ saved: true, created: 2, duplicates: 0 });
    expect(first.json().message).toBe('2 customers added, 2 rows refused');
    expect(first.json().data.refused.map((one: { line: number }) => one.line)).toEqual([3, 5]);
    const listed = await company.call('GET', '/api/customer');
    expect(listed.json().data).toMatchObject([
      { displayName: 'Adaeze Foods Ltd', type: 'business', invoice: 'AFL', email: ['accounts@adaezefoods.ng'] },
      { displayName: 'Chidi Eze', type: 'individual', phoneNumber: '0812 555 0000', email: [] },
    ]);
    const before = await counts();
    const again = await upload(withBadRow, { mode: 'good-rows' });
    expect(again.json().data).toMatchObject({ created: 0, duplicates: 2 });
    expect(await counts()).toEqual(before);
  });

  it('adds the fixed rows when the file is fixed and uploaded again', async () => {
    const fixed = withBadRow.replace('not-an-email', 'tunde@broken.ng').replace(',Abuja', ',');
    const response = await upload(fixed);
    expect(response.json().data).toMatchObject({ saved: true, created: 2, duplicates: 2, refused: [] });
    expect((await company.call('GET', '/api/customer')).json().pageInfo.total).toBe(4);
  });

  it('reads semicolons, a byte order mark, headings in any case and counts duplicates inside the file', async () => {
    const content =
      '\uFEFFcompany name;EMAIL;Notes\r\nLagos Bakery;hello@lagosbakery.ng;x\r\nLagos Bakery;hello@lagosbakery.ng;y\r\n';
    const response = await upload(content);
    expect(response.json().data).toMatchObject({ created: 1, duplicates: 1, ignoredColumns: ['Notes'] });
  });

  it('stores a formula-looking cell as the text it is, and neutralises it on export', async () => {
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const content = `Company Name,Email\n"${formula.replaceAll('"', '""')}",formula@example.ng\n`;
    const response = await upload(content);
    expect(response.json().data.created, response.body).toBe(1);
    const [stored] = await test.database.db
      .select({ companyName: contacts.companyName })
      .from(contacts)
      .where(and(eq(contacts.companyId, company.companyId), eq(contacts.displayName, formula)));
    expect(stored?.companyName).toBe(formula);
    const exported = await company.call('GET', '/api/customer/export?format=csv&search=hyperlink');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).toContain(`'=HYPERLINK`);
    expect(exported.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('refuses files that are not CSV, empty, without known columns, too large or too long', async () => {
    const before = await counts();
    const cases: Array<[string | Buffer, { fileName?: string; mode?: string }, number, string]> = [
      ['Company Name\nA\n', { fileName: 'customers.xlsx' }, 400, 'Only .csv files can be uploaded'],
      ['', {}, 400, 'The file is empty: the first row should name the columns'],
      ['Company Name,Email\n', {}, 400, 'The file has a header row but no rows under it'],
      ['Colour,Size\nred,big\n', {}, 400, 'The first row names none of the columns this upload reads'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), {}, 400, 'The file is not a text CSV file'],
      ['Company Name\nA\n', { mode: 'some' }, 400, 'Mode is not valid.'],
      [`Company Name,Email\n${'x'.repeat(6 * 1024 * 1024)}\n`, {}, 413, 'The file is larger than 5 MB'],
      [`Company Name,Email\n${'A,a@b.ng\n'.repeat(20_001)}`, {}, 400, 'The file has more than 20,000 rows'],
    ];
    for (const [content, options, status, message] of cases) {
      const response = await upload(content, options);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('imports 10,000 customers in batches (bench/catalogue times it)', async () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, index) => `Customer ${index} Ltd,Person ${index},c${index}@bulk.ng,0803${String(index).padStart(7, '0')},`,
    );
    const response = await upload(`${header}${rows.join('\n')}\nBad Row Ltd,,bad,,\n`, { mode: 'good-rows' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ rows: 10_001, created: 10_000, refused: [{ line: 10_002 }] });
    const search = await company.call('GET', '/api/customer?search=c9999@bulk');
    expect(search.json().data.map((one: { displayName: string }) => one.displayName)).toEqual(['Customer 9999 Ltd']);

    // The export reads them in pages of 2,000: every customer once, in the list's order.
    const exported = await company.call('GET', '/api/customer/export?format=csv&search=@bulk.ng');
    const [, table = ''] = exported.body.split('Type,Company Name');
    const lines = table.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    expect(lines[0]).toContain('Customer 0 Ltd');
    expect(lines.at(-1)).toContain('Customer 9999 Ltd');
  });
});
