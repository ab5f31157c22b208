import {
  type EmploymentCreate,
  type EmploymentPay,
  type EmploymentUpdate,
  type EmploymentView,
  findBank,
  type OtherAllowance,
  peopleMessages,
  toKobo,
  toNaira,
} from '@owo/core';
import { employments, newId, type Transaction } from '@owo/db';
import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { getEmployee, lockEmployee } from './employees.service.ts';

/*
 * Employments (issue 28): a job title, its dates and the monthly pay. A pay change is a new
 * employment from its start date, so the months already paid keep the pay they were paid on; an
 * employee's employment on a day is the latest started on or before it. A member limited to a
 * branch sees only the employments of their branch's employees.
 */

const ENTITY = 'employment';

type Scope = Pick<RequestContext, 'companyId' | 'branchScope'>;
type EmploymentRow = typeof employments.$inferSelect;

/** 8 (percent) <-> 800 (basis points). */
const basisPoints = (percent: number) => Math.round(percent * 100);
const percentOf = (points: number) => points / 100;

export function employmentView(row: EmploymentRow): EmploymentView {
  return {
    _id: row.id,
    employee: row.employeeId,
    jobTitle: row.jobTitle,
    startDate: row.startDate,
    endDate: row.endDate,
    basic: toNaira(row.basic),
    housing: toNaira(row.housing),
    transport: toNaira(row.transport),
    otherAllowances: row.otherAllowances.map((allowance) => ({ ...allowance, amount: toNaira(allowance.amount) })),
    annualRent: toNaira(row.annualRent),
    nhf: row.nhf,
    pension: {
      pfa: row.pensionFundAdministrator,
      rsaPin: row.rsaPin,
      employeeRate: percentOf(row.pensionEmployeeRateBasisPoints),
      employerRate: percentOf(row.pensionEmployerRateBasisPoints),
    },
    nhia: row.nhia,
    salaryAccount:
      row.bankCode && row.bankAccountNumber
        ? {
            bankName: findBank(row.bankCode)?.name ?? row.bankCode,
            bankCode: row.bankCode,
            accountNo: row.bankAccountNumber,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The pay as packages/core/src/payroll reads it: what a payroll run takes from an employment. */
export function employmentPay(row: EmploymentRow): EmploymentPay {
  return {
    basic: row.basic,
    housing: row.housing,
    transport: row.transport,
    otherAllowances: row.otherAllowances satisfies OtherAllowance[],
    annualRent: row.annualRent,
    nhf: row.nhf,
    pension: {
      employeeRateBasisPoints: row.pensionEmployeeRateBasisPoints,
      employerRateBasisPoints: row.pensionEmployerRateBasisPoints,
    },
    nhia: row.nhia,
  };
}

type Columns = Partial<typeof employments.$inferInsert>;

/** The columns of the fields sent; a field not sent is not among them. */
function columnsOf(sent: EmploymentUpdate): Columns {
  const columns: Columns = {};
  if (sent.jobTitle !== undefined) columns.jobTitle = sent.jobTitle;
  if (sent.startDate !== undefined) columns.startDate = sent.startDate;
  if (sent.endDate !== undefined) columns.endDate = sent.endDate;
  for (const field of ['basic', 'housing', 'transport', 'annualRent'] as const) {
    const value = sent[field];
    if (value !== undefined) columns[field] = toKobo(value);
  }
  if (sent.otherAllowances !== undefined)
    columns.otherAllowances = sent.otherAllowances.map((allowance) => ({
      name: allowance.name,
      amount: toKobo(allowance.amount),
      pensionable: allowance.pensionable,
      taxable: allowance.taxable,
    }));
  if (sent.nhf !== undefined) columns.nhf = sent.nhf;
  if (sent.nhia !== undefined) columns.nhia = sent.nhia;
  const { pfa, rsaPin, employeeRate, employerRate } = sent.pension ?? {};
  if (pfa !== undefined) columns.pensionFundAdministrator = pfa;
  if (rsaPin !== undefined) columns.rsaPin = rsaPin?.toUpperCase() ?? null;
  if (employeeRate !== undefined) columns.pensionEmployeeRateBasisPoints = basisPoints(employeeRate);
  if (employerRate !== undefined) columns.pensionEmployerRateBasisPoints = basisPoints(employerRate);
  if (sent.salaryAccount !== undefined) {
    columns.bankCode = sent.salaryAccount?.bankCode ?? null;
    columns.bankAccountNumber = sent.salaryAccount?.accountNo ?? null;
  }
  return columns;
}

/** Employments of the employees the member may see. */
// Named in full: in a select from one table Drizzle leaves column names bare, which the subquery would read as its own.
function inScope(context: Scope) {
  return context.branchScope === null
    ? undefined
    : sql`exists (select 1 from employees employee where employee.company_id = employments.company_id
        and employee.id = employments.employee_id and employee.branch_id = ${context.branchScope})`;
}

const byId = (context: Scope, id: string) =>
  and(eq(employments.companyId, context.companyId), eq(employments.id, id), inScope(context));

export async function getEmployment(tx: Transaction, context: Scope, { id }: { id: string }) {
  const [row] = await tx.select().from(employments).where(byId(context, id));
  if (!row) throw new NotFound('Employment');
  return employmentView(row);
}

/** An employee's employments, newest first. */
export async function employmentHistory(tx: Transaction, context: Scope, { employee }: { employee: string }) {
  await getEmployee(tx, context, { id: employee });
  const rows = await tx
    .select()
    .from(employments)
    .where(and(eq(employments.companyId, context.companyId), eq(employments.employeeId, employee)))
    .orderBy(desc(employments.startDate));
  return rows.map(employmentView);
}

/** The employment that applies on a day: the latest started on or before it (none before they started). */
export async function employmentOn(
  tx: Transaction,
  context: Scope,
  { employee, day }: { employee: string; day: string },
) {
  const [row] = await tx
    .select()
    .from(employments)
    .where(
      and(
        eq(employments.companyId, context.companyId),
        eq(employments.employeeId, employee),
        lte(employments.startDate, day),
      ),
    )
    .orderBy(desc(employments.startDate))
    .limit(1);
  return row ?? null;
}

async function checkStartFree(tx: Transaction, context: Scope, employee: string, startDate: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: employments.id })
    .from(employments)
    .where(
      and(
        eq(employments.companyId, context.companyId),
        eq(employments.employeeId, employee),
        eq(employments.startDate, startDate),
        exceptId ? ne(employments.id, exceptId) : undefined,
      ),
    );
  if (clash)
    throw new Conflict(
      `This employee already has an employment starting on ${startDate}: change that one, or start the new pay on another day`,
    );
}

export async function createEmployment(tx: Transaction, context: RequestContext, input: EmploymentCreate) {
  // Locking the employee queues two saves for them, so a clash of start dates is told in words.
  await lockEmployee(tx, context, input.employee);
  await checkStartFree(tx, context, input.employee, input.startDate);
  const id = newId();
  const { employee, ...fields } = input;
  await tx.insert(employments).values({
    companyId: context.companyId,
    id,
    employeeId: employee,
    jobTitle: input.jobTitle,
    startDate: input.startDate,
    basic: toKobo(input.basic),
    ...columnsOf(fields),
  });
  const after = await getEmployment(tx, context, { id });
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after });
  return after;
}

/** Corrects an employment (only the fields sent); a pay change is a new employment instead. */
export async function updateEmployment(
  tx: Transaction,
  context: RequestContext,
  { id, change }: { id: string; change: EmploymentUpdate },
) {
  const [row] = await tx.select().from(employments).where(byId(context, id)).for('update');
  if (!row) throw new NotFound('Employment');
  await lockEmployee(tx, context, row.employeeId);
  const before = employmentView(row);
  const startDate = change.startDate ?? row.startDate;
  const endDate = change.endDate === undefined ? row.endDate : change.endDate;
  if (endDate !== null && endDate < startDate)
    throw new Invalid(peopleMessages.endBeforeStart, { endDate: peopleMessages.endBeforeStart });
  if (change.startDate !== undefined) await checkStartFree(tx, context, row.employeeId, change.startDate, id);
  const set = columnsOf(change);
  if (Object.keys(set).length > 0)
    await tx
      .update(employments)
      .set({ ...set, updatedAt: new Date() })
      .where(byId(context, id));
  const after = await getEmployment(tx, context, { id });
  if (JSON.stringify({ ...before, updatedAt: '' }) !== JSON.stringify({ ...after, updatedAt: '' }))
    await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: id, before, after });
  return after;
}
