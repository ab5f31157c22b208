import { type Kobo, periodColumns, signedForType, todayInLagos, toNaira } from '@owo/core';
import {
  accounts,
  type DocumentKind,
  documents,
  type Executor,
  journals,
  reconciliations,
  type Transaction,
} from '@owo/db';
import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { branchOnly, scopedBalancesAsOf } from '../../branch-scope.ts';
import { may, type RequestContext } from '../../context.ts';
import { inCancelledPair, movementsForPeriods, type Turnover, turnoverForPeriods } from '../../ledger/balances.ts';
import { queryRows } from '../../ledger/database.ts';
import { selectAccounts } from '../accounts/index.ts';
import { deadlineTitle, payrollDeadlines } from '../payroll/index.ts';
import { taxCalendar } from '../tax-returns/index.ts';

/*
 * What an owner wants first thing in the morning, for a chosen period, read from the ledger only:
 * the money in each cash and bank account, money in and out, profit, twelve months of income
 * against expenses, where the money went, journals waiting for approval, and what customers owe
 * and what is owed to suppliers (the receivables and payables system accounts, so sales and
 * expenses fill those cards when they land, without a change here).
 */

/**
 * Cash and cash equivalents: asset accounts in the sub categories money is kept in, or flagged a
 * bank. A credit card is flagged a bank too, but it is money owed, not money held.
 */
const moneySubCategories = new Set(['Cash and Cash Equivalents', 'Bank']);

type Chart = Awaited<ReturnType<typeof chartOf>>;

async function chartOf(tx: Transaction, companyId: string) {
  const rows = await selectAccounts(tx).where(eq(accounts.companyId, companyId)).orderBy(asc(accounts.code));
  return rows.map(({ account, parent, subCategory }) => ({
    id: account.id,
    code: account.code,
    name: account.name,
    type: parent.accountType,
    systemKey: account.systemKey,
    isMoney: parent.accountType === 'Asset' && (account.isBank || moneySubCategories.has(subCategory.name)),
  }));
}

/** The last statement date each account was reconciled to. */
async function lastReconciled(executor: Executor, companyId: string): Promise<Map<string, string>> {
  const rows = await executor
    .select({ accountId: reconciliations.accountId, date: max(reconciliations.statementDate) })
    .from(reconciliations)
    .where(and(eq(reconciliations.companyId, companyId), eq(reconciliations.status, 'completed')))
    .groupBy(reconciliations.accountId);
  return new Map(rows.flatMap((row) => (row.date ? [[row.accountId, row.date] as const] : [])));
}

/**
 * Money received into and paid out of the cash and bank accounts over the period: their debits
 * and credits, from the maintained totals, less the moves between two of them (cash banked, a
 * transfer between banks), which are neither. A move is an entry all of whose lines are on money
 * accounts; only an entry with money both coming and going can be one, so only those few are
 * looked at line by line. A same-day reversal pair is in neither the totals nor the moves.
 */
async function moneyInAndOut(
  executor: Executor,
  companyId: string,
  moneyAccounts: string[],
  { from, to, branch }: { from: string; to: string; branch: string | null },
) {
  if (moneyAccounts.length === 0) return { moneyIn: 0, moneyOut: 0 };
  const ids = sql.join(
    moneyAccounts.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [totals = new Map<string, Turnover>()] = await turnoverForPeriods(executor, companyId, [{ from, to }], {
    accounts: moneyAccounts,
    branch: branch ?? undefined,
  });
  const debits = [...totals.values()].reduce((sum, turnover) => sum + turnover.debit, 0);
  const credits = [...totals.values()].reduce((sum, turnover) => sum + turnover.credit, 0);
  const ofBranch = branch === null ? sql`` : sql`and line.branch_id = ${branch}`;
  const [moves] = await queryRows<{ amount: number | null }>(
    executor,
    sql`select sum(money.debit)::bigint as amount
        from (select line.entry_id, sum(line.debit) as debit
          from journal_lines line
          where line.company_id = ${companyId} and line.account_id in (${ids}) ${ofBranch}
            and line.date >= ${from}::date and line.date <= ${to}::date
          group by line.entry_id having sum(line.debit) > 0 and sum(line.credit) > 0) money
        join journal_entries entry on entry.company_id = ${companyId} and entry.id = money.entry_id
        where not ${inCancelledPair(sql`entry`)}
          and not exists (select 1 from journal_lines other where other.company_id = ${companyId}
            and other.entry_id = money.entry_id and other.account_id not in (${ids}))`,
  );
  const moved = Number(moves?.amount ?? 0);
  return { moneyIn: debits - moved, moneyOut: credits - moved };
}

/** Income and expenses of a period's movements, each positive in its own direction. */
function incomeAndExpenses(chart: Chart, movements: ReadonlyMap<string, Kobo>) {
  let income = 0;
  let expenses = 0;
  for (const account of chart) {
    const movement = movements.get(account.id) ?? 0;
    if (account.type === 'Income') income -= movement;
    if (account.type === 'Expense') expenses += movement;
  }
  return { income, expenses };
}

async function awaitingApproval(executor: Executor, context: Scope) {
  const rows = await executor
    .select({ id: journals.id, number: journals.number, date: journals.date, reference: journals.reference })
    .from(journals)
    .where(
      and(
        eq(journals.companyId, context.companyId),
        eq(journals.status, 'draft'),
        branchOnly(context, journals.branchId),
      ),
    )
    .orderBy(desc(journals.date), desc(journals.number));
  const latest = rows.slice(0, 5).map(({ id, number, date, reference }) => ({ _id: id, number, date, reference }));
  const waiting = await documentsAwaitingApproval(executor, context);
  return { count: rows.length + waiting.length, journals: latest, documents: waiting.slice(0, 5) };
}

const documentPaths: Partial<Record<DocumentKind, string>> = {
  invoice: '/sales/invoice/',
  bill: '/expense/bills/',
  expense: '/expense/expenses/',
  'purchase-order': '/expense/purchase/',
};

/** Invoices, bills, expenses and purchase orders waiting for approval, of the areas the member may see. */
async function documentsAwaitingApproval(executor: Executor, context: Scope) {
  const directions = (['sales', 'purchases'] as const).filter((direction) =>
    may(context, direction === 'sales' ? 'sales.view' : 'expenses.view'),
  );
  if (directions.length === 0) return [];
  const rows = await executor
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      date: documents.date,
      total: documents.homeTotal,
    })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.status, 'awaiting-approval'),
        inArray(documents.direction, directions),
        branchOnly(context, documents.branchId),
      ),
    )
    .orderBy(desc(documents.date), desc(documents.number));
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    number: row.number,
    date: row.date,
    total: toNaira(row.total),
    path: `${documentPaths[row.kind] ?? '/dashboard'}${documentPaths[row.kind] ? row.id : ''}`,
  }));
}

type Scope = Pick<RequestContext, 'companyId' | 'branchScope' | 'permissions'>;

/** Remittances payroll deducted and still owes, for those who may see payroll. */
async function payrollTasks(tx: Transaction, context: Scope, today: string) {
  if (!may(context, 'payroll.view')) return [];
  const deadlines = await payrollDeadlines(tx, context, today);
  return deadlines.map((deadline) => ({
    kind: deadline.kind,
    title: `Remit ${deadlineTitle(deadline)}`,
    amount: toNaira(deadline.amount),
    dueDate: deadline.dueDate,
    overdue: deadline.dueDate < today,
    path: `/hrm/payroll/${deadline.runId}`,
  }));
}

/**
 * VAT and WHT returns to file or pay (the tax calendar), for those who may see tax returns. A
 * return is the whole company's, so a member limited to a branch is not shown them.
 */
async function returnTasks(tx: Transaction, context: Scope, today: string) {
  if (!may(context, 'tax.view') || context.branchScope !== null) return [];
  const { obligations } = await taxCalendar(tx, context.companyId, { today, remittances: false });
  return obligations
    .filter((item) => (item.kind === 'vat' || item.kind === 'wht') && item.status !== 'paid')
    .map((item) => ({
      kind: item.kind,
      title: `${item.returnId ? 'Pay' : 'File'} the ${item.title}`,
      amount: item.amountOwed ?? 0,
      dueDate: item.dueDate,
      overdue: item.status === 'overdue',
      path: item.path,
    }));
}

/** The tax calendar's tasks: payroll's remittances and the returns, the first five due. */
async function tasks(tx: Transaction, context: Scope) {
  const today = todayInLagos();
  const all = [...(await payrollTasks(tx, context, today)), ...(await returnTasks(tx, context, today))];
  return all.sort((one, other) => one.dueDate.localeCompare(other.dueDate)).slice(0, 5);
}

/** The company's figures, or for a member limited to a branch, that branch's (branch-scope.ts). */
export async function dashboard(tx: Transaction, context: Scope, { from, to }: { from: string; to: string }) {
  const { companyId } = context;
  const chart = await chartOf(tx, companyId);
  const balances = await scopedBalancesAsOf(tx, context, to);
  // Reconciliations are the whole company's: a branch's figures are not what was reconciled.
  const reconciledTo = context.branchScope === null ? await lastReconciled(tx, companyId) : new Map<string, string>();
  const money = chart.filter((account) => account.isMoney);
  // The card lists accounts that hold money or have been reconciled; the total counts them all.
  const shown = money.filter((account) => balances.get(account.id) || reconciledTo.has(account.id));
  const months = periodColumns({ from, to }, 'monthly');
  // The period and its twelve months in one read of the totals.
  const [period = new Map<string, Kobo>(), ...monthly] = await movementsForPeriods(
    tx,
    companyId,
    [{ from, to }, ...months],
    context.branchScope ?? undefined,
  );
  const byMonth = months.map((month, index) => {
    const totals = incomeAndExpenses(chart, monthly[index] ?? new Map());
    return {
      month: month.from.slice(0, 7),
      label: month.label,
      income: toNaira(totals.income),
      expenses: toNaira(totals.expenses),
    };
  });
  const { income, expenses } = incomeAndExpenses(chart, period);
  const flows = await moneyInAndOut(
    tx,
    companyId,
    money.map((account) => account.id),
    { from, to, branch: context.branchScope },
  );
  const systemBalance = (key: 'receivables' | 'payables') => {
    const account = chart.find((each) => each.systemKey === key);
    return account ? toNaira(signedForType(balances.get(account.id) ?? 0, account.type)) : 0;
  };
  return {
    from,
    to,
    cash: shown.map((account) => ({
      _id: account.id,
      account_code: account.code,
      account_name: account.name,
      balance: toNaira(balances.get(account.id) ?? 0),
      lastReconciled: reconciledTo.get(account.id) ?? null,
    })),
    totalCash: toNaira(money.reduce((sum, account) => sum + (balances.get(account.id) ?? 0), 0)),
    moneyIn: toNaira(flows.moneyIn),
    moneyOut: toNaira(flows.moneyOut),
    income: toNaira(income),
    expenses: toNaira(expenses),
    profit: toNaira(income - expenses),
    byMonth,
    topExpenses: chart
      .filter((account) => account.type === 'Expense' && (period.get(account.id) ?? 0) > 0)
      .sort((a, b) => (period.get(b.id) ?? 0) - (period.get(a.id) ?? 0))
      .slice(0, 5)
      .map((account) => ({
        _id: account.id,
        account_code: account.code,
        account_name: account.name,
        amount: toNaira(period.get(account.id) ?? 0),
      })),
    awaitingApproval: await awaitingApproval(tx, context),
    tasks: await tasks(tx, context),
    receivables: systemBalance('receivables'),
    payables: systemBalance('payables'),
  };
}
