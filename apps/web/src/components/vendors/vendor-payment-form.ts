import { type Kobo, toKobo, withholdingOnPayment } from '@owo/core';
import type { OpenBill, VendorPayment } from '../../api/vendor-payments.ts';

/*
 * The make-payment form's figures, worked out as the person types (issue 27): per ticked bill the
 * amount settled, the tax to withhold (core withholdingOnPayment, the server's own rule) and the
 * cash the vendor gets; over them amountPaid, the tax, the advance and what leaves the bank. The
 * server works the tax out again from the bill as stored and its answer is the truth; here the
 * tax already withheld by earlier payments is taken as their share of the bill. A saved payment
 * (edit-payment) offers its bills as they stood before it, and sends only what changed.
 */

/** What the form needs of a bill: an open bill, or one a saved payment settled. */
export type PayableBill = Pick<
  OpenBill,
  '_id' | 'number' | 'billNo' | 'dueDate' | 'amountDue' | 'total' | 'withholdingTotal' | 'currency'
>;

export interface VendorPaymentRow {
  bill: string;
  selected: boolean;
  amount: number | '';
}

export interface VendorPaymentValues {
  vendor: string;
  branch: string;
  paymentDate: string;
  bank: string;
  paymentMethod: string;
  reference: string;
  /** The payment's gross (the spec's total); '' until typed: what the ticked bills settle. */
  total: number | '';
  note: string;
  rows: VendorPaymentRow[];
}

export interface BillFigures {
  bill: PayableBill;
  settled: Kobo;
  withholding: Kobo;
  cash: Kobo;
}

export interface VendorPaymentPreview {
  bills: BillFigures[];
  amountPaid: Kobo;
  withholding: Kobo;
  total: Kobo;
  advance: Kobo;
  cashOut: Kobo;
  currency: string;
  /** Why the payment cannot go as it stands, in words; null when it can. */
  problem: string | null;
}

const kobo = (value: number | '' | undefined) => (value === '' || value === undefined ? 0 : toKobo(value));

/** A row per open bill, each ticked when it is the one asked for (or the vendor's only one), for what it owes. */
export function billRows(bills: readonly PayableBill[], asked: string | null): VendorPaymentRow[] {
  return bills.map((bill) => ({
    bill: bill._id,
    selected: bill._id === asked || bills.length === 1,
    amount: bill.amountDue,
  }));
}

/** The tax to withhold on a bill for an amount settled, as the server will take it. */
export function withholdingPreview(bill: PayableBill, settled: Kobo): Kobo {
  const total = toKobo(bill.total);
  const amountDue = toKobo(bill.amountDue);
  const withholdingTotal = toKobo(bill.withholdingTotal);
  const paidBefore = total - amountDue;
  const withheldBefore = total > 0 ? Math.round((withholdingTotal * paidBefore) / total) : 0;
  if (settled <= 0 || settled > amountDue) return 0;
  return withholdingOnPayment({ total, amountDue, withholdingTotal, withheldBefore, amount: settled });
}

export function vendorPaymentPreview(values: VendorPaymentValues, bills: readonly PayableBill[]): VendorPaymentPreview {
  const byId = new Map(bills.map((bill) => [bill._id, bill]));
  const chosen = (values.rows ?? [])
    .filter((row) => row.selected && byId.has(row.bill))
    .map((row) => {
      const bill = byId.get(row.bill) as PayableBill;
      const settled = kobo(row.amount);
      const withholding = withholdingPreview(bill, settled);
      return { bill, settled, withholding, cash: settled - withholding };
    });
  const amountPaid = chosen.reduce((sum, one) => sum + one.settled, 0);
  const withholding = chosen.reduce((sum, one) => sum + one.withholding, 0);
  const total = values.total === '' ? amountPaid : kobo(values.total);
  const over = chosen.find((one) => one.settled > toKobo(one.bill.amountDue));
  const problem =
    chosen.length === 0
      ? 'Tick at least one bill to pay'
      : over
        ? `The amount on ${over.bill.number} is more than it owes`
        : chosen.some((one) => one.settled <= 0)
          ? 'Each ticked bill needs an amount'
          : amountPaid > total
            ? 'The bills add up to more than the total'
            : null;
  return {
    bills: chosen,
    amountPaid,
    withholding,
    total,
    advance: Math.max(total - amountPaid, 0),
    cashOut: total - withholding,
    currency: chosen[0]?.bill.currency.name ?? 'NGN',
    problem,
  };
}

const naira = (value: Kobo) => value / 100;

/** The body of POST /payments for a payment of bills (spec section 3's fields). */
export function vendorPaymentBody(values: VendorPaymentValues, preview: VendorPaymentPreview) {
  const first = preview.bills[0]?.bill;
  return {
    paymentType: 'BILL' as const,
    recipient: values.vendor,
    branch: values.branch,
    paymentDate: values.paymentDate,
    bank: values.bank,
    paymentMethod: values.paymentMethod,
    reference: values.reference.trim(),
    total: naira(preview.total),
    amountPaid: naira(preview.amountPaid),
    balance: naira(preview.total - preview.amountPaid),
    items: preview.bills.map((one) => ({ id: one.bill._id, amount: naira(one.settled) })),
    ...(first && first.currency.name !== 'NGN' ? { currency: first.currency } : {}),
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
  };
}

/** What the form asks before sending: each required field's message (spec section 5, Payment). */
export function missingFields(values: VendorPaymentValues): Partial<Record<keyof VendorPaymentValues, string>> {
  const missing: Partial<Record<keyof VendorPaymentValues, string>> = {};
  if (!values.vendor) missing.vendor = 'Vendor is a required field';
  if (!values.branch) missing.branch = 'Branch is a required field';
  if (!values.paymentDate) missing.paymentDate = 'Payment date is a required field';
  if (!values.bank) missing.bank = 'Paid from is a required field';
  if (!values.paymentMethod) missing.paymentMethod = 'Payment method is a required field';
  if (!values.reference.trim()) missing.reference = 'Reference is required for a payment of bills';
  return missing;
}

/**
 * The bills a saved payment may settle: its own as they stood before it (what it settled owed
 * again), then the vendor's other open bills.
 */
export function billsBeforePayment(payment: VendorPayment, open: readonly OpenBill[]): PayableBill[] {
  const own = new Set(payment.items.map((item) => item.bill._id));
  const openById = new Map(open.map((bill) => [bill._id, bill]));
  const before = payment.items.map(({ bill, amount }) => ({
    _id: bill._id,
    number: bill.billNumber,
    billNo: openById.get(bill._id)?.billNo ?? bill.reference,
    dueDate: bill.dueDate,
    total: bill.total,
    withholdingTotal: bill.withholdingTotal,
    currency: payment.currency,
    amountDue: naira(toKobo(bill.amountDue) + toKobo(amount)),
  }));
  return [...before, ...open.filter((bill) => !own.has(bill._id))];
}

/** The form's values for a saved payment: its bills ticked for what it settled on each. */
export function savedVendorPaymentValues(payment: VendorPayment, bills: readonly PayableBill[]): VendorPaymentValues {
  const settled = new Map(payment.items.map((item) => [item.bill._id, item.amount]));
  return {
    vendor: payment.vendor._id,
    branch: payment.branch._id,
    paymentDate: payment.paymentDate,
    bank: payment.bank._id,
    paymentMethod: payment.paymentMethod._id,
    reference: payment.reference,
    total: payment.total,
    note: payment.note,
    rows: bills.map((bill) => ({
      bill: bill._id,
      selected: settled.has(bill._id),
      amount: settled.get(bill._id) ?? bill.amountDue,
    })),
  };
}

type VendorPaymentBody = ReturnType<typeof vendorPaymentBody>;
const figureFields = ['total', 'amountPaid', 'balance', 'items'] as const;

/**
 * Only the fields that changed, for PATCH /payments/{id}. The figures go together (the server
 * checks amountPaid against the items and balance against the total), so one changed sends all.
 */
export function changedVendorPayment(saved: VendorPaymentBody, now: VendorPaymentBody): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const differs = (key: keyof VendorPaymentBody) => JSON.stringify(saved[key]) !== JSON.stringify(now[key]);
  for (const key of ['paymentDate', 'bank', 'paymentMethod', 'branch', 'reference'] as const) {
    if (differs(key)) changes[key] = now[key];
  }
  if ((saved.note ?? '') !== (now.note ?? '')) changes.note = now.note ?? '';
  if (figureFields.some(differs)) for (const key of figureFields) changes[key] = now[key];
  return changes;
}
