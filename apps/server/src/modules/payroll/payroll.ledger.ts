import {
  type PayrollAccountRole,
  type PayrollPostingLine,
  type PayrollRun,
  payrollEntryLines,
  payrollPaymentLines,
  periodDates,
} from '@owo/core';
import { accounts, type payrollLines, type payrollRuns, type SystemAccountKey, type Transaction } from '@owo/db';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
import { type EntryLine, type PostingTransaction, post, reverse } from '../../ledger/post.ts';

/*
 * A payroll run's way into the ledger (issue 28): the pure payroll.posting.ts in packages/core
 * names account roles; here each role is the company's system account of that purpose (found by
 * its key, seeded with every company), and `bank` the run's payment account. Approved: the accrual,
 * dated on the month's last day. Paid: Dr net salaries payable, Cr bank, on the day paid. Void:
 * both reversed.
 */

type RunRow = typeof payrollRuns.$inferSelect;
type LineRow = typeof payrollLines.$inferSelect;

export const postingRefusal =
  'Only someone who may approve payroll can approve, pay or void a payroll run. Ask an owner or accountant to do it.';

const roleKeys: Record<Exclude<PayrollAccountRole, 'bank'>, SystemAccountKey> = {
  salaries: 'salaries',
  'employer-pension-expense': 'employer-pension',
  'nhia-expense': 'employer-nhia',
  'nsitf-expense': 'employer-levies',
  'itf-expense': 'employer-levies',
  'paye-payable': 'paye-payable',
  'pension-payable': 'pension-payable',
  'nhf-payable': 'nhf-payable',
  'nhia-payable': 'nhia-payable',
  'nsitf-payable': 'nsitf-payable',
  'itf-payable': 'itf-payable',
  'salary-advances': 'staff-loans',
  'staff-loans': 'staff-loans',
  'other-deductions-payable': 'payroll-deductions-payable',
  'salaries-payable': 'salaries-payable',
};

/** The accounts of the roles, by the company's system keys; the bank is the run's payment account. */
async function ledgerLines(
  tx: Transaction,
  companyId: string,
  bankAccountId: string | null,
  lines: readonly PayrollPostingLine[],
  names: ReadonlyMap<string, string>,
): Promise<EntryLine[]> {
  const keys = [...new Set(Object.values(roleKeys))];
  const keyed = await tx
    .select({ id: accounts.id, key: accounts.systemKey })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), isNotNull(accounts.systemKey), inArray(accounts.systemKey, keys)));
  const accountOf = new Map(keyed.map((row) => [row.key, row.id]));
  return lines.map((line) => {
    const accountId = line.role === 'bank' ? bankAccountId : accountOf.get(roleKeys[line.role]);
    if (!accountId) throw new Error(`Company ${companyId} has no account for payroll role ${line.role}`);
    const whom = line.employeeId ? names.get(line.employeeId) : line.remittee;
    return {
      accountId,
      debit: line.debit,
      credit: line.credit,
      description: whom ? `${line.description}: ${whom}` : line.description,
    };
  });
}

function runOf(lines: readonly LineRow[]): PayrollRun {
  return {
    lines: lines.map((line) => ({
      employeeId: line.employeeId,
      payeAuthority: line.pay.payeAuthority ?? undefined,
      pensionAdministrator: line.pay.pfa ?? undefined,
      pay: {
        gross: line.gross,
        pensionEmployee: line.pensionEmployee,
        pensionEmployer: line.pensionEmployer,
        nhf: line.nhf,
        nhiaEmployee: line.nhiaEmployee,
        nhiaEmployer: line.nhiaEmployer,
        paye: line.paye,
        net: line.net,
        nsitf: line.nsitf,
        itf: line.itf,
        deductions: line.pay.deductions as PayrollRun['lines'][number]['pay']['deductions'],
      },
    })),
  };
}

const employeeNames = (lines: readonly LineRow[]) =>
  new Map(lines.map((line) => [line.employeeId, line.pay.displayName]));

/** Posts the approved run's accrual and answers its entry's id. */
export async function postAccrual(tx: PostingTransaction, context: RequestContext, run: RunRow, lines: LineRow[]) {
  const authority = authorityToPost(context, 'payroll', postingRefusal);
  const entryLines = await ledgerLines(
    tx,
    context.companyId,
    run.paymentAccountId,
    payrollEntryLines(runOf(lines)),
    employeeNames(lines),
  );
  const entry = await post(
    tx,
    {
      companyId: context.companyId,
      date: periodDates(run.period).last,
      memo: `Payroll ${run.number} for ${run.period}`,
      sourceType: 'payroll',
      sourceId: run.id,
      branchId: run.branchId,
      createdBy: context.userId,
      lines: entryLines,
    },
    authority,
  );
  return entry.id;
}

/**
 * Posts the payment of the run's net pay from its bank account. Its source is the run's payment,
 * not the run (a source has one live entry): the id of a second source, the run's id's payment.
 */
export async function postPayment(
  tx: PostingTransaction,
  context: RequestContext,
  run: RunRow,
  lines: LineRow[],
  payment: { date: string; sourceId: string },
) {
  const authority = authorityToPost(context, 'payroll', postingRefusal);
  const entryLines = await ledgerLines(
    tx,
    context.companyId,
    run.paymentAccountId,
    payrollPaymentLines(runOf(lines)),
    new Map(),
  );
  const entry = await post(
    tx,
    {
      companyId: context.companyId,
      date: payment.date,
      memo: `Salaries paid: payroll ${run.number} for ${run.period}`,
      sourceType: 'payroll',
      sourceId: payment.sourceId,
      branchId: run.branchId,
      createdBy: context.userId,
      lines: entryLines,
    },
    authority,
  );
  return entry.id;
}

/** Reverses the run's entries (payment first); needs payroll.approve. */
export async function reverseRun(tx: PostingTransaction, context: RequestContext, run: RunRow) {
  const approval = approvalToReverse(context, 'payroll', postingRefusal);
  for (const entryId of [run.paymentEntryId, run.entryId]) {
    if (entryId) await reverse(tx, { companyId: context.companyId, entryId, approval });
  }
}
