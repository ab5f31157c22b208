import { auditLog } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import {
  addBankAccount,
  bankRows,
  gtbankCsv,
  importCsv,
  ofxStatement,
  type StatementRow,
  ZENITH_NUMBER,
} from '../../../test/bank.ts';
import { testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
let bankId: string;
beforeAll(async () => {
  company = await accountingCompany(test);
  bankId = (await addBankAccount(company))._id;
});

const march: StatementRow[] = [
  {
    date: '2026-03-02',
    reference: '0000123',
    amount: 250_000,
    balance: 750_000,
    remarks: 'NIP TRF FROM ADEBAYO STORES',
  },
  { date: '2026-03-03', reference: 'POS0001', amount: -45_300.5, balance: 704_699.5, remarks: 'POS PURCHASE SHOPRITE' },
  { date: '2026-03-05', amount: -50, balance: 704_649.5, remarks: 'STAMP DUTY' },
  { date: '2026-03-05', amount: -50, balance: 704_599.5, remarks: 'STAMP DUTY' },
  { date: '2026-03-31', amount: -1_075, balance: 703_524.5, remarks: 'ACCOUNT MAINTENANCE FEE, MARCH' },
];

const linesOf = async (query = '') => {
  const response = await company.call('GET', `/api/bank/accounts/${bankId}/statement-lines${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: Array<{ date: string; description: string; amount: number; status: string; reference: string }>;
    pageInfo: { total: number };
  };
};

describe('importing a GTBank CSV statement', () => {
  it('guesses the columns, stores the lines unmatched and posts nothing to the ledger', async () => {
    const ledgerBefore = await trialBalanceByCode(company);
    const rowsBefore = await bankRows(test, company.companyId);
    const response = await importCsv(company, bankId, gtbankCsv(march), 'GTB March 2026.csv');
    expect(response.statusCode).toBe(201);
    const result = response.json().data;
    expect(result).toEqual({
      import: { _id: expect.any(String), fileName: 'GTB March 2026.csv', lineCount: 5 },
      imported: 5,
      duplicates: 0,
      errors: [],
      // The last line's running balance: what 'Reconcile now' starts from.
      end: { date: '2026-03-31', balance: 703_524.5 },
    });
    const lines = await linesOf();
    expect(lines.pageInfo.total).toBe(5);
    expect(lines.data[0]).toEqual({
      _id: expect.any(String),
      date: '2026-03-31',
      description: 'ACCOUNT MAINTENANCE FEE, MARCH',
      reference: '',
      amount: -1075,
      balance: 703_524.5,
      status: 'unmatched',
      reconciliation: null,
    });
    expect(lines.data.map((line) => [line.date, line.amount])).toEqual([
      ['2026-03-31', -1075],
      ['2026-03-05', -50],
      ['2026-03-05', -50],
      ['2026-03-03', -45_300.5],
      ['2026-03-02', 250_000],
    ]);
    expect(await trialBalanceByCode(company)).toEqual(ledgerBefore);
    const rowsAfter = await bankRows(test, company.companyId);
    expect(rowsAfter.journal_entries).toBe(rowsBefore.journal_entries);
    expect(rowsAfter.bank_statement_lines).toBe((rowsBefore.bank_statement_lines ?? 0) + 5);
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, result.import._id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entityType: 'bank-statement-import' });
  });

  it('skips and counts the lines already imported when the statement is imported again', async () => {
    const april: StatementRow = { date: '2026-04-01', amount: 80_000, remarks: 'CASH DEPOSIT' };
    const response = await importCsv(company, bankId, gtbankCsv([...march, april]));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ imported: 1, duplicates: 5, errors: [] });
    const again = await importCsv(company, bankId, gtbankCsv([...march, april]));
    expect(again.json().data).toMatchObject({ import: { lineCount: 0 }, imported: 0, duplicates: 6 });
    expect((await linesOf()).pageInfo.total).toBe(6);
  });

  it('reads a mapping and date format the user chose, and reports unreadable rows with their row number', async () => {
    const content = [
      'Date;Narration;Amount;Dr/Cr',
      '07/03/2026;Transfer to Emeka Motors;15000.00;DR',
      '08/03/2026;Refund from Emeka Motors;2500.00;CR',
      '09/13/2026;Bad date;100.00;DR',
      '10/03/2026;Bad amount;abc;DR',
    ].join('\n');
    const response = await company.call('POST', `/api/bank/accounts/${bankId}/statements`, {
      fileName: 'moniepoint.csv',
      format: 'csv',
      content,
      mapping: { date: 'Date', description: 'Narration', amount: 'Amount', direction: 'Dr/Cr' },
      dateFormat: 'DD/MM/YYYY',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      imported: 2,
      duplicates: 0,
      errors: [
        { row: 4, message: '"09/13/2026" is not a DD/MM/YYYY date' },
        { row: 5, message: '"abc" is not an amount' },
      ],
    });
    const lines = await linesOf('?range[startDate]=2026-03-07&range[endDate]=2026-03-08');
    expect(lines.data.map((line) => [line.date, line.description, line.amount])).toEqual([
      ['2026-03-08', 'Refund from Emeka Motors', 2500],
      ['2026-03-07', 'Transfer to Emeka Motors', -15000],
    ]);
  });

  it.each([
    [
      'a file with no recognisable columns',
      'csv',
      'hello,world\n1,2\n',
      undefined,
      /could not find the date, description and amount columns/,
    ],
    ['an empty file', 'csv', '   ', undefined, /^The file is empty$/],
    [
      'a mapping naming a missing column',
      'csv',
      gtbankCsv(march),
      { date: 'Posting Date', description: 'Remarks', amount: 'Amount' },
      /^No row of the file has the columns Posting Date, Remarks, Amount\.$/,
    ],
    [
      'a file whose rows cannot be read',
      'csv',
      'Date,Narration,Amount\n02/03/2026,Deposit,abc\n',
      undefined,
      /^No transaction in the file could be read \(row 2: "abc" is not an amount\)$/,
    ],
    ['an OFX file that is not OFX', 'ofx', 'Date,Narration,Amount', undefined, /^This is not an OFX file/],
    [
      'an OFX file naming a character past Unicode in a transaction, beside a good one',
      'ofx',
      ofxStatement([
        { fitId: 'X1', date: '2026-03-02', amount: 5, name: 'GOOD LINE' },
        { fitId: 'X2', date: '2026-03-03', amount: 7, name: 'BAD &#99999999; LINE' },
      ]),
      undefined,
      /^Line 25 of the OFX file has &#99999999;, which is not a character: export the statement from your bank again\.$/,
    ],
    [
      'an OFX file naming a character past Unicode outside any transaction',
      'ofx',
      ofxStatement([{ fitId: 'X1', date: '2026-03-02', amount: 5, name: 'A' }], '&#x110000;'),
      undefined,
      /^Line 9 of the OFX file has &#x110000;, which is not a character/,
    ],
    [
      'an OFX file naming NUL, a surrogate half, or a huge number',
      'ofx',
      ofxStatement([
        { fitId: 'X1', date: '2026-03-02', amount: 5, name: 'A&#0;' },
        { fitId: 'X2', date: '2026-03-02', amount: 5, name: '&#xD800;' },
        { fitId: 'X3', date: '2026-03-02', amount: 5, name: `&#${'9'.repeat(400)};` },
      ]),
      undefined,
      /^Line 18 of the OFX file has &#0;, which is not a character/,
    ],
    [
      'an OFX statement of another account',
      'ofx',
      ofxStatement([{ fitId: 'X1', date: '2026-03-02', amount: 5, name: 'A' }], ZENITH_NUMBER),
      undefined,
      /^This statement is for account 1012345671, not 0123456785$/,
    ],
  ])('refuses %s (400) and stores nothing', async (_case, format, content, mapping, message) => {
    const before = await bankRows(test, company.companyId);
    const response = await company.call('POST', `/api/bank/accounts/${bankId}/statements`, {
      fileName: 'statement',
      format,
      content,
      ...(mapping ? { mapping } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await bankRows(test, company.companyId)).toEqual(before);
  });
});

describe('importing an OFX statement', () => {
  const rows = [
    {
      fitId: 'GT2026030900001',
      date: '2026-03-09',
      amount: 120_000,
      name: 'OKONKWO CHIDI',
      memo: 'TRANSFER FROM OKONKWO CHIDI INV-0043',
    },
    { fitId: 'GT2026030900002', date: '2026-03-09', amount: -26.88, name: 'SMS ALERT CHARGES' },
  ];

  it('stores its lines by the bank’s FITID, and a re-import adds only the new ones', async () => {
    const other = await anotherCompany(test, company, 'Ofx Traders');
    const account = await addBankAccount(other);
    const url = `/api/bank/accounts/${account._id}/statements`;
    const first = await other.call('POST', url, { fileName: 'gtb.ofx', format: 'ofx', content: ofxStatement(rows) });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ imported: 2, duplicates: 0, errors: [] });
    const more = [...rows, { fitId: 'GT2026031000001', date: '2026-03-10', amount: -5000, name: 'POS LEKKI' }];
    const second = await other.call('POST', url, { fileName: 'gtb.ofx', format: 'ofx', content: ofxStatement(more) });
    expect(second.json().data).toMatchObject({ imported: 1, duplicates: 2 });
    const lines = await other.call('GET', `/api/bank/accounts/${account._id}/statement-lines?where[status]=unmatched`);
    expect(lines.json().pageInfo.total).toBe(3);
    expect(
      lines.json().data.map((line: { description: string; amount: number }) => [line.description, line.amount]),
    ).toEqual([
      ['POS LEKKI', -5000],
      ['SMS ALERT CHARGES', -26.88],
      ['TRANSFER FROM OKONKWO CHIDI INV-0043', 120_000],
    ]);
  });
});

describe('statement lines', () => {
  it("of another company's account answer 404", async () => {
    const stranger = await anotherCompany(test, company, 'Stranger Importers');
    const theirs = await addBankAccount(stranger);
    const imported = await importCsv(company, theirs._id, gtbankCsv(march));
    expect(imported.statusCode).toBe(404);
    expect(imported.json().message).toBe('Bank account not found');
    const lines = await company.call('GET', `/api/bank/accounts/${theirs._id}/statement-lines`);
    expect(lines.statusCode).toBe(404);
  });

  it('keep their account from being merged away', async () => {
    const pettyCash = company.account('1010');
    expect((await importCsv(company, pettyCash, gtbankCsv(march))).statusCode).toBe(201);
    const before = await bankRows(test, company.companyId);
    const merged = await company.call('POST', '/api/double-entry/chart-of-accounts/merge', {
      from: pettyCash,
      into: company.account('1000'),
    });
    expect(merged.statusCode).toBe(409);
    expect(merged.json().message).toBe('Petty Cash has bank statements or reconciliations and cannot be merged');
    expect(await bankRows(test, company.companyId)).toEqual(before);
  });

  it('refuses an unknown status filter', async () => {
    const response = await company.call('GET', `/api/bank/accounts/${bankId}/statement-lines?where[status]=done`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('where[status] is not valid.');
  });
});
