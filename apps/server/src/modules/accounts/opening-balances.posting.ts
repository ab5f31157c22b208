import { type Kobo, totalOf } from '@owo/core';
import type { EntryLine } from '../../ledger/post.ts';

/**
 * Opening balances as one entry: the accounts' lines as entered (empty ones left out), and the
 * difference between their debits and credits on Opening Balance Equity, so the entry balances.
 */
export function openingBalanceLines(
  lines: ReadonlyArray<{ accountId: string; debit: Kobo; credit: Kobo }>,
  equityAccountId: string,
): EntryLine[] {
  const entered = lines.filter((line) => line.debit > 0 || line.credit > 0).map((line) => ({ ...line }));
  const difference = totalOf(entered, 'debit') - totalOf(entered, 'credit');
  if (difference === 0) return entered;
  return [
    ...entered,
    difference > 0
      ? { accountId: equityAccountId, debit: 0, credit: difference }
      : { accountId: equityAccountId, debit: -difference, credit: 0 },
  ];
}
