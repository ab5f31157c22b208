import type { Kobo } from '@owo/core';
import type { Transaction } from '@owo/db';
import { sql } from 'drizzle-orm';
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
  const statement = sql`select line_number, problem, code, name from ledger_write_entry(${header.companyId}::uuid,
    ${header.id}::uuid, ${header.date}::date, ${header.memo}, ${header.sourceType}, ${header.sourceId}::uuid,
    ${header.branchId ?? null}::uuid, ${header.createdBy}::uuid, ${input}::jsonb)`;
  const refused = await queryRows<{
    line_number: number;
    problem: RefusedLine['problem'];
    code: string | null;
    name: string | null;
  }>(tx, statement);
  return refused.map((row) => ({
    lineIndex: Number(row.line_number) - 1,
    problem: row.problem,
    code: row.code,
    name: row.name,
  }));
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
