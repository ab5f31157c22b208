import { daysBetween, invoiceStatusLabels, type Kobo, toNaira } from '@owo/core';
import { contacts, salesDocuments, type Transaction } from '@owo/db';
import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { reportBranch } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { inCancelledPair } from '../../ledger/balances.ts';
import { queryRows } from '../../ledger/database.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { getBranch } from '../branches/branches.service.ts';
import { statementPeriod } from '../reports/statements.service.ts';

/*
 * The receivables reports (issue 14, "Receivables reports"): aging by customer, customer balances,
 * open invoices, and sales by customer and by employee.
 *
 * The ledger is the truth (DESIGN.md section 4): what a customer owes on a date is their lines on
 * the receivables account up to that date (debits less credits; reversed pairs left out, as every
 * report leaves them), in the company's or one branch's lines. The documents only say how that
 * amount splits over invoices and due dates: each invoice owed then what it owes today plus what
 * payments and credit dated after the date settled of it; a balance that leaves unexplained goes
 * back to the customer's newest invoices first (payments settle the oldest first); what no invoice
 * explains (opening balances, journals) is shown as "not on an invoice", current. So the aging,
 * the open invoices and the customer balances always add up to the receivables account's balance
 * on the trial balance. docs/decisions.md, "Receivables reports".
 */

type Context = Pick<RequestContext, 'companyId' | 'branchScope'>;

export interface AsOfQuery {
  asOf: string;
  branch?: string | undefined;
}

export interface PeriodQuery {
  from?: string | undefined;
  to: string;
  branch?: string | undefined;
}

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
  /** Revenue less discounts, home currency. */
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

// ---------------------------------------------------------------------------------------------
// Pure: how a customer's balance splits over their invoices and the aging buckets

/** An approved invoice as stored: home-currency total and what has settled it so far. */
export interface InvoiceFigures {
  id: string;
  number: string;
  customerId: string;
  date: string;
  dueDate: string | null;
  currencyCode: string;
  homeTotal: Kobo;
  homeAmountPaid: Kobo;
  /** Home currency: what payments and credit applied after the report's date settled of it. */
  settledAfter: Kobo;
}

export interface OwedInvoice extends InvoiceFigures {
  /** Home currency owed on the report's date. */
  owed: Kobo;
}

/**
 * Splits each customer's receivables balance on a date over their invoices dated up to then. An
 * invoice owed then what it owes today plus what settled it after the date. Whatever of the
 * customer's balance that leaves unexplained (a settlement not recorded against the invoice, such
 * as a credit note's) goes back to their newest invoices first, up to what settled each (payments
 * settle the oldest first); what is left, or a shortfall, is on no invoice. `balances` is keyed by
 * contact (null: lines naming none). A customer's invoices' owed amounts plus their `notOnInvoice`
 * always equal their balance.
 */
export function owedOnDate(
  balances: ReadonlyMap<string | null, Kobo>,
  invoices: readonly InvoiceFigures[],
): { invoices: OwedInvoice[]; notOnInvoice: Map<string | null, Kobo> } {
  const byCustomer = new Map<string, InvoiceFigures[]>();
  for (const invoice of invoices) {
    const list = byCustomer.get(invoice.customerId) ?? [];
    list.push(invoice);
    byCustomer.set(invoice.customerId, list);
  }
  const owed: OwedInvoice[] = [];
  const notOnInvoice = new Map<string | null, Kobo>();
  const customers = new Set<string | null>([...balances.keys(), ...byCustomer.keys()]);
  for (const customer of customers) {
    const balance = balances.get(customer) ?? 0;
    const list = customer === null ? [] : [...(byCustomer.get(customer) ?? [])];
    list.sort((first, second) =>
      first.date === second.date ? second.id.localeCompare(first.id) : second.date.localeCompare(first.date),
    );
    const items = list.map((invoice) => {
      const paid = Math.min(Math.max(invoice.homeAmountPaid, 0), invoice.homeTotal);
      return { ...invoice, owed: invoice.homeTotal - paid + Math.min(Math.max(invoice.settledAfter, 0), paid) };
    });
    let rest = balance - items.reduce((sum, item) => sum + item.owed, 0);
    for (const item of items) {
      if (rest <= 0) break;
      const givenBack = Math.min(rest, item.homeTotal - item.owed);
      item.owed += givenBack;
      rest -= givenBack;
    }
    owed.push(...items.filter((item) => item.owed !== 0));
    if (rest !== 0) notOnInvoice.set(customer, rest);
  }
  return { invoices: owed, notOnInvoice };
}

export type AgingBucket = 'current' | 'days1To30' | 'days31To60' | 'days61To90' | 'over90';

/** The column an amount so many days past its due date falls in (0 or less: not yet due). */
export function agingBucket(daysOverdue: number): AgingBucket {
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 30) return 'days1To30';
  if (daysOverdue <= 60) return 'days31To60';
  if (daysOverdue <= 90) return 'days61To90';
  return 'over90';
}

const dueDateOf = (invoice: InvoiceFigures) => invoice.dueDate ?? invoice.date;

/** Days past the due date on `asOf`; 0 when not yet due. */
export function daysOverdue(invoice: InvoiceFigures, asOf: string): number {
  return Math.max(daysBetween(dueDateOf(invoice), asOf), 0);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The branch a report reads, checked to be the company's (another's answers 404, as any report). */
async function checkedBranch(tx: Transaction, context: Context, asked: string | undefined) {
  const branch = reportBranch(context, asked);
  if (branch) await getBranch(tx, context, { id: branch });
  return branch;
}

/**
 * Debits and credits per account and contact up to a date, from the lines themselves: the kept
 * totals are per account only (DESIGN.md section 4: no totals per dimension). Reversed pairs are
 * left out as the totals leave them, so the sums over contacts equal the account's balance. For a
 * balance alone (`net`) they need not be: a pair reversed on its own day adds nothing to it, and
 * leaving out the join that finds pairs made the aging report 16 times faster (bench/sales).
 */
async function contactTurnover(
  tx: Transaction,
  companyId: string,
  accountIds: readonly string[],
  asOf: string,
  branch: string | undefined,
  { net }: { net: boolean } = { net: false },
) {
  const pairs = net
    ? sql``
    : sql`join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id`;
  const rows = await queryRows<{ account_id: string; contact_id: string | null; debit: number; credit: number }>(
    tx,
    sql`select line.account_id, line.contact_id, sum(line.debit)::bigint as debit, sum(line.credit)::bigint as credit
        from journal_lines line
        ${pairs}
        where line.company_id = ${companyId}
          and line.account_id in (${sql.join(
            accountIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          and line.date <= ${asOf}::date ${branch ? sql`and line.branch_id = ${branch}` : sql``}
          ${net ? sql`` : sql`and not ${inCancelledPair(sql`entry`)}`}
        group by line.account_id, line.contact_id`,
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    contactId: row.contact_id,
    debit: Number(row.debit),
    credit: Number(row.credit),
  }));
}

/** Names of contacts (customers, employees), by id. */
async function contactNames(tx: Transaction, companyId: string, ids: Iterable<string | null>) {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: contacts.id, name: contacts.displayName })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), inArray(contacts.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const referenceOf = (names: ReadonlyMap<string, string>, id: string) => ({ _id: id, name: names.get(id) ?? '' });

/**
 * One collator for every comparison: localeCompare with options builds a new one each time, which
 * took 811 ms to sort 10,000 customers where this takes 15 (bench/sales).
 */
const nameOrder = new Intl.Collator('en', { sensitivity: 'base' });

/** Rows by name, the row of no one last. */
function byName<Row>(rows: Row[], nameOf: (row: Row) => string | null): Row[] {
  return rows.sort((first, second) => {
    const a = nameOf(first);
    const b = nameOf(second);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return nameOrder.compare(a, b);
  });
}

const invoiceColumns = {
  id: salesDocuments.id,
  number: salesDocuments.number,
  customerId: salesDocuments.customerId,
  date: salesDocuments.date,
  dueDate: salesDocuments.dueDate,
  currencyCode: salesDocuments.currencyCode,
  total: salesDocuments.total,
  homeTotal: salesDocuments.homeTotal,
  homeAmountPaid: salesDocuments.homeAmountPaid,
};

/** A settlement in the invoice's currency in the home currency, at the rate the invoice posted at. */
const inHomeCurrency = (amount: Kobo, invoice: { total: Kobo; homeTotal: Kobo }) =>
  invoice.total === invoice.homeTotal || invoice.total === 0
    ? amount
    : Math.round((amount * invoice.homeTotal) / invoice.total);

/**
 * Every customer's receivables on a date, split over their invoices (owedOnDate): the invoices
 * open today, those that payments or credit dated after the date settled, and for a customer whose
 * balance then is still not explained, the invoices settled since.
 */
async function receivablesOnDate(tx: Transaction, context: Context, { asOf, branch }: AsOfQuery) {
  const { companyId } = context;
  const receivables = await systemAccount(tx, companyId, 'receivables');
  const turnover = await contactTurnover(tx, companyId, [receivables.id], asOf, branch, { net: true });
  const balances = new Map(turnover.map((row) => [row.contactId, row.debit - row.credit]));
  const invoicesWhere = (condition: SQL | undefined) =>
    and(
      eq(salesDocuments.companyId, companyId),
      eq(salesDocuments.kind, 'invoice'),
      lte(salesDocuments.date, asOf),
      branch === undefined ? undefined : eq(salesDocuments.branchId, branch),
      condition,
    );
  const approved = inArray(salesDocuments.status, ['unpaid', 'partly-paid', 'paid']);
  const open = await tx
    .select(invoiceColumns)
    .from(salesDocuments)
    .where(invoicesWhere(inArray(salesDocuments.status, ['unpaid', 'partly-paid'])));
  const invoices = new Map(open.map((invoice) => [invoice.id, { ...invoice, settledAfter: 0 }]));

  // Payments (cash and tax withheld) and credit applied to invoices after the date, per invoice.
  const later = await queryRows<{ document_id: string; amount: number }>(
    tx,
    sql`select document_id, sum(amount)::bigint as amount from (
          select allocation.document_id, allocation.cash + allocation.withholding_tax as amount
          from payment_allocations allocation
          join customer_payments payment
            on payment.company_id = allocation.company_id and payment.id = allocation.payment_id
          where allocation.company_id = ${companyId} and payment.status = 'live' and payment.date > ${asOf}::date
          union all
          select application.document_id, application.amount from credit_applications application
          where application.company_id = ${companyId} and application.status = 'live'
            and application.date > ${asOf}::date
        ) settled group by document_id`,
  );
  const settledLater = new Map(later.map((row) => [row.document_id, Number(row.amount)]));
  const missing = [...settledLater.keys()].filter((id) => !invoices.has(id));
  if (missing.length > 0) {
    const rows = await tx
      .select(invoiceColumns)
      .from(salesDocuments)
      .where(invoicesWhere(and(approved, inArray(salesDocuments.id, missing))));
    for (const row of rows) invoices.set(row.id, { ...row, settledAfter: 0 });
  }
  for (const invoice of invoices.values()) {
    invoice.settledAfter = inHomeCurrency(settledLater.get(invoice.id) ?? 0, invoice);
  }

  // Customers whose balance on the date is more than their invoices explain: settled some other way since.
  const explained = new Map<string, Kobo>();
  for (const invoice of invoices.values()) {
    const owed = invoice.homeTotal - invoice.homeAmountPaid + invoice.settledAfter;
    explained.set(invoice.customerId, (explained.get(invoice.customerId) ?? 0) + owed);
  }
  const unexplained = [...balances]
    .filter(([customer, balance]) => customer !== null && balance > (explained.get(customer) ?? 0))
    .map(([customer]) => customer as string);
  if (unexplained.length > 0) {
    const rows = await tx
      .select(invoiceColumns)
      .from(salesDocuments)
      .where(
        invoicesWhere(
          and(approved, gt(salesDocuments.homeAmountPaid, 0), inArray(salesDocuments.customerId, unexplained)),
        ),
      );
    for (const row of rows) if (!invoices.has(row.id)) invoices.set(row.id, { ...row, settledAfter: 0 });
  }

  const split = owedOnDate(balances, [...invoices.values()]);
  const names = await contactNames(tx, companyId, [
    ...split.invoices.map((invoice) => invoice.customerId),
    ...split.notOnInvoice.keys(),
  ]);
  return { ...split, names };
}

const emptyAging = (): Record<AgingBucket | 'total', Kobo> => ({
  current: 0,
  days1To30: 0,
  days31To60: 0,
  days61To90: 0,
  over90: 0,
  total: 0,
});

const agingInNaira = (amounts: Record<AgingBucket | 'total', Kobo>) => ({
  current: toNaira(amounts.current),
  days1To30: toNaira(amounts.days1To30),
  days31To60: toNaira(amounts.days31To60),
  days61To90: toNaira(amounts.days61To90),
  over90: toNaira(amounts.over90),
  total: toNaira(amounts.total),
});

/** What each customer owes on a date by how long it is past due: current, 1-30, 31-60, 61-90, over 90 days. */
export async function customerAging(tx: Transaction, context: Context, query: AsOfQuery): Promise<Aging> {
  const branch = await checkedBranch(tx, context, query.branch);
  const { asOf } = query;
  const { invoices, notOnInvoice, names } = await receivablesOnDate(tx, context, { asOf, branch });
  const byCustomer = new Map<string | null, Record<AgingBucket | 'total', Kobo>>();
  const add = (customer: string | null, bucket: AgingBucket, amount: Kobo) => {
    const amounts = byCustomer.get(customer) ?? emptyAging();
    amounts[bucket] += amount;
    amounts.total += amount;
    byCustomer.set(customer, amounts);
  };
  for (const invoice of invoices) add(invoice.customerId, agingBucket(daysOverdue(invoice, asOf)), invoice.owed);
  for (const [customer, amount] of notOnInvoice) add(customer, 'current', amount);
  const totals = emptyAging();
  const rows = byName(
    [...byCustomer].filter(([, amounts]) => Object.values(amounts).some((amount) => amount !== 0)),
    ([customer]) => (customer === null ? null : (names.get(customer) ?? '')),
  ).map(([customer, amounts]) => {
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += amounts[key];
    return { customer: customer === null ? null : referenceOf(names, customer), ...agingInNaira(amounts) };
  });
  return { asOf, branch: branch ?? null, rows, totals: agingInNaira(totals) };
}

/** Each customer's invoiced, received, balance, credit and net on a date, from the ledger. */
export async function customerBalances(tx: Transaction, context: Context, query: AsOfQuery): Promise<CustomerBalances> {
  const branch = await checkedBranch(tx, context, query.branch);
  const { companyId } = context;
  const [receivables, deposits] = await Promise.all([
    systemAccount(tx, companyId, 'receivables'),
    systemAccount(tx, companyId, 'customer-deposits'),
  ]);
  const turnover = await contactTurnover(tx, companyId, [receivables.id, deposits.id], query.asOf, branch);
  const byCustomer = new Map<string | null, { invoiced: Kobo; received: Kobo; credit: Kobo }>();
  for (const row of turnover) {
    const figures = byCustomer.get(row.contactId) ?? { invoiced: 0, received: 0, credit: 0 };
    if (row.accountId === receivables.id) {
      figures.invoiced += row.debit;
      figures.received += row.credit;
    } else {
      figures.credit += row.credit - row.debit;
    }
    byCustomer.set(row.contactId, figures);
  }
  const names = await contactNames(tx, companyId, byCustomer.keys());
  const totals = { invoiced: 0, received: 0, balance: 0, credit: 0, net: 0 };
  const inNaira = (figures: typeof totals) => ({
    invoiced: toNaira(figures.invoiced),
    received: toNaira(figures.received),
    balance: toNaira(figures.balance),
    credit: toNaira(figures.credit),
    net: toNaira(figures.net),
  });
  const rows = byName(
    [...byCustomer].filter(([, figures]) => figures.invoiced !== 0 || figures.received !== 0 || figures.credit !== 0),
    ([customer]) => (customer === null ? null : (names.get(customer) ?? '')),
  ).map(([customer, { invoiced, received, credit }]) => {
    const figures = { invoiced, received, balance: invoiced - received, credit, net: invoiced - received - credit };
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += figures[key];
    return { customer: customer === null ? null : referenceOf(names, customer), ...inNaira(figures) };
  });
  return { asOf: query.asOf, branch: branch ?? null, rows, totals: inNaira(totals) };
}

/** The status an open invoice has on the report's date. */
function statusOnDate(invoice: OwedInvoice, asOf: string): (typeof openInvoiceStatuses)[number] {
  if (daysOverdue(invoice, asOf) > 0) return 'overdue';
  return invoice.owed < invoice.homeTotal ? 'partly-paid' : 'unpaid';
}

/**
 * The invoices open on a date (what each still owed then), the most overdue first, a page of them,
 * and what no invoice explains; the totals cover every one.
 */
export async function openInvoices(
  tx: Transaction,
  context: Context,
  query: AsOfQuery & { offset: number; limit: number },
): Promise<{ report: Receivables; total: number }> {
  const branch = await checkedBranch(tx, context, query.branch);
  const { asOf } = query;
  const { invoices, notOnInvoice, names } = await receivablesOnDate(tx, context, { asOf, branch });
  const sorted = invoices.sort(
    (first, second) =>
      dueDateOf(first).localeCompare(dueDateOf(second)) ||
      first.date.localeCompare(second.date) ||
      first.number.localeCompare(second.number),
  );
  const invoicesTotal = sorted.reduce((sum, invoice) => sum + invoice.homeTotal, 0);
  const invoicesDue = sorted.reduce((sum, invoice) => sum + invoice.owed, 0);
  const notOnInvoiceRows = byName(
    [...notOnInvoice].filter(([, amount]) => amount !== 0),
    ([customer]) => (customer === null ? null : (names.get(customer) ?? '')),
  );
  const otherTotal = notOnInvoiceRows.reduce((sum, [, amount]) => sum + amount, 0);
  const rows = sorted.slice(query.offset, query.offset + query.limit).map((invoice) => {
    const status = statusOnDate(invoice, asOf);
    return {
      _id: invoice.id,
      number: invoice.number,
      customer: referenceOf(names, invoice.customerId),
      date: invoice.date,
      dueDate: dueDateOf(invoice),
      daysOverdue: daysOverdue(invoice, asOf),
      currency: invoice.currencyCode,
      total: toNaira(invoice.homeTotal),
      amountDue: toNaira(invoice.owed),
      status,
      statusLabel: invoiceStatusLabels[status],
    };
  });
  return {
    report: {
      asOf,
      branch: branch ?? null,
      rows,
      notOnInvoice: notOnInvoiceRows.map(([customer, amount]) => ({
        customer: customer === null ? null : referenceOf(names, customer),
        amount: toNaira(amount),
      })),
      invoicesTotal: toNaira(invoicesTotal),
      invoicesDue: toNaira(invoicesDue),
      totalDue: toNaira(invoicesDue + otherTotal),
    },
    total: sorted.length,
  };
}

const salesGroupColumns = { customer: sql.raw('doc.customer_id'), employee: sql.raw('doc.employee_id') };

/**
 * Approved invoices and sales receipts (not void) dated in a period, per customer or employee:
 * how many, and their home-currency total, tax (their entry's tax lines, credits less debits) and
 * total less tax (revenue less discounts). A document's live entry is the one it names, so an
 * edited document counts once, as it now stands.
 */
async function salesBy(tx: Transaction, context: Context, group: keyof typeof salesGroupColumns, query: PeriodQuery) {
  const { from, to, branch } = await statementPeriod(tx, context, query);
  const column = salesGroupColumns[group];
  const rows = await queryRows<{ party_id: string | null; documents: number; total: number; tax: number }>(
    tx,
    sql`select ${column} as party_id, count(*)::integer as documents, sum(doc.home_total)::bigint as total,
          coalesce(sum(tax.amount), 0)::bigint as tax
        from sales_documents doc
        left join lateral (
          select sum(line.credit - line.debit) as amount from journal_lines line
          where line.company_id = doc.company_id and line.entry_id = doc.entry_id and line.tax_id is not null
        ) tax on true
        where doc.company_id = ${context.companyId} and doc.kind in ('invoice', 'sales-receipt')
          and doc.status in ('unpaid', 'partly-paid', 'paid')
          and doc.date >= ${from}::date and doc.date <= ${to}::date
          ${branch ? sql`and doc.branch_id = ${branch}` : sql``}
        group by ${column}`,
  );
  const names = await contactNames(
    tx,
    context.companyId,
    rows.map((row) => row.party_id),
  );
  const totals = { documents: 0, beforeTax: 0, tax: 0, total: 0 };
  const lines = byName(rows, (row) => (row.party_id === null ? null : (names.get(row.party_id) ?? ''))).map((row) => {
    const figures = {
      documents: Number(row.documents),
      total: Number(row.total),
      tax: Number(row.tax),
      beforeTax: Number(row.total) - Number(row.tax),
    };
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += figures[key];
    return {
      party: row.party_id === null ? null : referenceOf(names, row.party_id),
      documents: figures.documents,
      beforeTax: toNaira(figures.beforeTax),
      tax: toNaira(figures.tax),
      total: toNaira(figures.total),
    };
  });
  const inNaira = {
    documents: totals.documents,
    beforeTax: toNaira(totals.beforeTax),
    tax: toNaira(totals.tax),
    total: toNaira(totals.total),
  };
  return { from, to, branch: branch ?? null, lines, totals: inNaira };
}

export async function salesByCustomer(tx: Transaction, context: Context, query: PeriodQuery): Promise<SalesByCustomer> {
  const { lines, ...report } = await salesBy(tx, context, 'customer', query);
  return {
    ...report,
    rows: lines.map(({ party, ...figures }) => ({ customer: party ?? { _id: '', name: '' }, ...figures })),
  };
}

export async function salesByEmployee(tx: Transaction, context: Context, query: PeriodQuery): Promise<SalesByEmployee> {
  const { lines, ...report } = await salesBy(tx, context, 'employee', query);
  return { ...report, rows: lines.map(({ party, ...figures }) => ({ employee: party, ...figures })) };
}
