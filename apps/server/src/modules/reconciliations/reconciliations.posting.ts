import type { Kobo } from '@owo/core';
import type { EntryInput } from '../../ledger/post.ts';

export const STATEMENT_SOURCE_TYPE = 'reconciliation';

export interface StatementLineForEntry {
  id: string;
  date: string;
  /** Money in > 0, money out < 0 (the bank's side). */
  amount: Kobo;
  description: string;
  reference: string;
}

/**
 * The entry for a statement line that has no ledger line yet (bank charges, interest, a transfer's
 * other bank account). Money in debits the bank account and credits the other account; money out
 * the other way round. The bank account's line comes first: it is line 1, the one matched.
 */
export function statementLineEntryInput(
  line: StatementLineForEntry,
  accounts: { bankAccountId: string; otherAccountId: string },
  description: string | undefined,
  context: { companyId: string; userId: string },
): EntryInput {
  const amount = Math.abs(line.amount);
  const moneyIn = line.amount > 0;
  const memo =
    description ??
    ([line.description, line.reference].filter((text) => text !== '').join(' · ') || 'Bank statement line');
  return {
    companyId: context.companyId,
    date: line.date,
    memo,
    sourceType: STATEMENT_SOURCE_TYPE,
    sourceId: line.id,
    createdBy: context.userId,
    lines: [
      {
        accountId: accounts.bankAccountId,
        debit: moneyIn ? amount : 0,
        credit: moneyIn ? 0 : amount,
        description: memo,
      },
      {
        accountId: accounts.otherAccountId,
        debit: moneyIn ? 0 : amount,
        credit: moneyIn ? amount : 0,
        description: memo,
      },
    ],
  };
}

/** The line of that entry matched to the statement line. */
export const BANK_LINE_NUMBER = 1;
