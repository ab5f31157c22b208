import {
  type BillListItem,
  type BillView,
  type DatePreset,
  dueLabel,
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
  documentLines,
  documents,
  type Executor,
  journalLines,
  paymentAllocations,
  payments,
  products,
  taxes,
} from '@owo/db';
import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, lte, not, type SQL, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { readDocumentHistory, readDocumentPeople } from './bills.view-parts.ts';

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

/*
 * How bills read: the list with the spec's filters (status, branch, vendor, period presets or a
 * custom range), a vendor's bills that can be paid (oldest due first), and one bill with its
 * lines, taxes, withholding tax to deduct, payments, journal entry and history. Amounts are naira
 * of the bill's currency; 'overdue' is an unpaid or partly paid bill past its due date (Lagos day).
 */

const vendor = aliasedTable(contacts, 'vendor');

const listColumns = {
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

function listItem(row: ListRow, today: string): BillListItem {
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

function statusFilter(status: string | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  const wanted = status.toLowerCase().replace(/_/g, '-');
  if (!listStatuses.includes(wanted)) throw new Invalid(statusMessage, { 'where.status': statusMessage });
  if (wanted === 'overdue') {
    return and(inArray(documents.status, ['unpaid', 'partly-paid']), lt(documents.dueDate, today));
  }
  if (wanted === 'unpaid' || wanted === 'partly-paid') {
    return and(eq(documents.status, wanted), sql`${documents.dueDate} >= ${today}`);
  }
  return eq(documents.status, wanted as typeof documents.$inferSelect.status);
}

function dateRange(query: ListQuery, today: string): { from?: string; to?: string } {
  const period = query.where.period?.toLowerCase();
  if (period) {
    if (!isDatePreset(period)) throw new Invalid('Period is not valid.', { 'where.period': 'Period is not valid.' });
    return presetRange(period as DatePreset, today);
  }
  return { from: query.range.startDate, to: query.range.endDate };
}

async function readList(executor: Executor, where: SQL | undefined, order: SQL[], query: ListQuery) {
  const rows = await executor
    .select({ ...listColumns, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(documents)
    .innerJoin(vendor, and(eq(vendor.companyId, documents.companyId), eq(vendor.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total: rows[0]?.totalCount ?? 0 };
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
    search
      ? sql`(${documents.number} ilike ${`%${search}%`} or ${documents.reference} ilike ${`%${search}%`} or ${vendor.sortName} like ${`%${search.toLowerCase()}%`})`
      : undefined,
  );
  const { rows, total } = await readList(executor, where, [desc(documents.date), desc(documents.id)], query);
  return { rows: rows.map((row) => listItem(row, today)), total };
}

/** A vendor's bills that can be paid (spec: bills by vendor, excluding PAID, drafts and void ones), oldest due first. */
export async function openBillsOf(executor: Executor, context: Scoped, vendorId: string, query: ListQuery) {
  const where = and(
    eq(documents.companyId, context.companyId),
    eq(documents.kind, 'bill'),
    eq(documents.contactId, vendorId),
    inArray(documents.status, ['unpaid', 'partly-paid']),
    branchOnly(context, documents.branchId),
  );
  const order = [asc(documents.dueDate), asc(documents.date), asc(documents.id)];
  const { rows, total } = await readList(executor, where, order, query);
  const today = todayInLagos();
  return { rows: rows.map((row) => listItem(row, today)), total };
}

/** One bill as its page shows it; 404 for another kind, company or (for a limited member) branch. */
export async function getBill(
  executor: Executor,
  context: Scoped,
  id: string,
  today = todayInLagos(),
): Promise<BillView> {
  const [row] = await executor
    .select({ ...listColumns, document: documents })
    .from(documents)
    .innerJoin(vendor, and(eq(vendor.companyId, documents.companyId), eq(vendor.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.id, id),
        eq(documents.kind, 'bill'),
        branchOnly(context, documents.branchId),
      ),
    );
  if (!row) throw new NotFound('Bill');
  const { document } = row;
  const lines = await readLines(executor, context.companyId, id);
  const people = await readDocumentPeople(executor, context.companyId, document.employeeId);
  const sums = new Map<string, { id: string; name: string; amount: number }>();
  for (const line of lines)
    for (const tax of line.line.taxes) {
      const sum = sums.get(tax.id);
      sums.set(tax.id, { id: tax.id, name: tax.name, amount: (sum?.amount ?? 0) + tax.amount });
    }
  return {
    ...listItem(row, today),
    tin: document.tin,
    address: document.billingAddress,
    employee: people.employee,
    note: document.note,
    discount: document.discountType
      ? {
          type: document.discountType,
          value:
            document.discountType === 'value'
              ? toNaira(document.discountAmount ?? 0)
              : (document.discountBasisPoints ?? 0) / 100,
        }
      : null,
    items: lines.map(({ line, accountName, productName, withholdingName }) => ({
      chartofAccount: { _id: line.accountId, name: accountName },
      product: line.productId ? { _id: line.productId, name: productName ?? '' } : null,
      description: line.description,
      quantity: toQuantityText(line.quantityMilli),
      price: toNaira(line.unitPrice),
      total: toNaira(line.amount),
      discount: toNaira(line.discount),
      tax: line.taxes.map((tax) => ({
        id: tax.id,
        name: tax.name,
        value: tax.rateBasisPoints / 100,
        amount: toNaira(tax.amount),
      })),
      withholding: line.withholdingTaxId
        ? { id: line.withholdingTaxId, name: withholdingName ?? '', rate: (line.withholdingBasisPoints ?? 0) / 100 }
        : null,
    })),
    taxes: [...sums.values()].map((tax) => ({ ...tax, amount: toNaira(tax.amount) })),
    subtotal: toNaira(document.subtotal),
    discountTotal: toNaira(document.discountTotal),
    taxTotal: toNaira(document.taxTotal),
    homeTotal: toNaira(document.homeTotal),
    payments: await readPayments(executor, context.companyId, id),
    journal: document.entryId ? await readJournal(executor, context.companyId, document.entryId) : null,
    history: await readDocumentHistory(executor, context.companyId, id),
    createdAt: document.createdAt.toISOString(),
  };
}

const withholdingTax = aliasedTable(taxes, 'withholding_tax');

async function readLines(executor: Executor, companyId: string, documentId: string) {
  return executor
    .select({
      line: documentLines,
      accountName: accounts.name,
      productName: products.name,
      withholdingName: withholdingTax.name,
    })
    .from(documentLines)
    .innerJoin(accounts, and(eq(accounts.companyId, documentLines.companyId), eq(accounts.id, documentLines.accountId)))
    .leftJoin(products, and(eq(products.companyId, documentLines.companyId), eq(products.id, documentLines.productId)))
    .leftJoin(
      withholdingTax,
      and(eq(withholdingTax.companyId, documentLines.companyId), eq(withholdingTax.id, documentLines.withholdingTaxId)),
    )
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, documentId)))
    .orderBy(asc(documentLines.position));
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
        not(eq(payments.status, 'void')),
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

/** The bill's live entry, line by line, home currency. */
async function readJournal(executor: Executor, companyId: string, entryId: string) {
  const lines = await executor
    .select({ account: accounts.name, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(accounts, and(eq(accounts.companyId, journalLines.companyId), eq(accounts.id, journalLines.accountId)))
    .where(and(eq(journalLines.companyId, companyId), eq(journalLines.entryId, entryId)))
    .orderBy(asc(journalLines.lineNumber));
  return {
    _id: entryId,
    lines: lines.map((line) => ({ account: line.account, debit: toNaira(line.debit), credit: toNaira(line.credit) })),
  };
}
