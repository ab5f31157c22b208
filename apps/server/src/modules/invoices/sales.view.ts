import {
  type DatePreset,
  dueLabel,
  type InvoiceListStatus,
  invoiceListStatuses,
  isDatePreset,
  presetRange,
  todayInLagos,
  toNaira,
  toQuantityText,
} from '@owo/core';
import {
  accounts,
  branches,
  contacts,
  customerPayments,
  type Executor,
  paymentAllocations,
  paymentMethods,
  products,
  type SalesDocumentKind,
  salesDocumentEvents,
  salesDocumentLines,
  salesDocuments,
  users,
} from '@owo/db';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { keptTotal, readPage } from '../../http/long-list.ts';
import { inPageOrder, type ListQuery } from '../../http/query.ts';
import { documentNouns } from './sales.ledger.ts';

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

/*
 * How invoices, estimates and sales receipts read (issue 14): one document with its lines, taxes,
 * payments and history, and the lists with the spec's filters (status, branch, period presets and
 * a custom range, customer). Amounts are naira of the document's currency. 'Overdue' is worked out
 * here: an unpaid or partly paid invoice whose due date has passed (Lagos day).
 */

const reference = z.object({ _id: z.string(), name: z.string() });
const money = z.number();

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

export const salesDocumentSchema = listItemSchema.extend({
  purchaseNo: z.string(),
  address: z.string(),
  customer: reference.extend({ email: z.string().nullable() }),
  employee: reference.nullable(),
  discount: z.object({ id: z.string().nullable(), type: z.string(), value: z.number() }).nullable(),
  bank: z.array(z.object({ name: z.string(), accountNo: z.string(), accountName: z.string() })),
  installments: z.array(z.object({ date: z.string(), amount: money, percentage: z.number() })),
  note: z.string(),
  validFrom: z.string().optional(),
  validTill: z.string().nullable().optional(),
  paymentDate: z.string().optional(),
  paymentMethod: reference.nullable(),
  depositTo: reference.nullable(),
  items: z.array(
    z.object({
      product: reference,
      description: z.string(),
      quantity: z.string(),
      price: money,
      measurement: z.string(),
      serviceDate: z.string().nullable(),
      revenueAccount: z.string(),
      tax: z.array(z.object({ id: z.string(), name: z.string(), value: z.number(), amount: money })),
      total: money,
      discount: money,
    }),
  ),
  taxes: z.array(z.object({ id: z.string(), name: z.string(), amount: money })),
  subtotal: money,
  discountTotal: money,
  taxTotal: money,
  homeTotal: money,
  publicToken: z.string(),
  source: z.object({ _id: z.string(), number: z.string() }).nullable(),
  payments: z.array(
    z.object({ _id: z.string(), number: z.string(), date: z.string(), amount: money, withholdingTax: money }),
  ),
  history: z.array(z.object({ event: z.string(), detail: z.string(), at: z.string(), user: z.string().nullable() })),
  createdAt: z.string(),
});
export type SalesDocumentView = z.infer<typeof salesDocumentSchema>;

const customer = aliasedTable(contacts, 'customer');

const listColumns = {
  id: salesDocuments.id,
  kind: salesDocuments.kind,
  number: salesDocuments.number,
  status: salesDocuments.status,
  customerId: salesDocuments.customerId,
  customerName: customer.displayName,
  branchId: salesDocuments.branchId,
  branchName: branches.name,
  date: salesDocuments.date,
  dueDate: salesDocuments.dueDate,
  currencyCode: salesDocuments.currencyCode,
  exchangeRate: salesDocuments.exchangeRate,
  total: salesDocuments.total,
  amountPaid: salesDocuments.amountPaid,
  amountDue: salesDocuments.amountDue,
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

function listItem(row: ListRow, today: string): SalesListItem {
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
    return and(inArray(salesDocuments.status, ['unpaid', 'partly-paid']), lt(salesDocuments.dueDate, today));
  }
  if (wanted === 'unpaid' || wanted === 'partly-paid') {
    // What the list shows as overdue is not also listed as unpaid.
    return and(
      eq(salesDocuments.status, wanted as InvoiceListStatus & ('unpaid' | 'partly-paid')),
      sql`${salesDocuments.dueDate} >= ${today}`,
    );
  }
  return eq(salesDocuments.status, wanted as typeof salesDocuments.$inferSelect.status);
}

/** The list's filters but the search: what a page's ids and its total are read with. */
function documentsFilter(context: Scoped, kind: SalesDocumentKind, query: ListQuery, today: string) {
  const { from, to } = dateRange(query, today);
  return and(
    eq(salesDocuments.companyId, context.companyId),
    eq(salesDocuments.kind, kind),
    branchOnly(context, salesDocuments.branchId),
    statusFilter(kind, query.where.status, today),
    query.where.branch ? eq(salesDocuments.branchId, query.where.branch) : undefined,
    query.where.customer ? eq(salesDocuments.customerId, query.where.customer) : undefined,
    // The credit notes of one invoice: a note's source document is the invoice it credits.
    kind === 'credit-note' && query.where.invoice
      ? eq(salesDocuments.sourceDocumentId, query.where.invoice)
      : undefined,
    from ? gte(salesDocuments.date, from) : undefined,
    to ? lte(salesDocuments.date, to) : undefined,
  );
}

/** The search: the number, or the customer's name (the query joins the customer). */
const searchFilter = (search: string) =>
  sql`(${salesDocuments.number} ilike ${`%${search}%`} or ${customer.sortName} like ${`%${search.toLowerCase()}%`})`;

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
  const [row] = await executor.select({ value: count() }).from(salesDocuments).where(where);
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
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(where)
      .orderBy(order(salesDocuments.date), order(salesDocuments.id))
      .limit(limit)
      .offset(offset);
  });
  return { ids: ids.map((row) => row.id), total };
}

/** A search's page and total in one statement: its matches are few, and counting apart would search twice. */
async function searchedPage(executor: Executor, query: ListQuery, where: SQL | undefined) {
  const matching = () =>
    executor
      .select({ id: salesDocuments.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(salesDocuments)
      .innerJoin(
        customer,
        and(eq(customer.companyId, salesDocuments.companyId), eq(customer.id, salesDocuments.customerId)),
      )
      .where(where);
  const rows = await matching()
    .orderBy(desc(salesDocuments.date), desc(salesDocuments.id))
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
    .from(salesDocuments)
    .innerJoin(
      customer,
      and(eq(customer.companyId, salesDocuments.companyId), eq(customer.id, salesDocuments.customerId)),
    )
    .innerJoin(
      branches,
      and(eq(branches.companyId, salesDocuments.companyId), eq(branches.id, salesDocuments.branchId)),
    )
    .where(and(eq(salesDocuments.companyId, companyId), inArray(salesDocuments.id, [...ids])));
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
    .from(salesDocuments)
    .innerJoin(
      customer,
      and(eq(customer.companyId, salesDocuments.companyId), eq(customer.id, salesDocuments.customerId)),
    )
    .innerJoin(
      branches,
      and(eq(branches.companyId, salesDocuments.companyId), eq(branches.id, salesDocuments.branchId)),
    )
    .where(
      and(
        eq(salesDocuments.companyId, context.companyId),
        eq(salesDocuments.kind, 'invoice'),
        eq(salesDocuments.customerId, customerId),
        inArray(salesDocuments.status, ['unpaid', 'partly-paid']),
        branchOnly(context, salesDocuments.branchId),
      ),
    )
    .orderBy(asc(salesDocuments.dueDate), asc(salesDocuments.date), asc(salesDocuments.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows: rows.map((row) => listItem(row, today)), total: rows[0]?.total_count ?? 0 };
}

/** One document as its page shows it; 404 for another kind, company or (for a limited member) branch. */
export async function getSalesDocument(
  executor: Executor,
  context: Scoped,
  kind: SalesDocumentKind,
  id: string,
  today = todayInLagos(),
): Promise<SalesDocumentView> {
  const [row] = await executor
    .select({
      ...listColumns,
      document: salesDocuments,
      customerEmails: customer.emails,
    })
    .from(salesDocuments)
    .innerJoin(
      customer,
      and(eq(customer.companyId, salesDocuments.companyId), eq(customer.id, salesDocuments.customerId)),
    )
    .innerJoin(
      branches,
      and(eq(branches.companyId, salesDocuments.companyId), eq(branches.id, salesDocuments.branchId)),
    )
    .where(
      and(
        eq(salesDocuments.companyId, context.companyId),
        eq(salesDocuments.id, id),
        eq(salesDocuments.kind, kind),
        branchOnly(context, salesDocuments.branchId),
      ),
    );
  if (!row) throw new NotFound(documentNouns[kind]);
  const { document } = row;
  // One after another: the queries share the transaction's one connection.
  const lines = await readLines(executor, context.companyId, id);
  const payments = await readPayments(executor, context.companyId, id);
  const history = await readHistory(executor, context.companyId, id);
  const names = await readNames(executor, context.companyId, id);
  const taxes = new Map<string, { id: string; name: string; amount: number }>();
  for (const line of lines)
    for (const tax of line.taxes) {
      const sum = taxes.get(tax.id);
      taxes.set(tax.id, { id: tax.id, name: tax.name, amount: (sum?.amount ?? 0) + tax.amount });
    }
  return {
    ...listItem(row, today),
    purchaseNo: document.purchaseOrderNumber,
    address: document.billingAddress,
    customer: { _id: row.customerId, name: row.customerName, email: row.customerEmails[0] ?? null },
    employee: names.employee,
    discount: document.discountType
      ? {
          id: document.discountId,
          type: document.discountType,
          value:
            document.discountType === 'value'
              ? toNaira(document.discountAmount ?? 0)
              : (document.discountBasisPoints ?? 0) / 100,
        }
      : null,
    bank: document.bankDetails,
    installments: document.installments.map((one) => ({
      date: one.date,
      amount: toNaira(one.amount),
      percentage: one.basisPoints / 100,
    })),
    note: document.note,
    ...(kind === 'estimate' ? { validFrom: document.date, validTill: document.dueDate } : {}),
    ...(kind === 'sales-receipt' ? { paymentDate: document.date } : {}),
    paymentMethod: names.paymentMethod,
    depositTo: names.depositTo,
    items: lines.map((line) => ({
      product: { _id: line.productId, name: line.productName },
      description: line.description,
      quantity: toQuantityText(line.quantityMilli),
      price: toNaira(line.unitPrice),
      measurement: line.measurement,
      serviceDate: line.serviceDate,
      revenueAccount: line.revenueAccountId,
      tax: line.taxes.map((tax) => ({
        id: tax.id,
        name: tax.name,
        value: tax.rateBasisPoints / 100,
        amount: toNaira(tax.amount),
      })),
      total: toNaira(line.amount),
      discount: toNaira(line.discount),
    })),
    taxes: [...taxes.values()].map((tax) => ({ ...tax, amount: toNaira(tax.amount) })),
    subtotal: toNaira(document.subtotal),
    discountTotal: toNaira(document.discountTotal),
    taxTotal: toNaira(document.taxTotal),
    homeTotal: toNaira(document.homeTotal),
    publicToken: `${context.companyId}.${document.publicToken}`,
    source: names.source,
    payments,
    history,
    createdAt: document.createdAt.toISOString(),
  };
}

async function readLines(executor: Executor, companyId: string, documentId: string) {
  return executor
    .select({
      line: salesDocumentLines,
      productName: products.name,
    })
    .from(salesDocumentLines)
    .innerJoin(
      products,
      and(eq(products.companyId, salesDocumentLines.companyId), eq(products.id, salesDocumentLines.productId)),
    )
    .where(and(eq(salesDocumentLines.companyId, companyId), eq(salesDocumentLines.documentId, documentId)))
    .orderBy(asc(salesDocumentLines.position))
    .then((rows) => rows.map((row) => ({ ...row.line, productName: row.productName })));
}

async function readPayments(executor: Executor, companyId: string, documentId: string) {
  const rows = await executor
    .select({
      id: customerPayments.id,
      number: customerPayments.number,
      date: customerPayments.date,
      cash: paymentAllocations.cash,
      withholdingTax: paymentAllocations.withholdingTax,
    })
    .from(paymentAllocations)
    .innerJoin(
      customerPayments,
      and(
        eq(customerPayments.companyId, paymentAllocations.companyId),
        eq(customerPayments.id, paymentAllocations.paymentId),
      ),
    )
    .where(
      and(
        eq(paymentAllocations.companyId, companyId),
        eq(paymentAllocations.documentId, documentId),
        eq(customerPayments.status, 'live'),
      ),
    )
    .orderBy(asc(customerPayments.date), asc(customerPayments.id));
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    date: row.date,
    amount: toNaira(row.cash),
    withholdingTax: toNaira(row.withholdingTax),
  }));
}

async function readHistory(executor: Executor, companyId: string, documentId: string) {
  const rows = await executor
    .select({
      event: salesDocumentEvents.event,
      detail: salesDocumentEvents.detail,
      at: salesDocumentEvents.at,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(salesDocumentEvents)
    .leftJoin(users, eq(users.id, salesDocumentEvents.userId))
    .where(and(eq(salesDocumentEvents.companyId, companyId), eq(salesDocumentEvents.documentId, documentId)))
    .orderBy(asc(salesDocumentEvents.at), asc(salesDocumentEvents.id));
  return rows.map((row) => ({
    event: row.event,
    detail: row.detail,
    at: row.at.toISOString(),
    user: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  }));
}

const employee = aliasedTable(contacts, 'employee');

/** The estimate an invoice came from, or the invoice a credit note credits. */
async function sourceOf(executor: Executor, companyId: string, id: string) {
  const [row] = await executor
    .select({ _id: salesDocuments.id, number: salesDocuments.number })
    .from(salesDocuments)
    .where(and(eq(salesDocuments.companyId, companyId), eq(salesDocuments.id, id)));
  return row ?? null;
}

/** The names a document points at (employee, payment method, account paid into), in one statement. */
async function readNames(executor: Executor, companyId: string, documentId: string) {
  const [row] = await executor
    .select({
      employeeId: employee.id,
      employeeName: employee.displayName,
      methodId: paymentMethods.id,
      methodName: paymentMethods.name,
      accountId: accounts.id,
      accountName: accounts.name,
      sourceId: salesDocuments.sourceDocumentId,
    })
    .from(salesDocuments)
    .leftJoin(
      employee,
      and(eq(employee.companyId, salesDocuments.companyId), eq(employee.id, salesDocuments.employeeId)),
    )
    .leftJoin(
      paymentMethods,
      and(
        eq(paymentMethods.companyId, salesDocuments.companyId),
        eq(paymentMethods.id, salesDocuments.paymentMethodId),
      ),
    )
    .leftJoin(
      accounts,
      and(eq(accounts.companyId, salesDocuments.companyId), eq(accounts.id, salesDocuments.paymentAccountId)),
    )
    .where(and(eq(salesDocuments.companyId, companyId), eq(salesDocuments.id, documentId)));
  const named = (id: string | null | undefined, name: string | null | undefined) =>
    id && name !== null && name !== undefined ? { _id: id, name } : null;
  return {
    employee: named(row?.employeeId, row?.employeeName),
    paymentMethod: named(row?.methodId, row?.methodName),
    depositTo: named(row?.accountId, row?.accountName),
    source: row?.sourceId ? await sourceOf(executor, companyId, row.sourceId) : null,
  };
}
