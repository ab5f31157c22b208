import { z } from 'zod';
import { fieldsObject, figure, notValid, text } from './fields.ts';

/*
 * The answers of the receivables reports (issue 14) and the payables reports (issue 27): aging by
 * contact, contact balances and open documents, home currency. The server checks what it sends
 * against these and the web app takes its types from them.
 */

const reference = fieldsObject({ _id: text('Id'), name: text('Name') }, 'Name');

const agingAmounts = {
  /** Not yet due on the date (and amounts not on an invoice). */
  current: figure('Current'),
  days1To30: figure('Days 1 to 30'),
  days31To60: figure('Days 31 to 60'),
  days61To90: figure('Days 61 to 90'),
  over90: figure('Over 90'),
  total: figure('Total'),
};

export const agingSchema = fieldsObject({
  asOf: text('As of'),
  branch: text('Branch').nullable(),
  /** One per customer owing or owed on the date; customer null: receivables lines naming no customer. */
  rows: z.array(fieldsObject({ customer: reference.nullable(), ...agingAmounts }), { error: notValid('Rows') }),
  totals: fieldsObject(agingAmounts),
});
export type Aging = z.infer<typeof agingSchema>;

const balanceAmounts = {
  /** Receivables debits up to the date: invoices (and anything else charged to the customer). */
  invoiced: figure('Invoiced'),
  /** Receivables credits up to the date: payments, tax withheld, credit applied, credit notes. */
  received: figure('Received'),
  /** invoiced - received: what the customer owes. */
  balance: figure('Balance'),
  /** The customer's credit held in Customer Deposits (prepayments, overpayments). */
  credit: figure('Credit'),
  /** balance - credit. */
  net: figure('Net'),
};

export const customerBalancesSchema = fieldsObject({
  asOf: text('As of'),
  branch: text('Branch').nullable(),
  rows: z.array(fieldsObject({ customer: reference.nullable(), ...balanceAmounts }), { error: notValid('Rows') }),
  totals: fieldsObject(balanceAmounts),
});
export type CustomerBalances = z.infer<typeof customerBalancesSchema>;

export const openInvoiceStatuses = ['unpaid', 'partly-paid', 'overdue'] as const;

export const openInvoiceSchema = fieldsObject({
  _id: text('Id'),
  number: text('Number'),
  customer: reference,
  date: text('Date'),
  dueDate: text('Due date'),
  /** Days past the due date on the report's date; 0 when not yet due. */
  daysOverdue: figure('Days overdue'),
  /** The invoice's currency (its amounts here are home currency). */
  currency: text('Currency'),
  /** Home currency. */
  total: figure('Total'),
  /** Home currency, still owed on the report's date. */
  amountDue: figure('Amount due'),
  status: z.enum(openInvoiceStatuses, { error: notValid('Status') }),
  statusLabel: text('Status label'),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

export const receivablesSchema = fieldsObject({
  asOf: text('As of'),
  branch: text('Branch').nullable(),
  /** This page's invoices, the most overdue first. */
  rows: z.array(openInvoiceSchema, { error: notValid('Rows') }),
  /** Receivables no invoice explains (opening balances, journals), per customer. */
  notOnInvoice: z.array(fieldsObject({ customer: reference.nullable(), amount: figure('Amount') }), {
    error: notValid('Rows'),
  }),
  /** Every open invoice's, not only this page's. */
  invoicesTotal: figure('Invoiced'),
  invoicesDue: figure('Invoices due'),
  /** invoicesDue + notOnInvoice: the receivables account's balance. */
  totalDue: figure('Total due'),
});
export type Receivables = z.infer<typeof receivablesSchema>;

const salesAmounts = {
  /** Approved invoices and sales receipts (not void) dated in the period. */
  documents: figure('Documents'),
  /** Revenue less discounts, less credit notes dated in the period; home currency. */
  beforeTax: figure('Before tax'),
  tax: figure('Tax'),
  total: figure('Total'),
};

export const salesByCustomerSchema = fieldsObject({
  from: text('From'),
  to: text('To'),
  branch: text('Branch').nullable(),
  rows: z.array(fieldsObject({ customer: reference, ...salesAmounts }), { error: notValid('Rows') }),
  totals: fieldsObject(salesAmounts),
});
export type SalesByCustomer = z.infer<typeof salesByCustomerSchema>;

export const salesByEmployeeSchema = fieldsObject({
  from: text('From'),
  to: text('To'),
  branch: text('Branch').nullable(),
  /** employee null: documents with no employee ('No employee'). */
  rows: z.array(fieldsObject({ employee: reference.nullable(), ...salesAmounts }), { error: notValid('Rows') }),
  totals: fieldsObject(salesAmounts),
});
export type SalesByEmployee = z.infer<typeof salesByEmployeeSchema>;

/*
 * The payables reports (issue 27): what the company owes its vendors, read from the payables
 * account (credits less debits) and explained by their open bills. A vendor paid ahead of a bill
 * (an advance) shows a balance below zero.
 */

export const vendorAgingSchema = fieldsObject({
  asOf: text('As of'),
  branch: text('Branch').nullable(),
  /** One per vendor owed or paid ahead on the date; vendor null: payables lines naming no vendor. */
  rows: z.array(fieldsObject({ vendor: reference.nullable(), ...agingAmounts }), { error: notValid('Rows') }),
  totals: fieldsObject(agingAmounts),
});
export type VendorAging = z.infer<typeof vendorAgingSchema>;

const vendorBalanceAmounts = {
  /** Payables credits up to the date: bills (and anything else owed to the vendor). */
  billed: figure('Billed'),
  /** Payables debits up to the date: payments, tax withheld, advances. */
  paid: figure('Paid'),
  /** billed - paid: what the company owes the vendor. */
  balance: figure('Balance'),
};

export const vendorBalancesSchema = fieldsObject({
  asOf: text('As of'),
  branch: text('Branch').nullable(),
  rows: z.array(fieldsObject({ vendor: reference.nullable(), ...vendorBalanceAmounts }), { error: notValid('Rows') }),
  totals: fieldsObject(vendorBalanceAmounts),
});
export type VendorBalances = z.infer<typeof vendorBalancesSchema>;

export const openBillSchema = openInvoiceSchema.omit({ customer: true }).extend({ vendor: reference });
export type OpenBill = z.infer<typeof openBillSchema>;

export const payablesSchema = fieldsObject({
  asOf: text('As of'),
  branch: text('Branch').nullable(),
  /** This page's bills, the most overdue first. */
  rows: z.array(openBillSchema, { error: notValid('Rows') }),
  /** Payables no bill explains (opening balances, journals, advances), per vendor. */
  notOnBill: z.array(fieldsObject({ vendor: reference.nullable(), amount: figure('Amount') }), {
    error: notValid('Rows'),
  }),
  billsTotal: figure('Billed'),
  billsDue: figure('Bills due'),
  /** billsDue + notOnBill: the payables account's balance. */
  totalDue: figure('Total due'),
});
export type Payables = z.infer<typeof payablesSchema>;
