import type { Kobo } from '@owo/core';
import type { Executor } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from './database.ts';

/**
 * True for an entry of a reversed pair dated on one day (an entry reversed on its own day, or such
 * a reversal): the pair reads as if never posted and reports leave both out. A reversal dated
 * later shows on its own day beside its original (docs/ledger.md, "Reversal dates").
 */
export function inCancelledPair(entry: SQL): SQL {
  return sql`exists (select 1 from journal_entries pair where pair.company_id = ${entry}.company_id
    and pair.id in (${entry}.reverses_entry_id, ${entry}.reversed_by_entry_id) and pair.date = ${entry}.date)`;
}

/**
 * The lines of entries not settled yet (migration 0007_sealed_ledger) as the settler will add them
 * to the totals: a reversal dated on its original's day takes the original's amounts back out, any
 * other entry adds its own. Columns: account_id, date, debit, credit, line_count. Few rows:
 * settling follows each posting closely.
 */
export function unsettledLines(companyId: string, where: SQL = sql``): SQL {
  return sql`select line.account_id, line.date,
      case when cancels then -line.credit else line.debit end as debit,
      case when cancels then -line.debit else line.credit end as credit,
      case when cancels then -1 else 1 end as line_count
    from (select entry.*, coalesce(entry.date = original.date, false) as cancels
      from journal_entries entry
      left join journal_entries original
        on original.company_id = entry.company_id and original.id = entry.reverses_entry_id
      where entry.company_id = ${companyId} and entry.number is null) entry
    join journal_lines line on line.company_id = entry.company_id and line.entry_id = entry.id
    where true ${where}`;
}

/**
 * Each account's balance (debits minus credits) up to and including a date: the monthly totals of
 * the months before it plus the daily totals of its own month, a few thousand rows however long
 * the ledger, plus the entries not settled yet. Accounts without postings are left out: read them
 * as 0.
 */
export async function balancesAsOf(
  executor: Executor,
  companyId: string,
  asOf: string,
  accountIds?: readonly string[],
): Promise<Map<string, Kobo>> {
  if (accountIds?.length === 0) return new Map();
  // The first of the month, computed here: under row-level security only leakproof conditions
  // reach the index, and date_trunc() is not one (it made the daily-totals scan read every day).
  const monthStart = `${asOf.slice(0, 8)}01`;
  const onlyAccounts = accountIds
    ? sql`and account_id in (${sql.join(
        [...accountIds].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<{ account_id: string; balance: number }>(
    executor,
    sql`select account_id, sum(debit - credit)::bigint as balance from (
          select account_id, debit, credit from account_monthly_totals
          where company_id = ${companyId} and month < ${monthStart}::date ${onlyAccounts}
          union all
          select account_id, debit, credit from account_daily_totals
          where company_id = ${companyId} and date >= ${monthStart}::date and date <= ${asOf}::date
            ${onlyAccounts}
          union all
          select account_id, debit, credit from (${unsettledLines(companyId, sql`and entry.date <= ${asOf}::date`)}) unsettled
          where true ${onlyAccounts}
        ) totals group by account_id`,
  );
  return new Map(rows.map((row) => [row.account_id, Number(row.balance)]));
}

/**
 * One branch's balances (debits minus credits) per account, from its own lines: the totals are
 * kept for the whole company, so a branch is read from journal_lines (by the branch index). An
 * entry of a reversed pair dated on one day is left out, as the totals leave it. `from` open:
 * everything up to `to`.
 */
export async function branchBalances(
  executor: Executor,
  companyId: string,
  branchId: string,
  { from, to }: { from?: string; to: string },
): Promise<Map<string, Kobo>> {
  const rows = await queryRows<{ account_id: string; balance: number }>(
    executor,
    sql`select line.account_id, sum(line.debit - line.credit)::bigint as balance
        from journal_lines line
        join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
        where line.company_id = ${companyId} and line.branch_id = ${branchId}
          and line.date <= ${to}::date ${from ? sql`and line.date >= ${from}::date` : sql``}
          and not ${inCancelledPair(sql`entry`)}
        group by line.account_id`,
  );
  return new Map(rows.map((row) => [row.account_id, Number(row.balance)]));
}
