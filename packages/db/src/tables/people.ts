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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, kobo, updatedAt } from './columns.ts';
import { branches, states } from './foundation.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * People (issue 28): departments, employees and their employments. An employment holds the monthly
 * pay from its start date; a pay change is a new employment, so the months already paid keep the
 * pay they were paid on. Money is kobo; pension rates are basis points (800 is 8%).
 */

export const departments = pgTable(
  'departments',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // 'Sales' and 'sales' are one department to a person.
    uniqueIndex('departments_name_key').on(table.companyId, sql`lower(${table.name})`),
  ],
);

export const employeeGenders = ['male', 'female'] as const;
export const employeeStatusValues = ['active', 'left'] as const;

export const employees = pgTable(
  'employees',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    gender: text('gender', { enum: employeeGenders }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    email: text('email'),
    address: text('address'),
    /** The state they live in: its State IRS is where their PAYE is remitted. */
    stateOfResidenceId: uuid('state_of_residence_id').references(() => states.id),
    tin: text('tin'),
    staffNumber: text('staff_number'),
    departmentId: uuid('department_id'),
    /** A member limited to a branch sees and edits only its employees. */
    branchId: uuid('branch_id'),
    status: text('status', { enum: employeeStatusValues }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    check('employees_gender', sql`${table.gender} in ('male', 'female')`),
    check('employees_status', sql`${table.status} in ('active', 'left')`),
    foreignKey({
      name: 'employees_department_fk',
      columns: [table.companyId, table.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }),
    foreignKey({
      name: 'employees_branch_fk',
      columns: [table.companyId, table.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    uniqueIndex('employees_staff_number_key').on(table.companyId, sql`lower(${table.staffNumber})`),
    index('employees_list_idx').on(table.companyId, sql`lower(${table.displayName})`, table.id),
    index('employees_department_idx').on(table.companyId, table.departmentId),
  ],
);

/** An allowance beyond basic, housing and transport, as the payroll reads it (kobo). */
export interface StoredAllowance {
  name: string;
  amount: number;
  pensionable: boolean;
  taxable: boolean;
}

export const employments = pgTable(
  'employments',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    jobTitle: text('job_title').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    basic: kobo('basic').notNull(),
    housing: kobo('housing').notNull().default(0),
    transport: kobo('transport').notNull().default(0),
    otherAllowances: jsonb('other_allowances').$type<StoredAllowance[]>().notNull().default([]),
    /** Rent a year, as declared for rent relief. */
    annualRent: kobo('annual_rent').notNull().default(0),
    nhf: boolean('nhf').notNull().default(false),
    pensionFundAdministrator: text('pension_fund_administrator'),
    rsaPin: text('rsa_pin'),
    pensionEmployeeRateBasisPoints: integer('pension_employee_rate_basis_points').notNull().default(800),
    pensionEmployerRateBasisPoints: integer('pension_employer_rate_basis_points').notNull().default(1000),
    nhia: boolean('nhia').notNull().default(false),
    /** The salary account: the bank's CBN code and a NUBAN, both or neither. */
    bankCode: text('bank_code'),
    bankAccountNumber: text('bank_account_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'employments_employee_fk',
      columns: [table.companyId, table.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }),
    check('employments_dates', sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`),
    check(
      'employments_pay',
      sql`${table.basic} >= 0 and ${table.housing} >= 0 and ${table.transport} >= 0 and ${table.annualRent} >= 0`,
    ),
    check(
      'employments_pension_rates',
      sql`${table.pensionEmployeeRateBasisPoints} between 0 and 10000 and ${table.pensionEmployerRateBasisPoints} between 0 and 10000`,
    ),
    check('employments_bank', sql`(${table.bankCode} is null) = (${table.bankAccountNumber} is null)`),
    // An employee's history, newest first, and their employment on a day: the latest started on or
    // before it. One employment starts on a day, so which one applies is never a toss-up.
    uniqueIndex('employments_employee_start_key').on(table.companyId, table.employeeId, table.startDate),
  ],
);
