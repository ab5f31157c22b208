import {
  installmentsError,
  type Kobo,
  percentOf,
  splitByPercentages,
  toDecimalString,
  toKobo,
  toQuantityMilli,
  toQuantityText,
} from '@owo/core';
import { type AmountValue, amountToKobo } from '../../lib/amounts.ts';
import {
  type BankDetailValues,
  type DocumentFormValues,
  type DocumentKind,
  homeCurrency,
  keptLines,
  kindFields,
  type LineValues,
} from './document-form.ts';

/*
 * What the document form sends (spec section 3's fields for each kind), its installment rows and
 * where a message about a sent field belongs on the form: the request half of document-form.ts.
 */

/** An amount as sent: a number of naira when it reads as one, else as typed (the schema says why). */
export function sentAmount(value: AmountValue): number | string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return Number(toDecimalString(toKobo(value)));
  } catch {
    return String(value).trim();
  }
}

function sentQuantity(value: string): string {
  try {
    return toQuantityText(toQuantityMilli(value));
  } catch {
    return value.trim();
  }
}

function percentBasisPoints(value: AmountValue): number {
  return Math.min(Math.max(amountToKobo(value), 0), 10_000);
}

/**
 * The installments as sent. By amount: as typed, each with its share of the total. By percentage:
 * each its share of the total by the largest-remainder method, so they add up to it exactly.
 */
export function installmentRows(values: DocumentFormValues, total: Kobo | null) {
  if (!values.installmentsOn) return [];
  const rows = values.installments;
  if (values.installmentMode === 'percentage') {
    const shares = rows.map((row) => percentBasisPoints(row.percentage));
    const whole = shares.reduce((sum, share) => sum + share, 0) === 10_000;
    const amounts =
      total !== null && whole
        ? splitByPercentages(total, shares)
        : shares.map((share) => percentOf(total ?? 0, share / 100));
    return rows.map((row, index) => ({
      date: row.date,
      amount: Number(toDecimalString(amounts[index] ?? 0)),
      percentage: sentAmount(row.percentage),
    }));
  }
  return rows.map((row) => {
    const kobo = amountToKobo(row.amount);
    const share = total && total > 0 ? Math.round((kobo * 10_000) / total) / 100 : 0;
    return { date: row.date, amount: sentAmount(row.amount), percentage: Math.min(share, 100) };
  });
}

/** Spec section 5: with installments on, they must come to the total. Null when they do. */
export function installmentsProblem(values: DocumentFormValues, total: Kobo | null): string | null {
  if (!values.installmentsOn || total === null) return null;
  if (values.installmentMode === 'percentage') {
    return installmentsError(total, {
      type: 'percentage',
      basisPoints: values.installments.map((row) => percentBasisPoints(row.percentage)),
    });
  }
  return installmentsError(total, {
    type: 'amount',
    amounts: values.installments.map((row) => Math.max(amountToKobo(row.amount), 0)),
  });
}

export interface DocumentBody {
  /** The kind's request body (invoiceSchema, estimateSchema or salesReceiptSchema input). */
  body: Record<string, unknown>;
  /** The form index of each line sent, for placing a line's message. */
  lines: number[];
}

const filled = (row: BankDetailValues) => Boolean(row.name.trim() || row.accountNo.trim() || row.accountName.trim());

/** What is sent for a kind. Every field is always there, so a saved document's body compares field by field. */
export function documentBody(kind: DocumentKind, values: DocumentFormValues, total: Kobo | null): DocumentBody {
  const lines = keptLines(values.items);
  const { discount } = values;
  const body: Record<string, unknown> = {
    customer: values.customer,
    branch: values.branch,
    address: values.address.trim(),
    currency: {
      name: values.currency.name,
      rate: values.currency.name === homeCurrency ? '1' : values.currency.rate.trim(),
    },
    items: lines.map((index) => {
      const line = values.items[index] as LineValues;
      return {
        product: line.product,
        description: line.description.trim(),
        quantity: sentQuantity(line.quantity),
        price: sentAmount(line.price),
        tax: [...new Set(line.tax)].map((id) => ({ id })),
        ...(line.measurement ? { measurement: line.measurement } : {}),
        ...(line.serviceDate ? { serviceDate: line.serviceDate } : {}),
        ...(line.account ? { revenueAccount: line.account } : {}),
      };
    }),
    discount:
      discount.mode === 'none'
        ? null
        : discount.mode === 'saved'
          ? { id: discount.id }
          : { type: discount.mode, value: sentAmount(discount.value) },
    employee: values.employee || null,
    note: values.note.trim(),
  };
  const names = kindFields[kind];
  if (values.number.trim()) body[names.number] = values.number.trim();
  body[names.date] = values.date;
  if (names.dueDate) body[names.dueDate] = values.dueDate;
  if (kind === 'invoice') {
    body.purchaseNo = values.purchaseNo.trim();
    body.bank = values.bank.filter(filled).map((row) => ({
      name: row.name.trim(),
      accountNo: row.accountNo.trim(),
      accountName: row.accountName.trim(),
    }));
    body.installments = installmentRows(values, total);
  }
  if (kind === 'receipt') {
    body.paymentMethod = values.paymentMethod;
    if (values.depositTo) body.bank = values.depositTo;
  }
  return { body, lines };
}

/** Spec section 4: an edit sends only what changed, compared field by field with the document as saved. */
export function changedBody(saved: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify(saved[key])) changes[key] = value;
  }
  return changes;
}

/**
 * Where a message about a sent field ('items.1.price', 'validTill', 'bank') belongs on the form
 * ('items.3.price', 'dueDate', 'depositTo'), given the form index of each line sent.
 */
export function formPathOf(kind: DocumentKind, path: readonly (string | number)[], lines: readonly number[]): string {
  const [head, ...rest] = path.map(String);
  const names = kindFields[kind];
  if (head === undefined) return '';
  if (head === 'items' && rest[0] !== undefined && /^\d+$/.test(rest[0])) {
    const index = lines[Number(rest[0])] ?? Number(rest[0]);
    return ['items', String(index), ...rest.slice(1)].join('.');
  }
  if (head === 'discount') return rest[0] === 'id' ? 'discount.id' : 'discount.value';
  if (head === 'currency' && rest.length === 0) return 'currency.rate';
  if (kind === 'receipt' && head === 'bank') return 'depositTo';
  const renamed =
    head === names.number ? 'number' : head === names.date ? 'date' : head === names.dueDate ? 'dueDate' : head;
  return [renamed, ...rest].join('.');
}
