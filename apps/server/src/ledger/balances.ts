import type { Kobo } from '@owo/core';
import type { Executor } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from './database.ts';

/**
 * The lines of entries not settled yet (migration 0005_ledger_settling) as the settler will add
 * them to the totals: a reversal's lines take its original's amounts back out. Columns:
 * account_id, date, debit, credit, line_count. Few rows: settling follows each posting closely.
 */
export function unsettledLines(companyId: string, where: SQL = sql``): SQL {
  return sql`select line.account_id, line.date,
      case when entry.reverses_entry_id is null then line.debit else -line.credit end as debit,
      case when entry.reverses_entry_id is null then line.credit else -line.debit end as credit,
      case when entry.reverses_entry_id is null then 1 else -1 end as line_count
    from journal_entries entry
    join journal_lines line on line.company_id = entry.company_id and line.entry_id = entry.id
    where entry.company_id = ${companyId} and entry.number is null ${where}`;
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
          where company_id = ${companyId} and month < date_trunc('month', ${asOf}::date) ${onlyAccounts}
          union all
          select account_id, debit, credit from account_daily_totals
          where company_id = ${companyId} and date >= date_trunc('month', ${asOf}::date) and date <= ${asOf}::date
            ${onlyAccounts}
          union all
          select account_id, debit, credit from (${unsettledLines(companyId, sql`and entry.date <= ${asOf}::date`)}) unsettled
          where true ${onlyAccounts}
        ) totals group by account_id`,
  );
  return new Map(rows.map((row) => [row.account_id, Number(row.balance)]));
}
