import {
  type CustomerBalances,
  daysOverdue,
  dueDateOf,
  invoiceStatusLabels,
  type Kobo,
  type OwedDocument,
  type openInvoiceStatuses,
  type Receivables,
  type SalesByCustomer,
  type SalesByEmployee,
  toNaira,
} from '@owo/core';
import type { Transaction } from '@owo/db';
import { sql } from 'drizzle-orm';
import { contactTurnoverAsOf, inCancelledPair } from '../../ledger/balances.ts';
import { queryRows } from '../../ledger/database.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { statementPeriod } from '../reports/index.ts';
import {
  type AsOfQuery,
  byContactName,
  byName,
  type Context,
  checkedBranch,
  contactNames,
  employeeNames,
  type PageQuery,
  type PeriodQuery,
  receivablesOnDate,
  referenceOf,
  sideOf,
} from './receivables.read.ts';

/**
 * Each customer's invoiced, received, balance, credit and net on a date, from the ledger (a
 * cancelled pair left out: invoiced and received would count it twice otherwise): the company's
 * from the totals kept per contact (contactTurnoverAsOf), a branch's from its lines; a page of
 * customers in name order, the totals over every one, summed in PostgreSQL.
 */
export async function customerBalances(
  tx: Transaction,
  context: Context,
  query: AsOfQuery & PageQuery,
): Promise<{ report: CustomerBalances; total: number }> {
  const branch = await checkedBranch(tx, context, query.branch);
  const { companyId } = context;
  const side = sideOf(query);
  const [receivables, deposits] = await Promise.all([
    systemAccount(tx, companyId, side.account),
    // Payables: vendors hold no credit of ours but their advances, which are on payables itself.
    systemAccount(tx, companyId, side.account === 'receivables' ? 'customer-deposits' : 'payables'),
  ]);
  const charged = side.sign === 1 ? sql`line.debit` : sql`line.credit`;
  const settled = side.sign === 1 ? sql`line.credit` : sql`line.debit`;
  const credit = side.sign === 1 ? sql`line.credit - line.debit` : sql`0`;
  const accountIds = [receivables.id, deposits.id];
  // The company's from the totals kept per contact; a branch's from its own lines.
  const lines = branch
    ? sql`(select line.account_id, line.contact_id, line.debit, line.credit
          from journal_lines line
          join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
          where line.company_id = ${companyId} and line.account_id in (${receivables.id}::uuid, ${deposits.id}::uuid)
            and line.date <= ${query.asOf}::date and line.branch_id = ${branch}
            and not ${inCancelledPair(sql`entry`)})`
    : sql`(${contactTurnoverAsOf(companyId, accountIds, query.asOf)})`;
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
            coalesce(sum(${charged}) filter (where line.account_id = ${receivables.id}), 0)::bigint as invoiced,
            coalesce(sum(${settled}) filter (where line.account_id = ${receivables.id}), 0)::bigint as received,
            coalesce(sum(${credit}) filter (where line.account_id = ${deposits.id}), 0)::bigint as credit
          from ${lines} line
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
  const { invoices, notOnInvoice, names } = await receivablesOnDate(tx, context, { asOf, branch, side: query.side });
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
  const names = await (group === 'employee' ? employeeNames : contactNames)(
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
