import type { Transaction } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';
import { Conflict } from '../errors.ts';
import { queryRows } from './database.ts';

/*
 * Bank reconciliation's hold on the ledger. A line cleared in a completed reconciliation is part
 * of an agreed bank balance: its entry may not be reversed (so journals that posted it cannot be
 * edited or deleted) until that reconciliation is undone. A line only matched in a reconciliation
 * still in progress is let go instead when the reversal is dated on the entry's own day (the pair
 * leaves the books): the match goes, and the statement line is unmatched again.
 */

export const reconciledEntryMessage = 'This entry is in a completed bank reconciliation; undo the reconciliation first';

/**
 * Called by reverse() once it holds the entry's row (matching takes a share lock on the entries it
 * matches, so a match being written is committed by now, or waits and then sees the reversal).
 * Locks the reconciliations holding the entry's lines, so finishing one cannot slip in between;
 * refuses (409) when one is completed, else releases the entry's lines from the one in progress.
 */
export async function releaseEntryFromReconciliations(
  tx: Transaction,
  companyId: string,
  entryId: string,
  options: { sameDay: boolean },
): Promise<void> {
  const holders = await queryRows<{ id: string; status: string }>(
    tx,
    sql`select reconciliation.id, reconciliation.status
        from reconciliation_lines line
        join reconciliations reconciliation
          on reconciliation.company_id = line.company_id and reconciliation.id = line.reconciliation_id
        where line.company_id = ${companyId} and line.entry_id = ${entryId}
        for update of reconciliation`,
  );
  if (holders.length === 0) return;
  if (holders.some((holder) => holder.status === 'completed')) throw new Conflict(reconciledEntryMessage);
  // Reversed on a later day, the entry stays in the books on its own day, and so does its match.
  if (!options.sameDay) return;
  await releaseMatchGroups(
    tx,
    companyId,
    sql`select statement_line_id from bank_statement_matches where company_id = ${companyId} and entry_id = ${entryId}`,
  );
  await tx.execute(sql`delete from reconciliation_lines where company_id = ${companyId} and entry_id = ${entryId}`);
}

/**
 * Undoes whole matches: the statement lines `statementLineIds` selects (a subquery of ids), every
 * ledger line they are matched to, and so every other statement line matched to those (a match is
 * one group, one to many either way). The statement lines become unmatched and the ledger lines
 * uncleared. One statement.
 */
export async function releaseMatchGroups(tx: Transaction, companyId: string, statementLineIds: SQL): Promise<void> {
  await tx.execute(sql`
    with touched as (
      select distinct statement_line_id as id from bank_statement_matches
      where company_id = ${companyId} and statement_line_id in (${statementLineIds})
    ), group_ledger as (
      select distinct entry_id, line_number from bank_statement_matches
      where company_id = ${companyId} and statement_line_id in (select id from touched)
    ), group_statement as (
      select distinct statement_line_id as id from bank_statement_matches
      where company_id = ${companyId} and (entry_id, line_number) in (select entry_id, line_number from group_ledger)
    ), removed_matches as (
      delete from bank_statement_matches
      where company_id = ${companyId} and statement_line_id in (select id from group_statement)
    ), unmatched as (
      update bank_statement_lines set status = 'unmatched', reconciliation_id = null
      where company_id = ${companyId} and id in (select id from group_statement)
    )
    delete from reconciliation_lines
    where company_id = ${companyId} and (entry_id, line_number) in (select entry_id, line_number from group_ledger)`);
}
