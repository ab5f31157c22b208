import type { Kobo } from '@owo/core';
import { type Executor, journalLines } from '@owo/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { queryRows } from './database.ts';
import { systemAccount } from './system-accounts.ts';

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
 * other entry adds its own. Columns: account_id, contact_id, date, debit, credit, line_count. Few
 * rows: settling follows each posting closely.
 */
export function unsettledLines(companyId: string, where: SQL = sql``): SQL {
  return sql`select line.account_id, line.contact_id, line.date,
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
  const onlyAccounts = accountFilter(accountIds);
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
 * A select of each contact's balance (debits minus credits, `contact_id`, `balance`; null: lines
 * naming none) on one account up to and including a date. The company's: the totals kept per
 * contact (account_contact_totals) less the lines dated after the date, plus the entries not
 * settled yet (as settling will add them), so with the date today the kept totals alone, however
 * long the ledger. Reversed pairs dated on one day add nothing to a balance, so the later lines are
 * read raw. A branch's: its lines, as balancesOf reads a branch (docs/ledger.md, "Totals per
 * contact").
 */
export function contactBalancesAsOf(
  companyId: string,
  accountId: string,
  asOf: string,
  branch?: string | undefined,
): SQL {
  if (branch !== undefined) {
    return sql`select contact_id, (sum(debit) - sum(credit))::bigint as balance from journal_lines
      where company_id = ${companyId} and account_id = ${accountId} and date <= ${asOf}::date and branch_id = ${branch}
      group by contact_id`;
  }
  return sql`select contact_id, sum(amount)::bigint as balance from (
      select contact_id, debit - credit as amount from account_contact_totals
      where company_id = ${companyId} and account_id = ${accountId}
      union all
      select contact_id, credit - debit from journal_lines
      where company_id = ${companyId} and account_id = ${accountId} and date > ${asOf}::date
      union all
      select contact_id, debit - credit from (${unsettledLines(companyId, sql`and line.account_id = ${accountId}`)}) unsettled
    ) kept group by contact_id`;
}

/**
 * A select of each contact's debits and credits (`account_id`, `contact_id`, `debit`, `credit`) on
 * some accounts up to and including a date, reversed pairs dated on one day left out, for the
 * whole company: the totals kept per contact (which take such a pair back out as it settles) less
 * the lines dated after the date that are not in such a pair, plus the entries not settled yet as
 * settling will add them (an unsettled line after the date is both taken off and added: nothing).
 * With the date today the kept totals alone: the vendor balances read 3,000 rows, not 400,000
 * lines (bench/buying).
 */
export function contactTurnoverAsOf(companyId: string, accountIds: readonly string[], asOf: string): SQL {
  return sql`select account_id, contact_id, debit, credit from account_contact_totals
      where company_id = ${companyId} ${accountFilter(accountIds)}
      union all
      select line.account_id, line.contact_id, -line.debit, -line.credit
      from journal_lines line
      join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
      where line.company_id = ${companyId} ${accountFilter(accountIds, sql`line.account_id`)}
        and line.date > ${asOf}::date and not ${inCancelledPair(sql`entry`)}
      union all
      select account_id, contact_id, debit, credit
      from (${unsettledLines(companyId, accountFilter(accountIds, sql`line.account_id`))}) unsettled`;
}

/** Limits a read of the totals or of lines to some accounts. */
function accountFilter(accounts: readonly string[] | undefined, column: SQL = sql`account_id`): SQL {
  if (!accounts) return sql``;
  return sql` and ${column} in (${sql.join(
    accounts.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * One branch's debits and credits per account over each of several periods (`from` open: from the
 * start), from its own lines in one query: the totals are kept for the whole company, so a branch
 * is read from journal_lines. An entry of a reversed pair dated on one day is left out, as the
 * totals leave it. One map per period, in order.
 */
async function branchTurnover(
  executor: Executor,
  companyId: string,
  branch: string,
  periods: ReadonlyArray<{ from?: string | undefined; to: string }>,
  accounts?: readonly string[],
): Promise<Map<string, Turnover>[]> {
  const turnovers = periods.map(() => new Map<string, Turnover>());
  if (periods.length === 0 || accounts?.length === 0) return turnovers;
  // Each period's bounds are constants of its own select (see periodSegments on row-level security).
  const parts = periods.map(
    ({ from, to }, column) =>
      sql`select ${column}::int as column_index, line.account_id, line.debit, line.credit
          from journal_lines line
          join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
          where line.company_id = ${companyId} and line.branch_id = ${branch}
            and line.date <= ${to}::date ${from ? sql`and line.date >= ${from}::date` : sql``}
            ${accountFilter(accounts, sql`line.account_id`)}
            and not ${inCancelledPair(sql`entry`)}`,
  );
  const rows = await queryRows<{ column_index: number; account_id: string; debit: number; credit: number }>(
    executor,
    sql`select column_index, account_id, sum(debit)::bigint as debit, sum(credit)::bigint as credit
        from (${sql.join(parts, sql` union all `)}) lines group by column_index, account_id`,
  );
  for (const row of rows) {
    turnovers[Number(row.column_index)]?.set(row.account_id, { debit: Number(row.debit), credit: Number(row.credit) });
  }
  return turnovers;
}

const movementOf = (totals: Map<string, Turnover>) =>
  new Map([...totals].map(([account, { debit, credit }]) => [account, debit - credit] as const));

/**
 * Each account's balance up to and including a date, the company's (balancesAsOf, from the
 * totals) or, given a branch, that branch's (from its lines). The one place that chooses.
 */
export async function balancesOf(
  executor: Executor,
  companyId: string,
  asOf: string,
  { branch, accounts }: { branch?: string | undefined; accounts?: readonly string[] | undefined } = {},
): Promise<Map<string, Kobo>> {
  if (!branch) return balancesAsOf(executor, companyId, asOf, accounts);
  const [totals = new Map<string, Turnover>()] = await branchTurnover(
    executor,
    companyId,
    branch,
    [{ to: asOf }],
    accounts,
  );
  return movementOf(totals);
}

/** An account's debits and credits over a period. */
export interface Turnover {
  debit: Kobo;
  credit: Kobo;
}

interface DateRange {
  from: string;
  to: string;
}

const monthStartOf = (day: string) => `${day.slice(0, 8)}01`;

function lastDayOfMonth(day: string): string {
  const next = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0));
  return next.toISOString().slice(0, 10);
}

function shiftMonth(monthStart: string, months: number): string {
  const date = new Date(`${monthStart}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * A period as the totals read it: the whole months inside it from the monthly totals, the days
 * of the months it only partly covers from the daily totals. Bounds are computed here, not in
 * SQL: under row-level security only leakproof conditions reach the index (see balancesAsOf).
 */
function periodSegments({ from, to }: DateRange) {
  const firstWhole = from === monthStartOf(from) ? from : shiftMonth(monthStartOf(from), 1);
  const lastWhole = to === lastDayOfMonth(to) ? monthStartOf(to) : shiftMonth(monthStartOf(to), -1);
  if (firstWhole > lastWhole) return { months: null, days: [{ from, to }] };
  const days: DateRange[] = [];
  if (from < firstWhole) days.push({ from, to: dayBefore(firstWhole) });
  const afterWhole = shiftMonth(lastWhole, 1);
  if (afterWhole <= to) days.push({ from: afterWhole, to });
  return { months: { from: firstWhole, to: lastWhole }, days };
}

/**
 * Each account's debits and credits over each of several periods, in one query of the totals: a
 * statement's twelve monthly columns read twelve groups of monthly totals, not 24 balances. The
 * unsettled tail is added as balancesAsOf adds it. One map per period, in order; `accounts`
 * narrows the read to some accounts (the dashboard's cash and bank); given a branch, the
 * branch's turnover is read from its lines instead.
 */
export async function turnoverForPeriods(
  executor: Executor,
  companyId: string,
  periods: readonly DateRange[],
  { accounts, branch }: { accounts?: readonly string[]; branch?: string | undefined } = {},
): Promise<Map<string, Turnover>[]> {
  if (branch) return branchTurnover(executor, companyId, branch, periods, accounts);
  const turnovers = periods.map(() => new Map<string, Turnover>());
  if (accounts?.length === 0) return turnovers;
  const onlyAccounts = accountFilter(accounts);
  const parts = periods.flatMap((period, column) => {
    const { months, days } = periodSegments(period);
    const tagged = (query: SQL) =>
      sql`select ${column}::int as column_index, account_id, debit, credit from (${query}) part`;
    return [
      ...(months
        ? [
            tagged(sql`select account_id, debit, credit from account_monthly_totals where company_id = ${companyId}
              and month >= ${months.from}::date and month <= ${months.to}::date${onlyAccounts}`),
          ]
        : []),
      ...days.map((range) =>
        tagged(sql`select account_id, debit, credit from account_daily_totals where company_id = ${companyId}
          and date >= ${range.from}::date and date <= ${range.to}::date${onlyAccounts}`),
      ),
    ];
  });
  if (parts.length === 0) return turnovers;
  const add = (index: number, account: string, debit: Kobo, credit: Kobo) => {
    const totals = turnovers[index];
    const sums = totals?.get(account) ?? { debit: 0, credit: 0 };
    totals?.set(account, { debit: sums.debit + debit, credit: sums.credit + credit });
  };
  const rows = await queryRows<{ column_index: number; account_id: string; debit: number; credit: number }>(
    executor,
    sql`select column_index, account_id, sum(debit)::bigint as debit, sum(credit)::bigint as credit
        from (${sql.join(parts, sql` union all `)}) totals group by column_index, account_id`,
  );
  for (const row of rows) add(Number(row.column_index), row.account_id, Number(row.debit), Number(row.credit));
  // The unsettled tail (a few lines) is read once for the whole span and dealt to the periods.
  const first = periods.reduce((earliest, period) => (period.from < earliest ? period.from : earliest), '9999-12-31');
  const last = periods.reduce((latest, period) => (period.to > latest ? period.to : latest), '0000-01-01');
  const unsettled = await queryRows<{ account_id: string; date: string; debit: number; credit: number }>(
    executor,
    sql`select account_id, date::text as date, debit, credit from (${unsettledLines(
      companyId,
      sql`and entry.date >= ${first}::date and entry.date <= ${last}::date`,
    )}) unsettled where true${onlyAccounts}`,
  );
  for (const line of unsettled) {
    periods.forEach((period, index) => {
      if (line.date >= period.from && line.date <= period.to)
        add(index, line.account_id, Number(line.debit), Number(line.credit));
    });
  }
  return turnovers;
}

/**
 * Each account's movement (debits minus credits) over each of several periods, the company's or
 * one branch's (see turnoverForPeriods).
 */
export async function movementsForPeriods(
  executor: Executor,
  companyId: string,
  periods: readonly DateRange[],
  branch?: string,
): Promise<Map<string, Kobo>[]> {
  return (await turnoverForPeriods(executor, companyId, periods, { branch })).map(movementOf);
}

/** The customer's credit in the home currency: their balance on Customer Deposits (credits less debits). */
export async function customerCredit(executor: Executor, companyId: string, customerId: string) {
  const deposits = await systemAccount(executor, companyId, 'customer-deposits');
  const [row] = await executor
    .select({ credit: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}), 0)` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalLines.accountId, deposits.id),
        eq(journalLines.contactId, customerId),
      ),
    );
  return Number(row?.credit ?? 0);
}
