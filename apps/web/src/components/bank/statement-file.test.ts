import { describe, expect, it } from 'vitest';
import {
  importProgressText,
  previewStatement,
  readCsvLayout,
  readRowsLayout,
  statementFileProblem,
  statementFormatOf,
  toColumnMapping,
} from './statement-file.ts';

const gtbankCsv = [
  'Account Statement,,,,,',
  'Trans Date,Reference,Narration,Debit,Credit,Balance',
  '05/01/2026,NIP001,TRANSFER FROM ADEBAYO,,250000.00,250000.00',
  '06/01/2026,CHG01,SMS ALERT CHARGES,52.50,,249947.50',
].join('\n');

describe('reading a CSV statement in the browser', () => {
  it('finds the header under a title row and guesses the columns and the date format', () => {
    const layout = readCsvLayout(gtbankCsv);
    expect(layout.headers).toEqual(['Trans Date', 'Reference', 'Narration', 'Debit', 'Credit', 'Balance']);
    expect(layout.choice).toMatchObject({
      date: 'Trans Date',
      description: 'Narration',
      reference: 'Reference',
      amountLayout: 'split',
      debit: 'Debit',
      credit: 'Credit',
      balance: 'Balance',
    });
    expect(layout.dateFormat).toBe('DD/MM/YYYY');
  });

  it('previews the lines signed from the bank side', () => {
    const layout = readCsvLayout(gtbankCsv);
    const preview = previewStatement(gtbankCsv, 'csv', layout.choice, layout.dateFormat);
    expect(preview.problem).toBeUndefined();
    expect(preview.lines.map((line) => [line.date, line.amountKobo])).toEqual([
      ['2026-01-05', 25_000_000],
      ['2026-01-06', -5_250],
    ]);
  });

  it('explains a mapping that cannot work instead of throwing', () => {
    const layout = readCsvLayout(gtbankCsv);
    const choice = { ...layout.choice, debit: '', credit: '' };
    expect(previewStatement(gtbankCsv, 'csv', choice, layout.dateFormat).problem).toMatch(/amount column/);
    expect(previewStatement(gtbankCsv, 'csv', { ...choice, date: '' }, null).problem).toMatch(/date/);
  });

  it('sends only the chosen columns of the chosen amount layout', () => {
    const layout = readCsvLayout(gtbankCsv);
    expect(toColumnMapping({ ...layout.choice, amount: 'Credit', reference: '' })).toEqual({
      date: 'Trans Date',
      description: 'Narration',
      debit: 'Debit',
      credit: 'Credit',
      balance: 'Balance',
    });
  });
});

it('accepts .csv, .xlsx and .ofx files only', () => {
  expect(statementFormatOf('January.CSV')).toBe('csv');
  expect(statementFormatOf('jan.ofx')).toBe('ofx');
  expect(statementFormatOf('GTBank Jan.XLSX')).toBe('xlsx');
  expect(statementFormatOf('jan.xls')).toBeUndefined();
});

describe('reading an Excel statement from the rows the server sends', () => {
  const rows = [
    ['GUARANTY TRUST BANK PLC', '', ''],
    ['Closing Balance', '148765.8'],
    [],
    ['Trans Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance'],
    ['2026-03-02', '2026-03-02', 'POS PURCHASE', '1234.5', '', '98765.5'],
    ['2026-03-05', '2026-03-05', 'NIP TRANSFER', '', '0.3', '98765.8'],
  ];

  it('guesses the columns and previews the lines as the CSV path does', () => {
    const layout = readRowsLayout(rows);
    expect(layout.choice).toMatchObject({ date: 'Trans Date', description: 'Narration', debit: 'Debit' });
    expect(layout.dateFormat).toBe('YYYY-MM-DD');
    const preview = previewStatement(rows, 'xlsx', layout.choice, layout.dateFormat);
    expect(preview.lines.map((line) => [line.date, line.amountKobo])).toEqual([
      ['2026-03-02', -123_450],
      ['2026-03-05', 30],
    ]);
  });

  it('checks the size of the file in bytes', () => {
    expect(statementFileProblem(6 * 1024 * 1024, 10)).toMatch(/^This file is 6 MB/);
  });
});

describe('checking a statement before the upload', () => {
  it('refuses a file over 5 MB in the words the server uses', () => {
    const text = 'x'.repeat(Math.round(7.15 * 1024 * 1024));
    expect(statementFileProblem(text, 10)).toBe(
      'This file is 7.2 MB; statements can be at most 5 MB. Split it by date and import each part.',
    );
  });

  it('refuses more than 50,000 lines, and lets the rest through', () => {
    expect(statementFileProblem('a small file', 62_000)).toBe(
      'This file has 62,000 lines; statements can have at most 50,000. Split it by date and import each part.',
    );
    expect(statementFileProblem('x'.repeat(5 * 1024 * 1024), 50_000)).toBeUndefined();
  });

  it('says how far an import has got', () => {
    expect(importProgressText({ processedLines: 12_000, totalLines: 48_000 })).toBe('Imported 12,000 of 48,000 lines');
  });
});
