import {
  type DatePreset,
  isDatePreset,
  type PurchaseOrderListItem,
  type PurchaseOrderView,
  presetRange,
  purchaseOrderStatusValues,
  todayInLagos,
  toNaira,
  toQuantityText,
} from '@owo/core';
import { accounts, branches, contacts, documentLines, documents, type Executor, measurements, products } from '@owo/db';
import { and, asc, count, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { readDocumentHistory } from '../bills/index.ts';

/*
 * Reading purchase orders: one with its lines (what has been received of each), totals, the bill
 * made from it and its history; and the list, newest first, with the filters every document list
 * has (status, branch, vendor, period or range, search by number or vendor).
 */

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;
export const PURCHASE_ORDER = 'purchase-order' as const;
export const NOUN = 'Purchase order';

const listColumns = {
  _id: documents.id,
  number: documents.number,
  status: documents.status,
  vendorId: contacts.id,
  vendorName: contacts.displayName,
  branchId: branches.id,
  branchName: branches.name,
  date: documents.date,
  deliveryDate: documents.dueDate,
  reference: documents.reference,
  currencyCode: documents.currencyCode,
  exchangeRate: documents.exchangeRate,
  total: documents.total,
};

type ListRow = Omit<{ [Key in keyof typeof listColumns]: (typeof listColumns)[Key]['_']['data'] }, 'deliveryDate'> & {
  deliveryDate: string | null;
};

function listItem(row: ListRow): PurchaseOrderListItem {
  return {
    _id: row._id,
    number: row.number,
    status: row.status as PurchaseOrderListItem['status'],
    vendor: { _id: row.vendorId, name: row.vendorName },
    branch: { _id: row.branchId, name: row.branchName },
    date: row.date,
    deliveryDate: row.deliveryDate,
    reference: row.reference,
    currency: { name: row.currencyCode, rate: Number(row.exchangeRate) },
    total: toNaira(row.total),
  };
}

function filterOf(context: Scoped, query: ListQuery): SQL | undefined {
  const { status, branch, vendor, period, search } = query.where;
  let from = query.range.startDate;
  let to = query.range.endDate;
  if (period) {
    const preset = period.toLowerCase();
    if (!isDatePreset(preset)) throw new Invalid('Period is not valid.', { 'where.period': 'Period is not valid.' });
    ({ from, to } = presetRange(preset as DatePreset, todayInLagos()));
  }
  const wanted = status?.toLowerCase().replace(/_/g, '-');
  if (wanted && !(purchaseOrderStatusValues as readonly string[]).includes(wanted)) {
    throw new Invalid('Status is not valid.', { 'where.status': 'Status is not valid.' });
  }
  return and(
    eq(documents.companyId, context.companyId),
    eq(documents.kind, PURCHASE_ORDER),
    branchOnly(context, documents.branchId),
    wanted ? eq(documents.status, wanted as ListRow['status']) : undefined,
    branch ? eq(documents.branchId, branch) : undefined,
    vendor ? eq(documents.contactId, vendor) : undefined,
    from ? gte(documents.date, from) : undefined,
    to ? lte(documents.date, to) : undefined,
    search
      ? sql`(${documents.number} ilike ${`%${search}%`} or ${contacts.sortName} like ${`%${search.toLowerCase()}%`})`
      : undefined,
  );
}

export async function listPurchaseOrders(executor: Executor, context: Scoped, query: ListQuery) {
  const where = filterOf(context, query);
  const rows = await executor
    .select(listColumns)
    .from(documents)
    .innerJoin(contacts, and(eq(contacts.companyId, documents.companyId), eq(contacts.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(where)
    .orderBy(desc(documents.date), desc(documents.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await executor
    .select({ total: count() })
    .from(documents)
    .innerJoin(contacts, and(eq(contacts.companyId, documents.companyId), eq(contacts.id, documents.contactId)))
    .where(where);
  return { rows: rows.map(listItem), total: counted?.total ?? 0 };
}

export async function getPurchaseOrder(executor: Executor, context: Scoped, id: string): Promise<PurchaseOrderView> {
  const [row] = await executor
    .select({ ...listColumns, document: documents, vendorEmails: contacts.emails })
    .from(documents)
    .innerJoin(contacts, and(eq(contacts.companyId, documents.companyId), eq(contacts.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.id, id),
        eq(documents.kind, PURCHASE_ORDER),
        branchOnly(context, documents.branchId),
      ),
    );
  if (!row) throw new NotFound(NOUN);
  const { document } = row;
  const lines = await readLines(executor, context.companyId, id);
  const history = await readDocumentHistory(executor, context.companyId, id);
  const bill = await billOf(executor, context.companyId, id);
  const taxes = new Map<string, { id: string; name: string; amount: number }>();
  for (const { line } of lines)
    for (const tax of line.taxes) {
      const sum = taxes.get(tax.id);
      taxes.set(tax.id, { id: tax.id, name: tax.name, amount: (sum?.amount ?? 0) + tax.amount });
    }
  return {
    ...listItem(row),
    vendor: { _id: row.vendorId, name: row.vendorName, email: row.vendorEmails },
    address: document.billingAddress,
    note: document.note,
    items: lines.map(({ line, product, account, unit }) => ({
      line: line.position + 1,
      product: product?.id ? { _id: product.id, name: product.name, tracked: product.tracked } : null,
      chartofAccount: { _id: account.id, name: account.name, code: account.code },
      description: line.description,
      quantity: Number(toQuantityText(line.quantityMilli)),
      received: Number(toQuantityText(line.receivedMilli)),
      measurement: line.measurement || unit || '',
      price: toNaira(line.unitPrice),
      total: toNaira(line.amount),
      tax: line.taxes.map((tax) => ({
        id: tax.id,
        name: tax.name,
        value: tax.rateBasisPoints / 100,
        amount: toNaira(tax.amount),
      })),
    })),
    subtotal: toNaira(document.subtotal),
    discount: document.discountType
      ? {
          type: document.discountType,
          value:
            document.discountType === 'value'
              ? toNaira(document.discountAmount ?? 0)
              : (document.discountBasisPoints ?? 0) / 100,
        }
      : null,
    discountTotal: toNaira(document.discountTotal),
    taxes: [...taxes.values()].map((tax) => ({ ...tax, amount: toNaira(tax.amount) })),
    taxTotal: toNaira(document.taxTotal),
    homeTotal: toNaira(document.homeTotal),
    bill,
    history,
  };
}

async function readLines(executor: Executor, companyId: string, documentId: string) {
  const rows = await executor
    .select({
      line: documentLines,
      product: {
        id: products.id,
        name: products.name,
        tracked: sql<boolean>`${products.type} = 'goods' and ${products.trackStock}`,
      },
      unit: measurements.unit,
      account: { id: accounts.id, name: accounts.name, code: accounts.code },
    })
    .from(documentLines)
    .leftJoin(products, and(eq(products.companyId, documentLines.companyId), eq(products.id, documentLines.productId)))
    .leftJoin(measurements, eq(measurements.code, products.measurementCode))
    .innerJoin(accounts, and(eq(accounts.companyId, documentLines.companyId), eq(accounts.id, documentLines.accountId)))
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, documentId)))
    .orderBy(asc(documentLines.position));
  return rows;
}

/** The live bill made from the order (a bill's source document is the order). */
export async function billOf(executor: Executor, companyId: string, id: string) {
  const [row] = await executor
    .select({ _id: documents.id, number: documents.number })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.sourceDocumentId, id),
        eq(documents.kind, 'bill'),
        ne(documents.status, 'void'),
      ),
    );
  return row ?? null;
}
