import { z } from 'zod';
import { isCalendarDate, todayInLagos } from '../dates.ts';
import {
  amount,
  boolean,
  email,
  fieldsObject,
  id,
  isoDate,
  list,
  missingOrNotValid,
  notValid,
  phoneNumber,
  required,
  requiredString,
  text,
} from './fields.ts';
import { checkBankDetails } from './vendors.ts';

/*
 * People (issue 28, spec sections 3, 5 and 7): employees, departments and employments.
 * - An employee is the spec's firstName, lastName, displayName, gender, phoneNumber (min 7) and
 *   dateOfBirth, plus email, address, stateOfResidence (the State IRS their PAYE goes to), TIN,
 *   staff number, department, branch and a status (active or left).
 * - An employment is a job title, its dates and the monthly pay, with the field names
 *   packages/core/src/payroll/pay-components.ts reads (basic, housing, transport, otherAllowances,
 *   annualRent, nhf, pension, nhia). Amounts cross the API in naira with at most 2 decimals, as
 *   every other amount does; pension rates are percents (8 means 8%).
 */

export const genders = ['male', 'female'] as const;
export const employeeStatuses = ['active', 'left'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

export const peopleMessages = {
  duplicateDepartment: (name: string) => `A department named ${name} already exists`,
  departmentInUse: (name: string, count: number) =>
    `${name} has ${count} ${count === 1 ? 'employee' : 'employees'}: move them to another department first`,
  duplicateStaffNumber: (staffNumber: string) => `Another employee already has staff number ${staffNumber}`,
  endBeforeStart: 'End date cannot be before the start date',
  bornInFuture: 'Date of birth cannot be in the future',
  leftWithHistory: (name: string) =>
    `${name} has employment records, which payroll and tax returns need: they are marked as left instead`,
  /** Deleting an employee whom a sale or bill names as its employee. */
  leftAsNamed: (name: string) =>
    `${name} is named on sales or bills, which keep who made them: they are marked as left instead`,
  /** A document's employee (salesperson, who took a bill in) must be one of the staff. */
  notStaff: 'Employee is not one of your staff: choose someone from People > Employees',
} as const;

/** Text that may be left empty: empty or null is none (null clears it on an edit). */
const optionalText = (label: string, max = 200) =>
  z
    .union([z.string(), z.null()], { error: notValid(label) })
    .transform((value) => (value === null ? null : value.trim() || null))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable())
    .optional();

const optionalId = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), id(label).nullable()).optional();

/** The old FIRS TIN (8 digits, a dash, 4 digits) or the 10 to 13 digit NRS TIN, as contacts take it. */
const tin = optionalText('TIN', 20).refine((value) => value == null || /^(\d{8}-\d{4}|\d{10,13})$/.test(value), {
  message: notValid('TIN'),
});

/** Sent in any case ('Female'), kept lower-case. */
const lowerChoice = <const Values extends readonly [string, ...string[]]>(label: string, values: Values) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(values, { error: missingOrNotValid(label) }),
  );

/** A real calendar day, not after today; no business-date range (people were born before 2000). */
const dateOfBirth = requiredString('Date of birth', { max: 10 })
  .refine((value) => isCalendarDate(value) && value >= '1900-01-01', {
    message: notValid('Date of birth'),
    abort: true,
  })
  .refine((value) => value <= todayInLagos(), { message: peopleMessages.bornInFuture })
  // The API document says it is a date, so clients (and the tenancy sweep) send one.
  .meta({ format: 'date' });

const employeeEmail = z
  .union([z.literal(''), z.null(), email('Email')], { error: notValid('Email') })
  .transform((value) => (value === '' ? null : value))
  .optional();

const employeeFields = {
  firstName: requiredString('First name', { max: 100 }),
  lastName: requiredString('Last name', { max: 100 }),
  displayName: requiredString('Display name', { max: 200 }),
  gender: lowerChoice('Gender', genders),
  phoneNumber: phoneNumber('Phone number'),
  dateOfBirth,
  email: employeeEmail,
  address: optionalText('Address', 500),
  /** A Nigerian state's _id from /countries/NG/states, its name or its code: whose State IRS gets their PAYE. */
  stateOfResidence: optionalText('State of residence', 80),
  tin,
  staffNumber: optionalText('Staff number', 40),
  department: optionalId('Department'),
  /** Default: the member's branch. */
  branch: optionalId('Branch'),
  status: lowerChoice('Status', employeeStatuses).optional(),
};

/** POST /employees. */
export const employeeCreateSchema = fieldsObject(employeeFields);
export type EmployeeCreate = z.output<typeof employeeCreateSchema>;
export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;

const employeeChanges = {
  firstName: employeeFields.firstName.optional(),
  lastName: employeeFields.lastName.optional(),
  displayName: employeeFields.displayName.optional(),
  gender: employeeFields.gender.optional(),
  phoneNumber: employeeFields.phoneNumber.optional(),
  dateOfBirth: employeeFields.dateOfBirth.optional(),
  email: employeeFields.email,
  address: employeeFields.address,
  stateOfResidence: employeeFields.stateOfResidence,
  tin: employeeFields.tin,
  staffNumber: employeeFields.staffNumber,
  department: employeeFields.department,
  branch: employeeFields.branch,
  status: employeeFields.status,
};

/** PATCH /employees/{id}: only the fields that changed. */
export const employeeUpdateSchema = fieldsObject(employeeChanges);
export type EmployeeUpdate = z.output<typeof employeeUpdateSchema>;

/** PATCH /employees (spec section 7): the same, with the employee's _id in the body. */
export const employeePatchSchema = fieldsObject({ _id: id('Employee'), ...employeeChanges });

/** A department: name and description required, trimmed (spec section 5). */
export const departmentBodySchema = fieldsObject({
  name: requiredString('Name', { max: 100 }),
  description: requiredString('Description', { max: 500 }),
});
export type DepartmentBody = z.output<typeof departmentBodySchema>;

export const departmentUpdateSchema = fieldsObject({
  name: departmentBodySchema.shape.name.optional(),
  description: departmentBodySchema.shape.description.optional(),
});
export type DepartmentUpdate = z.output<typeof departmentUpdateSchema>;

/** A percent with at most 2 decimals, 0 to 100 (8 is 8%). */
const percent = (label: string) =>
  z
    .number({ error: missingOrNotValid(label) })
    .min(0, notValid(label))
    .max(100, notValid(label))
    .refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
      {
        message: `${label} can have at most 2 decimal places`,
      },
    );

const otherAllowance = fieldsObject(
  {
    name: requiredString('Allowance name', { max: 100 }),
    amount: amount('Allowance amount'),
    pensionable: boolean('Pensionable'),
    taxable: boolean('Taxable'),
  },
  'Other allowance',
);

const pensionFields = {
  pfa: optionalText('Pension fund administrator', 120),
  rsaPin: optionalText('RSA PIN', 20).refine((value) => value == null || /^PEN\d{12}$/i.test(value), {
    message: 'RSA PIN is PEN followed by 12 digits',
  }),
  employeeRate: percent('Staff contribution rate'),
  employerRate: percent('Company contribution rate'),
};

/** A new employment's pension: the legal minimum rates (8% and 10%) unless others are sent. */
const pension = fieldsObject(
  {
    ...pensionFields,
    employeeRate: pensionFields.employeeRate.default(8),
    employerRate: pensionFields.employerRate.default(10),
  },
  'Pension',
);

/** A correction changes only the pension fields sent (a new PFA keeps the rates). */
const pensionChange = fieldsObject(
  {
    ...pensionFields,
    employeeRate: pensionFields.employeeRate.optional(),
    employerRate: pensionFields.employerRate.optional(),
  },
  'Pension',
);

const accountDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The salary account: a bank from the Nigerian list and a NUBAN whose check digit matches it. */
const salaryAccount = fieldsObject(
  {
    bankName: requiredString('Bank name', { max: 120 }),
    accountNo: z
      .string({ error: missingOrNotValid('Account number') })
      .transform(accountDigits)
      .pipe(z.string().min(1, required('Account number'))),
  },
  'Salary account',
).transform((sent, context) => {
  const checked = checkBankDetails(sent.bankName, sent.accountNo);
  if ('bank' in checked) return { bankName: checked.bank.name, bankCode: checked.bank.code, accountNo: sent.accountNo };
  context.addIssue({ code: 'custom', message: checked.message, path: [checked.field] });
  return z.NEVER;
});

const endDate = z
  .union([z.literal(''), z.null(), isoDate('End date')], { error: notValid('End date') })
  .transform((value) => (value === '' ? null : value))
  .optional();

const employmentFields = {
  jobTitle: requiredString('Job title', { max: 120 }),
  startDate: isoDate('Start date'),
  endDate,
  basic: amount('Basic'),
  housing: amount('Housing').default(0),
  transport: amount('Transport').default(0),
  otherAllowances: list('Other allowances', otherAllowance, { max: 30 }).default([]),
  annualRent: amount('Annual rent').default(0),
  nhf: boolean('NHF').default(false),
  pension: pension.default({ pfa: null, rsaPin: null, employeeRate: 8, employerRate: 10 }),
  nhia: boolean('NHIA').default(false),
  salaryAccount: salaryAccount.nullable().optional(),
};

const endsAfterStart = (body: { startDate?: string; endDate?: string | null }) =>
  !body.startDate || !body.endDate || body.endDate >= body.startDate;

/** POST /employees/employment: a new employment, or a pay change from its start date. */
export const employmentCreateSchema = fieldsObject({ employee: id('Employee'), ...employmentFields }).refine(
  endsAfterStart,
  { message: peopleMessages.endBeforeStart, path: ['endDate'] },
);
export type EmploymentCreate = z.output<typeof employmentCreateSchema>;
export type EmploymentCreateInput = z.input<typeof employmentCreateSchema>;

/**
 * PATCH /employees/employment/{id}: corrects a record (a typo, an end date). A pay change is a new
 * employment from its date, so that the months already paid keep the pay they were paid on.
 */
export const employmentUpdateSchema = fieldsObject({
  jobTitle: employmentFields.jobTitle.optional(),
  startDate: employmentFields.startDate.optional(),
  endDate,
  basic: employmentFields.basic.optional(),
  housing: amount('Housing').optional(),
  transport: amount('Transport').optional(),
  otherAllowances: list('Other allowances', otherAllowance, { max: 30 }).optional(),
  annualRent: amount('Annual rent').optional(),
  nhf: boolean('NHF').optional(),
  pension: pensionChange.optional(),
  nhia: boolean('NHIA').optional(),
  salaryAccount: employmentFields.salaryAccount,
}).refine(endsAfterStart, { message: peopleMessages.endBeforeStart, path: ['endDate'] });
export type EmploymentUpdate = z.output<typeof employmentUpdateSchema>;

/* Answers: the server's responses are checked against these, and the web app's types come from them. */

const money = (label: string) => z.number({ error: notValid(label) });
const named = (label: string) => fieldsObject({ _id: text(label), name: text(label) }, label).nullable();

export const departmentViewSchema = fieldsObject({
  _id: text('Id'),
  id: text('Id'),
  name: text('Name'),
  description: text('Description'),
  /** Employees in it. */
  employees: z.number({ error: notValid('Employees') }),
});
export type DepartmentView = z.infer<typeof departmentViewSchema>;

export const employeeViewSchema = fieldsObject({
  _id: text('Id'),
  firstName: text('First name'),
  lastName: text('Last name'),
  displayName: text('Display name'),
  gender: z.enum(genders, { error: notValid('Gender') }),
  phoneNumber: text('Phone number'),
  dateOfBirth: text('Date of birth'),
  email: text('Email').nullable(),
  address: text('Address').nullable(),
  stateOfResidence: named('State of residence'),
  tin: text('TIN').nullable(),
  staffNumber: text('Staff number').nullable(),
  department: named('Department'),
  branch: named('Branch'),
  status: z.enum(employeeStatuses, { error: notValid('Status') }),
  createdAt: text('Created at'),
  updatedAt: text('Updated at'),
});
export type EmployeeView = z.infer<typeof employeeViewSchema>;

/**
 * GET /employees/names: only the names of the staff, for the salesperson and bill employee pickers.
 * Whoever may write a sale or a bill may read them, without the personal details hrm.view opens.
 */
export const staffNamePermissions = [
  'hrm.view',
  'sales.create',
  'sales.edit',
  'expenses.create',
  'expenses.edit',
] as const;
export const staffNameSchema = fieldsObject({
  _id: text('Id'),
  name: text('Name'),
  status: z.enum(employeeStatuses, { error: notValid('Status') }),
});
export type StaffName = z.infer<typeof staffNameSchema>;

export const employmentViewSchema = fieldsObject({
  _id: text('Id'),
  employee: text('Employee'),
  jobTitle: text('Job title'),
  startDate: text('Start date'),
  endDate: text('End date').nullable(),
  basic: money('Basic'),
  housing: money('Housing'),
  transport: money('Transport'),
  otherAllowances: z.array(
    fieldsObject(
      {
        name: text('Allowance name'),
        amount: money('Allowance amount'),
        pensionable: z.boolean({ error: notValid('Pensionable') }),
        taxable: z.boolean({ error: notValid('Taxable') }),
      },
      'Other allowance',
    ),
    { error: notValid('Other allowances') },
  ),
  annualRent: money('Annual rent'),
  nhf: z.boolean({ error: notValid('NHF') }),
  pension: fieldsObject(
    {
      pfa: text('Pension fund administrator').nullable(),
      rsaPin: text('RSA PIN').nullable(),
      employeeRate: money('Staff contribution rate'),
      employerRate: money('Company contribution rate'),
    },
    'Pension',
  ),
  nhia: z.boolean({ error: notValid('NHIA') }),
  salaryAccount: fieldsObject(
    { bankName: text('Bank name'), bankCode: text('Bank code'), accountNo: text('Account number') },
    'Salary account',
  ).nullable(),
  createdAt: text('Created at'),
  updatedAt: text('Updated at'),
});
export type EmploymentView = z.infer<typeof employmentViewSchema>;
