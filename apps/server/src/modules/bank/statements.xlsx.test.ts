import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany } from '../../../test/accounting.ts';
import { addBankAccount, bankRows, ZENITH_NUMBER } from '../../../test/bank.ts';
import { bearer, createTestApp, testAppForFile } from '../../../test/harness.ts';
import { cellText, numberText, roundDecimalText, unreadableWorkbookMessage } from './statements.xlsx.ts';

/*
 * Excel statements (.xlsx): real workbooks written here with exceljs, shaped like what GTBank,
 * Access and Zenith export (account details above the table, date cells, serial dates, amounts
 * that float arithmetic would spoil), read through the same mapping and import as CSV.
 */

const test = testAppForFile();
let company: AccountingCompany;
let bankId: string;
beforeAll(async () => {
  company = await accountingCompany(test, 'Excel Importers Ltd');
  bankId = (await addBankAccount(company))._id;
});

const day = (date: string) => new Date(`${date}T00:00:00Z`);
/** Excel's serial number of a day (1900 date system). */
const serialOf = (date: string) => (day(date).getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;

/** A bank-like statement workbook: title and account details, then the table, then a footer. */
async function bankWorkbook(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  sheet.addRow(['GUARANTY TRUST BANK PLC']);
  sheet.mergeCells('A1:C1');
  sheet.addRow(['Account Name', 'CHUKWU MOTORS LTD']);
  sheet.addRow(['Account Number', '0123456785']);
  sheet.addRow(['Period', '01-Mar-2026 to 31-Mar-2026']);
  sheet.addRow(['Opening Balance', 100_000]);
  sheet.addRow(['Closing Balance', 0.1 + 0.2 + 100_000 - 1234.5 + 50_000]);
  sheet.addRow([]);
  sheet.addRow(['Trans Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance']);
  const rows: Array<[string, string, number | null, number | null, number]> = [
    ['2026-03-02', 'POS PURCHASE SHOPRITE LEKKI', 1234.5, null, 98_765.5],
    ['2026-03-05', 'NIP TRANSFER FROM ADEBAYO STORES', null, 0.1 + 0.2, 98_765.8],
    ['2026-03-31', 'TRANSFER FROM DANGOTE DISTRIBUTORS', null, 50_000, 0.1 + 0.2 + 100_000 - 1234.5 + 50_000],
  ];
  for (const [date, narration, debit, credit, balance] of rows) {
    const row = sheet.addRow([day(date), serialOf(date), narration, debit, credit, balance]);
    row.getCell(1).numFmt = 'dd/mm/yyyy';
    for (const column of [4, 5, 6]) row.getCell(column).numFmt = '#,##0.00';
  }
  sheet.addRow([]);
  sheet.addRow(['Thank you for banking with us']);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

const importUrl = `/api/bank/accounts/{id}/statements`;
const importXlsx = (content: string, extra: Record<string, unknown> = {}) =>
  company.call('POST', importUrl.replace('{id}', bankId), {
    fileName: 'GTBank March.xlsx',
    format: 'xlsx',
    content,
    ...extra,
  });

describe('Excel statement import', () => {
  it('reads a bank-like workbook: header rows skipped, date cells and serial dates, amounts exact to the kobo', async () => {
    const response = await importXlsx(await bankWorkbook());
    expect(response.statusCode).toBe(201);
    const result = response.json().data;
    expect(result).toMatchObject({ imported: 3, duplicates: 0, errors: [] });
    // The 'Closing Balance' cell above the table, rounded as the sheet shows it (0.30000000000000004 -> 0.30).
    expect(result.end).toEqual({ date: '2026-03-31', balance: 148_765.8 });

    const lines = await company.call('GET', `/api/bank/accounts/${bankId}/statement-lines`);
    const stored = lines
      .json()
      .data.map((line: { date: string; description: string; amount: number; balance: number | null }) => ({
        date: line.date,
        description: line.description,
        amount: line.amount,
        balance: line.balance,
      }));
    expect(stored).toEqual([
      { date: '2026-03-31', description: 'TRANSFER FROM DANGOTE DISTRIBUTORS', amount: 50_000, balance: 148_765.8 },
      { date: '2026-03-05', description: 'NIP TRANSFER FROM ADEBAYO STORES', amount: 0.3, balance: 98_765.8 },
      { date: '2026-03-02', description: 'POS PURCHASE SHOPRITE LEKKI', amount: -1234.5, balance: 98_765.5 },
    ]);
  });

  it('imports the same workbook again as duplicates only', async () => {
    const response = await importXlsx(await bankWorkbook());
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ imported: 0, duplicates: 3 });
  });

  it('takes a chosen mapping and reads serial numbers in the Value Date column as dates', async () => {
    const other = (await addBankAccount(company, { bankCode: '057', accountNumber: ZENITH_NUMBER }))._id;
    const response = await company.call('POST', `/api/bank/accounts/${other}/statements`, {
      fileName: 'value dates.xlsx',
      format: 'xlsx',
      content: await bankWorkbook(),
      mapping: { date: 'Value Date', description: 'Narration', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ imported: 3, end: { date: '2026-03-31', balance: 148_765.8 } });
  });

  it('answers the first sheet as rows for the preview, dates and amounts as plain text', async () => {
    // With an Idempotency-Key, as the web app sends on every POST: nothing is stored, and that is fine.
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/bank/statement-rows',
      headers: { ...bearer(company.token), 'x-company-id': company.companyId, 'idempotency-key': randomUUID() },
      payload: { content: await bankWorkbook() },
    });
    expect(response.statusCode).toBe(200);
    const rows: string[][] = response.json().data.rows;
    expect(rows[0]).toEqual(['GUARANTY TRUST BANK PLC', '', '']);
    expect(rows[5]).toEqual(['Closing Balance', '148765.8']);
    expect(rows[6]).toEqual([]);
    expect(rows[7]).toEqual(['Trans Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance']);
    expect(rows[8]).toEqual(['2026-03-02', '2026-03-02', 'POS PURCHASE SHOPRITE LEKKI', '1234.5', '', '98765.5']);
    expect(rows[9]?.[4]).toBe('0.3');
  });

  it('refuses an old .xls file and a broken workbook in plain words, and stores nothing', async () => {
    const before = await bankRows(test, company.companyId);
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]).toString('base64');
    const broken = (await bankWorkbook()).slice(0, 400);
    for (const content of [xls, broken]) {
      const response = await importXlsx(content);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: unreadableWorkbookMessage,
        errors: { content: unreadableWorkbookMessage },
      });
      const rows = await company.call('POST', '/api/bank/statement-rows', { content });
      expect(rows.statusCode).toBe(400);
      expect(rows.json().message).toBe(
        'This file is not a readable Excel workbook. Save it as .xlsx or CSV and try again.',
      );
    }
    expect(await bankRows(test, company.companyId)).toEqual(before);
  });

  it('refuses a workbook over the size limit like a CSV file', async () => {
    const small = await createTestApp({ STATEMENT_IMPORT_MAX_BYTES: '4096' });
    try {
      const owner = await accountingCompany(small, 'Small Excel Ltd');
      const account = await addBankAccount(owner);
      const response = await owner.call('POST', `/api/bank/accounts/${account._id}/statements`, {
        fileName: 'big.xlsx',
        format: 'xlsx',
        content: await bankWorkbook(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^This file is \d+ KB; statements can be at most 4 KB\./);
    } finally {
      await small.close();
    }
  });
});

describe('numbers from Excel cells', () => {
  it('keeps what Excel shows, without binary noise, rounding half away from zero on the digits', () => {
    expect(numberText(0.1 + 0.2)).toBe('0.3');
    expect(numberText(1234.5)).toBe('1234.5');
    expect(numberText(1234.5, '#,##0.00')).toBe('1234.5');
    expect(numberText(0.30000000000000004 + 1e-12, '#,##0.00')).toBe('0.30');
    expect(numberText(1.005, '#,##0.00')).toBe('1.01');
    expect(numberText(-2.675, '0.00')).toBe('-2.68');
    expect(numberText(99_999_999_999.99, '#,##0.00')).toBe('99999999999.99');
    expect(numberText(46_082)).toBe('46082');
    expect(roundDecimalText('-0.004', 2)).toBe('0.00');
  });
});

describe('text from Excel cells', () => {
  it('leaves out NUL (_x0000_ in the file), which Excel shows as nothing and PostgreSQL cannot store', () => {
    const cell = new ExcelJS.Workbook().addWorksheet('Statement').getCell('B2');
    cell.value = ' POS\u0000 LEKKI\u0000 ';
    expect(cellText(cell)).toBe('POS LEKKI');
  });
});
