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
  documentEvents,
  documentLines,
  documents,
  type Executor,
  paymentAllocations,
  paymentMethods,
  payments,
  products,
  type SalesDocumentKind,
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
      document: documents,
      customerEmails: customer.emails,
    })
    .from(documents)
    .innerJoin(customer, and(eq(customer.companyId, documents.companyId), eq(customer.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.id, id),
        eq(documents.kind, kind),
        branchOnly(context, documents.branchId),
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
      revenueAccount: line.accountId,
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
      line: documentLines,
      productId: products.id,
      productName: products.name,
    })
    .from(documentLines)
    .innerJoin(products, and(eq(products.companyId, documentLines.companyId), eq(products.id, documentLines.productId)))
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, documentId)))
    .orderBy(asc(documentLines.position))
    .then((rows) => rows.map((row) => ({ ...row.line, productId: row.productId, productName: row.productName })));
}

async function readPayments(executor: Executor, companyId: string, documentId: string) {
  const rows = await executor
    .select({
      id: payments.id,
      number: payments.number,
      date: payments.date,
      cash: paymentAllocations.cash,
      withholdingTax: paymentAllocations.withholdingTax,
    })
    .from(paymentAllocations)
    .innerJoin(
      payments,
      and(eq(payments.companyId, paymentAllocations.companyId), eq(payments.id, paymentAllocations.paymentId)),
    )
    .where(
      and(
        eq(paymentAllocations.companyId, companyId),
        eq(paymentAllocations.documentId, documentId),
        eq(payments.status, 'live'),
      ),
    )
    .orderBy(asc(payments.date), asc(payments.id));
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
      event: documentEvents.event,
      detail: documentEvents.detail,
      at: documentEvents.at,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documentEvents)
    .leftJoin(users, eq(users.id, documentEvents.userId))
    .where(and(eq(documentEvents.companyId, companyId), eq(documentEvents.documentId, documentId)))
    .orderBy(asc(documentEvents.at), asc(documentEvents.id));
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
    .select({ _id: documents.id, number: documents.number })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
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
      sourceId: documents.sourceDocumentId,
    })
    .from(documents)
    .leftJoin(employee, and(eq(employee.companyId, documents.companyId), eq(employee.id, documents.employeeId)))
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.companyId, documents.companyId), eq(paymentMethods.id, documents.paymentMethodId)),
    )
    .leftJoin(accounts, and(eq(accounts.companyId, documents.companyId), eq(accounts.id, documents.paymentAccountId)))
    .where(and(eq(documents.companyId, companyId), eq(documents.id, documentId)));
  const named = (id: string | null | undefined, name: string | null | undefined) =>
    id && name !== null && name !== undefined ? { _id: id, name } : null;
  return {
    employee: named(row?.employeeId, row?.employeeName),
    paymentMethod: named(row?.methodId, row?.methodName),
    depositTo: named(row?.accountId, row?.accountName),
    source: row?.sourceId ? await sourceOf(executor, companyId, row.sourceId) : null,
  };
}
