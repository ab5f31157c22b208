import type { Transaction } from '@owo/db';
import { sql } from 'drizzle-orm';
import { queryRows } from './database.ts';
import { readLockDate } from './lock-date.ts';
import { holdSettlingLock } from './sequences.ts';

/*
 * Merging accounts, the ledger's part (docs/ledger.md, "Merging accounts"). Lines move from one
 * account to another with their daily and monthly totals, inside the database
 * (ledger_merge_accounts, migration 0007_sealed_ledger), the one path allowed to change a posted
 * line's account. Locks are taken in the order settling takes them: the company's settling lock
 * first, then the accounts' rows.
 */

/** Holds the settling lock, then both accounts' rows, so nothing posts to them or settles meanwhile. */
export async function holdAccountsForMerge(tx: Transaction, companyId: string, accountIds: string[]): Promise<void> {
  await holdSettlingLock(tx, companyId);
  const ids = sql.join(
    [...accountIds].sort().map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(
    sql`select 1 from accounts where company_id = ${companyId} and id in (${ids}) order by id for update`,
  );
}

/**
 * Why these accounts' postings may not move, or null: a line on or before the lock date (the
 * locked period's balances would change), or a line in a finished bank reconciliation (the agreed
 * bank balance would change).
 */
export async function mergeRefusal(tx: Transaction, companyId: string, accountIds: string[]): Promise<string | null> {
  const ids = sql.join(
    accountIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const lockDate = await readLockDate(tx, companyId);
  const [found] = await queryRows<{ locked: boolean; reconciled: boolean }>(
    tx,
    sql`select
      ${lockDate}::date is not null and exists (select 1 from journal_lines where company_id = ${companyId}
        and account_id in (${ids}) and date <= ${lockDate}::date) as locked,
      exists (select 1 from journal_lines line
        join reconciliation_lines cleared on cleared.company_id = line.company_id and cleared.entry_id = line.entry_id
          and cleared.line_number = line.line_number
        join reconciliations reconciliation on reconciliation.company_id = cleared.company_id
          and reconciliation.id = cleared.reconciliation_id
        where line.company_id = ${companyId} and line.account_id in (${ids})
          and reconciliation.status = 'completed') as reconciled`,
  );
  if (found?.locked) {
    return `These accounts have postings on or before the lock date (${lockDate}); merging them would change the locked books`;
  }
  if (found?.reconciled) {
    return 'These accounts have postings in a finished bank reconciliation; merging them would change a reconciled balance';
  }
  return null;
}

/** Moves every line of `from` (and its totals) to `into`; answers how many lines moved. */
export async function moveAccountPostings(
  tx: Transaction,
  companyId: string,
  from: string,
  into: string,
): Promise<number> {
  const [row] = await queryRows<{ moved: number }>(
    tx,
    sql`select ledger_merge_accounts(${companyId}::uuid, ${from}::uuid, ${into}::uuid) as moved`,
  );
  return Number(row?.moved ?? 0);
}
