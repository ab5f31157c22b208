import type { Kobo } from '@owo/core';
import type { Transaction } from '@owo/db';
import { sql } from 'drizzle-orm';
import { Invalid } from '../errors.ts';
import { databaseErrorOf, ledgerErrorCodes, queryRows } from './database.ts';

export interface EntryHeader {
  companyId: string;
  id: string;
  date: string;
  memo: string;
  sourceType: string;
  sourceId?: string | null | undefined;
  branchId?: string | null | undefined;
  createdBy: string;
}

export interface LineToWrite {
  accountId: string;
  debit: Kobo;
  credit: Kobo;
  description?: string | null | undefined;
  currencyCode?: string | null | undefined;
  currencyAmount?: Kobo | null | undefined;
}

/** A line whose account is not the company's or is inactive; nothing was written. */
export interface RefusedAccount {
  lineIndex: number;
  code: string | null;
  name: string | null;
}

/**
 * Writes an entry and its lines in one statement, only if every account is the company's own and
 * active; otherwise writes nothing and answers the refused lines. One round trip on the hot path;
 * the database checks the entry when the transaction commits, and settling numbers it after.
 */
export async function writeEntry(
  tx: Transaction,
  header: EntryHeader,
  lines: readonly LineToWrite[],
): Promise<RefusedAccount[]> {
  const input = JSON.stringify(
    lines.map((line, index) => ({
      line_number: index + 1,
      account_id: line.accountId,
      debit: line.debit,
      credit: line.credit,
      description: line.description ?? '',
      currency_code: line.currencyCode ?? null,
      currency_amount: line.currencyAmount ?? null,
    })),
  );
  // The statement is a database function (migration 0005_ledger_settling), planned once per connection.
  const statement = sql`select line_number, code, name from ledger_write_entry(${header.companyId}::uuid,
    ${header.id}::uuid, ${header.date}::date, ${header.memo}, ${header.sourceType}, ${header.sourceId ?? null}::uuid,
    ${header.branchId ?? null}::uuid, ${header.createdBy}::uuid, ${input}::jsonb)`;
  try {
    const refused = await queryRows<{ line_number: number; code: string | null; name: string | null }>(tx, statement);
    return refused.map((row) => ({ lineIndex: Number(row.line_number) - 1, code: row.code, name: row.name }));
  } catch (error) {
    throw ledgerErrorAsHttp(error);
  }
}

/**
 * The reversal of an entry: its lines mirrored (debits become credits) under a new entry dated
 * the same day. One statement; the lines are copied inside the database.
 */
export async function writeReversal(tx: Transaction, header: EntryHeader & { reversesEntryId: string }): Promise<void> {
  try {
    await tx.execute(sql`
      with entry as (
        insert into journal_entries
          (company_id, id, date, memo, source_type, source_id, branch_id, reverses_entry_id, created_by)
        values (${header.companyId}, ${header.id}, ${header.date}, ${header.memo}, ${header.sourceType},
          ${header.sourceId ?? null}, ${header.branchId ?? null}, ${header.reversesEntryId}, ${header.createdBy})
        returning id
      )
      insert into journal_lines (company_id, entry_id, line_number, account_id, debit, credit,
        currency_code, currency_amount, description, date)
      select line.company_id, entry.id, line.line_number, line.account_id, line.credit, line.debit,
        line.currency_code, line.currency_amount, line.description, line.date
      from journal_lines line cross join entry
      where line.company_id = ${header.companyId} and line.entry_id = ${header.reversesEntryId}`);
  } catch (error) {
    throw ledgerErrorAsHttp(error);
  }
}

/**
 * A locked period found while writing is the caller's mistake (400), with the database's words; so
 * is an account or branch removed (an account merged away) between the check and the write.
 */
function ledgerErrorAsHttp(error: unknown): unknown {
  const cause = databaseErrorOf(error);
  if (cause?.code === ledgerErrorCodes.lockedPeriod) return new Invalid(cause.message, { date: cause.message });
  if (cause?.code === FOREIGN_KEY_VIOLATION) return new Invalid('An account or branch of this entry no longer exists');
  return error;
}

const FOREIGN_KEY_VIOLATION = '23503';
