import { ledgerMessages } from '@owo/core';
import type { Executor } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';
import { Invalid } from '../errors.ts';
import { unsettledLines } from './balances.ts';
import { queryRows } from './database.ts';

/**
 * What all the company's entries add up to (their debits) as the reports count them: the kept
 * monthly totals plus the entries not settled yet, whose same-day reversals take their originals
 * back out. A few thousand rows however long the ledger. A bigint, so a total past the limit (data
 * from before it) is still read exactly.
 */
export async function ledgerTotal(executor: Executor, companyId: string): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(executor, sql`select (${ledgerTotalSql(companyId)})::text as total`);
  return BigInt(row?.total ?? '0');
}

/** ledgerTotal() as an expression, to read inside another statement (post() reads it beside the write). */
export function ledgerTotalSql(companyId: string): SQL {
  return sql`coalesce((select sum(debit) from account_monthly_totals where company_id = ${companyId}), 0)
    + coalesce((select sum(debit) from (${unsettledLines(companyId)}) unsettled), 0)`;
}

/**
 * An entry that would take the company's entries past MAX_LEDGER_TOTAL_KOBO (why that figure:
 * packages/core/src/ledger.ts) is refused, so no report can reach a figure it cannot send. post()
 * checks every new entry in its writing statement (write-entry.ts writeEntryWithinTotal) and
 * throws this when it did not fit; reverse() is never refused, so a mistake can always be undone.
 */
export function ledgerFull(): Invalid {
  return new Invalid(ledgerMessages.ledgerFull, { lines: ledgerMessages.ledgerFull });
}
