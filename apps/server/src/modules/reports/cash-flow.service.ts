import {
  addDays,
  type CashFlowAccount,
  cashFlowRole,
  cashFlowRows,
  type Kobo,
  periodColumns,
  type StatementComparison,
  toNaira,
} from '@owo/core';
import { accounts, type Transaction } from '@owo/db';
import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { balancesOf } from '../../ledger/balances.ts';
import { selectAccounts } from '../accounts/index.ts';
import { byColumn, rowView, statementPeriod } from './statements.service.ts';

/*
 * The cash flow statement reads each account's balance at both ends of every column's period:
 * the company's from the maintained totals, a branch's from its own lines. Which account is cash,
 * working capital, investing or financing, and all the arithmetic, is @owo/core's (cash-flow.ts),
 * property-tested there on random ledgers.
 */

type Context = Pick<RequestContext, 'companyId' | 'branchScope'>;

interface CashFlowFilter {
  from?: string | undefined;
  to: string;
  comparison: StatementComparison;
  /** One branch's lines only; absent: the whole company. */
  branch?: string | undefined;
  showZero: boolean;
}

/** The chart, each account with its place on the statement (from its sub category and bank flag). */
async function cashFlowAccounts(tx: Transaction, companyId: string): Promise<CashFlowAccount[]> {
  const rows = await selectAccounts(tx).where(eq(accounts.companyId, companyId)).orderBy(asc(accounts.code));
  return rows.map(({ account, parent, subCategory }) => {
    const statementAccount = {
      id: account.id,
      code: account.code,
      name: account.name,
      type: parent.accountType,
      parent: { name: parent.name, sortOrder: parent.sortOrder },
      subCategory: { name: subCategory.name, sortOrder: subCategory.sortOrder },
    };
    return { ...statementAccount, role: cashFlowRole({ ...statementAccount, isBank: account.isBank }) };
  });
}

/**
 * Balances (debits minus credits) at the end of a day, the company's or one branch's, each day
 * read once: the months of a monthly statement share their ends.
 */
function balancesReader(tx: Transaction, companyId: string, branch: string | undefined) {
  const read = new Map<string, Promise<Map<string, Kobo>>>();
  return (asOf: string) => {
    const known = read.get(asOf);
    if (known) return known;
    const balances = balancesOf(tx, companyId, asOf, { branch });
    read.set(asOf, balances);
    return balances;
  };
}

/**
 * Where the cash of a period (default: the financial year up to `to`) came from and went, by the
 * indirect method, with comparison columns. `difference` is the check figure: zero whenever the
 * lines read balance, and shown as a row of its own when they do not.
 */
export async function cashFlow(tx: Transaction, context: Context, filter: CashFlowFilter) {
  const { from, to, branch } = await statementPeriod(tx, context, filter);
  const columns = periodColumns({ from, to }, filter.comparison);
  const chart = await cashFlowAccounts(tx, context.companyId);
  const balancesAt = balancesReader(tx, context.companyId, branch);
  const opening: Map<string, Kobo>[] = [];
  const closing: Map<string, Kobo>[] = [];
  for (const column of columns) {
    opening.push(await balancesAt(addDays(column.from, -1)));
    closing.push(await balancesAt(column.to));
  }
  const flow = cashFlowRows(chart, { opening: byColumn(opening), closing: byColumn(closing) }, columns.length, {
    showZero: filter.showZero,
  });
  return {
    from,
    to,
    comparison: filter.comparison,
    branch: branch ?? null,
    columns: columns.map((column) => ({ label: column.label, from: column.from, to: column.to })),
    rows: flow.rows.map(rowView),
    netChange: flow.netChange.map(toNaira),
    openingCash: flow.openingCash.map(toNaira),
    closingCash: flow.closingCash.map(toNaira),
    difference: flow.difference.map(toNaira),
  };
}
