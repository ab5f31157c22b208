import {
  type BillListItem,
  type DatePreset,
  dueLabel,
  isDatePreset,
  presetRange,
  todayInLagos,
  toNaira,
} from '@owo/core';
import { branches, contacts, documents, type Executor } from '@owo/db';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid } from '../../errors.ts';
import { keptTotal, readPage } from '../../http/long-list.ts';
import { inPageOrder, type ListQuery } from '../../http/query.ts';

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

/*
 * The bill list with the spec's filters (status, branch, vendor, period presets or a custom range,
 * a search) and a vendor's bills that can be paid (oldest due first). Amounts are naira of the
 * bill's currency; 'overdue' is an unpaid or partly paid bill past its due date (Lagos day).
 *
 * As the invoice list reads (sales-list.view.ts, bench/sales): a page's ids from the index that
 * keeps the filter's rows in list order, the far half backwards (readPage), then the page's rows
 * with their vendor and branch; the total kept (list_counts) when the filter allows, else counted
 * apart. Counting with the page (count(*) over ()) read every bill for any page (bench/buying).
 */

export const vendor = aliasedTable(contacts, 'vendor');

export const listColumns = {
  id: documents.id,
  number: documents.number,
  reference: documents.reference,
  status: documents.status,
  vendorId: documents.contactId,
  vendorName: vendor.displayName,
  branchId: documents.branchId,
  branchName: branches.name,
  date: documents.date,
  dueDate: documents.dueDate,
  currencyCode: documents.currencyCode,
  exchangeRate: documents.exchangeRate,
  total: documents.total,
  amountPaid: documents.amountPaid,
  amountDue: documents.amountDue,
  withholdingTotal: documents.withholdingTotal,
};

interface ListRow {
  id: string;
  number: string;
  reference: string;
  status: string;
  vendorId: string;
  vendorName: string;
  branchId: string;
  branchName: string;
  date: string;
  dueDate: string | null;
  currencyCode: string;
  exchangeRate: string;
  total: number;
  amountPaid: number;
  amountDue: number;
  withholdingTotal: number;
}

const isOpen = (status: string) => status === 'unpaid' || status === 'partly-paid';

export function listItem(row: ListRow, today: string): BillListItem {
  const overdue = isOpen(row.status) && row.dueDate !== null && row.dueDate < today;
  const label = isOpen(row.status) && row.dueDate ? dueLabel(row.dueDate, today) : null;
  return {
    _id: row.id,
    number: row.number,
    billNo: row.reference,
    status: overdue ? 'overdue' : (row.status as BillListItem['status']),
    vendor: { _id: row.vendorId, name: row.vendorName },
    branch: { _id: row.branchId, name: row.branchName },
    issueDate: row.date,
    dueDate: row.dueDate ?? row.date,
    currency: { name: row.currencyCode, rate: Number(row.exchangeRate) },
    total: toNaira(row.total),
    amountPaid: toNaira(row.amountPaid),
    amountDue: toNaira(row.amountDue),
    withholdingTotal: toNaira(row.withholdingTotal),
    dueLabel: label ? { label: label.label, type: label.type } : null,
  };
}

const statusMessage = 'Status is not valid.';
const listStatuses = ['draft', 'awaiting-approval', 'unpaid', 'partly-paid', 'paid', 'overdue', 'void'];
/** Statuses split by due date on the day read: their rows are counted, not kept. */
const splitByDueDate = ['unpaid', 'partly-paid', 'overdue'];

const wanted = (status: string) => status.toLowerCase().replace(/_/g, '-');

function statusFilter(status: string | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  const asked = wanted(status);
  if (!listStatuses.includes(asked)) throw new Invalid(statusMessage, { 'where.status': statusMessage });
  if (asked === 'overdue') {
    return and(inArray(documents.status, ['unpaid', 'partly-paid']), lt(documents.dueDate, today));
  }
  if (asked === 'unpaid' || asked === 'partly-paid') {
    return and(eq(documents.status, asked), sql`${documents.dueDate} >= ${today}`);
  }
  return eq(documents.status, asked as typeof documents.$inferSelect.status);
}

function dateRange(query: ListQuery, today: string): { from?: string; to?: string } {
  const period = query.where.period?.toLowerCase();
  if (period) {
    if (!isDatePreset(period)) throw new Invalid('Period is not valid.', { 'where.period': 'Period is not valid.' });
    return presetRange(period as DatePreset, today);
  }
  return { from: query.range.startDate, to: query.range.endDate };
}

/** The stored statuses whose kept totals are the list's total, or null when its rows must be counted. */
function keptStatuses(context: Scoped, query: ListQuery): { statuses?: string[] } | null {
  const { status, branch, vendor: vendorId, period } = query.where;
  const filtered = branch || vendorId || period || query.range.startDate || query.range.endDate;
  if (context.branchScope !== null || filtered) return null;
  if (!status) return {};
  return splitByDueDate.includes(wanted(status)) ? null : { statuses: [wanted(status)] };
}

/** The page's rows, with their vendor's and branch's names, in the page's order. */
async function listRows(executor: Executor, companyId: string, ids: readonly string[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select(listColumns)
    .from(documents)
    .innerJoin(vendor, and(eq(vendor.companyId, documents.companyId), eq(vendor.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(and(eq(documents.companyId, companyId), inArray(documents.id, [...ids])));
  return inPageOrder(ids, rows, (row) => row.id);
}

async function listedPage(executor: Executor, context: Scoped, query: ListQuery, where: SQL | undefined) {
  const kept = keptStatuses(context, query);
  const total = kept
    ? await keptTotal(executor, context.companyId, 'bill', kept.statuses)
    : ((await executor.select({ value: count() }).from(documents).where(where))[0]?.value ?? 0);
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
      .innerJoin(vendor, and(eq(vendor.companyId, documents.companyId), eq(vendor.id, documents.contactId)))
      .where(where);
  const rows = await matching()
    .orderBy(desc(documents.date), desc(documents.id))
    .limit(query.limit)
    .offset(query.offset);
  if (rows[0] || query.offset === 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  const [first] = await matching().limit(1);
  return { ids: [], total: first?.total ?? 0 };
}

/** A page of bills, newest first, with the total matching. */
export async function listBills(executor: Executor, context: Scoped, query: ListQuery, today = todayInLagos()) {
  const { from, to } = dateRange(query, today);
  const search = query.where.search?.trim();
  const where = and(
    eq(documents.companyId, context.companyId),
    eq(documents.kind, 'bill'),
    branchOnly(context, documents.branchId),
    statusFilter(query.where.status, today),
    query.where.branch ? eq(documents.branchId, query.where.branch) : undefined,
    query.where.vendor ? eq(documents.contactId, query.where.vendor) : undefined,
    from ? gte(documents.date, from) : undefined,
    to ? lte(documents.date, to) : undefined,
  );
  const { ids, total } = search
    ? await searchedPage(
        executor,
        query,
        and(
          where,
          sql`(${documents.number} ilike ${`%${search}%`} or ${documents.reference} ilike ${`%${search}%`} or ${vendor.sortName} like ${`%${search.toLowerCase()}%`})`,
        ),
      )
    : await listedPage(executor, context, query, where);
  const rows = await listRows(executor, context.companyId, ids);
  return { rows: rows.map((row) => listItem(row, today)), total };
}

/** A vendor's bills that can be paid (spec: bills by vendor, excluding PAID, drafts and void ones), oldest due first. */
export async function openBillsOf(executor: Executor, context: Scoped, vendorId: string, query: ListQuery) {
  const rows = await executor
    .select({ ...listColumns, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(documents)
    .innerJoin(vendor, and(eq(vendor.companyId, documents.companyId), eq(vendor.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.kind, 'bill'),
        eq(documents.contactId, vendorId),
        inArray(documents.status, ['unpaid', 'partly-paid']),
        branchOnly(context, documents.branchId),
      ),
    )
    .orderBy(asc(documents.dueDate), asc(documents.date), asc(documents.id))
    .limit(query.limit)
    .offset(query.offset);
  const today = todayInLagos();
  return { rows: rows.map((row) => listItem(row, today)), total: rows[0]?.totalCount ?? 0 };
}
