import {
  addDays,
  type Kobo,
  payrollRuleSets,
  payrollRulesInForceOn,
  periodDates,
  remittanceDueDates,
  todayInLagos,
  toNaira,
} from '@owo/core';
import { accounts, type Database, type Executor, payrollLines, payrollRuns } from '@owo/db';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { balancesAsOf } from '../../ledger/balances.ts';
import { queryRows } from '../../ledger/database.ts';
import { membersWhoMay, notify } from '../notifications/index.ts';

/*
 * The payroll's tax calendar (issue 28): PAYE, pension and NHF that approved runs deducted and have
 * not been remitted yet, each with the day it is due (core's remittanceDueDates, from the rules in
 * force). What is still owed is read from the ledger, not from a flag: a remittance is recorded as
 * money out of the bank against the payable (a journal, an expense, later a tax payment), and the
 * payable's credit balance is what is left. It is matched to the runs newest first, since what is
 * remitted is the oldest owed. Shown as the dashboard's tasks, and raised as notifications three
 * days before each falls due.
 */

export type RemittanceKind = 'paye' | 'pension' | 'nhf';

export interface PayrollDeadline {
  kind: RemittanceKind;
  runId: string;
  period: string;
  amount: Kobo;
  dueDate: string;
}

const payables = { paye: 'paye-payable', pension: 'pension-payable', nhf: 'nhf-payable' } as const;
const kinds = Object.keys(payables) as RemittanceKind[];
export const remittanceNames: Record<RemittanceKind, string> = { paye: 'PAYE', pension: 'Pension', nhf: 'NHF' };

type Scope = Pick<RequestContext, 'companyId' | 'branchScope'>;

/** What approved runs of the last twelve months owe and when it is due, soonest first. */
export async function payrollDeadlines(executor: Executor, context: Scope, today = todayInLagos()) {
  const since = addDays(`${today.slice(0, 7)}-01`, -366).slice(0, 7);
  const runs = await executor
    .select({
      id: payrollRuns.id,
      period: payrollRuns.period,
      paidOn: payrollRuns.paidOn,
      paye: sql<number>`sum(${payrollLines.paye})::bigint`.mapWith(Number),
      pension: sql<number>`sum(${payrollLines.pensionEmployee} + ${payrollLines.pensionEmployer})::bigint`.mapWith(
        Number,
      ),
      nhf: sql<number>`sum(${payrollLines.nhf})::bigint`.mapWith(Number),
    })
    .from(payrollRuns)
    .innerJoin(
      payrollLines,
      and(eq(payrollLines.companyId, payrollRuns.companyId), eq(payrollLines.runId, payrollRuns.id)),
    )
    .where(
      and(
        eq(payrollRuns.companyId, context.companyId),
        inArray(payrollRuns.status, ['approved', 'paid']),
        gte(payrollRuns.period, since),
        branchOnly(context, payrollRuns.branchId),
      ),
    )
    .groupBy(payrollRuns.id, payrollRuns.period, payrollRuns.paidOn)
    .orderBy(desc(payrollRuns.period), desc(payrollRuns.id));
  if (runs.length === 0) return [];
  const owed = await stillOwed(executor, context.companyId, today);
  const deadlines: PayrollDeadline[] = [];
  for (const kind of kinds) {
    let left = owed[kind];
    for (const run of runs) {
      const amount = Math.min(run[kind], left);
      left -= amount;
      const rules = payrollRulesInForceOn(payrollRuleSets, periodDates(run.period).last);
      const dueDate = remittanceDueDates(rules, run.period, run.paidOn)[kind];
      if (amount > 0 && dueDate) deadlines.push({ kind, runId: run.id, period: run.period, amount, dueDate });
    }
  }
  return deadlines.sort((one, other) => one.dueDate.localeCompare(other.dueDate));
}

/** The credit balance of each payable today: what has been deducted and not yet paid over. */
async function stillOwed(executor: Executor, companyId: string, today: string): Promise<Record<RemittanceKind, Kobo>> {
  const keyed = await executor
    .select({ id: accounts.id, key: accounts.systemKey })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.systemKey, Object.values(payables))));
  const balances = await balancesAsOf(
    executor,
    companyId,
    today,
    keyed.map((row) => row.id),
  );
  const credit = (key: string) => {
    const account = keyed.find((row) => row.key === key);
    return Math.max(0, -(account ? (balances.get(account.id) ?? 0) : 0));
  };
  return { paye: credit(payables.paye), pension: credit(payables.pension), nhf: credit(payables.nhf) };
}

const monthName = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** 'PAYE for October 2026' */
export function deadlineTitle(deadline: Pick<PayrollDeadline, 'kind' | 'period'>) {
  return `${remittanceNames[deadline.kind]} for ${monthName.format(new Date(`${deadline.period}-01T00:00:00Z`))}`;
}

/** How many days before a remittance falls due its people are reminded. */
export const REMIND_DAYS_BEFORE = 3;

/**
 * Reminds those who run payroll of each remittance due within three days or overdue, once per run
 * and kind (a notification of its title about the run). Runs for every company outside tenant
 * transactions, as the reconciliation reminders do.
 */
export async function raisePayrollReminders(db: Database, today = todayInLagos()): Promise<number> {
  const companies = await queryRows<{ company_id: string }>(
    db,
    sql`select distinct company_id from payroll_runs where status in ('approved', 'paid')
        and period >= ${addDays(`${today.slice(0, 7)}-01`, -366).slice(0, 7)}`,
  );
  let raised = 0;
  for (const { company_id: companyId } of companies) {
    const due = (await payrollDeadlines(db, { companyId, branchScope: null }, today)).filter(
      (deadline) => deadline.dueDate <= addDays(today, REMIND_DAYS_BEFORE),
    );
    for (const deadline of due) {
      const title = `${deadlineTitle(deadline)} is due on ${longDay.format(new Date(`${deadline.dueDate}T00:00:00Z`))}`;
      const [told] = await queryRows<{ id: string }>(
        db,
        sql`select id from notifications where company_id = ${companyId} and kind = 'payroll-remittance-due'
            and subject_id = ${deadline.runId} and title = ${title} limit 1`,
      );
      if (told) continue;
      await notify(db, companyId, await membersWhoMay(db, companyId, 'payroll.view'), {
        kind: 'payroll-remittance-due',
        title,
        body: `${naira.format(toNaira(deadline.amount))} to remit${deadline.dueDate < today ? ': it is overdue' : ''}`,
        link: `/hrm/payroll/${deadline.runId}`,
        subjectId: deadline.runId,
      });
      raised += 1;
    }
  }
  return raised;
}
