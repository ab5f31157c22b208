import { toNestErrors } from '@hookform/resolvers';
import {
  creditNoteSchema,
  formatMoney,
  type Kobo,
  toDecimalString,
  toKobo,
  toQuantityMilli,
  toQuantityText,
} from '@owo/core';
import type { FieldError, Resolver } from 'react-hook-form';
import type { CreditNoteRow } from '../../api/credit-notes.ts';
import type { DocumentCurrency, InvoiceDetail } from '../../api/invoices.ts';
import type { AmountValue } from '../../lib/amounts.ts';
import {
  blankDocument,
  type DocumentFigures,
  type DocumentFormValues,
  documentTotals,
  type LineValues,
  type TotalsContext,
} from './document-form.ts';
import { sentAmount } from './document-request.ts';

/*
 * The credit note form as plain data (issue 14): an approved invoice's lines, each ticked or not
 * with the quantity and price credited, whether goods come back, and what becomes of what the
 * invoice no longer owes. Its totals are the invoice form's (documentTotals, documentTotals of
 * @owo/core, with no discount: a credit note's lines are entered as credited), so the figure shown
 * is the one the server stores, to the kobo.
 */

export type CreditReason = 'return' | 'allowance';
export type CreditExcess = 'credit' | 'refund';

export interface CreditLineValues {
  /** Credited on this note. */
  include: boolean;
  product: string;
  productName: string;
  description: string;
  /** As typed; up to 3 decimals. */
  quantity: string;
  /** Per unit, in the invoice's currency. */
  price: AmountValue;
  /** The ids of the line's taxes, as on the invoice. */
  tax: string[];
  revenueAccount: string;
  measurement: string;
  /** The invoice line it credits, counted from 1 (sent, so the server caps it by that line). */
  invoiceLine: number;
  /** What the invoice sold on this line and what is still left to credit, in thousandths. */
  soldMilli: number;
  mostMilli: number;
}

export interface CreditNoteFormValues {
  date: string;
  reason: CreditReason;
  lines: CreditLineValues[];
  excess: CreditExcess;
  /** The bank-flagged account a refund is paid from. */
  bank: string;
  note: string;
}

export interface CreditNoteBody {
  /** creditNoteSchema's input. */
  body: Record<string, unknown>;
  /** The form index of each line sent. */
  lines: number[];
}

/** What the form checks against: the invoice's currency, what it owes and what is left to credit on it. */
export interface CreditContext {
  invoiceId: string;
  currency: DocumentCurrency;
  amountDue: Kobo;
  leftToCredit: Kobo;
  totals: TotalsContext;
}

export const creditNoteWords = {
  chooseLine: 'Tick at least one item to credit',
  tooMuch: (left: string) => `The credit note is more than is left to credit on this invoice (${left})`,
  refundBank: 'Choose the bank account the refund is paid from',
  nothingLeft: 'Everything on this invoice has already been credited',
  most: (quantity: string) => `At most ${quantity} can be credited`,
  deleteQuestion: 'Are you sure you want to delete the selected Credit note?',
} as const;

function milliOf(quantity: string): number | null {
  try {
    const milli = toQuantityMilli(quantity);
    return milli >= 0 ? milli : null;
  } catch {
    return null;
  }
}

/**
 * Quantity credited on each invoice line (by index) by earlier credit notes that stand (void ones
 * are not counted), in thousandths. A note's line names the invoice line it credits; a note from
 * before lines were named is counted against its product's lines in order, as far as each goes.
 */
export function creditedByLine(
  invoice: Pick<InvoiceDetail, 'items'>,
  notes: readonly Pick<CreditNoteRow, 'status' | 'items'>[],
): number[] {
  const credited = invoice.items.map(() => 0);
  const unnamed = new Map<string, number>();
  for (const note of notes) {
    if (note.status === 'void') continue;
    for (const line of note.items) {
      const milli = milliOf(line.quantity) ?? 0;
      const index = line.invoiceLine === null ? -1 : line.invoiceLine - 1;
      if (index >= 0 && index < credited.length) credited[index] = (credited[index] ?? 0) + milli;
      else unnamed.set(line.product._id, (unnamed.get(line.product._id) ?? 0) + milli);
    }
  }
  invoice.items.forEach((line, index) => {
    const left = unnamed.get(line.product._id) ?? 0;
    if (left === 0) return;
    const room = Math.max(0, (milliOf(line.quantity) ?? 0) - (credited[index] ?? 0));
    const taken = Math.min(left, room);
    credited[index] = (credited[index] ?? 0) + taken;
    unnamed.set(line.product._id, left - taken);
  });
  return credited;
}

/** What earlier credit notes that stand have credited in all, in kobo. */
export function creditedTotal(notes: readonly Pick<CreditNoteRow, 'status' | 'total'>[]): Kobo {
  return notes.reduce((sum, note) => (note.status === 'void' ? sum : sum + toKobo(note.total)), 0);
}

/**
 * The form for an invoice: every line ticked with what is left of it to credit (`credited`: what
 * earlier notes credited on each line, creditedByLine), at what the customer paid for one (the
 * price less the line's share of any discount, to the kobo), so the whole invoice credited comes
 * to its total.
 */
export function creditNoteValues(
  invoice: Pick<InvoiceDetail, 'items'>,
  credited: readonly number[],
  today: string,
): CreditNoteFormValues {
  const lines = invoice.items.map((line, index): CreditLineValues => {
    const soldMilli = milliOf(line.quantity) ?? 0;
    const mostMilli = Math.max(0, soldMilli - (credited[index] ?? 0));
    const netKobo = toKobo(line.total) - toKobo(line.discount ?? 0);
    const unitKobo = soldMilli > 0 ? Math.round((netKobo * 1000) / soldMilli) : 0;
    return {
      include: mostMilli > 0,
      product: line.product._id,
      productName: line.product.name,
      description: line.description || line.product.name,
      quantity: toQuantityText(mostMilli),
      price: Number(toDecimalString(unitKobo)),
      tax: line.tax.map((tax) => tax.id),
      revenueAccount: typeof line.revenueAccount === 'string' ? line.revenueAccount : (line.revenueAccount?._id ?? ''),
      measurement: line.measurement ?? '',
      invoiceLine: index + 1,
      soldMilli,
      mostMilli,
    };
  });
  return { date: today, reason: 'return', lines, excess: 'credit', bank: '', note: '' };
}

/** The form indexes of the lines credited. */
export function includedLines(values: Pick<CreditNoteFormValues, 'lines'>): number[] {
  return values.lines.flatMap((line, index) => (line.include ? [index] : []));
}

/** The lines credited as the invoice form holds lines, for the shared totals. */
function asDocument(values: CreditNoteFormValues, currency: DocumentCurrency): DocumentFormValues {
  return {
    ...blankDocument('invoice', { today: '' }),
    currency: { name: currency.name, rate: String(currency.rate) },
    items: includedLines(values).map((index): LineValues => {
      const line = values.lines[index] as CreditLineValues;
      return {
        product: line.product,
        description: line.description,
        quantity: line.quantity,
        price: line.price,
        tax: line.tax,
        measurement: line.measurement,
        serviceDate: '',
        account: line.revenueAccount,
      };
    }),
  };
}

/** The credit note's totals, as the server works them out (no discount on a credit note). */
export function creditNoteFigures(
  values: CreditNoteFormValues,
  currency: DocumentCurrency,
  totals: TotalsContext,
): DocumentFigures {
  return documentTotals(asDocument(values, currency), totals);
}

/** How a credit splits: first off what the invoice owes, the rest to the customer's credit or refunded. */
export function creditSplit(total: Kobo, amountDue: Kobo): { applied: Kobo; excess: Kobo } {
  const applied = Math.max(0, Math.min(total, amountDue));
  return { applied, excess: Math.max(0, total - applied) };
}

function sentQuantity(text: string): string {
  const milli = milliOf(text);
  return milli === null ? text.trim() : toQuantityText(milli);
}

/** The body sent (creditNoteSchema); what becomes of the rest only when there is a rest. */
export function creditNoteBody(values: CreditNoteFormValues, context: CreditContext): CreditNoteBody {
  const lines = includedLines(values);
  const figures = creditNoteFigures(values, context.currency, context.totals);
  const { excess } = creditSplit(figures.totals?.total ?? 0, context.amountDue);
  const body: Record<string, unknown> = {
    invoice: context.invoiceId,
    date: values.date,
    reason: values.reason,
    items: lines.map((index) => {
      const line = values.lines[index] as CreditLineValues;
      return {
        product: line.product,
        description: line.description.trim(),
        quantity: sentQuantity(line.quantity),
        price: sentAmount(line.price),
        tax: line.tax.map((id) => ({ id })),
        ...(line.measurement ? { measurement: line.measurement } : {}),
        ...(line.revenueAccount ? { revenueAccount: line.revenueAccount } : {}),
        invoiceLine: line.invoiceLine,
      };
    }),
    note: values.note.trim(),
  };
  if (excess > 0) {
    body.excess = values.excess;
    if (values.excess === 'refund' && values.bank) body.bank = values.bank;
  }
  return { body, lines };
}

/** Where a message about a sent field ('items.0.quantity', 'bank') belongs on the form. */
export function creditFormPath(path: readonly (string | number)[], lines: readonly number[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'items' && rest[0] !== undefined && /^\d+$/.test(rest[0])) {
    return ['lines', String(lines[Number(rest[0])] ?? rest[0]), ...rest.slice(1)].join('.');
  }
  if (head === 'items') return 'lines';
  return [head ?? '', ...rest].join('.');
}

/** Every problem of the form, by the field it is about; empty when it can be sent. */
export function creditNoteProblems(values: CreditNoteFormValues, context: CreditContext): Record<string, string> {
  const problems: Record<string, string> = {};
  const add = (path: string, message: string) => {
    problems[path] ??= message;
  };
  const sent = creditNoteBody(values, context);
  if (sent.lines.length === 0) add('lines', creditNoteWords.chooseLine);
  const parsed = creditNoteSchema.safeParse(sent.body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(creditFormPath(issue.path.map(String), sent.lines), issue.message);
  }
  for (const index of sent.lines) {
    const line = values.lines[index] as CreditLineValues;
    const milli = milliOf(line.quantity);
    if (milli !== null && milli > line.mostMilli) {
      add(`lines.${index}.quantity`, creditNoteWords.most(toQuantityText(line.mostMilli)));
    }
  }
  const figures = creditNoteFigures(values, context.currency, context.totals);
  if (figures.problem) add('lines', figures.problem);
  const total = figures.totals?.total ?? 0;
  if (total > context.leftToCredit) {
    add('lines', creditNoteWords.tooMuch(formatMoney(context.leftToCredit, context.currency.name)));
  }
  if (creditSplit(total, context.amountDue).excess > 0 && values.excess === 'refund' && !values.bank) {
    add('bank', creditNoteWords.refundBank);
  }
  return problems;
}

/** The form's check: the shared schema's words and the limits above, each under its field. */
export function creditNoteResolver(
  context: () => CreditContext,
): Resolver<CreditNoteFormValues, unknown, CreditNoteBody> {
  return async (values, _context, options) => {
    const problems = creditNoteProblems(values, context());
    const entries = Object.entries(problems);
    if (entries.length === 0) return { values: creditNoteBody(values, context()), errors: {} };
    const errors: Record<string, FieldError> = {};
    // A message about the list as a whole is its root, beside the messages of its lines.
    for (const [path, message] of entries)
      errors[path === 'lines' ? 'lines.root' : path] = { type: 'validate', message };
    return { values: {} as Record<string, never>, errors: toNestErrors(errors, options) };
  };
}
