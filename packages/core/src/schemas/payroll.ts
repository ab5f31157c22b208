import { z } from 'zod';
import { oneOffEarningKinds, otherDeductionKinds } from '../payroll/pay-components.ts';
import { prorationBases } from '../payroll/proration.ts';
import {
  amount,
  boolean,
  choice,
  fieldsObject,
  figure,
  id,
  isoDate,
  list,
  listOf,
  notValid,
  optionalString,
  requiredString,
  text,
  yesOrNo,
} from './fields.ts';

/*
 * Payroll runs (issue 28): a month's pay for the active employees of the company or of one branch.
 * The server works every figure out with monthlyPay (packages/core/src/payroll) and never takes a
 * figure from the client: a request names the month, the branch, the bank account salaries are
 * paid from, and each employee's one-off earnings and other deductions for the month. Amounts
 * cross the API in naira with at most 2 decimals, as everywhere.
 */

export const payrollStatuses = ['draft', 'awaiting-approval', 'approved', 'paid', 'void'] as const;
export type PayrollStatus = (typeof payrollStatuses)[number];

export const maxPayrollAdjustments = 30;

export const payrollMessages = {
  leave: 'Do you want to leave without saving changes',
  periodTaken: (period: string, number: string) =>
    `${period} already has payroll ${number}: open it, or void it to run the month again`,
  nobodyToPay: (period: string) => `Nobody is employed in ${period}: add employees and their employment (pay) first`,
  notOnRun: (period: string) =>
    `Extras were given for someone this payroll does not pay: they are not employed in ${period}, or work in another branch`,
  notDraft: 'Only a draft or a payroll awaiting approval can be changed',
  notAwaiting: 'Only a payroll awaiting approval can be approved or rejected',
  notApproved: 'Only an approved payroll can be paid',
  payslipsNotIssued: 'Payslips can be emailed once the payroll is approved: approve it first',
  chooseBank: 'Choose the bank account salaries are paid from',
  shortfall: (bank: string, shortfall: string) =>
    `${bank} is ${shortfall} short of the net pay: record money into it first`,
  laterMonthApproved: (name: string, period: string) =>
    `${name}'s payroll for ${period} is already approved: void it before approving an earlier month`,
  paidBeforePeriodEnd: 'Salaries cannot be paid before the month they are for has started',
} as const;

const period = requiredString('Month', { max: 7 })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be a year and a month, like 2026-03')
  .refine((value) => value >= '2000-01' && value <= '2099-12', { message: notValid('Month') })
  .meta({ format: 'month', example: '2026-03' });

const oneOffEarning = fieldsObject(
  {
    kind: choice('Earning type', oneOffEarningKinds),
    name: optionalString('Earning name', 100),
    amount: amount('Earning amount').refine((value) => value > 0, 'Earning amount must be more than 0'),
    pensionable: boolean('Pensionable').default(false),
  },
  'One-off earning',
);

const otherDeduction = fieldsObject(
  {
    kind: choice('Deduction type', otherDeductionKinds),
    name: optionalString('Deduction name', 100),
    amount: amount('Deduction amount').refine((value) => value > 0, 'Deduction amount must be more than 0'),
  },
  'Deduction',
);

/** One employee's extras for the month: what is not in their employment's regular pay. */
export const payrollAdjustmentSchema = fieldsObject(
  {
    employee: id('Employee'),
    oneOffs: list('One-off earnings', oneOffEarning, { max: 10 }).default([]),
    deductions: list('Deductions', otherDeduction, { max: 10 }).default([]),
  },
  'Payroll line',
);
export type PayrollAdjustment = z.output<typeof payrollAdjustmentSchema>;

const runFields = {
  period,
  /** One branch's employees; none: the whole company's. */
  branch: z.preprocess((value) => (value === '' ? null : value), id('Branch').nullable()).optional(),
  /** The bank-flagged account the net pay is paid from; needed to approve. */
  bank: z.preprocess((value) => (value === '' ? null : value), id('Bank account').nullable()).optional(),
  prorationBasis: choice('Proration', prorationBases).default('calendarDays'),
  lines: list('Payroll lines', payrollAdjustmentSchema, { max: maxPayrollAdjustments * 100 }).default([]),
  /** Send it for approval at once instead of keeping it as a draft. */
  submit: boolean('Submit').default(false),
};

/** POST /payroll: every active employee employed in the month (of the branch, if one is named). */
export const payrollCreateSchema = fieldsObject(runFields);
export type PayrollCreate = z.output<typeof payrollCreateSchema>;
export type PayrollCreateInput = z.input<typeof payrollCreateSchema>;

/**
 * PATCH /payroll/{id}: a draft or one awaiting approval, worked out again. `lines` replaces the
 * adjustments; status moves it between draft and awaiting approval (approval itself is the
 * shared PATCH /merchant/approve/{id}?state=payroll call).
 */
export const payrollUpdateSchema = fieldsObject({
  bank: runFields.bank,
  prorationBasis: choice('Proration', prorationBases).optional(),
  lines: list('Payroll lines', payrollAdjustmentSchema, { max: maxPayrollAdjustments * 100 }).optional(),
  status: choice('Status', ['draft', 'awaiting-approval'] as const).optional(),
});
export type PayrollUpdate = z.output<typeof payrollUpdateSchema>;
export type PayrollUpdateInput = z.input<typeof payrollUpdateSchema>;

/** POST /payroll/{id}/pay: the day the net pay left the bank (default today). */
export const payrollPaySchema = fieldsObject({
  date: isoDate('Payment date').optional(),
  bank: id('Bank account').optional(),
});
export type PayrollPay = z.output<typeof payrollPaySchema>;
export type PayrollPayInput = z.input<typeof payrollPaySchema>;

/* Answers. */

const money = figure;
const named = (label: string) => fieldsObject({ _id: text(label), name: text(label) }, label);
const item = (label: string) =>
  fieldsObject({ kind: text(`${label} type`), name: text(`${label} name`), amount: money(`${label} amount`) }, label);

export const payrollTotalsSchema = fieldsObject(
  {
    gross: money('Gross pay'),
    pensionEmployee: money('Staff contribution'),
    pensionEmployer: money('Company contribution'),
    nhf: money('NHF'),
    nhiaEmployee: money('Staff NHIA'),
    nhiaEmployer: money('Company NHIA'),
    taxable: money('Taxable pay'),
    paye: money('PAYE'),
    otherDeductions: money('Other amounts taken off'),
    net: money('Net pay'),
    nsitf: money('NSITF'),
    itf: money('ITF'),
    /** Gross plus what the company pays on top: its pension, NHIA, NSITF and ITF. */
    employerCost: money('Cost to the company'),
  },
  'Totals',
);
export type PayrollTotals = z.infer<typeof payrollTotalsSchema>;

export const payrollLineViewSchema = fieldsObject({
  _id: text('Id'),
  employee: fieldsObject(
    { _id: text('Employee'), displayName: text('Name'), staffNumber: text('Staff number').nullable() },
    'Employee',
  ),
  jobTitle: text('Job title'),
  /** The employee's tax identification number when the run was worked out, for the State IRS schedule. */
  tin: text('TIN').nullable(),
  /** Days paid of the month's days (calendar or working days). */
  days: money('Days paid'),
  daysInPeriod: money('Days in the month'),
  ...payrollTotalsSchema.shape,
  /** At or under the national minimum wage: no PAYE. */
  exempt: yesOrNo('Exempt'),
  earnings: listOf(item('Earning'), 'Earnings'),
  deductions: listOf(item('Deduction'), 'Deductions'),
  oneOffs: listOf(
    fieldsObject(
      {
        kind: text('Earning type'),
        name: text('Earning name'),
        amount: money('Earning amount'),
        pensionable: yesOrNo('Pensionable'),
      },
      'One-off earning',
    ),
    'One-off pay',
  ),
  otherDeductionItems: listOf(item('Deduction'), 'Deductions'),
  yearToDate: fieldsObject(
    {
      gross: money('Gross to date'),
      taxable: money('Taxable to date'),
      paye: money('PAYE to date'),
      pensionEmployee: money('Pension to date'),
      nhf: money('NHF to date'),
      net: money('Net to date'),
    },
    'Year to date',
  ),
  /** The State IRS the PAYE goes to (the employee's state of residence). */
  payeAuthority: text('State of residence').nullable(),
  pension: fieldsObject({ pfa: text('PFA').nullable(), rsaPin: text('RSA PIN').nullable() }, 'Pension'),
  salaryAccount: fieldsObject(
    { bankName: text('Bank name'), bankCode: text('Bank code'), accountNo: text('Account number') },
    'Salary account',
  ).nullable(),
});
export type PayrollLineView = z.infer<typeof payrollLineViewSchema>;

export const payrollListItemSchema = fieldsObject({
  _id: text('Id'),
  number: text('Number'),
  period: text('Month'),
  branch: named('Branch').nullable(),
  status: z.enum(payrollStatuses, { error: notValid('Status') }),
  employees: money('Employees'),
  gross: money('Gross pay'),
  paye: money('PAYE'),
  net: money('Net pay'),
  createdAt: text('Created at'),
});
export type PayrollListItem = z.infer<typeof payrollListItemSchema>;

export const payrollRunViewSchema = payrollListItemSchema.extend({
  prorationBasis: z.enum(prorationBases, { error: notValid('Proration') }),
  bank: named('Bank account').nullable(),
  totals: payrollTotalsSchema,
  /**
   * The bank account's balance against the net pay still to be paid: shortfall above 0 means
   * approving will be refused until money is recorded into the account.
   */
  funding: fieldsObject(
    { balance: money('Balance'), needed: money('Net pay'), shortfall: money('Shortfall') },
    'Funding',
  ).nullable(),
  lines: listOf(payrollLineViewSchema, 'Payroll lines'),
  entry: fieldsObject({ _id: text('Entry'), number: money('Entry number').nullable() }, 'Entry').nullable(),
  paymentEntry: fieldsObject({ _id: text('Entry'), number: money('Entry number').nullable() }, 'Entry').nullable(),
  paidOn: text('Payment date').nullable(),
  approvedAt: text('Approved at').nullable(),
  updatedAt: text('Updated at'),
});
export type PayrollRunView = z.infer<typeof payrollRunViewSchema>;

/** GET /employees/{id}/payslips: one employee's payslips of approved and paid runs, newest month first. */
export const payslipListItemSchema = fieldsObject({
  run: fieldsObject({ _id: text('Payroll'), number: text('Payroll number') }, 'Payroll'),
  period: text('Month'),
  status: z.enum(payrollStatuses, { error: notValid('Status') }),
  gross: money('Gross pay'),
  paye: money('PAYE'),
  net: money('Net pay'),
  paidOn: text('Payment date').nullable(),
});
export type PayslipListItem = z.infer<typeof payslipListItemSchema>;

/** POST /payroll/{id}/payslips/send: how many payslips were queued, and who has no email address to send one to. */
export const payslipsSentSchema = fieldsObject({
  queued: money('Payslips sent'),
  skipped: listOf(
    fieldsObject({ _id: text('Employee'), displayName: text('Name') }, 'Employee without an email address'),
    'Employees without an email address',
  ),
});
export type PayslipsSent = z.infer<typeof payslipsSentSchema>;
