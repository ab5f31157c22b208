import { describe, expect, it } from 'vitest';
import { agingBucket, type OpenDocumentFigures, owedOnDate } from './aging.ts';

describe('how a balance splits over invoices (pure)', () => {
  const invoice = (
    id: string,
    date: string,
    homeTotal: number,
    homeAmountPaid = 0,
    settledAfter = 0,
  ): OpenDocumentFigures => ({
    id,
    number: id,
    contactId: 'ada',
    date,
    dueDate: date,
    currencyCode: 'NGN',
    homeTotal,
    homeAmountPaid,
    settledAfter,
  });

  it('puts days past due in their columns', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(agingBucket)).toEqual([
      'current',
      'current',
      'days1To30',
      'days1To30',
      'days31To60',
      'days31To60',
      'days61To90',
      'days61To90',
      'over90',
      'over90',
    ]);
  });

  it('owes what is open today plus what settled it after the date', () => {
    const { invoices, notOnInvoice } = owedOnDate(new Map([['ada', 130_00]]), [
      invoice('a', '2026-01-01', 100_00, 100_00, 100_00),
      invoice('b', '2026-02-01', 50_00, 20_00),
    ]);
    expect(invoices.map((item) => [item.id, item.owed])).toEqual([
      ['b', 30_00],
      ['a', 100_00],
    ]);
    expect(notOnInvoice.size).toBe(0);
  });

  it('gives an unexplained balance back to the newest invoices first, and the rest to no invoice', () => {
    const { invoices, notOnInvoice } = owedOnDate(
      new Map<string | null, number>([
        ['ada', 180_00],
        [null, 7_00],
      ]),
      [invoice('a', '2026-01-01', 100_00, 100_00), invoice('b', '2026-02-01', 50_00, 50_00)],
    );
    expect(invoices.map((item) => [item.id, item.owed])).toEqual([
      ['b', 50_00],
      ['a', 100_00],
    ]);
    expect(notOnInvoice).toEqual(
      new Map<string | null, number>([
        ['ada', 30_00],
        [null, 7_00],
      ]),
    );
  });

  it('keeps a shortfall (the ledger says less than the invoices) on no invoice', () => {
    const { invoices, notOnInvoice } = owedOnDate(new Map([['ada', 40_00]]), [invoice('a', '2026-01-01', 100_00)]);
    expect(invoices.map((item) => item.owed)).toEqual([100_00]);
    expect(notOnInvoice.get('ada')).toBe(-60_00);
  });
});
