import {
  type OneOffEarningKind,
  type OtherDeductionKind,
  oneOffEarningKinds,
  type PayrollCreate,
  type PayrollCreateInput,
  type PayrollRunView,
  payrollCreateSchema,
  todayInLagos,
} from '@owo/core';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';

/*
 * The payroll form holds the month's extras as one flat list of rows (employee, kind, name,
 * amount), which is how people enter them; the API takes them grouped by employee, earnings apart
 * from deductions. The shared schema (payrollCreateSchema) checks the grouped body, and each of its
 * messages is put back on the row it came from.
 */

export type ExtraKind = OneOffEarningKind | OtherDeductionKind;

export interface PayrollExtraValues {
  employee: string;
  kind: ExtraKind;
  name: string;
  /** What the amount input holds: a number, or '' while empty. */
  amount: number | string;
  pensionable: boolean;
}

export interface PayrollFormValues {
  /** YYYY-MM */
  period: string;
  branch: string;
  bank: string;
  prorationBasis: 'calendarDays' | 'workingDays';
  extras: PayrollExtraValues[];
}

export const extraKindLabels: Record<ExtraKind, string> = {
  bonus: 'Bonus',
  leaveAllowance: 'Leave allowance',
  thirteenthMonth: '13th month',
  overtime: 'Overtime',
  arrears: 'Arrears',
  salaryAdvance: 'Salary advance',
  loanRepayment: 'Loan repayment',
  other: 'Other deduction',
};

export const isEarning = (kind: string): kind is OneOffEarningKind =>
  (oneOffEarningKinds as readonly string[]).includes(kind);

export const blankExtra = (employee = ''): PayrollExtraValues => ({
  employee,
  kind: 'bonus',
  name: '',
  amount: '',
  pensionable: false,
});

/** A new run: the current month (in Lagos), the whole company, paid by calendar days. */
export function blankPayroll(): PayrollFormValues {
  return { period: todayInLagos().slice(0, 7), branch: '', bank: '', prorationBasis: 'calendarDays', extras: [] };
}

/** A saved run's extras as rows, for its edit page. */
export function valuesOfRun(run: PayrollRunView): PayrollFormValues {
  const extras = run.lines.flatMap((line) => [
    ...line.oneOffs.map((earning) => ({
      employee: line.employee._id,
      kind: earning.kind as ExtraKind,
      name: earning.name,
      amount: earning.amount,
      pensionable: earning.pensionable,
    })),
    ...line.otherDeductionItems.map((deduction) => ({
      employee: line.employee._id,
      kind: deduction.kind as ExtraKind,
      name: deduction.name,
      amount: deduction.amount,
      pensionable: false,
    })),
  ]);
  return {
    period: run.period,
    branch: run.branch?._id ?? '',
    bank: run.bank?._id ?? '',
    prorationBasis: run.prorationBasis,
    extras,
  };
}

/**
 * The request body for the form's values, and where each of the body's fields is on the form
 * ('lines.0.oneOffs.1.amount' is 'extras.3.amount'), so the schema's and the server's messages
 * land on the row that caused them.
 */
export function payrollBody(values: PayrollFormValues): {
  body: PayrollCreateInput;
  fieldOf: (path: string) => string;
} {
  const groups = new Map<string, { employee: string; oneOffs: number[]; deductions: number[] }>();
  values.extras.forEach((row, index) => {
    // A row without an employee stays on its own, so the schema names it.
    const key = row.employee || `row-${index}`;
    const group = groups.get(key) ?? { employee: row.employee, oneOffs: [], deductions: [] };
    (isEarning(row.kind) ? group.oneOffs : group.deductions).push(index);
    groups.set(key, group);
  });
  const places = new Map<string, string>();
  const amountOf = (row: PayrollExtraValues) => (row.amount === '' ? undefined : row.amount);
  const lines = [...groups.values()].map((group, line) => {
    const first = group.oneOffs[0] ?? group.deductions[0] ?? 0;
    places.set(`lines.${line}.employee`, `extras.${first}.employee`);
    places.set(`lines.${line}`, `extras.${first}.employee`);
    for (const [at, row] of group.oneOffs.entries()) places.set(`lines.${line}.oneOffs.${at}`, `extras.${row}`);
    for (const [at, row] of group.deductions.entries()) places.set(`lines.${line}.deductions.${at}`, `extras.${row}`);
    return {
      employee: group.employee,
      oneOffs: group.oneOffs.map((row) => {
        const extra = values.extras[row] as PayrollExtraValues;
        return { kind: extra.kind, name: extra.name, amount: amountOf(extra), pensionable: extra.pensionable };
      }),
      deductions: group.deductions.map((row) => {
        const extra = values.extras[row] as PayrollExtraValues;
        return { kind: extra.kind, name: extra.name, amount: amountOf(extra) };
      }),
    };
  });
  const fieldOf = (path: string) => {
    const parts = path.split('.');
    // lines.L.oneOffs.N.field: the row's place, then the field.
    const row = places.get(parts.slice(0, 4).join('.'));
    if (row && parts.length > 4) return `${row}.${parts.slice(4).join('.')}`;
    return places.get(path) ?? path;
  };
  const body = {
    period: values.period,
    branch: values.branch || null,
    bank: values.bank || null,
    prorationBasis: values.prorationBasis,
    lines,
  } as PayrollCreateInput;
  return { body, fieldOf };
}

function setNested(target: Record<string, unknown>, path: string, error: FieldError) {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  for (let at = 0; at < parts.length - 1; at += 1) {
    const part = parts[at] as string;
    node[part] ??= /^\d+$/.test(parts[at + 1] ?? '') ? [] : {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1] as string;
  node[last] ??= error;
}

/** The shared schema, run on the body the form would send, its messages put on the form's fields. */
export const payrollResolver: Resolver<PayrollFormValues, unknown, PayrollCreate> = async (values) => {
  const { body, fieldOf } = payrollBody(values);
  const parsed = payrollCreateSchema.safeParse(body);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    setNested(errors, fieldOf(issue.path.join('.')), { type: 'validation', message: issue.message });
  }
  return { values: {}, errors: errors as FieldErrors<PayrollFormValues> };
};

/**
 * Moves a failed save's field messages from the body's places to the form's, in place: the API
 * client's held-back toast is keyed by this very error, so it is the one the form must claim.
 */
export function placeServerErrors(error: unknown, fieldOf: (path: string) => string): void {
  if (!(error instanceof ApiError)) return;
  for (const [path, message] of Object.entries(error.errors)) {
    const field = fieldOf(path);
    if (field === path) continue;
    delete error.errors[path];
    error.errors[field] = message;
  }
}
