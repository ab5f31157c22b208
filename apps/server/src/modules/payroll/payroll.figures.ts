import {
  emptyYearToDate,
  findBank,
  monthlyPay,
  type PayrollAdjustment,
  PayrollRefused,
  type PayYearToDate,
  type ProrationBasis,
  payrollMessages,
  payrollRuleSets,
  payrollRulesInForceOn,
  periodDates,
  toKobo,
} from '@owo/core';
import {
  employees,
  employments,
  payrollLines,
  payrollRuns,
  type StoredPayLine,
  states,
  type Transaction,
} from '@owo/db';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Invalid } from '../../errors.ts';
import { employmentPay } from '../people/index.ts';

/*
 * A run's lines worked out (issue 28): who is paid for the month and how much, from the stored
 * employments and the employees' approved months before it in the same tax year.
 *
 * - Who: every employee (of the run's branch, if it has one) with an employment in force on some
 *   day of the month, active or left: a leaver in the month is paid up to their last day.
 * - Which pay: the employment in force on the month's last day (a pay change from a day in the month
 *   applies to the whole month; pay it for part of a month with a one-off of arrears). The employee
 *   joined on their first employment's start date and leaves on this one's end date: proration
 *   counts the days between within the month.
 * - Year to date: the latest line of an approved or paid run earlier in the same year.
 * - ITF: the company pays the levy when it pays five or more employees in the month (the reference's
 *   turnover test of ₦50m is not known to payroll; docs/payroll.md).
 */

export type LineColumns = Omit<typeof payrollLines.$inferInsert, 'companyId' | 'id' | 'runId' | 'period' | 'position'>;

interface Candidate {
  employeeId: string;
  displayName: string;
  staffNumber: string | null;
  tin: string | null;
  payeAuthority: string | null;
  employment: typeof employments.$inferSelect;
  joined: string;
}

/** Employees employed on some day of the month, with the employment in force on its last day. */
async function candidates(tx: Transaction, context: RequestContext, period: string, branchId: string | null) {
  const { first, last } = periodDates(period);
  const rows = await tx
    .select({
      employeeId: employees.id,
      displayName: employees.displayName,
      staffNumber: employees.staffNumber,
      tin: employees.tin,
      payeAuthority: states.name,
      employment: employments,
      joined: sql<string>`(select min(earliest.start_date)::text from employments earliest
        where earliest.company_id = ${employments.companyId} and earliest.employee_id = ${employments.employeeId})`,
    })
    .from(employments)
    .innerJoin(employees, and(eq(employees.companyId, employments.companyId), eq(employees.id, employments.employeeId)))
    .leftJoin(states, eq(states.id, employees.stateOfResidenceId))
    .where(
      and(
        eq(employments.companyId, context.companyId),
        branchId ? eq(employees.branchId, branchId) : undefined,
        // The latest employment started on or before the month's last day...
        sql`${employments.startDate} = (select max(latest.start_date) from employments latest
          where latest.company_id = ${employments.companyId} and latest.employee_id = ${employments.employeeId}
            and latest.start_date <= ${last}::date)`,
        // ... still running on the month's first day.
        or(isNull(employments.endDate), gte(employments.endDate, first)),
      ),
    )
    .orderBy(asc(sql`lower(${employees.displayName})`), asc(employees.id));
  return rows satisfies Candidate[];
}

/** Each employee's year to date before the month: from their latest approved or paid month this year. */
async function yearsToDate(tx: Transaction, companyId: string, period: string, employeeIds: readonly string[]) {
  const found = new Map<string, PayYearToDate>();
  if (employeeIds.length === 0) return found;
  const rows = await tx
    .selectDistinctOn([payrollLines.employeeId], { employeeId: payrollLines.employeeId, pay: payrollLines.pay })
    .from(payrollLines)
    .innerJoin(
      payrollRuns,
      and(eq(payrollRuns.companyId, payrollLines.companyId), eq(payrollRuns.id, payrollLines.runId)),
    )
    .where(
      and(
        eq(payrollLines.companyId, companyId),
        inArray(payrollLines.employeeId, [...employeeIds]),
        eq(payrollLines.voided, false),
        inArray(payrollRuns.status, ['approved', 'paid']),
        gte(payrollLines.period, `${period.slice(0, 4)}-01`),
        lt(payrollLines.period, period),
      ),
    )
    .orderBy(payrollLines.employeeId, sql`${payrollLines.period} desc`);
  for (const row of rows) found.set(row.employeeId, row.pay.yearToDate as unknown as PayYearToDate);
  return found;
}

/** A one-off's or deduction's name: what was sent, or what its kind is called. */
const kindNames: Record<string, string> = {
  bonus: 'Bonus',
  leaveAllowance: 'Leave allowance',
  thirteenthMonth: '13th month',
  overtime: 'Overtime',
  arrears: 'Arrears',
  salaryAdvance: 'Salary advance',
  loanRepayment: 'Loan repayment',
  other: 'Other deduction',
};

function extras(adjustment: PayrollAdjustment | undefined) {
  return {
    oneOffs: (adjustment?.oneOffs ?? []).map((oneOff) => ({
      kind: oneOff.kind,
      name: oneOff.name ?? kindNames[oneOff.kind] ?? oneOff.kind,
      amount: toKobo(oneOff.amount),
      pensionable: oneOff.pensionable,
    })),
    otherDeductions: (adjustment?.deductions ?? []).map((deduction) => ({
      kind: deduction.kind,
      name: deduction.name ?? kindNames[deduction.kind] ?? deduction.kind,
      amount: toKobo(deduction.amount),
    })),
  };
}

export interface RunRequest {
  period: string;
  branchId: string | null;
  prorationBasis: ProrationBasis;
  adjustments: readonly PayrollAdjustment[];
}

/** The month's lines, in the order of the employees' names; 400 in words when nobody or a named employee can be paid. */
export async function workOutLines(tx: Transaction, context: RequestContext, run: RunRequest): Promise<LineColumns[]> {
  const { period } = run;
  const employed = await candidates(tx, context, period, run.branchId);
  if (employed.length === 0)
    throw new Invalid(payrollMessages.nobodyToPay(period), { period: payrollMessages.nobodyToPay(period) });
  const byEmployee = new Map(run.adjustments.map((adjustment) => [adjustment.employee, adjustment]));
  const paid = new Set(employed.map((candidate) => candidate.employeeId));
  const stranger = run.adjustments.find((adjustment) => !paid.has(adjustment.employee));
  if (stranger) {
    const message = payrollMessages.notOnRun(period);
    throw new Invalid(message, { lines: message });
  }
  const rules = payrollRulesInForceOn(payrollRuleSets, periodDates(period).last);
  const before = await yearsToDate(tx, context.companyId, period, [...paid]);
  const itfApplies = employed.length >= 5;
  return employed.map((candidate) => {
    const { employment } = candidate;
    const { oneOffs, otherDeductions } = extras(byEmployee.get(candidate.employeeId));
    let line: ReturnType<typeof monthlyPay>;
    try {
      line = monthlyPay({
        rules,
        period,
        pay: employmentPay(employment),
        oneOffs,
        deductions: otherDeductions,
        employedFrom: candidate.joined,
        employedTo: employment.endDate,
        prorationBasis: run.prorationBasis,
        itfApplies,
        yearToDate: before.get(candidate.employeeId) ?? emptyYearToDate,
      });
    } catch (error) {
      if (!(error instanceof PayrollRefused)) throw error;
      const message = `${candidate.displayName}: ${error.message}`;
      throw new Invalid(message, { lines: message });
    }
    const pay: StoredPayLine = {
      earnings: line.earnings,
      deductions: line.deductions,
      oneOffs,
      otherDeductions,
      days: line.proration.days,
      daysInPeriod: line.proration.daysInPeriod,
      exempt: line.exempt,
      payeCapped: line.payeCapped,
      yearToDate: line.yearToDate as unknown as Record<string, unknown>,
      displayName: candidate.displayName,
      staffNumber: candidate.staffNumber,
      tin: candidate.tin,
      jobTitle: employment.jobTitle,
      payeAuthority: candidate.payeAuthority,
      pfa: employment.pensionFundAdministrator,
      rsaPin: employment.rsaPin,
      salaryAccount:
        employment.bankCode && employment.bankAccountNumber
          ? {
              bankName: findBank(employment.bankCode)?.name ?? employment.bankCode,
              bankCode: employment.bankCode,
              accountNo: employment.bankAccountNumber,
            }
          : null,
    };
    return {
      employeeId: candidate.employeeId,
      employmentId: employment.id,
      gross: line.gross,
      pensionEmployee: line.pensionEmployee,
      pensionEmployer: line.pensionEmployer,
      nhf: line.nhf,
      nhiaEmployee: line.nhiaEmployee,
      nhiaEmployer: line.nhiaEmployer,
      taxable: line.taxable,
      paye: line.paye,
      otherDeductions: line.otherDeductions,
      net: line.net,
      nsitf: line.nsitf,
      itf: line.itf,
      pay,
    };
  });
}

/** Employees of these lines already paid for a later month of the year by an approved run: approving would break their year to date. */
export async function laterMonthApproved(tx: Transaction, companyId: string, period: string, employeeIds: string[]) {
  if (employeeIds.length === 0) return null;
  const [row] = await tx
    .select({ name: employees.displayName, period: payrollLines.period })
    .from(payrollLines)
    .innerJoin(
      payrollRuns,
      and(eq(payrollRuns.companyId, payrollLines.companyId), eq(payrollRuns.id, payrollLines.runId)),
    )
    .innerJoin(
      employees,
      and(eq(employees.companyId, payrollLines.companyId), eq(employees.id, payrollLines.employeeId)),
    )
    .where(
      and(
        eq(payrollLines.companyId, companyId),
        inArray(payrollLines.employeeId, employeeIds),
        eq(payrollLines.voided, false),
        inArray(payrollRuns.status, ['approved', 'paid']),
        sql`${payrollLines.period} > ${period}`,
        lte(payrollLines.period, `${period.slice(0, 4)}-12`),
      ),
    )
    .limit(1);
  return row ?? null;
}
