import { z } from 'zod';

/*
 * The answers of the receivables reports (issue 14) and the payables reports (issue 27): aging by
 * contact, contact balances and open documents, home currency. The server checks what it sends
 * against these and the web app takes its types from them.
 */

const reference = z.object({ _id: z.string(), name: z.string() });

const agingAmounts = {
  /** Not yet due on the date (and amounts not on an invoice). */
  current: z.number(),
  days1To30: z.number(),
  days31To60: z.number(),
  days61To90: z.number(),
  over90: z.number(),
  total: z.number(),
};

export const agingSchema = z.object({
  asOf: z.string(),
  branch: z.string().nullable(),
  /** One per customer owing or owed on the date; customer null: receivables lines naming no customer. */
  rows: z.array(z.object({ customer: reference.nullable(), ...agingAmounts })),
  totals: z.object(agingAmounts),
});
export type Aging = z.infer<typeof agingSchema>;

const balanceAmounts = {
  /** Receivables debits up to the date: invoices (and anything else charged to the customer). */
  invoiced: z.number(),
  /** Receivables credits up to the date: payments, tax withheld, credit applied, credit notes. */
  received: z.number(),
  /** invoiced - received: what the customer owes. */
  balance: z.number(),
  /** The customer's credit held in Customer Deposits (prepayments, overpayments). */
  credit: z.number(),
  /** balance - credit. */
  net: z.number(),
};

export const customerBalancesSchema = z.object({
  asOf: z.string(),
  branch: z.string().nullable(),
  rows: z.array(z.object({ customer: reference.nullable(), ...balanceAmounts })),
  totals: z.object(balanceAmounts),
});
export type CustomerBalances = z.infer<typeof customerBalancesSchema>;

export const openInvoiceStatuses = ['unpaid', 'partly-paid', 'overdue'] as const;

export const openInvoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  customer: reference,
  date: z.string(),
  dueDate: z.string(),
  /** Days past the due date on the report's date; 0 when not yet due. */
  daysOverdue: z.number(),
  /** The invoice's currency (its amounts here are home currency). */
  currency: z.string(),
  /** Home currency. */
  total: z.number(),
  /** Home currency, still owed on the report's date. */
  amountDue: z.number(),
  status: z.enum(openInvoiceStatuses),
  statusLabel: z.string(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

export const receivablesSchema = z.object({
  asOf: z.string(),
  branch: z.string().nullable(),
  /** This page's invoices, the most overdue first. */
  rows: z.array(openInvoiceSchema),
  /** Receivables no invoice explains (opening balances, journals), per customer. */
  notOnInvoice: z.array(z.object({ customer: reference.nullable(), amount: z.number() })),
  /** Every open invoice's, not only this page's. */
  invoicesTotal: z.number(),
  invoicesDue: z.number(),
  /** invoicesDue + notOnInvoice: the receivables account's balance. */
  totalDue: z.number(),
});
export type Receivables = z.infer<typeof receivablesSchema>;

const salesAmounts = {
  /** Approved invoices and sales receipts (not void) dated in the period. */
  documents: z.number(),
  /** Revenue less discounts, less credit notes dated in the period; home currency. */
  beforeTax: z.number(),
  tax: z.number(),
  total: z.number(),
};

export const salesByCustomerSchema = z.object({
  from: z.string(),
  to: z.string(),
  branch: z.string().nullable(),
  rows: z.array(z.object({ customer: reference, ...salesAmounts })),
  totals: z.object(salesAmounts),
});
export type SalesByCustomer = z.infer<typeof salesByCustomerSchema>;

export const salesByEmployeeSchema = z.object({
  from: z.string(),
  to: z.string(),
  branch: z.string().nullable(),
  /** employee null: documents with no employee ('No employee'). */
  rows: z.array(z.object({ employee: reference.nullable(), ...salesAmounts })),
  totals: z.object(salesAmounts),
});
export type SalesByEmployee = z.infer<typeof salesByEmployeeSchema>;

/*
 * The payables reports (issue 27): what the company owes its vendors, read from the payables
 * account (credits less debits) and explained by their open bills. A vendor paid ahead of a bill
 * (an advance) shows a balance below zero.
 */

export const vendorAgingSchema = z.object({
  asOf: z.string(),
  branch: z.string().nullable(),
  /** One per vendor owed or paid ahead on the date; vendor null: payables lines naming no vendor. */
  rows: z.array(z.object({ vendor: reference.nullable(), ...agingAmounts })),
  totals: z.object(agingAmounts),
});
export type VendorAging = z.infer<typeof vendorAgingSchema>;

const vendorBalanceAmounts = {
  /** Payables credits up to the date: bills (and anything else owed to the vendor). */
  billed: z.number(),
  /** Payables debits up to the date: payments, tax withheld, advances. */
  paid: z.number(),
  /** billed - paid: what the company owes the vendor. */
  balance: z.number(),
};

export const vendorBalancesSchema = z.object({
  asOf: z.string(),
  branch: z.string().nullable(),
  rows: z.array(z.object({ vendor: reference.nullable(), ...vendorBalanceAmounts })),
  totals: z.object(vendorBalanceAmounts),
});
export type VendorBalances = z.infer<typeof vendorBalancesSchema>;

export const openBillSchema = openInvoiceSchema.omit({ customer: true }).extend({ vendor: reference });
export type OpenBill = z.infer<typeof openBillSchema>;

export const payablesSchema = z.object({
  asOf: z.string(),
  branch: z.string().nullable(),
  /** This page's bills, the most overdue first. */
  rows: z.array(openBillSchema),
  /** Payables no bill explains (opening balances, journals, advances), per vendor. */
  notOnBill: z.array(z.object({ vendor: reference.nullable(), amount: z.number() })),
  billsTotal: z.number(),
  billsDue: z.number(),
  /** billsDue + notOnBill: the payables account's balance. */
  totalDue: z.number(),
});
export type Payables = z.infer<typeof payablesSchema>;
