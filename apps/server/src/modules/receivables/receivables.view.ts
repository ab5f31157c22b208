import {
  type AgingBucket,
  addDays,
  agingBucket,
  agingBuckets,
  bucketEnds,
  byCodeUnits,
  daysOverdue,
  dueDateOf,
  invoiceStatusLabels,
  type Kobo,
  type OpenDocumentFigures,
  type OwedDocument,
  owedOnDate,
  toNaira,
} from '@owo/core';
import type { Transaction } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { reportBranch } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { contactBalancesAsOf, inCancelledPair } from '../../ledger/balances.ts';
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

// ---------------------------------------------------------------------------------------------
// Reading

/** The branch a report reads, checked to be the company's (another's answers 404, as any report). */
async function checkedBranch(tx: Transaction, context: Context, asked: string | undefined) {
  const branch = reportBranch(context, asked);
  if (branch) await getBranch(tx, context, { id: branch });
  return branch;
}

/** Each customer's receivables on a date (null: lines naming none), from the totals kept per contact. */
async function receivablesBalances(tx: Transaction, companyId: string, receivablesId: string, query: AsOfQuery) {
  const rows = await queryRows<{ contact_id: string | null; balance: number }>(
    tx,
    contactBalancesAsOf(companyId, receivablesId, query.asOf, query.branch),
  );
  return new Map(rows.map((row) => [row.contact_id, Number(row.balance)]));
}

/**
 * `column = any(ids)` with the ids as one parameter: a list of 10,000 parameters (one per customer
 * of the aging report) took Drizzle longer to build than PostgreSQL to answer.
 */
function inIds(column: SQL, ids: readonly string[]): SQL {
  return sql`${column} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`;
}

/** Names of contacts (customers, employees), by id, in name order (so sorting them after is quick). */
async function contactNames(tx: Transaction, companyId: string, ids: Iterable<string | null>) {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, display_name as name from contacts
        where company_id = ${companyId} and ${inIds(sql`id`, wanted)} order by sort_name, id`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

const referenceOf = (names: ReadonlyMap<string, string>, id: string) => ({ _id: id, name: names.get(id) ?? '' });

/**
 * One collator for every comparison: localeCompare with options builds a new one each time, which
 * took 811 ms to sort 10,000 customers where this takes 15 (bench/sales).
 */
const nameOrder = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Rows by name, the row of no one last. Put in plain order of their lower-cased names first, which
 * is nearly the collator's: the collator then has little left to move (10,000 names: 2 ms, not 15).
 */
function byName<Row>(rows: Row[], nameOf: (row: Row) => string | null): Row[] {
  const keyed = rows.map((row) => ({ row, name: nameOf(row), key: nameOf(row)?.toLowerCase() ?? '' }));
  keyed.sort((first, second) => byCodeUnits(first.key, second.key));
  keyed.sort((first, second) => {
    const a = first.name;
    const b = second.name;
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return nameOrder.compare(a, b);
  });
  return keyed.map((one) => one.row);
}

interface InvoiceRow extends OpenDocumentFigures {
  /** In the invoice's currency. */
  total: Kobo;
}

/**
 * Approved invoices of the report (dated up to the date, of its branch) that meet `condition`, with
 * nothing settled after the date yet. Read as plain rows: mapping 20,000 open invoices through
 * Drizzle's select took longer than reading them (bench/sales).
 */
async function readInvoices(tx: Transaction, companyId: string, { asOf, branch }: AsOfQuery, condition: SQL) {
  const rows = await queryRows<InvoiceRow>(
    tx,
    sql`select id, number, contact_id as "contactId", date::text as date, due_date::text as "dueDate",
          currency_code as "currencyCode", total, home_total as "homeTotal", home_amount_paid as "homeAmountPaid",
          0 as "settledAfter"
        from documents
        where company_id = ${companyId} and kind = 'invoice' and date <= ${asOf}::date
          ${branch === undefined ? sql`` : sql`and branch_id = ${branch}`} and ${condition}`,
  );
  for (const row of rows) {
    row.total = Number(row.total);
    row.homeTotal = Number(row.homeTotal);
    row.homeAmountPaid = Number(row.homeAmountPaid);
  }
  return rows;
}

const approved = sql`status in ('unpaid', 'partly-paid', 'paid')`;

/** A settlement in the invoice's currency in the home currency, at the rate the invoice posted at. */
const inHomeCurrency = (amount: Kobo, invoice: { total: Kobo; homeTotal: Kobo }) =>
  invoice.total === invoice.homeTotal || invoice.total === 0
    ? amount
    : Math.round((amount * invoice.homeTotal) / invoice.total);

/** Payments (cash and tax withheld) and credit applied to invoices after the date, per invoice. */
async function settledAfter(tx: Transaction, companyId: string, asOf: string) {
  const later = await queryRows<{ document_id: string; amount: number }>(
    tx,
    sql`select document_id, sum(amount)::bigint as amount from (
          select allocation.document_id, allocation.cash + allocation.withholding_tax as amount
          from payment_allocations allocation
          join payments payment
            on payment.company_id = allocation.company_id and payment.id = allocation.payment_id
          where allocation.company_id = ${companyId} and payment.status = 'live' and payment.date > ${asOf}::date
          union all
          select application.document_id, application.amount from credit_applications application
          where application.company_id = ${companyId} and application.status = 'live'
            and application.date > ${asOf}::date
        ) settled group by document_id`,
  );
  return new Map(later.map((row) => [row.document_id, Number(row.amount)]));
}

/**
 * Receivables on a date split over invoices (owedOnDate), for the `balances` given: the invoices
 * open today, those that payments or credit dated after the date settled (`settledLater`, per
 * invoice), and for a customer whose balance then is still not explained, the invoices settled
 * since. Only `customers`' invoices when given (the aging's few that need it), else everyone's.
 */
async function splitOverInvoices(
  tx: Transaction,
  companyId: string,
  query: AsOfQuery,
  balances: ReadonlyMap<string | null, Kobo>,
  settledLater: ReadonlyMap<string, Kobo>,
  customers?: readonly string[],
) {
  const theirs = customers ? sql` and ${inIds(sql`contact_id`, customers)}` : sql``;
  const open = await readInvoices(tx, companyId, query, sql`status in ('unpaid', 'partly-paid')${theirs}`);
  const invoices = new Map(open.map((invoice) => [invoice.id, invoice]));
  const missing = [...settledLater.keys()].filter((id) => !invoices.has(id));
  if (missing.length > 0) {
    const rows = await readInvoices(tx, companyId, query, sql`${approved} and ${inIds(sql`id`, missing)}${theirs}`);
    for (const row of rows) invoices.set(row.id, row);
  }
  for (const [id, amount] of settledLater) {
    const invoice = invoices.get(id);
    if (invoice) invoice.settledAfter = inHomeCurrency(amount, invoice);
  }

  // Customers whose balance on the date is more than their invoices explain: settled some other way since.
  const explained = new Map<string, Kobo>();
  for (const invoice of invoices.values()) {
    const owed = invoice.homeTotal - invoice.homeAmountPaid + invoice.settledAfter;
    explained.set(invoice.contactId, (explained.get(invoice.contactId) ?? 0) + owed);
  }
  const unexplained = [...balances]
    .filter(([customer, balance]) => customer !== null && balance > (explained.get(customer) ?? 0))
    .map(([customer]) => customer as string);
  if (unexplained.length > 0) {
    const rows = await readInvoices(
      tx,
      companyId,
      query,
      sql`${approved} and home_amount_paid > 0 and ${inIds(sql`contact_id`, unexplained)}`,
    );
    for (const row of rows) if (!invoices.has(row.id)) invoices.set(row.id, row);
  }
  return owedOnDate(balances, [...invoices.values()]);
}

/** Every customer's receivables on a date, split over their invoices, with the customers' names. */
async function receivablesOnDate(tx: Transaction, context: Context, query: AsOfQuery) {
  const { companyId } = context;
  const receivables = await systemAccount(tx, companyId, 'receivables');
  const balances = await receivablesBalances(tx, companyId, receivables.id, query);
  const settledLater = await settledAfter(tx, companyId, query.asOf);
  const split = await splitOverInvoices(tx, companyId, query, balances, settledLater);
  const names = await contactNames(tx, companyId, [
    ...split.invoices.map((invoice) => invoice.contactId),
    ...split.notOnInvoice.keys(),
  ]);
  return { ...split, names };
}

/** The page of a paged report: rows offset to offset + limit of its name order. */
export interface PageQuery {
  offset: number;
  limit: number;
}

/** A customer's receivables on a date, and what their open invoices owe by aging column. */
interface AgingSummary extends Record<AgingBucket, Kobo> {
  customer: string | null;
  /** Their lines on the receivables account up to the date. */
  balance: Kobo;
  /** What their invoices open today owe, over the columns: with nothing settled after the date, what they owed then. */
  owed: Kobo;
}

const agingColumns = [...agingBuckets, 'total'] as const;

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

/** The columns of a customer whose open invoices explain their balance: theirs, and a shortfall on no invoice (current). */
const columnsOf = (row: AgingSummary): Record<AgingBucket | 'total', Kobo> => ({
  current: row.current + row.balance - row.owed,
  days1To30: row.days1To30,
  days31To60: row.days31To60,
  days61To90: row.days61To90,
  over90: row.over90,
  total: row.balance,
});

/** Adds invoices' owed amounts by column, and what is on no invoice as current. */
function addSplit(
  byCustomer: Map<string | null, Record<AgingBucket | 'total', Kobo>>,
  { invoices, notOnInvoice }: { invoices: OwedDocument[]; notOnInvoice: Map<string | null, Kobo> },
  asOf: string,
) {
  const add = (customer: string | null, bucket: AgingBucket, amount: Kobo) => {
    const amounts = byCustomer.get(customer) ?? emptyAging();
    amounts[bucket] += amount;
    amounts.total += amount;
    byCustomer.set(customer, amounts);
  };
  for (const invoice of invoices) add(invoice.contactId, agingBucket(daysOverdue(invoice, asOf)), invoice.owed);
  for (const [customer, amount] of notOnInvoice) add(customer, 'current', amount);
}

/** Customers in name order (their lower-cased names, as every list), the row of no one last. */
const byContactName = sql`sort_name nulls last, customer nulls last`;

interface AgingStatementRow extends AgingSummary {
  /** Every customer shown (split ones included), and the columns summed over those not split. */
  count: number;
  total_current: Kobo;
  total_days1To30: Kobo;
  total_days31To60: Kobo;
  total_days61To90: Kobo;
  total_over90: Kobo;
  total_total: Kobo;
  /** The customer's place in name order when on the page; null for a split customer elsewhere. */
  position: number | null;
  name: string | null;
  /**
   * Split invoice by invoice: an invoice settled after the date, or a balance above what open
   * invoices owe. Null on the one row a page past the end answers (the totals alone).
   */
  split: boolean | null;
}

/**
 * What open invoices owe summed per aging column, as agingBucket reads them: each column's days
 * past due are turned into a range of due dates here, so an invoice is compared by its due date
 * alone (which documents_open_contact_idx holds).
 */
function agingSums(asOf: string): SQL {
  let later: string | undefined;
  const sums = bucketEnds.map(([bucket, end]) => {
    const first = addDays(asOf, -end);
    const range =
      later === undefined ? sql`due >= ${first}::date` : sql`due >= ${first}::date and due < ${later}::date`;
    later = first;
    return sql`coalesce(sum(owed) filter (where ${range}), 0)::bigint as ${sql.identifier(bucket)}`;
  });
  sums.push(sql`coalesce(sum(owed) filter (where due < ${later}::date), 0)::bigint as "over90"`);
  return sql.join(sums, sql`, `);
}

/**
 * One statement: each customer's receivables on the date (contactBalancesAsOf: the totals kept per
 * contact, less later lines), beside what their invoices open today owe per column (summed in
 * PostgreSQL by bucketEnds, as agingBucket reads them). Answers the page's customers in name order,
 * every customer to split (`laterCustomers`, or a balance above what their open invoices owe), how
 * many are shown and the columns summed over the rest, so the app never holds 10,000 rows.
 */
async function agingStatement(
  tx: Transaction,
  companyId: string,
  receivablesId: string,
  { asOf, branch }: AsOfQuery,
  laterCustomers: readonly string[],
  page: PageQuery,
  /** Split customers whose columns all came to nothing: left out, so the page's places are the rows'. */
  hidden: readonly string[] = [],
) {
  const sums = agingSums(asOf);
  const columns = agingBuckets.map((bucket) => sql.raw(`coalesce(open."${bucket}", 0)::bigint as "${bucket}"`));
  const shownColumns = sql.raw(
    `balance <> 0 or "current" <> owed or ${agingBuckets
      .filter((bucket) => bucket !== 'current')
      .map((bucket) => `"${bucket}" <> 0`)
      .join(' or ')}`,
  );
  const totalSums = sql.raw(
    [
      `coalesce(sum("current" + balance - owed) filter (where not split), 0)::bigint as total_current`,
      ...agingBuckets
        .filter((bucket) => bucket !== 'current')
        .map((bucket) => `coalesce(sum("${bucket}") filter (where not split), 0)::bigint as "total_${bucket}"`),
      `coalesce(sum(balance) filter (where not split), 0)::bigint as total_total`,
    ].join(', '),
  );
  const later =
    laterCustomers.length === 0
      ? sql``
      : sql`full join unnest(string_to_array(${laterCustomers.join(',')}, ',')::uuid[]) later(customer)
          on later.customer = coalesce(line.customer, open.customer)`;
  const laterCustomer = laterCustomers.length === 0 ? sql`` : sql`, later.customer`;
  const isLater =
    laterCustomers.length === 0
      ? sql`false`
      : sql`customer = any(string_to_array(${laterCustomers.join(',')}, ',')::uuid[])`;
  const rows = await queryRows<AgingStatementRow>(
    tx,
    sql`with summary as (
          select coalesce(line.customer, open.customer${laterCustomer}) as customer,
            coalesce(line.balance, 0)::bigint as balance, ${sql.join(columns, sql`, `)},
            coalesce(open.owed, 0)::bigint as owed
          from (
            select contact_id as customer, balance from (${contactBalancesAsOf(companyId, receivablesId, asOf, branch)}) kept
          ) line
          full join (
            select contact_id as customer, ${sums}, sum(owed)::bigint as owed
            from (
              select contact_id, home_total - least(greatest(home_amount_paid, 0), home_total) as owed,
                coalesce(due_date, date) as due
              from documents
              where company_id = ${companyId} and kind = 'invoice' and status in ('unpaid', 'partly-paid')
                and date <= ${asOf}::date ${branch === undefined ? sql`` : sql`and branch_id = ${branch}`}
            ) invoice
            group by contact_id
          ) open on open.customer = line.customer
          ${later}
        ),
        shown as materialized (
          select summary.*, summary.customer is not null and (balance > owed or ${isLater}) as split,
            contact.display_name as name, contact.sort_name
          from summary
          left join contacts contact on contact.company_id = ${companyId} and contact.id = summary.customer
          where (summary.customer is not null and (balance > owed or ${isLater}) or ${shownColumns})
            ${hidden.length === 0 ? sql`` : sql`and not (summary.customer is not null and ${inIds(sql`summary.customer`, hidden)})`}
        ),
        page as (select * from shown order by ${byContactName} offset ${page.offset} limit ${page.limit}),
        totals as (select count(*)::integer as count, ${totalSums} from shown)
        select totals.*, listed.*
        from totals
        left join lateral (
          select page.*, ${page.offset}::bigint + row_number() over (order by ${byContactName}) as position from page
          union all
          select shown.*, null from shown
          where split and not exists (select 1 from page where page.customer = shown.customer)
        ) listed on true
        order by listed.position`,
  );
  const number = (value: unknown) => Number(value ?? 0);
  const first = rows[0];
  const totals: Record<AgingBucket | 'total', Kobo> = {
    current: number(first?.total_current),
    days1To30: number(first?.total_days1To30),
    days31To60: number(first?.total_days31To60),
    days61To90: number(first?.total_days61To90),
    over90: number(first?.total_over90),
    total: number(first?.total_total),
  };
  const customers = rows
    .filter((row) => row.split !== null)
    .map((row) => ({
      customer: row.customer,
      name: row.name,
      split: row.split === true,
      onPage: row.position !== null,
      balance: number(row.balance),
      current: number(row.current),
      days1To30: number(row.days1To30),
      days31To60: number(row.days31To60),
      days61To90: number(row.days61To90),
      over90: number(row.over90),
      owed: number(row.owed),
    }));
  return { count: number(first?.count), totals, customers };
}

/**
 * What each customer owes on a date by how long it is past due: current, 1-30, 31-60, 61-90, over
 * 90 days; a page of customers in name order, the totals over every one. Most customers' balance is
 * what their open invoices owe, or less (the rest, a shortfall, is on no invoice, current): their
 * columns are summed and paged in PostgreSQL. Those with an invoice settled after the date, or a
 * balance more than their open invoices explain, are split invoice by invoice (owedOnDate), exactly
 * as the open invoices report splits them: all of them, as the totals need their columns (few as
 * of today), the page's shown from the split. A split customer whose columns all come to nothing
 * is left out of the name order (the page is read again without them), so the pages read one by
 * one give the rows of one big page.
 */
export async function customerAging(
  tx: Transaction,
  context: Context,
  query: AsOfQuery & PageQuery,
): Promise<{ report: Aging; total: number }> {
  const branch = await checkedBranch(tx, context, query.branch);
  const { companyId } = context;
  const { asOf } = query;
  const filter = { asOf, branch };
  const receivables = await systemAccount(tx, companyId, 'receivables');
  const settledLater = await settledAfter(tx, companyId, asOf);
  const later =
    settledLater.size === 0
      ? []
      : await readInvoices(tx, companyId, filter, sql`${approved} and ${inIds(sql`id`, [...settledLater.keys()])}`);
  const laterCustomers = [...new Set(later.map((invoice) => invoice.contactId))];
  let statement = await agingStatement(tx, companyId, receivables.id, filter, laterCustomers, query);
  const { totals } = statement;

  const toSplit = statement.customers.filter((row) => row.split);
  const splitColumns = new Map<string | null, Record<AgingBucket | 'total', Kobo>>();
  if (toSplit.length > 0) {
    const balances = new Map(toSplit.map((row) => [row.customer, row.balance]));
    const owed = await splitOverInvoices(
      tx,
      companyId,
      filter,
      balances,
      settledLater,
      toSplit.map((row) => row.customer as string),
    );
    addSplit(splitColumns, owed, asOf);
    for (const row of toSplit) {
      const amounts = splitColumns.get(row.customer) ?? emptyAging();
      for (const column of agingColumns) totals[column] += amounts[column];
      if (agingColumns.every((column) => amounts[column] === 0)) splitColumns.delete(row.customer);
      else splitColumns.set(row.customer, amounts);
    }
    // Rare (nothing left of a customer once split): read the page again without them, so the page's
    // places and the count are the rows shown.
    const hidden = toSplit.filter((row) => !splitColumns.has(row.customer)).map((row) => row.customer as string);
    if (hidden.length > 0) {
      statement = await agingStatement(tx, companyId, receivables.id, filter, laterCustomers, query, hidden);
    }
  }
  const rows = statement.customers
    .filter((row) => row.onPage)
    .map((row) => {
      const amounts = row.split ? (splitColumns.get(row.customer) ?? emptyAging()) : columnsOf(row);
      const customer = row.customer === null ? null : { _id: row.customer, name: row.name ?? '' };
      // Object.assign, not a spread: spreading 10,000 rows took several milliseconds.
      return Object.assign({ customer }, agingInNaira(amounts));
    });
  return { report: { asOf, branch: branch ?? null, rows, totals: agingInNaira(totals) }, total: statement.count };
}

/**
 * Each customer's invoiced, received, balance, credit and net on a date, from the ledger (joined to
 * the entries: invoiced and received would count a cancelled pair twice otherwise); a page of
 * customers in name order, the totals over every one, summed in PostgreSQL.
 */
export async function customerBalances(
  tx: Transaction,
  context: Context,
  query: AsOfQuery & PageQuery,
): Promise<{ report: CustomerBalances; total: number }> {
  const branch = await checkedBranch(tx, context, query.branch);
  const { companyId } = context;
  const [receivables, deposits] = await Promise.all([
    systemAccount(tx, companyId, 'receivables'),
    systemAccount(tx, companyId, 'customer-deposits'),
  ]);
  const rows = await queryRows<{
    count: number;
    total_invoiced: Kobo;
    total_received: Kobo;
    total_credit: Kobo;
    customer: string | null;
    name: string | null;
    /** Null on the one row a page past the end answers (the totals alone). */
    listed: boolean | null;
    invoiced: Kobo;
    received: Kobo;
    credit: Kobo;
  }>(
    tx,
    sql`with summary as materialized (
          select line.contact_id as customer,
            coalesce(sum(line.debit) filter (where line.account_id = ${receivables.id}), 0)::bigint as invoiced,
            coalesce(sum(line.credit) filter (where line.account_id = ${receivables.id}), 0)::bigint as received,
            coalesce(sum(line.credit - line.debit) filter (where line.account_id = ${deposits.id}), 0)::bigint as credit
          from journal_lines line
          join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
          where line.company_id = ${companyId} and line.account_id in (${receivables.id}::uuid, ${deposits.id}::uuid)
            and line.date <= ${query.asOf}::date ${branch ? sql`and line.branch_id = ${branch}` : sql``}
            and not ${inCancelledPair(sql`entry`)}
          group by line.contact_id
        ),
        shown as materialized (
          select summary.*, contact.display_name as name, contact.sort_name
          from summary
          left join contacts contact on contact.company_id = ${companyId} and contact.id = summary.customer
          where invoiced <> 0 or received <> 0 or credit <> 0
        ),
        totals as (
          select count(*)::integer as count, coalesce(sum(invoiced), 0)::bigint as total_invoiced,
            coalesce(sum(received), 0)::bigint as total_received, coalesce(sum(credit), 0)::bigint as total_credit
          from shown
        )
        select totals.*, page.*
        from totals
        left join lateral (
          select *, true as listed from shown order by ${byContactName} offset ${query.offset} limit ${query.limit}
        ) page on true
        order by ${byContactName}`,
  );
  const inNaira = (invoiced: Kobo, received: Kobo, credit: Kobo) => ({
    invoiced: toNaira(invoiced),
    received: toNaira(received),
    balance: toNaira(invoiced - received),
    credit: toNaira(credit),
    net: toNaira(invoiced - received - credit),
  });
  const first = rows[0];
  const totals = inNaira(
    Number(first?.total_invoiced ?? 0),
    Number(first?.total_received ?? 0),
    Number(first?.total_credit ?? 0),
  );
  const page = rows
    .filter((row) => row.listed !== null)
    .map((row) => ({
      customer: row.customer === null ? null : { _id: row.customer, name: row.name ?? '' },
      ...inNaira(Number(row.invoiced), Number(row.received), Number(row.credit)),
    }));
  return {
    report: { asOf: query.asOf, branch: branch ?? null, rows: page, totals },
    total: Number(first?.count ?? 0),
  };
}

/** The status an open invoice has on the report's date. */
function statusOnDate(invoice: OwedDocument, asOf: string): (typeof openInvoiceStatuses)[number] {
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
      customer: referenceOf(names, invoice.contactId),
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

const salesGroupColumns = { customer: sql.raw('doc.contact_id'), employee: sql.raw('doc.employee_id') };

/**
 * Approved invoices and sales receipts (not void) dated in a period, per customer or employee,
 * less the credit notes (not void) dated in it: how many invoices and receipts, and the net
 * home-currency total, tax (their entries' tax lines, credits less debits: a credit note's come
 * out negative) and total less tax (revenue less discounts). A document's live entry is the one it
 * names, so an edited document counts once, as it now stands.
 */
async function salesBy(tx: Transaction, context: Context, group: keyof typeof salesGroupColumns, query: PeriodQuery) {
  const { from, to, branch } = await statementPeriod(tx, context, query);
  const column = salesGroupColumns[group];
  const rows = await queryRows<{ party_id: string | null; documents: number; total: number; tax: number }>(
    tx,
    sql`select ${column} as party_id, count(*) filter (where doc.kind <> 'credit-note')::integer as documents,
          sum(case when doc.kind = 'credit-note' then -doc.home_total else doc.home_total end)::bigint as total,
          coalesce(sum(tax.amount), 0)::bigint as tax
        from documents doc
        left join lateral (
          select sum(line.credit - line.debit) as amount from journal_lines line
          where line.company_id = doc.company_id and line.entry_id = doc.entry_id and line.tax_id is not null
        ) tax on true
        where doc.company_id = ${context.companyId}
          and (doc.kind in ('invoice', 'sales-receipt') and doc.status in ('unpaid', 'partly-paid', 'paid')
            or doc.kind = 'credit-note' and doc.status in ('open', 'applied'))
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
