import { describe, expect, it } from 'vitest';
import {
  findHeaderRow,
  guessColumnMapping,
  guessDateFormat,
  parseStatementCsv,
  parseStatementDate,
  readCsvRecords,
  type StatementColumnMapping,
  type StatementDateFormat,
} from './statement-csv.ts';
import { StatementFormatError } from './statement-source.ts';

// Shaped like a GTBank export: a preamble, debit and credit columns, a totals row and a footer.
const gtbankStatement = `Account Statement
Account Name,ADUNNI FABRICS LTD
Account Number,0123456789
Period,01-Jan-2026 to 31-Jan-2026

Trans. Date,Value Date,Reference,Debits,Credits,Balance,Originating Branch,Remarks
01-Jan-2026,01-Jan-2026,,,,"1,500,000.00",,Opening Balance
02-Jan-2026,02-Jan-2026,0000123,,"250,000.00","1,750,000.00",LEKKI,NIP TRF FROM ADEBAYO OLUWASEUN/REF 0000123
03-Jan-2026,03-Jan-2026,POS0001,"45,300.50",,"1,704,699.50",E-CHANNELS,POS PURCHASE SHOPRITE LEKKI
05-Jan-2026,05-Jan-2026,,50.00,,"1,704,649.50",HEAD OFFICE,STAMP DUTY
05-Jan-2026,05-Jan-2026,,50.00,,"1,704,599.50",HEAD OFFICE,STAMP DUTY
06-Jan-2026,06-Jan-2026,,0.75,,"1,704,598.75",,"VAT ON NIP TRANSFER FEE, JAN"
31-Jan-2026,31-Jan-2026,,4.00,,"1,704,594.75",,SMS ALERT CHARGES
,,,"45,405.25","250,000.00",,,Total
,,,,,,,Closing Balance
Thank you for banking with us
`;

const gtbankMapping: StatementColumnMapping = {
  date: 'Trans. Date',
  description: 'Remarks',
  reference: 'Reference',
  debit: 'Debits',
  credit: 'Credits',
  balance: 'Balance',
};

describe('parseStatementCsv', () => {
  it('reads a statement with debit and credit columns, skipping the preamble, balances, totals and footer', () => {
    const result = parseStatementCsv(gtbankStatement, { mapping: gtbankMapping });
    expect(result.errors).toEqual([]);
    expect(result.headerRow).toBe(5);
    expect(result.dateFormat).toBe('DD-MMM-YYYY');
    expect(result.lines.map(({ externalId: _, ...line }) => line)).toEqual([
      {
        date: '2026-01-02',
        description: 'NIP TRF FROM ADEBAYO OLUWASEUN/REF 0000123',
        reference: '0000123',
        amountKobo: 25_000_000,
        balanceKobo: 175_000_000,
      },
      {
        date: '2026-01-03',
        description: 'POS PURCHASE SHOPRITE LEKKI',
        reference: 'POS0001',
        amountKobo: -4_530_050,
        balanceKobo: 170_469_950,
      },
      { date: '2026-01-05', description: 'STAMP DUTY', reference: '', amountKobo: -5000, balanceKobo: 170_464_950 },
      { date: '2026-01-05', description: 'STAMP DUTY', reference: '', amountKobo: -5000, balanceKobo: 170_459_950 },
      {
        date: '2026-01-06',
        description: 'VAT ON NIP TRANSFER FEE, JAN',
        reference: '',
        amountKobo: -75,
        balanceKobo: 170_459_875,
      },
      {
        date: '2026-01-31',
        description: 'SMS ALERT CHARGES',
        reference: '',
        amountKobo: -400,
        balanceKobo: 170_459_475,
      },
    ]);
  });

  it('gives the same ids when the same file is imported again, and two identical lines two ids', () => {
    const first = parseStatementCsv(gtbankStatement, { mapping: gtbankMapping }).lines.map((line) => line.externalId);
    const again = parseStatementCsv(gtbankStatement, { mapping: gtbankMapping }).lines.map((line) => line.externalId);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((id) => /^csv:[0-9a-f]{16}$/.test(id))).toBe(true);
  });

  it('keeps the ids when the bank re-exports with other padding, case or a longer period', () => {
    const ids = (text: string) =>
      parseStatementCsv(text, { mapping: gtbankMapping }).lines.map((line) => `${line.date} ${line.externalId}`);
    const reformatted = gtbankStatement
      .replace('POS PURCHASE SHOPRITE LEKKI', 'POS  Purchase Shoprite Lekki ')
      .replace(
        '31-Jan-2026,31-Jan-2026,,4.00',
        '01-Feb-2026,01-Feb-2026,,9.00,,,,SMS ALERT CHARGES\n31-Jan-2026,31-Jan-2026,,4.00',
      );
    expect(ids(reformatted)).toEqual(expect.arrayContaining(ids(gtbankStatement)));
    expect(ids(reformatted)).toHaveLength(ids(gtbankStatement).length + 1);
  });

  it('reads one amount column with a DR/CR column and dates with times', () => {
    const text = `DATE POSTED,VALUE DATE,DESCRIPTION,AMOUNT,DR/CR,BALANCE
05/01/2026 10:22:31,05/01/2026,TRANSFER FROM OKONKWO CHIDI,"120,000.00",CR,"620,000.00"
06/01/2026 08:01:00,06/01/2026,COMMISSION ON TURNOVER,"1,250.00",DR,"618,750.00"
`;
    const result = parseStatementCsv(text, {
      mapping: {
        date: 'Date Posted',
        description: 'description',
        amount: 'AMOUNT',
        direction: 'DR/CR',
        balance: 'BALANCE',
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.dateFormat).toBe('DD/MM/YYYY');
    expect(result.lines.map((line) => [line.date, line.amountKobo, line.balanceKobo])).toEqual([
      ['2026-01-05', 12_000_000, 62_000_000],
      ['2026-01-06', -125_000, 61_875_000],
    ]);
  });

  it('reads one signed amount column with naira signs, by column position and without a header', () => {
    const text = `2026-01-05;Transfer from Musa Ibrahim;MP260105ABC;₦15,000.00;₦115,000.00
2026-01-05;Airtime purchase;MP260105XYZ;-₦1,000.00;₦114,000.00
2026-01-07;Card refund;MP260107RFD;(₦250.00);₦113,750.00
`;
    const result = parseStatementCsv(text, {
      mapping: { date: 0, description: 1, reference: 2, amount: 3, balance: 4 },
      dateFormat: 'YYYY-MM-DD',
    });
    expect(result.headerRow).toBe(-1);
    expect(result.errors).toEqual([]);
    expect(result.lines.map((line) => [line.reference, line.amountKobo])).toEqual([
      ['MP260105ABC', 1_500_000],
      ['MP260105XYZ', -100_000],
      ['MP260107RFD', -25_000],
    ]);
  });

  it('reports the rows it cannot read by spreadsheet row, and imports the rest', () => {
    const text = `Date,Narration,Debit,Credit
01/02/2026,OPENING BALANCE,,
02/02/2026,POS PURCHASE SHOPRITE LEKKI,"5,000.00",
30/02/2026,NIP TRF FROM ADEBAYO OLUWASEUN,,"10,000.00"
03/02/2026,WEB TRANSFER TO IKEJA ELECTRIC,abc,
04/02/2026,REVERSAL,"100.00","100.00"
05/02/2026,CHEQUE LODGEMENT,,
,MAINTENANCE FEE,"1.00",
06/02/2026,SMS ALERT CHARGES,"4.001",
07/02/2026,STAMP DUTY,50.00,
`;
    const result = parseStatementCsv(text, {
      mapping: { date: 'Date', description: 'Narration', debit: 'Debit', credit: 'Credit' },
    });
    expect(result.errors).toEqual([
      { row: 4, message: '"30/02/2026" is not a DD/MM/YYYY date' },
      { row: 5, message: '"abc" is not an amount' },
      { row: 6, message: 'The row has both a debit and a credit' },
      { row: 7, message: 'The row has no amount' },
      { row: 8, message: 'The row has no date' },
      { row: 9, message: '"4.001" has more than 2 decimal places' },
    ]);
    expect(result.lines.map((line) => line.description)).toEqual(['POS PURCHASE SHOPRITE LEKKI', 'STAMP DUTY']);
  });

  it('skips headers repeated on every page and reads debits printed as negative numbers', () => {
    const text = `Date,Details,Withdrawals,Lodgements
05-01-2026,ATM WDL IKEJA,"-20,000.00",
Date,Details,Withdrawals,Lodgements
06-01-2026,CASH DEPOSIT,,"5,000.00"
`;
    const result = parseStatementCsv(text, {
      mapping: { date: 'Date', description: 'Details', debit: 'Withdrawals', credit: 'Lodgements' },
    });
    expect(result.errors).toEqual([]);
    expect(result.lines.map((line) => line.amountKobo)).toEqual([-2_000_000, 500_000]);
  });

  it.each<[string, StatementColumnMapping, string]>([
    [
      'an amount column and debit/credit columns at once',
      { date: 'Date', description: 'Narration', amount: 'Amount', debit: 'Debit' },
      'Choose either an amount column or debit and credit columns, not both.',
    ],
    [
      'no amount column',
      { date: 'Date', description: 'Narration' },
      'Choose an amount column, or debit and credit columns.',
    ],
    [
      'a column the file does not have',
      { date: 'Date', description: 'Narration', amount: 'Amount', balance: 'Running Balance' },
      'No row of the file has the columns Date, Narration, Amount, Running Balance.',
    ],
  ])('refuses a mapping with %s', (_, mapping, message) => {
    const text = 'Date,Narration,Amount\n05/01/2026,STAMP DUTY,-50.00\n';
    expect(() => parseStatementCsv(text, { mapping })).toThrow(new StatementFormatError(message));
  });

  it('refuses a file whose date column holds no dates it can read', () => {
    const text = 'Date,Narration,Amount\n2026.01.05,STAMP DUTY,-50.00\n';
    expect(() =>
      parseStatementCsv(text, { mapping: { date: 'Date', description: 'Narration', amount: 'Amount' } }),
    ).toThrow(StatementFormatError);
  });
});

describe('parseStatementDate', () => {
  it.each<[string, StatementDateFormat, string | undefined]>([
    ['05/01/2026', 'DD/MM/YYYY', '2026-01-05'],
    ['5/1/2026', 'DD/MM/YYYY', '2026-01-05'],
    ['31/12/2025 23:59:59', 'DD/MM/YYYY', '2025-12-31'],
    ['29/02/2024', 'DD/MM/YYYY', '2024-02-29'],
    ['29/02/2026', 'DD/MM/YYYY', undefined],
    ['13/13/2026', 'DD/MM/YYYY', undefined],
    ['05/01/26', 'DD/MM/YYYY', undefined],
    ['05-01-2026', 'DD-MM-YYYY', '2026-01-05'],
    ['05-Jan-2026', 'DD-MMM-YYYY', '2026-01-05'],
    ['05-JAN-2026', 'DD-MMM-YYYY', '2026-01-05'],
    ['05-Sept-2026', 'DD-MMM-YYYY', '2026-09-05'],
    ['05-Foo-2026', 'DD-MMM-YYYY', undefined],
    ['05 Jan 2026', 'DD MMM YYYY', '2026-01-05'],
    ['05 January 2026', 'DD MMM YYYY', '2026-01-05'],
    ['05 Jan, 2026', 'DD MMM YYYY', '2026-01-05'],
    ['05-JAN-26', 'DD-MMM-YY', '2026-01-05'],
    ['05/01/26', 'DD/MM/YY', '2026-01-05'],
    ['05/01/2026', 'DD/MM/YY', undefined],
    ['2026-01-05', 'YYYY-MM-DD', '2026-01-05'],
    ['2026-01-05T10:22:31', 'YYYY-MM-DD', '2026-01-05'],
    ['', 'YYYY-MM-DD', undefined],
  ])('reads %j as %s: %s', (text, format, expected) => {
    expect(parseStatementDate(text, format)).toBe(expected);
  });
});

describe('guessDateFormat', () => {
  it.each<[string[], StatementDateFormat | undefined]>([
    [['05/01/2026', '31/01/2026'], 'DD/MM/YYYY'],
    [['05-01-2026', ''], 'DD-MM-YYYY'],
    [['05-Jan-2026', '06-Jan-2026'], 'DD-MMM-YYYY'],
    [['05 Jan 2026'], 'DD MMM YYYY'],
    [['05-JAN-26'], 'DD-MMM-YY'],
    [['05/01/26', '31/01/26'], 'DD/MM/YY'],
    [['2026-01-05', 'Total'], 'YYYY-MM-DD'],
    [['Opening balance', '', 'Total'], undefined],
    [[], undefined],
  ])('%j -> %s', (samples, format) => {
    expect(guessDateFormat(samples)).toBe(format);
  });
});

describe('guessColumnMapping', () => {
  it.each<[string[], Partial<StatementColumnMapping>]>([
    [
      ['Trans. Date', 'Value Date', 'Narration', 'Ref. No', 'Debit (₦)', 'Credit (₦)', 'Balance (₦)'],
      {
        date: 'Trans. Date',
        description: 'Narration',
        reference: 'Ref. No',
        debit: 'Debit (₦)',
        credit: 'Credit (₦)',
        balance: 'Balance (₦)',
      },
    ],
    [
      ['Value Date', 'Remarks', 'Withdrawals', 'Lodgements', 'Balance'],
      { date: 'Value Date', description: 'Remarks', debit: 'Withdrawals', credit: 'Lodgements', balance: 'Balance' },
    ],
    [
      ['Posting Date', 'Transaction Details', 'Amount (NGN)', 'DR/CR', 'Running Balance', 'Reference Number'],
      {
        date: 'Posting Date',
        description: 'Transaction Details',
        amount: 'Amount (NGN)',
        direction: 'DR/CR',
        balance: 'Running Balance',
        reference: 'Reference Number',
      },
    ],
    [
      ['Date', 'Description', 'Money In', 'Money Out', 'Cheque No'],
      { date: 'Date', description: 'Description', credit: 'Money In', debit: 'Money Out', reference: 'Cheque No' },
    ],
    [['Account Name', 'ADUNNI FABRICS LTD'], {}],
  ])('%j', (headers, mapping) => {
    expect(guessColumnMapping(headers)).toEqual(mapping);
  });
});

describe('findHeaderRow', () => {
  it('finds the header below a preamble, so the form can offer its columns', () => {
    const { records } = readCsvRecords(gtbankStatement);
    expect(findHeaderRow(records)).toBe(5);
    expect(findHeaderRow(records.slice(0, 5))).toBe(-1);
  });
});
