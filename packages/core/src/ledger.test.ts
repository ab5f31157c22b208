import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryProblems, isDebitNormal, ledgerMessages, signedForType } from './ledger.ts';
import { MAX_AMOUNT_KOBO } from './money.ts';

const line = (debit: number, credit: number) => ({ debit, credit });

describe('entryProblems', () => {
  it.each([
    ['a balanced two-line entry', [line(100, 0), line(0, 100)], []],
    ['a balanced split entry', [line(150_000_00, 0), line(0, 100_000_00), line(0, 50_000_00)], []],
    ['no lines', [], [{ path: ['lines'], message: ledgerMessages.twoLines }]],
    ['one line', [line(100, 0)], [{ path: ['lines'], message: ledgerMessages.twoLines }]],
    ['unequal sides', [line(100, 0), line(0, 99)], [{ path: ['lines'], message: ledgerMessages.balanced }]],
    [
      'both sides on a line',
      [line(100, 100), line(0, 0)],
      [
        { path: ['lines', 0], message: ledgerMessages.oneSide },
        { path: ['lines', 1], message: ledgerMessages.noAmount },
      ],
    ],
    [
      'a negative amount',
      [line(-100, 0), line(0, -100)],
      [
        { path: ['lines', 0], message: ledgerMessages.negative },
        { path: ['lines', 1], message: ledgerMessages.negative },
      ],
    ],
    [
      'a fraction of a kobo',
      [line(100.5, 0), line(0, 100.5)],
      [
        { path: ['lines', 0], message: ledgerMessages.negative },
        { path: ['lines', 1], message: ledgerMessages.negative },
      ],
    ],
    [
      'a line past the most one amount may be',
      [line(MAX_AMOUNT_KOBO + 1, 0), line(0, MAX_AMOUNT_KOBO + 1)],
      [
        { path: ['lines', 0], message: ledgerMessages.tooLarge },
        { path: ['lines', 1], message: ledgerMessages.tooLarge },
      ],
    ],
    ['lines at the most one amount may be', [line(MAX_AMOUNT_KOBO, 0), line(0, MAX_AMOUNT_KOBO)], []],
    [
      'a total past it',
      [line(MAX_AMOUNT_KOBO, 0), line(1, 0), line(0, MAX_AMOUNT_KOBO), line(0, 1)],
      [{ path: ['lines'], message: ledgerMessages.totalTooLarge }],
    ],
  ])('%s', (_case, lines, problems) => {
    expect(entryProblems(lines)).toEqual(problems);
  });

  it('accepts every entry whose credits repeat its debits, and refuses it once one amount moves', () => {
    const amounts = fc.array(fc.integer({ min: 1, max: 1_000_000_000_00 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(amounts, fc.nat(), fc.integer({ min: 1, max: 1_000_00 }), (debits, pick, nudge) => {
        const lines = [...debits.map((amount) => line(amount, 0)), ...debits.map((amount) => line(0, amount))];
        expect(entryProblems(lines)).toEqual([]);
        const index = pick % lines.length;
        const moved = lines.map((entry, position) =>
          position !== index ? entry : entry.debit > 0 ? line(entry.debit + nudge, 0) : line(0, entry.credit + nudge),
        );
        expect(entryProblems(moved)).toEqual([{ path: ['lines'], message: ledgerMessages.balanced }]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('balances by account type', () => {
  it.each([
    ['Asset', 500, 500],
    ['Expense', 500, 500],
    ['Liability', 500, -500],
    ['Equity', -500, 500],
    ['Income', -500, 500],
    ['Income', 0, 0],
  ] as const)('%s with debit minus credit %i shows %i', (type, debitMinusCredit, shown) => {
    expect(signedForType(debitMinusCredit, type)).toBe(shown);
    expect(isDebitNormal(type)).toBe(type === 'Asset' || type === 'Expense');
  });
});
