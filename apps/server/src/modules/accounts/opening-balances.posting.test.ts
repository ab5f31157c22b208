import { describe, expect, it } from 'vitest';
import { openingBalanceLines } from './opening-balances.posting.ts';

const equity = 'opening-balance-equity';
const line = (accountId: string, debit: number, credit: number) => ({ accountId, debit, credit });

describe('openingBalanceLines', () => {
  it.each([
    ['nothing entered posts nothing', [line('cash', 0, 0)], []],
    [
      'an asset is balanced by a credit to equity',
      [line('cash', 50_000_00, 0)],
      [line('cash', 50_000_00, 0), line(equity, 0, 50_000_00)],
    ],
    [
      'a liability is balanced by a debit to equity',
      [line('loan', 0, 20_000_00)],
      [line('loan', 0, 20_000_00), line(equity, 20_000_00, 0)],
    ],
    [
      'only the difference goes to equity',
      [line('cash', 70_000_00, 0), line('payables', 0, 20_000_00), line('rent', 0, 0)],
      [line('cash', 70_000_00, 0), line('payables', 0, 20_000_00), line(equity, 0, 50_000_00)],
    ],
    [
      'balanced balances need no equity line',
      [line('cash', 1_01, 0), line('loan', 0, 1_01)],
      [line('cash', 1_01, 0), line('loan', 0, 1_01)],
    ],
  ])('%s', (_case, entered, expected) => {
    expect(openingBalanceLines(entered, equity)).toEqual(expected);
  });
});
