import {
  addKobo,
  allocatePayment,
  type Kobo,
  type PaymentAllocation,
  PaymentRefused,
  toDecimalString,
  toKobo,
} from '@owo/core';
import type { OpenInvoice } from '../../api/invoices.ts';
import type { PaymentReceived } from '../../api/payments.ts';
import { type AmountValue, amountToKobo } from '../../lib/amounts.ts';

/*
 * The receive-payment and prepayment forms, new and edit (spec section 4, payments; issue 14):
 * one payment over one or many open invoices of a customer, the tax each withheld, and the excess
 * kept as the customer's credit; or a prepayment, all of it credit. What it shows is
 * allocatePayment from @owo/core, the rule the server applies.
 */

export type PaymentKind = 'payment' | 'prepayment';

/** A saved payment's or prepayment's edit page: /sales/invoice/edit-payment?id= or edit-prepayment?id=. */
export function editPaymentPath(id: string, kind: PaymentKind = 'payment'): string {
  return `/sales/invoice/${kind === 'prepayment' ? 'edit-prepayment' : 'edit-payment'}?id=${encodeURIComponent(id)}`;
}

export interface PaymentRowValues {
  invoice: string;
  selected: boolean;
  /** Cash on this invoice; left empty: as much as the amount received allows, oldest first. */
  amount: AmountValue;
  withholdingTax: AmountValue;
}

export interface PaymentFormValues {
  customer: string;
  branch: string;
  paymentDate: string;
  bank: string;
  paymentMethod: string;
  reference: string;
  amountReceived: AmountValue;
  note: string;
  rows: PaymentRowValues[];
}

/** Oldest first (by due date, then date): the order cash left over is put on invoices. */
export function oldestFirst(invoices: readonly OpenInvoice[]): OpenInvoice[] {
  return [...invoices].sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || a.date.localeCompare(b.date) || a._id.localeCompare(b._id),
  );
}

/** A row per open invoice, the one asked for (?invoice=) ticked. */
export function paymentRows(invoices: readonly OpenInvoice[], selected: string | null): PaymentRowValues[] {
  return oldestFirst(invoices).map((invoice) => ({
    invoice: invoice._id,
    selected: invoice._id === selected,
    amount: '',
    withholdingTax: '',
  }));
}

const blankToUndefined = (value: AmountValue): Kobo | undefined =>
  value === '' || value === null || value === undefined ? undefined : Math.max(amountToKobo(value), 0);

export interface PaymentPreview {
  allocation: PaymentAllocation | null;
  /** Why the payment cannot be recorded as it stands. */
  problem: string | null;
  /** The form field the problem is about. */
  problemPath: string;
  /** The ticked rows, in order, with their invoice. */
  chosen: { row: PaymentRowValues; index: number; invoice: OpenInvoice }[];
  /** The currency of the ticked invoices ('NGN' when none). */
  currency: string;
}

/** What the payment does, as the server will work it out: the cash and tax on each ticked invoice, and the excess. */
export function paymentPreview(values: PaymentFormValues, invoices: readonly OpenInvoice[]): PaymentPreview {
  const byId = new Map(invoices.map((invoice) => [invoice._id, invoice]));
  const chosen = values.rows.flatMap((row, index) => {
    const invoice = byId.get(row.invoice);
    return row.selected && invoice ? [{ row, index, invoice }] : [];
  });
  const currencies = new Set(chosen.map(({ invoice }) => invoice.currency.name));
  const currency = chosen[0]?.invoice.currency.name ?? 'NGN';
  if (currencies.size > 1) {
    const problem = 'Invoices in different currencies are paid separately';
    return { allocation: null, problem, problemPath: 'rows', chosen, currency };
  }
  try {
    const allocation = allocatePayment({
      amountReceived: Math.max(amountToKobo(values.amountReceived), 0),
      currency,
      invoices: chosen.map(({ row, invoice }) => {
        const amount = blankToUndefined(row.amount);
        return {
          id: invoice._id,
          number: invoice.invoiceNumber,
          amountDue: toKobo(invoice.amountDue),
          ...(amount === undefined ? {} : { amount }),
          withholdingTax: blankToUndefined(row.withholdingTax) ?? 0,
        };
      }),
    });
    return { allocation, problem: null, problemPath: 'rows', chosen, currency };
  } catch (error) {
    const problem =
      error instanceof PaymentRefused || error instanceof RangeError ? error.message : 'Check the amounts';
    return { allocation: null, problem, problemPath: problemPathOf(error, chosen), chosen, currency };
  }
}

function problemPathOf(error: unknown, chosen: PaymentPreview['chosen']): string {
  if (!(error instanceof PaymentRefused)) return 'rows';
  if (error.reason === 'applied-over-received') return 'amountReceived';
  const index = chosen.find(({ invoice }) => invoice._id === error.invoiceId)?.index;
  return error.reason === 'withholding-over-due' && index !== undefined ? `rows.${index}.withholdingTax` : 'rows';
}

/**
 * What the customer pays in cash to settle the ticked invoices: what each owes less the tax they
 * withheld on it. The form fills the amount received with it until the person types their own.
 */
export function cashToSettle(values: PaymentFormValues, invoices: readonly OpenInvoice[]): Kobo {
  const byId = new Map(invoices.map((invoice) => [invoice._id, invoice]));
  let sum = 0;
  for (const row of values.rows) {
    const invoice = byId.get(row.invoice);
    if (!row.selected || !invoice) continue;
    sum += Math.max(toKobo(invoice.amountDue) - (blankToUndefined(row.withholdingTax) ?? 0), 0);
  }
  return sum;
}

const naira = (kobo: Kobo) => Number(toDecimalString(kobo));

/**
 * The body of POST /payments: each ticked invoice with the cash the preview put on it (so what is
 * recorded is what the form showed) and the tax withheld, when any.
 */
export function paymentBody(values: PaymentFormValues, preview: PaymentPreview): Record<string, unknown> {
  const settlements = preview.allocation?.invoices ?? [];
  return {
    customer: values.customer,
    branch: values.branch,
    paymentDate: values.paymentDate,
    bank: values.bank,
    paymentMethod: values.paymentMethod,
    reference: values.reference.trim(),
    amountReceived: values.amountReceived === '' || values.amountReceived == null ? '' : values.amountReceived,
    note: values.note.trim(),
    items: preview.chosen.map(({ invoice }, index) => {
      const settled = settlements[index];
      return {
        id: invoice._id,
        amount: naira(settled?.cash ?? 0),
        ...(settled && settled.withholdingTax > 0 ? { withholdingTax: naira(settled.withholdingTax) } : {}),
      };
    }),
  };
}

/** Where a message about a sent field belongs: 'items.1.amount' is the second ticked row's amount. */
export function paymentFormPath(path: readonly string[], preview: PaymentPreview): string {
  const [head, position, ...rest] = path;
  if (head === 'items' && position !== undefined && /^\d+$/.test(position)) {
    const index = preview.chosen[Number(position)]?.index ?? 0;
    const field = rest[0] === 'withholdingTax' ? 'withholdingTax' : 'amount';
    return `rows.${index}.${field}`;
  }
  if (head === 'items') return 'rows';
  return path.join('.');
}

/** The body of POST /payments/prepayment: the fields a prepayment has. */
export function prepaymentBody(values: PaymentFormValues): Record<string, unknown> {
  return {
    customer: values.customer,
    branch: values.branch,
    paymentDate: values.paymentDate,
    bank: values.bank,
    paymentMethod: values.paymentMethod,
    reference: values.reference.trim(),
    amountReceived: values.amountReceived === '' || values.amountReceived == null ? '' : values.amountReceived,
    note: values.note.trim(),
  };
}

/** The form's values for a saved payment or prepayment; a payment's rows come with its invoices (savedPaymentRows). */
export function savedPaymentValues(payment: PaymentReceived): PaymentFormValues {
  return {
    customer: payment.customer?._id ?? '',
    branch: payment.branch?._id ?? '',
    paymentDate: payment.paymentDate ?? '',
    bank: payment.bank?._id ?? '',
    paymentMethod: payment.paymentMethod?._id ?? '',
    reference: payment.reference ?? '',
    amountReceived: payment.amountReceived,
    note: payment.note ?? '',
    rows: [],
  };
}

/**
 * The invoices a saved payment's form offers, oldest first: those it settles, each owing what it
 * owed before this payment (what it owes now plus what the payment put on it), then the customer's
 * other open invoices, which it may be changed to pay too.
 */
export function invoicesBeforePayment(payment: PaymentReceived, open: readonly OpenInvoice[]): OpenInvoice[] {
  const currency = payment.currency ?? { name: 'NGN', rate: 1 };
  const own = payment.items.map(
    ({ invoice, amount, withholdingTax }): OpenInvoice => ({
      _id: invoice._id,
      invoiceNumber: invoice.invoiceNumber,
      date: invoice.date ?? payment.paymentDate ?? '',
      dueDate: invoice.dueDate ?? invoice.date ?? payment.paymentDate ?? '',
      total: invoice.total ?? 0,
      amountDue: naira(addKobo(toKobo(invoice.amountDue ?? 0), toKobo(amount), toKobo(withholdingTax))),
      currency,
    }),
  );
  const ownIds = new Set(own.map((invoice) => invoice._id));
  return oldestFirst([...own, ...open.filter((invoice) => !ownIds.has(invoice._id))]);
}

/** A saved payment's rows: its invoices ticked with the cash and tax it put on each, the others not. */
export function savedPaymentRows(payment: PaymentReceived, invoices: readonly OpenInvoice[]): PaymentRowValues[] {
  const items = new Map(payment.items.map((item) => [item.invoice._id, item]));
  return oldestFirst(invoices).map((invoice) => {
    const item = items.get(invoice._id);
    return {
      invoice: invoice._id,
      selected: item !== undefined,
      amount: item ? item.amount : '',
      withholdingTax: item && item.withholdingTax > 0 ? item.withholdingTax : '',
    };
  });
}

/** Amounts compared by their kobo, so 1500 and '1500.00' are the same amount. */
function comparable(key: string, value: unknown): unknown {
  if (key === 'amountReceived') return amountToKobo(value as AmountValue);
  return value;
}

/**
 * Spec section 4: an edit sends only the fields that changed. The body the form would send now
 * against the one it would have sent for the payment as saved, field by field; the invoices
 * (items) go whole when anything in them changed.
 */
export function changedPaymentFields(
  body: Record<string, unknown>,
  saved: Record<string, unknown>,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (JSON.stringify(comparable(key, value)) !== JSON.stringify(comparable(key, saved[key]))) changed[key] = value;
  }
  return changed;
}
