import { describe, expect, it } from 'vitest';
import { parseStatementCsv, parseStatementRows } from './statement-csv.ts';
import { statedClosingBalance, statementEnd } from './statement-end.ts';

describe('statedClosingBalance', () => {
  it('reads the amount beside a Closing Balance label, in the header rows or a footer', () => {
    expect(
      statedClosingBalance([
        ['Account Name', 'ADA LTD'],
        ['Closing Balance', '', '1,234.56'],
      ]),
    ).toBe(123_456);
    expect(statedClosingBalance([['Closing Balance: NGN 2,000.00 DR']])).toBe(-200_000);
    expect(statedClosingBalance([['', 'Closing Ledger Balance', '(50.00)']])).toBe(-5_000);
  });

  it('is undefined when no row states one, or the label has no amount beside it', () => {
    expect(statedClosingBalance([['Trans Date', 'Narration', 'Closing Balance'], [',,,,Closing Balance']])).toBe(
      undefined,
    );
    expect(statedClosingBalance([])).toBe(undefined);
  });
});

describe('statementEnd', () => {
  const line = (date: string, balanceKobo?: number) => ({
    date,
    ...(balanceKobo === undefined ? {} : { balanceKobo }),
  });

  it("takes the last line's date and running balance, whichever way the file is ordered", () => {
    expect(statementEnd([line('2026-03-01', 100), line('2026-03-31', 250), line('2026-03-31', 300)])).toEqual({
      date: '2026-03-31',
      balanceKobo: 300,
    });
    expect(statementEnd([line('2026-03-31', 300), line('2026-03-31', 250), line('2026-03-01', 100)])).toEqual({
      date: '2026-03-31',
      balanceKobo: 300,
    });
  });

  it('prefers the balance and date the file states, and has no balance without running balances', () => {
    expect(statementEnd([line('2026-03-02', 100)], { balanceKobo: 999, date: '2026-03-31' })).toEqual({
      date: '2026-03-31',
      balanceKobo: 999,
    });
    expect(statementEnd([line('2026-03-02')])).toEqual({ date: '2026-03-02' });
    expect(statementEnd([])).toBeUndefined();
  });
});

describe('parseStatementRows', () => {
  it('reads rows of cells exactly as parseStatementCsv reads the same CSV', () => {
    const csv =
      'Title\nDate,Narration,Debit,Credit,Balance\n2026-03-02,POS,1234.5,,98765.5\n2026-03-05,NIP,,0.3,98765.8\n';
    const rows = csv.split('\n').map((row) => (row === '' ? [''] : row.split(',')));
    const mapping = { date: 'Date', description: 'Narration', debit: 'Debit', credit: 'Credit', balance: 'Balance' };
    expect(parseStatementRows(rows, { mapping })).toEqual(parseStatementCsv(csv, { mapping }));
    expect(parseStatementRows(rows, { mapping }).lines.map((entry) => entry.amountKobo)).toEqual([-123_450, 30]);
  });
});
