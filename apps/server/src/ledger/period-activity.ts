import type { Kobo } from '@owo/core';
import type { Executor } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';
import { balancesOf, inCancelledPair, unsettledLines } from './balances.ts';
import { queryRows } from './database.ts';

/** One account's figures over a period, debits minus credits. */
export interface AccountActivity {
  openingBalance: Kobo;
  debit: Kobo;
  credit: Kobo;
  /** The lines in the period, counted as ledgerPage counts them (reversed pairs left out). */
  lineCount: number;
}

export interface PeriodActivityQuery {
  companyId: string;
  /** One branch's lines only; null or left out: the whole company's. */
  branchId?: string | null | undefined;
  /** Inclusive dates; left out, the period runs from the first posting / to the last. */
  from?: string | undefined;
  to?: string | undefined;
}

const LAST_DAY = '9999-12-31';

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * Every account with a balance before the period or lines in it, by account id: what the general
 * ledger of every account shows and pages through. The company's turnover and line counts come
 * from the daily totals (plus the entries not settled yet, as ledgerPage reads them); a branch's
 * from its own lines, since the totals are kept for the whole company.
 */
export async function periodActivity(
  executor: Executor,
  query: PeriodActivityQuery,
): Promise<Map<string, AccountActivity>> {
  const to = query.to ?? LAST_DAY;
  const branch = query.branchId ?? undefined;
  const from = query.from;
  const onOrAfterFrom = (column: SQL) => (from ? sql`and ${column} >= ${from}::date` : sql``);
  const turnover = branch
    ? sql`select line.account_id, line.debit, line.credit, 1 as line_count
        from journal_lines line
        join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
        where line.company_id = ${query.companyId} and line.branch_id = ${branch}
          ${onOrAfterFrom(sql`line.date`)} and line.date <= ${to}::date and not ${inCancelledPair(sql`entry`)}`
    : sql`select account_id, debit, credit, line_count from account_daily_totals
        where company_id = ${query.companyId} ${onOrAfterFrom(sql`date`)} and date <= ${to}::date
        union all
        select account_id, debit, credit, line_count from (${unsettledLines(
          query.companyId,
          sql`${onOrAfterFrom(sql`line.date`)} and line.date <= ${to}::date`,
        )}) unsettled`;
  const [rows, openings] = await Promise.all([
    queryRows<{ account_id: string; debit: number; credit: number; line_count: number }>(
      executor,
      sql`select account_id, sum(debit)::bigint as debit, sum(credit)::bigint as credit,
            sum(line_count)::bigint as line_count
          from (${turnover}) turnover group by account_id`,
    ),
    from ? balancesOf(executor, query.companyId, dayBefore(from), { branch }) : new Map<string, Kobo>(),
  ]);
  const activity = new Map<string, AccountActivity>();
  for (const [account, balance] of openings) {
    if (balance !== 0) activity.set(account, { openingBalance: balance, debit: 0, credit: 0, lineCount: 0 });
  }
  for (const row of rows) {
    const lineCount = Number(row.line_count);
    const known = activity.get(row.account_id);
    if (lineCount === 0 && !known) continue;
    activity.set(row.account_id, {
      openingBalance: known?.openingBalance ?? 0,
      debit: Number(row.debit),
      credit: Number(row.credit),
      lineCount,
    });
  }
  return activity;
}
