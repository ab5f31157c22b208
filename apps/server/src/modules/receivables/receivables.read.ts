import { byCodeUnits, type Kobo, type OpenDocumentFigures, owedOnDate } from '@owo/core';
import type { Transaction } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';
import { reportBranch } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { contactBalancesAsOf } from '../../ledger/balances.ts';
import { queryRows } from '../../ledger/database.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { getBranch } from '../branches/index.ts';

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

export type Context = Pick<RequestContext, 'companyId' | 'branchScope'>;

/**
 * Which way a report reads the ledger (issue 27, payables): what customers owe the company on the
 * receivables account, explained by their invoices, or what the company owes vendors on the
 * payables account, explained by their bills. The kind is written into the SQL as it is (never a
 * parameter), so PostgreSQL can use the partial index of open bills or invoices.
 */
export interface LedgerSide {
  account: 'receivables' | 'payables';
  documentKind: 'invoice' | 'bill';
  /** 1: a balance is debits less credits (owed to the company); -1: credits less debits (owed by it). */
  sign: 1 | -1;
}

export const receivablesSide: LedgerSide = { account: 'receivables', documentKind: 'invoice', sign: 1 };
export const payablesSide: LedgerSide = { account: 'payables', documentKind: 'bill', sign: -1 };

export interface AsOfQuery {
  asOf: string;
  branch?: string | undefined;
  /** Default: receivables. */
  side?: LedgerSide | undefined;
}

export const sideOf = (query: Pick<AsOfQuery, 'side'>) => query.side ?? receivablesSide;

/** The side's document kind as an SQL literal (a fixed word, never user input). */
export const kindLiteral = (side: LedgerSide) => sql.raw(`'${side.documentKind}'`);

export interface PeriodQuery {
  from?: string | undefined;
  to: string;
  branch?: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The branch a report reads, checked to be the company's (another's answers 404, as any report). */
export async function checkedBranch(tx: Transaction, context: Context, asked: string | undefined) {
  const branch = reportBranch(context, asked);
  if (branch) await getBranch(tx, context, { id: branch });
  return branch;
}

/** Each customer's receivables on a date (null: lines naming none), from the totals kept per contact. */
export async function receivablesBalances(tx: Transaction, companyId: string, receivablesId: string, query: AsOfQuery) {
  const rows = await queryRows<{ contact_id: string | null; balance: number }>(
    tx,
    contactBalancesAsOf(companyId, receivablesId, query.asOf, query.branch),
  );
  const { sign } = sideOf(query);
  return new Map(rows.map((row) => [row.contact_id, sign * Number(row.balance)]));
}

/**
 * `column = any(ids)` with the ids as one parameter: a list of 10,000 parameters (one per customer
 * of the aging report) took Drizzle longer to build than PostgreSQL to answer.
 */
export function inIds(column: SQL, ids: readonly string[]): SQL {
  return sql`${column} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`;
}

/** Names of contacts (customers, vendors) by id, in name order (so sorting them after is quick). */
export const contactNames = (tx: Transaction, companyId: string, ids: Iterable<string | null>) =>
  namesOf(tx, sql`select id, display_name as name from contacts`, sql`sort_name`, companyId, ids);

/** Names of the staff (a sale's employee) by id, in name order. */
export const employeeNames = (tx: Transaction, companyId: string, ids: Iterable<string | null>) =>
  namesOf(tx, sql`select id, display_name as name from employees`, sql`lower(display_name)`, companyId, ids);

async function namesOf(tx: Transaction, select: SQL, order: SQL, companyId: string, ids: Iterable<string | null>) {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`${select} where company_id = ${companyId} and ${inIds(sql`id`, wanted)} order by ${order}, id`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

export const referenceOf = (names: ReadonlyMap<string, string>, id: string) => ({ _id: id, name: names.get(id) ?? '' });

/**
 * One collator for every comparison: localeCompare with options builds a new one each time, which
 * took 811 ms to sort 10,000 customers where this takes 15 (bench/sales).
 */
export const nameOrder = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Rows by name, the row of no one last. Put in plain order of their lower-cased names first, which
 * is nearly the collator's: the collator then has little left to move (10,000 names: 2 ms, not 15).
 */
export function byName<Row>(rows: Row[], nameOf: (row: Row) => string | null): Row[] {
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

export interface InvoiceRow extends OpenDocumentFigures {
  /** In the invoice's currency. */
  total: Kobo;
}

/**
 * Approved invoices of the report (dated up to the date, of its branch) that meet `condition`, with
 * nothing settled after the date yet. Read as plain rows: mapping 20,000 open invoices through
 * Drizzle's select took longer than reading them (bench/sales).
 */
export async function readInvoices(tx: Transaction, companyId: string, query: AsOfQuery, condition: SQL) {
  const { asOf, branch } = query;
  const rows = await queryRows<InvoiceRow>(
    tx,
    sql`select id, number, contact_id as "contactId", date::text as date, due_date::text as "dueDate",
          currency_code as "currencyCode", total, home_total as "homeTotal", home_amount_paid as "homeAmountPaid",
          0 as "settledAfter"
        from documents
        where company_id = ${companyId} and kind = ${kindLiteral(sideOf(query))} and date <= ${asOf}::date
          ${branch === undefined ? sql`` : sql`and branch_id = ${branch}`} and ${condition}`,
  );
  for (const row of rows) {
    row.total = Number(row.total);
    row.homeTotal = Number(row.homeTotal);
    row.homeAmountPaid = Number(row.homeAmountPaid);
  }
  return rows;
}

export const approved = sql`status in ('unpaid', 'partly-paid', 'paid')`;

/** A settlement in the invoice's currency in the home currency, at the rate the invoice posted at. */
export const inHomeCurrency = (amount: Kobo, invoice: { total: Kobo; homeTotal: Kobo }) =>
  invoice.total === invoice.homeTotal || invoice.total === 0
    ? amount
    : Math.round((amount * invoice.homeTotal) / invoice.total);

/** Payments (cash and tax withheld) and credit applied to invoices after the date, per invoice. */
export async function settledAfter(tx: Transaction, companyId: string, asOf: string) {
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
export async function splitOverInvoices(
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
export async function receivablesOnDate(tx: Transaction, context: Context, query: AsOfQuery) {
  const { companyId } = context;
  const account = await systemAccount(tx, companyId, sideOf(query).account);
  const balances = await receivablesBalances(tx, companyId, account.id, query);
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

/** Customers in name order (their lower-cased names, as every list), the row of no one last. */
export const byContactName = sql`sort_name nulls last, customer nulls last`;
