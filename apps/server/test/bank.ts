import { type AccountingCompany, rowCounts } from './accounting.ts';
import type { TestApp } from './harness.ts';

/*
 * Helpers for bank account, statement and reconciliation tests: statements shaped like what
 * Nigerian banks export, and the calls that set them up.
 */

/** A GTBank account number that passes the NUBAN check for code 058. */
export const GTBANK_NUMBER = '0123456785';
/** A Zenith Bank (057) account number that passes the NUBAN check. */
export const ZENITH_NUMBER = '1012345671';

export interface StatementRow {
  date: string;
  reference?: string;
  /** Naira: money in > 0, money out < 0. */
  amount: number;
  balance?: number;
  remarks: string;
}

const naira = (value: number) =>
  value.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2026-03-02 -> 02-Mar-2026, as GTBank prints dates. */
const gtbankDate = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${day}-${months[Number(month) - 1]}-${year}`;
};
const quoted = (text: string) => (/[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A statement shaped like a GTBank CSV export: a preamble, debit and credit columns, totals and a footer. */
export function gtbankCsv(rows: StatementRow[], accountNumber = GTBANK_NUMBER): string {
  const body = rows.map((row) =>
    [
      gtbankDate(row.date),
      gtbankDate(row.date),
      row.reference ?? '',
      row.amount < 0 ? naira(-row.amount) : '',
      row.amount > 0 ? naira(row.amount) : '',
      row.balance === undefined ? '' : naira(row.balance),
      'LEKKI',
      row.remarks,
    ]
      .map(quoted)
      .join(','),
  );
  return [
    'Account Statement',
    `Account Name,CHUKWU MOTORS LTD`,
    `Account Number,${accountNumber}`,
    'Period,01-Mar-2026 to 31-Mar-2026',
    '',
    'Trans. Date,Value Date,Reference,Debits,Credits,Balance,Originating Branch,Remarks',
    ...body,
    ',,,,,,,Closing Balance',
    'Thank you for banking with us',
    '',
  ].join('\n');
}

export interface OfxRow {
  fitId: string;
  date: string;
  amount: number;
  name: string;
  memo?: string;
}

/** An OFX 1.x (SGML) statement as Nigerian internet banking exports it. */
export function ofxStatement(rows: OfxRow[], accountNumber = GTBANK_NUMBER): string {
  const transactions = rows.map((row) =>
    [
      '<STMTTRN>',
      `<TRNTYPE>${row.amount < 0 ? 'DEBIT' : 'CREDIT'}`,
      `<DTPOSTED>${row.date.replaceAll('-', '')}120000[+1:WAT]`,
      `<TRNAMT>${row.amount.toFixed(2)}`,
      `<FITID>${row.fitId}`,
      `<NAME>${row.name}`,
      ...(row.memo ? [`<MEMO>${row.memo}`] : []),
      '</STMTTRN>',
    ].join('\n'),
  );
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS>',
    '<CURDEF>NGN',
    `<BANKACCTFROM><BANKID>058<ACCTID>${accountNumber}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    '<BANKTRANLIST>',
    '<DTSTART>20260301',
    '<DTEND>20260331',
    ...transactions,
    '</BANKTRANLIST>',
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\n');
}

/** A journal body with lines as [account id, debit, credit], for accounts added after the chart was read. */
export function journalOf(
  lines: Array<[accountId: string, debit: number, credit: number]>,
  extra: { date?: string; reference?: string; note?: string } = {},
) {
  return {
    date: '2026-03-31',
    reference: 'Bank',
    lines: lines.map(([account, debit, credit]) => ({ account, debit, credit })),
    ...extra,
  };
}

/** Adds a GTBank business account; answers the BankAccount. */
export async function addBankAccount(company: AccountingCompany, overrides: Record<string, unknown> = {}) {
  const response = await company.call('POST', '/api/bank/accounts', {
    type: 'business',
    bankCode: '058',
    accountNumber: GTBANK_NUMBER,
    accountName: 'Chukwu Motors Ltd',
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`bank account failed: ${response.body}`);
  return response.json().data as { _id: string; account_code: string; account_name: string };
}

export async function importCsv(company: AccountingCompany, accountId: string, content: string, fileName = 'GTB.csv') {
  return company.call('POST', `/api/bank/accounts/${accountId}/statements`, { fileName, format: 'csv', content });
}

/** The rows of the ledger and bank tables: "writes nothing" is no change. */
export function bankRows(test: TestApp, companyId: string) {
  return rowCounts(test, companyId, [
    'accounts',
    'bank_accounts',
    'bank_statement_imports',
    'bank_statement_lines',
    'bank_statement_matches',
    'reconciliations',
    'reconciliation_lines',
    'journal_entries',
    'journal_lines',
    'audit_log',
  ]);
}
