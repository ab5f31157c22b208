import type { Kobo } from '@owo/core';
import type { Executor } from '@owo/db';
import { sql } from 'drizzle-orm';
import { inCancelledPair, unsettledLines } from './balances.ts';
import { queryRows } from './database.ts';
import { entryIdentifier } from './entry-identifier.ts';

export interface LedgerPageQuery {
  companyId: string;
  accountId: string;
  /** One branch's lines only (a member limited to their branch); null or left out: the whole company's. */
  branchId?: string | null | undefined;
  /** Inclusive dates; left out, the ledger runs from the first posting / to the last. */
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
  limit: number;
}

export interface LedgerLine {
  date: string;
  entryId: string;
  /** Null for the moment between an entry's commit and the ledger's settling. */
  entryNumber: number | null;
  /** JV-000013 or JE-000016 (entry-identifier.ts). */
  entryIdentifier: string | null;
  lineNumber: number;
  memo: string;
  description: string;
  sourceType: string;
  sourceId: string | null;
  debit: Kobo;
  credit: Kobo;
  /** Debit minus credit through this line, from the first posting. */
  balance: Kobo;
}

export interface LedgerPage {
  /** Debit minus credit before `from`, at `to`, and before the page's first line. */
  openingBalance: Kobo;
  closingBalance: Kobo;
  pageOpeningBalance: Kobo;
  /** Lines between from and to. */
  total: number;
  lines: LedgerLine[];
}

const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

/**
 * One page of an account's ledger with a running balance, at any offset, without reading the
 * lines before it: the daily totals say on which day the page starts and what the balance was
 * that morning; only that day's earlier lines and the page itself are read. Reversed pairs are
 * left out, as the daily totals leave them out (a pair on one day; inCancelledPair). The totals
 * are kept for the whole company, so a branch's days are summed from its own lines instead.
 */
export async function ledgerPage(executor: Executor, query: LedgerPageQuery): Promise<LedgerPage> {
  const from = query.from ?? FIRST_DAY;
  const to = query.to ?? LAST_DAY;
  const onBranch = query.branchId ? sql`and line.branch_id = ${query.branchId}` : sql``;
  const dailyTotals = query.branchId
    ? sql`select line.date, line.debit, line.credit, 1 as line_count
        from journal_lines line
        join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
        where line.company_id = ${query.companyId} and line.account_id = ${query.accountId} ${onBranch}
          and line.date <= ${to}::date and not ${inCancelledPair(sql`entry`)}`
    : sql`select date, debit, credit, line_count from account_daily_totals
        where company_id = ${query.companyId} and account_id = ${query.accountId} and date <= ${to}::date
        union all
        select date, debit, credit, line_count from (${unsettledLines(
          query.companyId,
          sql`and line.account_id = ${query.accountId} and line.date <= ${to}::date`,
        )}) unsettled`;
  const [summary] = await queryRows<{
    opening: number;
    closing: number;
    lines_before_from: number;
    total: number;
    start_date: string | null;
    lines_before_start: number | null;
    net_before_start: number | null;
  }>(
    executor,
    sql`
      with totals as (${dailyTotals}), days as (
        select date, sum(debit - credit) as net, sum(line_count) as line_count,
          sum(sum(line_count)) over (order by date) as lines_through,
          sum(sum(debit - credit)) over (order by date) as net_through
        from totals group by date
      ), before as (
        select coalesce(sum(net), 0)::bigint as opening, coalesce(sum(line_count), 0)::bigint as lines_before_from
        from days where date < ${from}::date
      )
      select before.opening, before.lines_before_from,
        (select coalesce(sum(net), 0) from days)::bigint as closing,
        (select coalesce(sum(line_count), 0) from days where date >= ${from}::date)::bigint as total,
        start.date::text as start_date, start.lines_before_start, start.net_before_start
      from before left join lateral (
        select date, (lines_through - line_count)::bigint as lines_before_start,
          (net_through - net)::bigint as net_before_start
        from days
        where date >= ${from}::date and lines_through > before.lines_before_from + ${query.offset}
        order by date limit 1
      ) start on true`,
  );
  const opening = Number(summary?.opening ?? 0);
  const result = {
    openingBalance: opening,
    closingBalance: Number(summary?.closing ?? 0),
    total: Number(summary?.total ?? 0),
  };
  if (!summary?.start_date) return { ...result, pageOpeningBalance: result.closingBalance, lines: [] };

  // Lines of the start day that come before the page: read them only to carry the balance.
  const skip = Number(summary.lines_before_from) + query.offset - Number(summary.lines_before_start);
  const rows = await queryRows<{
    date: string;
    entry_id: string;
    entry_number: number | null;
    entry_identifier: string | null;
    line_number: number;
    memo: string;
    description: string;
    source_type: string;
    source_id: string | null;
    debit: number;
    credit: number;
  }>(
    executor,
    sql`
      select line.date::text as date, line.entry_id, entry.number as entry_number,
        ${entryIdentifier(sql`entry`)} as entry_identifier, line.line_number, entry.memo,
        line.description, entry.source_type, entry.source_id, line.debit, line.credit
      from journal_lines line
      join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
      where line.company_id = ${query.companyId} and line.account_id = ${query.accountId}
        ${onBranch} and line.date >= ${summary.start_date}::date and line.date <= ${to}::date
        and not ${inCancelledPair(sql`entry`)}
      order by line.date, line.entry_id, line.line_number
      limit ${skip + query.limit}`,
  );
  let balance = Number(summary.net_before_start);
  let pageOpeningBalance = balance;
  const lines: LedgerLine[] = [];
  rows.forEach((row, index) => {
    balance += Number(row.debit) - Number(row.credit);
    if (index === skip - 1) pageOpeningBalance = balance;
    if (index < skip) return;
    lines.push({
      date: row.date,
      entryId: row.entry_id,
      entryNumber: row.entry_number === null ? null : Number(row.entry_number),
      entryIdentifier: row.entry_identifier,
      lineNumber: Number(row.line_number),
      memo: row.memo,
      description: row.description,
      sourceType: row.source_type,
      sourceId: row.source_id,
      debit: Number(row.debit),
      credit: Number(row.credit),
      balance,
    });
  });
  return { ...result, pageOpeningBalance, lines };
}
