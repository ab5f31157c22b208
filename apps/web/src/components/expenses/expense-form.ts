import {
  type DocumentTotals,
  documentTotals,
  type ExpenseInput,
  type Expense as ExpenseRequest,
  expenseSchema,
  isAmount,
  todayInLagos,
  toKobo,
} from '@owo/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Expense } from '../../api/expenses.ts';

/*
 * The expense form's values and what they become (spec sections 3 to 5 "Expense"): the request
 * checked by core's expenseSchema, the one the server checks too, and the running totals by
 * documentTotals, the function the server posts with (subtotal, each distinct tax, total).
 */

export interface ExpenseLineValues {
  chartofAccount: string;
  description: string;
  price: number | string;
  /** Tax ids. */
  tax: string[];
}

export interface ExpenseFormValues {
  vendor: string;
  branch: string;
  bank: string;
  date: string;
  referenceNo: string;
  paymentMethod: string;
  note: string;
  items: ExpenseLineValues[];
}

export const blankLine = (): ExpenseLineValues => ({ chartofAccount: '', description: '', price: '', tax: [] });

export function blankExpense(branch = ''): ExpenseFormValues {
  return {
    vendor: '',
    branch,
    bank: '',
    date: todayInLagos(),
    referenceNo: '',
    paymentMethod: '',
    note: '',
    items: [blankLine()],
  };
}

export function valuesOf(expense: Expense): ExpenseFormValues {
  return {
    vendor: expense.vendor._id,
    branch: expense.branch._id,
    bank: expense.bank._id,
    date: expense.date,
    referenceNo: expense.referenceNo,
    paymentMethod: expense.paymentMethod._id,
    note: expense.note,
    items: expense.items.map((line) => ({
      chartofAccount: line.chartofAccount._id,
      description: line.description,
      price: line.price,
      tax: line.tax.map((tax) => tax.id),
    })),
  };
}

export function requestOf(values: ExpenseFormValues): ExpenseInput {
  return {
    ...values,
    items: values.items.map((line) => ({
      chartofAccount: line.chartofAccount,
      description: line.description,
      price: line.price === '' ? '' : String(line.price),
      tax: line.tax.map((id) => ({ id })),
    })),
  };
}

/** The form checked by the shared schema, its messages under the fields they name. */
export const expenseResolver: Resolver<ExpenseFormValues, unknown, ExpenseRequest> = async (values) => {
  const parsed = expenseSchema.safeParse(requestOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= { type: 'schema', message: issue.message };
  }
  return { values: {}, errors: nest(errors) as FieldErrors<ExpenseFormValues> };
};

/** 'items.0.price' -> { items: [{ price }] }, as react-hook-form reads its errors. */
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path === '' ? ['root'] : path.split('.');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = error;
      else {
        if (node[part] === undefined) node[part] = /^\d+$/.test(parts[index + 1] ?? '') ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

/** Each tax's rate, for the running totals. */
export type TaxRates = ReadonlyMap<string, { name: string; rateBasisPoints: number }>;

/** Spec section 4 "Expense and bill totals": lines without a valid amount count as nothing yet. */
export function expenseTotals(items: readonly ExpenseLineValues[], rates: TaxRates): DocumentTotals | null {
  try {
    return documentTotals({
      lines: items.map((line) => ({
        quantityMilli: 1000,
        unitPrice: line.price !== '' && isAmount(line.price) ? Math.max(0, toKobo(line.price)) : 0,
        taxes: line.tax.flatMap((id) => {
          const rate = rates.get(id);
          return rate ? [{ id, rateBasisPoints: rate.rateBasisPoints }] : [];
        }),
      })),
    });
  } catch {
    return null;
  }
}

/** An edit sends only the fields that changed (spec section 4); the lines go whole when any changed. */
export function changesOf(original: ExpenseFormValues, values: ExpenseFormValues): Partial<ExpenseInput> {
  const now = requestOf(values);
  const before = requestOf(original);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(now) as Array<keyof ExpenseInput>) {
    if (JSON.stringify(now[key]) !== JSON.stringify(before[key])) changes[key] = now[key];
  }
  return changes as Partial<ExpenseInput>;
}
