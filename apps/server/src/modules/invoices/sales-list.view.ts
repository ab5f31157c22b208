import {
  type DatePreset,
  dueLabel,
  type InvoiceListStatus,
  invoiceListStatuses,
  isDatePreset,
  presetRange,
  todayInLagos,
  toNaira,
} from '@owo/core';
import { branches, contacts, documents, type Executor, type SalesDocumentKind } from '@owo/db';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid } from '../../errors.ts';
import { keptTotal, readPage } from '../../http/long-list.ts';
import { inPageOrder, type ListQuery } from '../../http/query.ts';

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

/*
 * The lists of invoices, estimates and sales receipts (issue 14), with the spec's filters (status,
 * branch, period presets and a custom range, customer). Amounts are naira of the document's
 * currency. 'Overdue' is worked out here: an unpaid or partly paid invoice whose due date has
 * passed (Lagos day). One document with all it holds reads in sales.view.ts.
 */

export const reference = z.object({ _id: z.string(), name: z.string() });
export const money = z.number();

const listItemSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  number: z.string(),
  invoiceNumber: z.string().optional(),
  estimateNumber: z.string().optional(),
  receiptNo: z.string().optional(),
  status: z.string(),
  customer: reference,
  branch: reference,
  date: z.string(),
  dueDate: z.string().nullable(),
  currency: z.object({ name: z.string(), rate: z.number() }),
  total: money,
  amountPaid: money,
  amountDue: money,
  dueLabel: z.object({ label: z.string(), type: z.number() }).nullable(),
});
export type SalesListItem = z.infer<typeof listItemSchema>;
export const salesListItemSchema = listItemSchema;

export const customer = aliasedTable(contacts, 'customer');

export const listColumns = {
  id: documents.id,
  // The lists read one sales kind at a time.
  kind: sql<SalesDocumentKind>`${documents.kind}`,
  number: documents.number,
  status: documents.status,
  customerId: documents.contactId,
  customerName: customer.displayName,
  branchId: documents.branchId,
  branchName: branches.name,
  date: documents.date,
  dueDate: documents.dueDate,
  currencyCode: documents.currencyCode,
  exchangeRate: documents.exchangeRate,
  total: documents.total,
  amountPaid: documents.amountPaid,
  amountDue: documents.amountDue,
};

interface ListRow {
  id: string;
  kind: SalesDocumentKind;
  number: string;
  status: string;
  customerId: string;
  customerName: string;
  branchId: string;
  branchName: string;
  date: string;
  dueDate: string | null;
  currencyCode: string;
  exchangeRate: string;
  total: number;
  amountPaid: number;
  amountDue: number;
}

const numberKey = {
  invoice: 'invoiceNumber',
  estimate: 'estimateNumber',
  'sales-receipt': 'receiptNo',
  'credit-note': 'number',
} as const;

/** The status a reader sees: 'overdue' for an open invoice past its due date. */
export function shownStatus(row: Pick<ListRow, 'kind' | 'status' | 'dueDate'>, today: string): string {
  const open = row.kind === 'invoice' && (row.status === 'unpaid' || row.status === 'partly-paid');
  return open && row.dueDate !== null && row.dueDate < today ? 'overdue' : row.status;
}

export function listItem(row: ListRow, today: string): SalesListItem {
  const open = row.kind === 'invoice' && (row.status === 'unpaid' || row.status === 'partly-paid');
  return {
    _id: row.id,
    kind: row.kind,
    number: row.number,
    [numberKey[row.kind]]: row.number,
    status: shownStatus(row, today),
    customer: { _id: row.customerId, name: row.customerName },
    branch: { _id: row.branchId, name: row.branchName },
    date: row.date,
    dueDate: row.dueDate,
    currency: { name: row.currencyCode, rate: Number(row.exchangeRate) },
    total: toNaira(row.total),
    amountPaid: toNaira(row.amountPaid),
    amountDue: toNaira(row.amountDue),
    dueLabel: open && row.dueDate ? dueLabel(row.dueDate, today) : null,
  };
}

function dateRange(query: ListQuery, today: string): { from?: string; to?: string } {
  const period = query.where.period?.toLowerCase();
  if (period) {
    if (!isDatePreset(period)) throw new Invalid('Period is not valid.', { 'where.period': 'Period is not valid.' });
    return presetRange(period as DatePreset, today);
  }
  return { from: query.range.startDate, to: query.range.endDate };
}

function statusFilter(kind: SalesDocumentKind, status: string | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  const wanted = status.toLowerCase().replace(/_/g, '-');
  if (kind === 'invoice' && !(invoiceListStatuses as readonly string[]).includes(wanted)) {
    throw new Invalid('Status is not valid.', { 'where.status': 'Status is not valid.' });
  }
  if (wanted === 'overdue') {
    return and(inArray(documents.status, ['unpaid', 'partly-paid']), lt(documents.dueDate, today));
  }
  if (wanted === 'unpaid' || wanted === 'partly-paid') {
    // What the list shows as overdue is not also listed as unpaid.
    return and(
      eq(documents.status, wanted as InvoiceListStatus & ('unpaid' | 'partly-paid')),
      sql`${documents.dueDate} >= ${today}`,
    );
  }
  return eq(documents.status, wanted as typeof documents.$inferSelect.status);
}

/** The list's filters but the search: what a page's ids and its total are read with. */
function documentsFilter(context: Scoped, kind: SalesDocumentKind, query: ListQuery, today: string) {
  const { from, to } = dateRange(query, today);
  return and(
    eq(documents.companyId, context.companyId),
    eq(documents.kind, kind),
    branchOnly(context, documents.branchId),
    statusFilter(kind, query.where.status, today),
    query.where.branch ? eq(documents.branchId, query.where.branch) : undefined,
    query.where.customer ? eq(documents.contactId, query.where.customer) : undefined,
    // The credit notes of one invoice: a note's source document is the invoice it credits.
    kind === 'credit-note' && query.where.invoice ? eq(documents.sourceDocumentId, query.where.invoice) : undefined,
    from ? gte(documents.date, from) : undefined,
    to ? lte(documents.date, to) : undefined,
  );
}

/** The search: the number, or the customer's name (the query joins the customer). */
const searchFilter = (search: string) =>
  sql`(${documents.number} ilike ${`%${search}%`} or ${customer.sortName} like ${`%${search.toLowerCase()}%`})`;

/** Statuses shown as they are stored; 'unpaid' and 'partly-paid' leave out the overdue ones. */
const splitByDueDate = ['unpaid', 'partly-paid', 'overdue'];

/**
 * The stored statuses whose kept totals (list_counts) are the list's total, or null when its rows
 * must be counted: another filter, a member limited to a branch, or a status split by due date.
 */
function keptStatuses(context: Scoped, query: ListQuery): { statuses?: string[] } | null {
  const { status, branch, customer: customerId, invoice, period } = query.where;
  const filtered = branch || customerId || invoice || period || query.range.startDate || query.range.endDate;
  if (context.branchScope !== null || filtered) return null;
  if (!status) return {};
  const wanted = status.toLowerCase().replace(/_/g, '-');
  return splitByDueDate.includes(wanted) ? null : { statuses: [wanted] };
}

async function documentsTotal(
  executor: Executor,
  context: Scoped,
  kind: SalesDocumentKind,
  query: ListQuery,
  where: SQL | undefined,
) {
  const kept = keptStatuses(context, query);
  if (kept) return keptTotal(executor, context.companyId, kind, kept.statuses);
  const [row] = await executor.select({ value: count() }).from(documents).where(where);
  return row?.value ?? 0;
}

/**
 * A page's ids read from the index that keeps the filter's rows in list order (newest first), the
 * far half backwards (readPage), and the total kept or counted apart: counting every matching row
 * with the page (count(*) over ()) read all 100,000 invoices for any page (bench/sales).
 */
async function listedPage(
  executor: Executor,
  context: Scoped,
  kind: SalesDocumentKind,
  query: ListQuery,
  where: SQL | undefined,
) {
  const total = await documentsTotal(executor, context, kind, query, where);
  const ids = await readPage(query, total, (direction, limit, offset) => {
    // readPage reads forwards with asc: for this list, newest first.
    const order = direction === asc ? desc : asc;
    return executor
      .select({ id: documents.id })
      .from(documents)
      .where(where)
      .orderBy(order(documents.date), order(documents.id))
      .limit(limit)
      .offset(offset);
  });
  return { ids: ids.map((row) => row.id), total };
}

/** A search's page and total in one statement: its matches are few, and counting apart would search twice. */
async function searchedPage(executor: Executor, query: ListQuery, where: SQL | undefined) {
  const matching = () =>
    executor
      .select({ id: documents.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(documents)
      .innerJoin(customer, and(eq(customer.companyId, documents.companyId), eq(customer.id, documents.contactId)))
      .where(where);
  const rows = await matching()
    .orderBy(desc(documents.date), desc(documents.id))
    .limit(query.limit)
    .offset(query.offset);
  if (rows[0] || query.offset === 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  // Past the last page: the total alone.
  const [first] = await matching().limit(1);
  return { ids: [], total: first?.total ?? 0 };
}

/** The list's columns of the documents given, with their customer's and branch's names. */
async function listRows(executor: Executor, companyId: string, ids: readonly string[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select(listColumns)
    .from(documents)
    .innerJoin(customer, and(eq(customer.companyId, documents.companyId), eq(customer.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(and(eq(documents.companyId, companyId), inArray(documents.id, [...ids])));
  return inPageOrder(ids, rows, (row) => row.id);
}

/** A page of documents of a kind, newest first, with the total matching. */
export async function listSalesDocuments(
  executor: Executor,
  context: Scoped,
  kind: SalesDocumentKind,
  query: ListQuery,
  today = todayInLagos(),
) {
  const filter = documentsFilter(context, kind, query, today);
  const search = query.where.search;
  const { ids, total } = search
    ? await searchedPage(executor, query, and(filter, searchFilter(search)))
    : await listedPage(executor, context, kind, query, filter);
  const rows = await listRows(executor, context.companyId, ids);
  return { rows: rows.map((row) => listItem(row, today)), total };
}

/** A customer's invoices that can still be paid (spec: customer invoices for payment), oldest first. */
export async function openInvoicesOf(executor: Executor, context: Scoped, customerId: string, query: ListQuery) {
  const today = todayInLagos();
  const rows = await executor
    .select({ ...listColumns, total_count: sql<number>`count(*) over()`.mapWith(Number) })
    .from(documents)
    .innerJoin(customer, and(eq(customer.companyId, documents.companyId), eq(customer.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.kind, 'invoice'),
        eq(documents.contactId, customerId),
        inArray(documents.status, ['unpaid', 'partly-paid']),
        branchOnly(context, documents.branchId),
      ),
    )
    .orderBy(asc(documents.dueDate), asc(documents.date), asc(documents.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows: rows.map((row) => listItem(row, today)), total: rows[0]?.total_count ?? 0 };
}
