import {
  type PayrollLineView,
  type PayrollListItem,
  type PayrollRunView,
  type PayrollStatus,
  type PayrollTotals,
  type PayslipListItem,
  payrollStatuses,
  toNaira,
} from '@owo/core';
import { accounts, branches, journalEntries, payrollLines, payrollRuns, type Transaction } from '@owo/db';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { getEmployee } from '../people/index.ts';
import { funding, runLines } from './payroll.service.ts';

/* Payroll runs as the API answers them: the list (newest month first) and one run with its lines. */

type RunRow = typeof payrollRuns.$inferSelect;
type LineRow = typeof payrollLines.$inferSelect;

const listColumns = {
  run: payrollRuns,
  branchName: branches.name,
};

function listItem(run: RunRow, branchName: string | null): PayrollListItem {
  return {
    _id: run.id,
    number: run.number,
    period: run.period,
    branch: run.branchId && branchName ? { _id: run.branchId, name: branchName } : null,
    status: run.status,
    employees: run.employees,
    gross: toNaira(run.gross),
    paye: toNaira(run.paye),
    net: toNaira(run.net),
    createdAt: run.createdAt.toISOString(),
  };
}

function filters(context: RequestContext, where: Record<string, string>): SQL | undefined {
  const status = where.status as PayrollStatus | undefined;
  return and(
    eq(payrollRuns.companyId, context.companyId),
    branchOnly(context, payrollRuns.branchId),
    status && (payrollStatuses as readonly string[]).includes(status) ? eq(payrollRuns.status, status) : undefined,
    where.period ? eq(payrollRuns.period, where.period) : undefined,
    where.year ? inArray(payrollRuns.period, months(where.year)) : undefined,
  );
}

const months = (year: string) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

export async function listPayrolls(tx: Transaction, context: RequestContext, { query }: { query: ListQuery }) {
  const where = filters(context, query.where);
  const [rows, [total]] = await Promise.all([
    tx
      .select(listColumns)
      .from(payrollRuns)
      .leftJoin(branches, and(eq(branches.companyId, payrollRuns.companyId), eq(branches.id, payrollRuns.branchId)))
      .where(where)
      .orderBy(desc(payrollRuns.period), desc(payrollRuns.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(payrollRuns).where(where),
  ]);
  return { runs: rows.map((row) => listItem(row.run, row.branchName)), total: total?.value ?? 0 };
}

const totalFields = [
  'gross',
  'pensionEmployee',
  'pensionEmployer',
  'nhf',
  'nhiaEmployee',
  'nhiaEmployer',
  'taxable',
  'paye',
  'otherDeductions',
  'net',
  'nsitf',
  'itf',
] as const;

function totalsOf(lines: readonly LineRow[]): PayrollTotals {
  const sum = (field: (typeof totalFields)[number]) => lines.reduce((total, line) => total + line[field], 0);
  const totals = Object.fromEntries(totalFields.map((field) => [field, toNaira(sum(field))])) as Omit<
    PayrollTotals,
    'employerCost'
  >;
  const employerCost = sum('gross') + sum('pensionEmployer') + sum('nhiaEmployer') + sum('nsitf') + sum('itf');
  return { ...totals, employerCost: toNaira(employerCost) };
}

const itemsInNaira = <Item extends { amount: number }>(items: readonly Item[]) =>
  items.map((item) => ({ ...item, amount: toNaira(item.amount) }));

export function lineView(line: LineRow): PayrollLineView {
  const { pay } = line;
  const yearToDate = pay.yearToDate as Record<string, number>;
  return {
    _id: line.id,
    employee: { _id: line.employeeId, displayName: pay.displayName, staffNumber: pay.staffNumber },
    jobTitle: pay.jobTitle,
    tin: pay.tin ?? null,
    days: pay.days,
    daysInPeriod: pay.daysInPeriod,
    ...totalsOf([line]),
    exempt: pay.exempt,
    earnings: itemsInNaira(pay.earnings),
    deductions: itemsInNaira(pay.deductions),
    oneOffs: itemsInNaira(pay.oneOffs),
    otherDeductionItems: itemsInNaira(pay.otherDeductions),
    yearToDate: {
      gross: toNaira(yearToDate.gross ?? 0),
      taxable: toNaira(yearToDate.taxable ?? 0),
      paye: toNaira(yearToDate.paye ?? 0),
      pensionEmployee: toNaira(yearToDate.pensionEmployee ?? 0),
      nhf: toNaira(yearToDate.nhf ?? 0),
      net: toNaira(yearToDate.net ?? 0),
    },
    payeAuthority: pay.payeAuthority,
    pension: { pfa: pay.pfa, rsaPin: pay.rsaPin },
    salaryAccount: pay.salaryAccount,
  };
}

async function entryRef(tx: Transaction, companyId: string, entryId: string | null) {
  if (!entryId) return null;
  const [entry] = await tx
    .select({ number: journalEntries.number })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.id, entryId)));
  return { _id: entryId, number: entry?.number ?? null };
}

/** One run with its lines; 404 for another company's or (for a limited member) another branch's. */
export async function getPayroll(
  tx: Transaction,
  context: RequestContext,
  { id }: { id: string },
): Promise<PayrollRunView> {
  const [row] = await tx
    .select({ ...listColumns, bankName: accounts.name })
    .from(payrollRuns)
    .leftJoin(branches, and(eq(branches.companyId, payrollRuns.companyId), eq(branches.id, payrollRuns.branchId)))
    .leftJoin(
      accounts,
      and(eq(accounts.companyId, payrollRuns.companyId), eq(accounts.id, payrollRuns.paymentAccountId)),
    )
    .where(
      and(
        eq(payrollRuns.companyId, context.companyId),
        eq(payrollRuns.id, id),
        branchOnly(context, payrollRuns.branchId),
      ),
    );
  if (!row) throw new NotFound('Payroll');
  const { run } = row;
  const lines = await runLines(tx, context.companyId, id);
  const account = await funding(tx, context.companyId, run);
  return {
    ...listItem(run, row.branchName),
    prorationBasis: run.prorationBasis,
    bank: run.paymentAccountId && row.bankName ? { _id: run.paymentAccountId, name: row.bankName } : null,
    totals: totalsOf(lines),
    funding: account && {
      balance: toNaira(account.balance),
      needed: toNaira(account.needed),
      shortfall: toNaira(account.shortfall),
    },
    lines: lines.map(lineView),
    entry: await entryRef(tx, context.companyId, run.entryId),
    paymentEntry: await entryRef(tx, context.companyId, run.paymentEntryId),
    paidOn: run.paidOn,
    approvedAt: run.approvedAt?.toISOString() ?? null,
    updatedAt: run.updatedAt.toISOString(),
  };
}

/** An employee's payslips: their lines on approved and paid runs (a void run's are gone), newest first. */
export async function employeePayslips(
  tx: Transaction,
  context: RequestContext,
  { employee }: { employee: string },
): Promise<PayslipListItem[]> {
  await getEmployee(tx, context, { id: employee });
  const rows = await tx
    .select({ line: payrollLines, run: payrollRuns })
    .from(payrollLines)
    .innerJoin(
      payrollRuns,
      and(eq(payrollRuns.companyId, payrollLines.companyId), eq(payrollRuns.id, payrollLines.runId)),
    )
    .where(
      and(
        eq(payrollLines.companyId, context.companyId),
        eq(payrollLines.employeeId, employee),
        inArray(payrollRuns.status, ['approved', 'paid']),
      ),
    )
    .orderBy(desc(payrollLines.period));
  return rows.map(({ line, run }) => ({
    run: { _id: run.id, number: run.number },
    period: line.period,
    status: run.status,
    gross: toNaira(line.gross),
    paye: toNaira(line.paye),
    net: toNaira(line.net),
    paidOn: run.paidOn,
  }));
}
