import type { Kobo } from '@owo/core';
import type { Transaction } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from './database.ts';

export interface EntryHeader {
  companyId: string;
  id: string;
  date: string;
  memo: string;
  sourceType: string;
  sourceId: string;
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
  contactId?: string | null | undefined;
  productId?: string | null | undefined;
  taxId?: string | null | undefined;
  branchId?: string | null | undefined;
}

/**
 * Why nothing was written: the date is on or before the lock date (`code` holds it), or a line's
 * account is not the company's or is inactive (`code` and `name` are the account's when it is the
 * company's), or its contact, product, tax or branch is not the company's.
 */
export interface RefusedLine {
  lineIndex: number;
  problem: 'date' | 'account' | 'contact' | 'product' | 'tax' | 'branch';
  code: string | null;
  name: string | null;
}

/**
 * Writes an entry and its lines in one statement, only if the date is open and every account and
 * dimension is the company's (and every account active); otherwise writes nothing and answers
 * what it refused. One round trip on the hot path; the database checks the entry again when the
 * transaction commits, and settling numbers it after.
 */
export async function writeEntry(
  tx: Transaction,
  header: EntryHeader,
  lines: readonly LineToWrite[],
): Promise<RefusedLine[]> {
  const rows = await queryRows<RefusedRow>(
    tx,
    sql`select line_number, problem, code, name from ${writeCall(header, lines)}`,
  );
  return refusedLines(rows);
}

/**
 * writeEntry() only while the company's entries, with this one, stay within `cap` (ledger-total.ts):
 * the sum before it (`before`, read with the statement's snapshot, so never counting this entry) is
 * read in the same statement and round trip (issue 27). Past the cap nothing is written and
 * `fits` is false: the condition is a One-Time Filter above the function's scan, which is then not
 * run at all (`offset 0` keeps the sub-select from being merged into the join, where it would run).
 */
export async function writeEntryWithinTotal(
  tx: Transaction,
  header: EntryHeader,
  lines: readonly LineToWrite[],
  limit: { before: SQL; entryTotal: number; cap: number },
): Promise<{ refused: RefusedLine[]; fits: boolean }> {
  const fits = sql`room.before + ${limit.entryTotal}::numeric <= ${limit.cap}::numeric`;
  // The left join keeps the room's row when nothing was refused or nothing was written.
  const rows = await queryRows<RefusedRow & { fits: boolean }>(
    tx,
    sql`with room as materialized (select (${limit.before})::numeric as before)
      select ${fits} as fits, refused.line_number, refused.problem, refused.code, refused.name
      from room left join lateral (select * from ${writeCall(header, lines)} where ${fits} offset 0) refused on true`,
  );
  return {
    refused: refusedLines(rows.filter((row) => row.line_number !== null)),
    fits: rows[0]?.fits === true,
  };
}

interface RefusedRow {
  line_number: number | null;
  problem: RefusedLine['problem'];
  code: string | null;
  name: string | null;
}

function refusedLines(rows: RefusedRow[]): RefusedLine[] {
  return rows.map((row) => ({
    lineIndex: Number(row.line_number) - 1,
    problem: row.problem,
    code: row.code,
    name: row.name,
  }));
}

/** The call of the database function that writes the entry, as a FROM item named `refused`. */
function writeCall(header: EntryHeader, lines: readonly LineToWrite[]): SQL {
  const input = JSON.stringify(
    lines.map((line, index) => ({
      line_number: index + 1,
      account_id: line.accountId,
      debit: line.debit,
      credit: line.credit,
      description: line.description ?? '',
      currency_code: line.currencyCode ?? null,
      currency_amount: line.currencyAmount ?? null,
      contact_id: line.contactId ?? null,
      product_id: line.productId ?? null,
      tax_id: line.taxId ?? null,
      branch_id: line.branchId ?? null,
    })),
  );
  // The statement is a database function (migration 0007_sealed_ledger), planned once per connection.
  return sql`ledger_write_entry(${header.companyId}::uuid,
    ${header.id}::uuid, ${header.date}::date, ${header.memo}, ${header.sourceType}, ${header.sourceId}::uuid,
    ${header.branchId ?? null}::uuid, ${header.createdBy}::uuid, ${input}::jsonb) refused`;
}

/**
 * The reversal of an entry: its lines mirrored (debits become credits) under a new entry, with the
 * same accounts and dimensions. One statement; the lines are copied inside the database.
 */
export async function writeReversal(tx: Transaction, header: EntryHeader & { reversesEntryId: string }): Promise<void> {
  await tx.execute(sql`
    with entry as (
      insert into journal_entries
        (company_id, id, date, memo, source_type, source_id, branch_id, reverses_entry_id, created_by)
      values (${header.companyId}, ${header.id}, ${header.date}, ${header.memo}, ${header.sourceType},
        ${header.sourceId}, ${header.branchId ?? null}, ${header.reversesEntryId}, ${header.createdBy})
      returning id
    )
    insert into journal_lines (company_id, entry_id, line_number, account_id, debit, credit,
      currency_code, currency_amount, description, date, contact_id, product_id, tax_id, branch_id)
    select line.company_id, entry.id, line.line_number, line.account_id, line.credit, line.debit,
      line.currency_code, line.currency_amount, line.description, ${header.date}::date,
      line.contact_id, line.product_id, line.tax_id, line.branch_id
    from journal_lines line cross join entry
    where line.company_id = ${header.companyId} and line.entry_id = ${header.reversesEntryId}`);
}
