import { readCsvRecords } from '@owo/core';
import { tenantTransaction } from '@owo/db';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  journalBody,
  postJournal,
} from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { type CompanyReader, ledgerPageSize, ledgerRows, readLedgerPage } from '../../exports/ledger-rows.ts';
import type { ReportRow } from '../../exports/report-table.ts';
import { exportRefusal } from '../../http/access.ts';

/*
 * The ledger's reports as files, read back the way a bookkeeper's tools read them: the XLSX with
 * exceljs, the CSV with the parser the app reads bank statements with, the PDF's text with unpdf.
 * The figures must be the JSON reports' figures.
 */

const test = testAppForFile();
let shop: AccountingCompany;
let branchId: string;
const formula = '=HYPERLINK("http://x")';

/** Cash lines posted in March: [date, debit - credit in kobo], in ledger order. */
const marchCash: Array<[string, number]> = [];

const exported = (company: AccountingCompany, report: string, query: string) =>
  company.call('GET', `/api/reports/${report}/export?${query}`);

async function workbookOf(response: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The sheet's rows from the headings down, as arrays of cell values (1-based columns dropped). */
function tableOf(sheet: ExcelJS.Worksheet, headingRow: number) {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, number) => {
    if (number > headingRow) rows.push(row);
  });
  return rows;
}

const csvOf = (response: LightMyRequestResponse) => readCsvRecords(response.body).records;

/** The PDF's text, its line breaks and runs of spaces as single spaces. */
async function pdfText(response: LightMyRequestResponse) {
  const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** 150000 -> '150,000.00', as a PDF prints an amount. */
const naira = (amount: number) =>
  amount.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface StatementRow {
  kind: string;
  label: string;
  amounts: number[];
}

beforeAll(async () => {
  shop = await accountingCompany(test, 'Mama Nkechi Provisions');
  const branches = (await shop.call('GET', '/api/branches')).json().data as Array<{ _id: string }>;
  branchId = branches[0]?._id ?? '';
  const post = (date: string, lines: Array<[string, number, number]>, extra: object = {}) =>
    postJournal(shop, journalBody(shop, lines, { date, reference: `On ${date}`, ...extra }));
  await post('2025-06-30', [
    ['1000', 100_000, 0],
    ['4000', 0, 100_000],
  ]);
  await post('2026-01-05', [
    ['1000', 1_000_000, 0],
    ['3000', 0, 1_000_000],
  ]);
  await post('2026-02-10', [
    ['1000', 500_000, 0],
    ['4000', 0, 500_000],
  ]);
  await post('2026-02-11', [
    ['5000', 150_000, 0],
    ['1000', 0, 150_000],
  ]);
  await post(
    '2026-03-01',
    [
      ['6100', 200_000, 0],
      ['1000', 0, 200_000],
    ],
    { branch: branchId },
  );
  marchCash.push(['2026-03-01', -20_000_000]);
  // March's takings, 24 journals over six days, each of 26 cash lines: more than a page of the
  // ledger (ledgerPageSize), with a page ending in the middle of a day.
  for (let index = 0; index < 24; index += 1) {
    const date = `2026-03-${String(10 + Math.floor(index / 4)).padStart(2, '0')}`;
    const sale = index % 3 !== 2;
    const amounts = Array.from({ length: 26 }, (_, line) => 1_000 + index * 10 + line + 0.25);
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    const cash = amounts.map((amount): [string, number, number] => (sale ? ['1000', amount, 0] : ['1000', 0, amount]));
    const other: [string, number, number] = sale ? ['4000', 0, total] : ['6600', total, 0];
    const body = journalBody(shop, [...cash, other], { date, reference: `Takings ${index}` });
    // One line described like a formula, for the check that it is never run as one.
    const lines = body.lines.map((line, number) =>
      index === 5 && number === 0 ? { ...line, description: formula } : line,
    );
    await postJournal(shop, { ...body, lines });
    for (const amount of amounts) marchCash.push([date, Math.round(amount * 100) * (sale ? 1 : -1)]);
  }
  // After the range the ledger tests read.
  await post('2026-04-02', [
    ['1000', 999, 0],
    ['4000', 0, 999],
  ]);
}, 120_000);

describe('the profit and loss and the balance sheet as XLSX', () => {
  it('are real cells: the totals are the JSON report’s numbers, bold, in naira, below a frozen header', async () => {
    const query = 'from=2026-01-01&to=2026-03-31&compare=last-year';
    const json = (await shop.call('GET', `/api/reports/profit-and-loss?${query}`)).json().data;
    const response = await exported(shop, 'profit-and-loss', `format=xlsx&${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''Mama%20Nkechi%20Provisions%20-%20Profit%20and%20loss%202026-01-01%20to%202026-03-31.xlsx",
    );
    const sheet = await workbookOf(response);
    const title = [1, 2, 3, 4, 5].map((number) => sheet.getCell(`A${number}`).value);
    expect(title.slice(0, 4)).toEqual([
      'Mama Nkechi Provisions',
      'Profit and loss',
      '1 Jan 2026 - 31 Mar 2026',
      'Accrual basis',
    ]);
    expect(title[4]).toMatch(/^Printed on \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });
    expect(sheet.getRow(7).values).toEqual([
      undefined,
      'Account',
      ...json.columns.map((c: { label: string }) => c.label),
    ]);

    const rows = tableOf(sheet, 7);
    expect(rows.map((row) => row.getCell(1).value)).toEqual(json.rows.map((row: StatementRow) => row.label));
    rows.forEach((row, index) => {
      const expected: StatementRow = json.rows[index];
      const amounts = [row.getCell(2).value, row.getCell(3).value];
      expect(amounts).toEqual(expected.kind === 'heading' ? [null, null] : expected.amounts);
    });
    const netProfit = rows.find((row) => row.getCell(1).value === 'Net profit');
    expect(netProfit?.getCell(2).value).toBe(json.netProfit[0]);
    expect(netProfit?.getCell(3).value).toBe(json.netProfit[1]);
    expect(netProfit?.getCell(2).font?.bold).toBe(true);
    expect(netProfit?.getCell(2).numFmt).toBe('"₦"#,##0.00;-"₦"#,##0.00');
    const rent = rows.find((row) => String(row.getCell(1).value).startsWith('6100'));
    expect(rent?.getCell(2).font?.bold ?? false).toBe(false);
    expect(rent?.getCell(1).alignment?.indent).toBe(2);
  });

  it("balance, with the JSON report's totals", async () => {
    const json = (await shop.call('GET', '/api/reports/balance-sheet?asOf=2026-03-31')).json().data;
    const response = await exported(shop, 'balance-sheet', 'format=xlsx&asOf=2026-03-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Balance sheet as of 2026-03-31.xlsx');
    const sheet = await workbookOf(response);
    expect(sheet.getCell('A3').value).toBe('As of 31 Mar 2026');
    const rows = tableOf(sheet, 7);
    const amountOf = (label: string) => rows.find((row) => row.getCell(1).value === label)?.getCell(2);
    expect(amountOf('Total assets')?.value).toBe(json.totalAssets[0]);
    expect(amountOf('Total liabilities and equity')?.value).toBe(json.totalAssets[0]);
    expect(amountOf('Total equity')?.value).toBe(json.totalEquity[0]);
    expect(amountOf('Total assets')?.font?.bold).toBe(true);
  });
});

describe('the statements as CSV', () => {
  it('are the JSON report’s rows under a title block, amounts as plain numbers', async () => {
    const query = 'to=2026-03-31&branch=';
    const json = (await shop.call('GET', `/api/reports/profit-and-loss?to=2026-03-31&branch=${branchId}`)).json().data;
    const response = await exported(shop, 'profit-and-loss', `format=csv&${query}${branchId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFFProfit and loss\r\n')).toBe(true);
    const records = csvOf(response);
    expect(records.slice(0, 7)).toEqual([
      ['Profit and loss'],
      ['Mama Nkechi Provisions'],
      ['1 Jan 2026 - 31 Mar 2026'],
      ['Branch: Head Office'],
      ['Accrual basis'],
      [''],
      ['Account', '1 Jan 2026 - 31 Mar 2026'],
    ]);
    const rows = records.slice(7).filter((record) => record.join('') !== '');
    expect(rows).toEqual(
      json.rows.map((row: StatementRow) => [row.label, row.kind === 'heading' ? '' : row.amounts[0]?.toFixed(2)]),
    );
    expect(rows.at(-1)).toEqual(['Net profit', '-200000.00']);
  });

  it('hold the cash flow as on screen, tying opening cash and the net change to the closing cash', async () => {
    const json = (await shop.call('GET', '/api/reports/cash-flow?from=2026-01-01&to=2026-03-31')).json().data;
    const response = await exported(shop, 'cash-flow', 'format=csv&from=2026-01-01&to=2026-03-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Cash flow 2026-01-01 to 2026-03-31.csv');
    const records = csvOf(response);
    const header = records.findIndex((record) => record[0] === 'Account');
    const rows = records.slice(header + 1).filter((record) => record.join('') !== '');
    expect(rows).toEqual(
      json.rows.map((row: StatementRow) => [row.label, row.kind === 'heading' ? '' : row.amounts[0]?.toFixed(2)]),
    );
    const amount = (label: string) => Number(rows.find((row) => row[0] === label)?.[1]);
    expect(amount('Cash at the beginning of the period') + amount('Net change in cash')).toBeCloseTo(
      amount('Cash at the end of the period'),
      2,
    );
  });

  it('neutralise text a spreadsheet would run: a company named like a formula', async () => {
    const risky = await anotherCompany(test, shop, formula);
    const response = await exported(risky, 'trial-balance', 'format=csv&asOf=2026-03-31');
    expect(response.statusCode).toBe(200);
    expect(csvOf(response).slice(0, 2)).toEqual([['Trial balance'], [`'${formula}`]]);
    const sheet = await workbookOf(await exported(risky, 'trial-balance', 'format=xlsx&asOf=2026-03-31'));
    expect(sheet.getCell('A1').value).toBe(`'${formula}`);
  });
});

describe('the statements as PDF', () => {
  it('show the company, the report, its period, basis and totals, with page numbers', async () => {
    const query = 'from=2026-01-01&to=2026-03-31';
    const json = (await shop.call('GET', `/api/reports/profit-and-loss?${query}`)).json().data;
    const response = await exported(shop, 'profit-and-loss', `format=pdf&${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Profit and loss 2026-01-01 to 2026-03-31.pdf');
    const text = await pdfText(response);
    for (const expected of [
      'Mama Nkechi Provisions',
      'Profit and loss',
      '1 Jan 2026 - 31 Mar 2026',
      'Accrual basis · Amounts in naira (NGN)',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    const revenue = json.rows.find((row: StatementRow) => row.label === 'Total Revenue').amounts[0];
    expect(text).toContain(`Total Revenue ${naira(revenue)}`);
    expect(text).toContain(`Net profit ${naira(json.netProfit[0])}`);
    expect(text).toMatch(/Printed on \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  });

  it('set twelve months side by side on a landscape page', async () => {
    const json = (await shop.call('GET', '/api/reports/balance-sheet?asOf=2026-03-31&compare=monthly')).json().data;
    const response = await exported(shop, 'balance-sheet', 'format=pdf&asOf=2026-03-31&compare=monthly');
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response);
    expect(text).toContain('As of 30 Apr 2025');
    expect(text).toContain(`Total liabilities and equity ${json.totalAssets.map(naira).join(' ')}`);
  });
});

describe('the general ledger as a file', () => {
  const ledgerQuery = () => `account=${shop.account('1000')}&from=2026-03-01&to=2026-03-31`;
  const expectedLines = () => {
    let balance = 145_000_000;
    return marchCash.map(([date, amount]) => {
      balance += amount;
      return { date, amount, balance };
    });
  };

  it('as CSV holds every posting of the range, however many pages, with the running and closing balance', async () => {
    expect(marchCash.length).toBeGreaterThan(ledgerPageSize);
    const json = (await shop.call('GET', `/api/reports/general-ledger?${ledgerQuery()}&limit=1`)).json();
    const response = await exported(shop, 'general-ledger', `format=csv&${ledgerQuery()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'Mama Nkechi Provisions - General ledger 1000 Cash on Hand 2026-03-01 to 2026-03-31.csv',
    );
    const records = csvOf(response);
    expect(records.slice(0, 7)).toEqual([
      ['General ledger'],
      ['Mama Nkechi Provisions'],
      ['1 Mar 2026 - 31 Mar 2026'],
      ['Account: 1000 Cash on Hand'],
      ['Accrual basis'],
      [''],
      ['Date', 'Entry', 'Memo', 'Description', 'Debit', 'Credit', 'Balance'],
    ]);
    const [opening, ...rest] = records.slice(7).filter((record) => record.join('') !== '');
    const lines = rest.slice(0, -1);
    const closing = rest.at(-1);
    expect(opening).toEqual(['', '', 'Opening balance', '', '', '', '1450000.00']);
    expect(lines).toHaveLength(json.pageInfo.total);
    const kobo = (text: string | undefined) => Math.round(Number(text || 0) * 100);
    expect(
      lines.map((line) => ({
        date: line[0],
        amount: kobo(line[4]) - kobo(line[5]),
        balance: kobo(line[6]),
      })),
    ).toEqual(expectedLines());
    expect(kobo(closing?.[6])).toBe(Math.round(json.data.closingBalance * 100));
    expect(closing?.slice(0, 3)).toEqual(['', '', 'Closing balance']);
    // A line described like a formula is text in the file, never a formula.
    expect(lines.filter((line) => line[3] === `'${formula}`)).toHaveLength(1);
    expect(lines.every((line) => /^JV-\d{6}$/.test(line[1] ?? ''))).toBe(true);
  });

  it('as XLSX holds the same lines as date cells and numbers', async () => {
    const response = await exported(shop, 'general-ledger', `format=xlsx&${ledgerQuery()}`);
    expect(response.statusCode).toBe(200);
    const sheet = await workbookOf(response);
    // The title block has one line more than a statement's: the account.
    expect(sheet.getCell('A4').value).toBe('Account: 1000 Cash on Hand');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 8 });
    const rows = tableOf(sheet, 8);
    const lines = rows.slice(1, -1);
    expect(lines).toHaveLength(marchCash.length);
    expect(lines[1]?.getCell(1).value).toEqual(new Date('2026-03-10T00:00:00Z'));
    expect(lines[1]?.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(lines.map((row) => Math.round(Number(row.getCell(7).value) * 100))).toEqual(
      expectedLines().map((line) => line.balance),
    );
    expect(lines.filter((row) => row.getCell(4).value === `'${formula}`)).toHaveLength(1);
    const closing = rows.at(-1);
    expect(closing?.getCell(3).value).toBe('Closing balance');
    expect(closing?.getCell(7).value).toBe((expectedLines().at(-1)?.balance ?? 0) / 100);
    expect(closing?.getCell(7).font?.bold).toBe(true);
  });

  it('as PDF for a ledger a PDF can hold, and refused with 422 beyond that', async () => {
    const small = `account=${shop.account('1000')}&from=2026-01-01&to=2026-03-01`;
    const response = await exported(shop, 'general-ledger', `format=pdf&${small}`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response);
    expect(text).toContain('1 Jan 2026 - 1 Mar 2026 · Account: 1000 Cash on Hand');
    expect(text).toContain('Opening balance 100,000.00');
    expect(text).toContain('Closing balance 1,500,000.00 350,000.00 1,250,000.00');

    // Petty cash: three journals of 450 lines, more than a PDF is made of (pdfLineLimit).
    for (let index = 0; index < 3; index += 1) {
      const lines = Array.from({ length: 450 }, (): [string, number, number] => ['1010', 10, 0]);
      await postJournal(
        shop,
        journalBody(shop, [...lines, ['4000', 0, 4_500]], { date: '2026-05-15', reference: `Float ${index}` }),
      );
    }
    const long = await exported(shop, 'general-ledger', `format=pdf&account=${shop.account('1010')}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(
      'This report has 1,352 lines, more than a PDF can hold (1,000). Export it as XLSX or CSV, or choose a shorter period.',
    );
    const asCsv = await exported(shop, 'general-ledger', `format=csv&account=${shop.account('1010')}`);
    expect(csvOf(asCsv).filter((record) => record[0] === '2026-05-15')).toHaveLength(1_350);
  }, 60_000);

  it('without an account holds every account with postings under its heading, as the trial balance has them', async () => {
    const range = 'from=2026-03-01&to=2026-03-31';
    const response = await exported(shop, 'general-ledger', `format=csv&${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'Mama Nkechi Provisions - General ledger 2026-03-01 to 2026-03-31.csv',
    );
    const records = csvOf(response);
    const headings = records.filter((record) => /^\d{4} /.test(record[2] ?? '') && record[0] === '');
    expect(headings.map((record) => record[2])).toContain('1000 Cash on Hand');
    // Each account's closing balance follows its heading; the cash account's is the one-account export's.
    const cashAt = records.findIndex((record) => record[2] === '1000 Cash on Hand');
    const cashClosing = records.slice(cashAt).find((record) => record[2] === 'Closing balance');
    const alone = csvOf(await exported(shop, 'general-ledger', `format=csv&account=${shop.account('1000')}&${range}`));
    expect(cashClosing).toEqual(alone.find((record) => record[2] === 'Closing balance'));
    const march = records.filter((record) => record[0]?.startsWith('2026-03'));
    // The cash account's lines, and the other side of each of its entries in other accounts.
    expect(march.length).toBeGreaterThan(marchCash.length);
  }, 60_000);

  it('starts no file for a bad format, a malformed or foreign account', async () => {
    for (const query of ['format=docx&', '']) {
      const response = await exported(shop, 'general-ledger', `${query}account=${shop.account('1000')}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Format is not valid.', errors: { format: 'Format is not valid.' } });
    }
    const malformed = await exported(shop, 'general-ledger', 'format=csv&account=cash');
    expect(malformed.json()).toMatchObject({ message: 'Account is not valid.' });
    const badDate = await exported(shop, 'profit-and-loss', 'format=csv&from=31/01/2026');
    expect(badDate.json()).toMatchObject({
      message: 'Start date is not valid.',
      errors: { from: 'Start date is not valid.' },
    });
    const other = await anotherCompany(test, shop, 'Second Shop');
    const foreign = await exported(shop, 'general-ledger', `format=xlsx&account=${other.account('1000')}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Account not found' });
    const otherBranch = ((await other.call('GET', '/api/branches')).json().data as Array<{ _id: string }>)[0]?._id;
    const foreignBranch = await exported(shop, 'balance-sheet', `format=pdf&branch=${otherBranch}`);
    expect(foreignBranch.statusCode).toBe(404);
  });
});

describe('who may export', () => {
  it('is who may read the report and export: a bookkeeper gets an account’s ledger, not the statements', async () => {
    const bookkeeper = await addMember(test, shop.companyId, ['accounting.view', 'reports.export']);
    const seller = await addMember(test, shop.companyId, ['sales.view']);
    const as = (member: { headers: Record<string, string> }, url: string) =>
      test.app.inject({ method: 'GET', url: `/api/reports/${url}`, headers: member.headers });
    const ledger = `general-ledger/export?format=csv&account=${shop.account('1000')}&to=2026-01-31`;
    expect((await as(bookkeeper, ledger)).statusCode).toBe(200);
    expect((await as(seller, ledger)).statusCode).toBe(403);
    for (const report of ['profit-and-loss', 'balance-sheet', 'trial-balance']) {
      for (const member of [bookkeeper, seller]) {
        const refused = await as(member, `${report}/export?format=xlsx`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('You do not have permission to do this');
      }
    }
    // Seeing a report is not exporting it (issue 26).
    const reader = await addMember(test, shop.companyId, ['accounting.view', 'reports.view']);
    const unexported = await as(reader, ledger);
    expect(unexported.statusCode).toBe(403);
    expect(unexported.json().message).toBe(exportRefusal);
    expect((await as(reader, 'trial-balance/export?format=csv')).statusCode).toBe(403);
  });
});

describe('a ledger read a page at a time', () => {
  it('fails rather than mix two moments when a posting lands before the page being read', async () => {
    const context = { companyId: shop.companyId, branchScope: null };
    const read: CompanyReader = (work) =>
      tenantTransaction(test.database.db, shop.companyId, (tx) => work(tx, context), { readOnly: true });
    const query = { account: shop.account('1000'), from: '2026-03-01', to: '2026-03-31' };
    const first = await read((tx) => readLedgerPage(tx, context, query));
    const rows: ReportRow[] = [];
    const reading = async () => {
      for await (const row of ledgerRows(read, query, first)) {
        rows.push(row);
        // Once the first page is written, someone posts into the days already written.
        if (rows.length === 10) {
          await postJournal(
            shop,
            journalBody(
              shop,
              [
                ['1000', 5, 0],
                ['4000', 0, 5],
              ],
              { date: '2026-03-02', reference: 'Late entry' },
            ),
          );
        }
      }
    };
    await expect(reading()).rejects.toThrow('The ledger changed while it was being exported. Please export it again.');
    expect(rows.length).toBe(ledgerPageSize + 1);
  });
});
