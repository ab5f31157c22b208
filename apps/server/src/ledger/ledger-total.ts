import { ledgerMessages, MAX_LEDGER_TOTAL_KOBO } from '@owo/core';
import type { Executor } from '@owo/db';
import { sql } from 'drizzle-orm';
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
  const [row] = await queryRows<{ total: string }>(
    executor,
    sql`select (
        coalesce((select sum(debit) from account_monthly_totals where company_id = ${companyId}), 0)
        + coalesce((select sum(debit) from (${unsettledLines(companyId)}) unsettled), 0)
      )::text as total`,
  );
  return BigInt(row?.total ?? '0');
}

/**
 * Refuses an entry that would take the company's entries past MAX_LEDGER_TOTAL_KOBO (why that
 * figure: packages/core/src/ledger.ts), so no report can reach a figure it cannot send. Checked
 * by post() for every new entry; reverse() is never refused, so a mistake can always be undone.
 */
export async function assertRoomInLedger(executor: Executor, companyId: string, entryTotal: number): Promise<void> {
  const total = await ledgerTotal(executor, companyId);
  if (total + BigInt(entryTotal) <= BigInt(MAX_LEDGER_TOTAL_KOBO)) return;
  throw new Invalid(ledgerMessages.ledgerFull, { lines: ledgerMessages.ledgerFull });
}
