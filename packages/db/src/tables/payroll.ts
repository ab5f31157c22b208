import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, kobo, updatedAt } from './columns.ts';
import { branches, users } from './foundation.ts';
import { employees, employments } from './people.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * Payroll runs (issue 28): a month's pay for a company's (or one branch's) employees, and a line per
 * employee, which is that employee's payslip. A run is not a row of `documents`: it has no contact
 * and its lines are pay, not quantity × price (docs/decisions.md, "Payroll"); it shares the
 * numbering, the approval call, the ledger's post() and the audit log with them.
 *
 * A line's figures are what monthlyPay worked out, kept whole in `pay` (earnings, deductions, year
 * to date) and the amounts the schedules and reports add up in columns. An employee has at most one
 * live line a month (payroll_lines_employee_period_key), so a month cannot be paid twice.
 */

export const payrollStatusValues = ['draft', 'awaiting-approval', 'approved', 'paid', 'void'] as const;

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    number: text('number').notNull(),
    /** YYYY-MM. */
    period: text('period').notNull(),
    /** One branch's employees; null: the whole company's. */
    branchId: uuid('branch_id'),
    status: text('status', { enum: payrollStatusValues }).notNull(),
    /** The bank-flagged account net pay is paid from. */
    paymentAccountId: uuid('payment_account_id'),
    prorationBasis: text('proration_basis', { enum: ['calendarDays', 'workingDays'] }).notNull(),
    gross: kobo('gross').notNull().default(0),
    paye: kobo('paye').notNull().default(0),
    net: kobo('net').notNull().default(0),
    employees: integer('employees').notNull().default(0),
    /** The accrual posted on approval, and the payment (its own source id: a source has one live entry). */
    entryId: uuid('entry_id'),
    paymentId: uuid('payment_id'),
    paymentEntryId: uuid('payment_entry_id'),
    paidOn: date('paid_on', { mode: 'string' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('payroll_runs_number_key').on(table.companyId, table.number),
    index('payroll_runs_list_idx').on(table.companyId, table.period, table.id),
    check('payroll_runs_period', sql`${table.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('payroll_runs_amounts', sql`${table.gross} >= 0 and ${table.paye} >= 0 and ${table.net} >= 0`),
    foreignKey({
      name: 'payroll_runs_branch_fk',
      columns: [table.companyId, table.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    foreignKey({
      name: 'payroll_runs_payment_account_fk',
      columns: [table.companyId, table.paymentAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
  ],
);

/** What one payslip holds beyond its columns (kobo): packages/core's PayLine and the month's extras. */
export interface StoredPayLine {
  earnings: Array<{ kind: string; name: string; amount: number }>;
  deductions: Array<{ kind: string; name: string; amount: number }>;
  oneOffs: Array<{ kind: string; name: string; amount: number; pensionable: boolean }>;
  otherDeductions: Array<{ kind: string; name: string; amount: number }>;
  days: number;
  daysInPeriod: number;
  exempt: boolean;
  payeCapped: boolean;
  /** packages/core's PayYearToDate after this month: the next month's starting point. */
  yearToDate: Record<string, unknown>;
  /** Taken when the run was worked out, so the payslip and schedules say what was paid. */
  displayName: string;
  staffNumber: string | null;
  /** The employee's tax id for the State IRS schedule; lines worked out before it was kept have none. */
  tin?: string | null;
  jobTitle: string;
  payeAuthority: string | null;
  pfa: string | null;
  rsaPin: string | null;
  salaryAccount: { bankName: string; bankCode: string; accountNo: string } | null;
}

export const payrollLines = pgTable(
  'payroll_lines',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    runId: uuid('run_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    employmentId: uuid('employment_id').notNull(),
    period: text('period').notNull(),
    position: integer('position').notNull(),
    /** A line of a void run; it no longer counts for the year to date or blocks the month. */
    voided: boolean('voided').notNull().default(false),
    gross: kobo('gross').notNull(),
    pensionEmployee: kobo('pension_employee').notNull(),
    pensionEmployer: kobo('pension_employer').notNull(),
    nhf: kobo('nhf').notNull(),
    nhiaEmployee: kobo('nhia_employee').notNull(),
    nhiaEmployer: kobo('nhia_employer').notNull(),
    taxable: kobo('taxable').notNull(),
    paye: kobo('paye').notNull(),
    otherDeductions: kobo('other_deductions').notNull(),
    net: kobo('net').notNull(),
    nsitf: kobo('nsitf').notNull(),
    itf: kobo('itf').notNull(),
    pay: jsonb('pay').$type<StoredPayLine>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'payroll_lines_run_fk',
      columns: [table.companyId, table.runId],
      foreignColumns: [payrollRuns.companyId, payrollRuns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payroll_lines_employee_fk',
      columns: [table.companyId, table.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }),
    foreignKey({
      name: 'payroll_lines_employment_fk',
      columns: [table.companyId, table.employmentId],
      foreignColumns: [employments.companyId, employments.id],
    }),
    uniqueIndex('payroll_lines_employee_period_key')
      .on(table.companyId, table.employeeId, table.period)
      .where(sql`not ${table.voided}`),
    index('payroll_lines_run_idx').on(table.companyId, table.runId, table.position),
    check(
      'payroll_lines_net',
      sql`${table.net} >= 0 and ${table.net} = ${table.gross} - ${table.pensionEmployee} - ${table.nhf} - ${table.nhiaEmployee} - ${table.paye} - ${table.otherDeductions}`,
    ),
  ],
);
