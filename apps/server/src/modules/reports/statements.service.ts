import {
  addDays,
  asOfColumns,
  balanceSheetRows,
  financialYearStart,
  type Kobo,
  periodColumns,
  profitAndLossRows,
  type StatementAccount,
  type StatementComparison,
  type StatementRow,
  toNaira,
} from '@owo/core';
import { accounts, companies, type Transaction } from '@owo/db';
import { asc, eq } from 'drizzle-orm';
import { reportBranch } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { balancesOf, movementsForPeriods } from '../../ledger/balances.ts';
import { selectAccounts } from '../accounts/index.ts';
import { getBranch } from '../branches/index.ts';

/*
 * The financial statements read the ledger only: each account's balance from the maintained
 * totals (ledger/balances.ts), or a branch's from its own lines. The layout of the rows and the
 * arithmetic of the totals are @owo/core's (statements.ts), property-tested there.
 */

type Context = Pick<RequestContext, 'companyId' | 'branchScope'>;

interface StatementFilter {
  comparison: StatementComparison;
  /** One branch's lines only; absent: the whole company. */
  branch?: string | undefined;
  showZero: boolean;
}

async function statementAccounts(tx: Transaction, companyId: string): Promise<StatementAccount[]> {
  const rows = await selectAccounts(tx).where(eq(accounts.companyId, companyId)).orderBy(asc(accounts.code));
  return rows.map(({ account, parent, subCategory }) => ({
    id: account.id,
    code: account.code,
    name: account.name,
    type: parent.accountType,
    parent: { name: parent.name, sortOrder: parent.sortOrder },
    subCategory: { name: subCategory.name, sortOrder: subCategory.sortOrder },
  }));
}

/** One map of per-column amounts from a map per column. */
export function byColumn(columns: ReadonlyArray<ReadonlyMap<string, Kobo>>): Map<string, Kobo[]> {
  const combined = new Map<string, Kobo[]>();
  columns.forEach((column, index) => {
    for (const [account, amount] of column) {
      const amounts = combined.get(account) ?? columns.map(() => 0);
      amounts[index] = amount;
      combined.set(account, amounts);
    }
  });
  return combined;
}

export function rowView(row: StatementRow) {
  return {
    kind: row.kind,
    label: row.label,
    level: row.level,
    amounts: row.amounts.map(toNaira),
    account: row.account ? { _id: row.account.id, account_code: row.account.code } : null,
  };
}

/** The branch the statement reads: the one asked for, the company's; a member limited to a branch always reads theirs. */
async function checkedBranch(tx: Transaction, context: Context, asked: string | undefined) {
  const branch = reportBranch(context, asked);
  if (branch) await getBranch(tx, context, { id: branch });
  return branch;
}

/** The month (1-12) the company's financial year starts in. */
async function yearStartMonth(tx: Transaction, companyId: string): Promise<number> {
  const [company] = await tx
    .select({ month: companies.fiscalYearStartMonth })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new NotFound('Company');
  return company.month;
}

/**
 * A period statement's checked filters: the branch is the company's, and the period runs from
 * `from` (default: the start of the financial year `to` falls in) to `to`, the right way round.
 */
export async function statementPeriod(
  tx: Transaction,
  context: Context,
  { from, to, branch }: { from?: string | undefined; to: string; branch?: string | undefined },
): Promise<{ from: string; to: string; branch: string | undefined }> {
  const checked = await checkedBranch(tx, context, branch);
  const start = from ?? financialYearStart(to, await yearStartMonth(tx, context.companyId));
  if (start > to) {
    const message = 'Start date must be on or before the end date';
    throw new Invalid(message, { from: message });
  }
  return { from: start, to, branch: checked };
}

/** Income and expenses over a period (default: the financial year up to `to`), with comparison columns. */
export async function profitAndLoss(
  tx: Transaction,
  context: Context,
  filter: StatementFilter & { from?: string | undefined; to: string },
) {
  const { from, to, branch } = await statementPeriod(tx, context, filter);
  const columns = periodColumns({ from, to }, filter.comparison);
  const chart = await statementAccounts(tx, context.companyId);
  const movements = await movementsForPeriods(tx, context.companyId, columns, branch);
  const statement = profitAndLossRows(chart, byColumn(movements), columns.length, { showZero: filter.showZero });
  return {
    from,
    to,
    comparison: filter.comparison,
    branch: branch ?? null,
    columns: columns.map((column) => ({ label: column.label, from: column.from, to: column.to })),
    rows: statement.rows.map(rowView),
    netProfit: statement.netProfit.map(toNaira),
  };
}

/** The profit and loss accounts' total (income less expenses) up to a day: -(debits - credits). */
function profitUpTo(chart: readonly StatementAccount[], balances: ReadonlyMap<string, Kobo>): Kobo {
  let profit = 0;
  for (const account of chart) {
    if (account.type === 'Income' || account.type === 'Expense') profit -= balances.get(account.id) ?? 0;
  }
  return profit;
}

/**
 * What the company owns and owes at the end of a day. Income and expenses are not closed by an
 * entry at year end: the profit of the financial years before the date's, and of its own year so
 * far, are shown as equity lines.
 */
export async function balanceSheet(
  tx: Transaction,
  context: Context,
  { asOf, ...filter }: StatementFilter & { asOf: string },
) {
  const branch = await checkedBranch(tx, context, filter.branch);
  const startMonth = await yearStartMonth(tx, context.companyId);
  const columns = asOfColumns(asOf, filter.comparison);
  const chart = await statementAccounts(tx, context.companyId);
  const balances: Map<string, Kobo>[] = [];
  const earlierYears: Kobo[] = [];
  const thisYear: Kobo[] = [];
  for (const column of columns) {
    const atDate = await balancesOf(tx, context.companyId, column.asOf, { branch });
    const yearStart = financialYearStart(column.asOf, startMonth);
    const beforeYear = await balancesOf(tx, context.companyId, addDays(yearStart, -1), { branch });
    balances.push(atDate);
    earlierYears.push(profitUpTo(chart, beforeYear));
    thisYear.push(profitUpTo(chart, atDate) - profitUpTo(chart, beforeYear));
  }
  const sheet = balanceSheetRows(chart, byColumn(balances), { earlierYears, thisYear }, columns.length, {
    showZero: filter.showZero,
  });
  return {
    asOf,
    comparison: filter.comparison,
    branch: branch ?? null,
    columns: columns.map((column) => ({ label: column.label, asOf: column.asOf })),
    rows: sheet.rows.map(rowView),
    totalAssets: sheet.totalAssets.map(toNaira),
    totalLiabilities: sheet.totalLiabilities.map(toNaira),
    totalEquity: sheet.totalEquity.map(toNaira),
  };
}
