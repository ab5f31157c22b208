import { describe, expect, it } from 'vitest';
import { amountToKobo, entryTotals } from './amounts.ts';

describe('amounts typed into money inputs', () => {
  it.each([
    [1234.56, 123456],
    ['1234.5', 123450],
    ['', 0],
    [undefined, 0],
    [null, 0],
    ['1.234', 0],
    ['abc', 0],
  ] as const)('%s is %i kobo', (value, kobo) => {
    expect(amountToKobo(value)).toBe(kobo);
  });

  it('adds lines in kobo, where 0.1 + 0.2 is exactly 0.3', () => {
    const totals = entryTotals([{ debit: 0.1 }, { debit: 0.2 }, { credit: 0.3 }]);
    expect(totals).toEqual({ debit: 30, credit: 30, difference: 0 });
  });

  it('reports what is still to balance', () => {
    expect(
      entryTotals([
        { debit: 100, credit: '' },
        { debit: '', credit: 90 },
      ]),
    ).toEqual({
      debit: 10000,
      credit: 9000,
      difference: 1000,
    });
    expect(entryTotals([]).difference).toBe(0);
  });
});
