import { toNaira, type VendorPaymentView } from '@owo/core';
import {
  accounts,
  branches,
  contacts,
  documents,
  type Executor,
  paymentAllocations,
  paymentMethods,
  payments,
} from '@owo/db';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { readPage } from '../../http/long-list.ts';
import { inPageOrder, type ListQuery } from '../../http/query.ts';

/*
 * How payments made to vendors read (GET /payments?where[type]=BILL, /payments/{id}): naira of
 * the payment's currency; total the gross, amountPaid what the bills went down by, withholdingTax
 * what was withheld, cashPaid what left the bank, balance the advance.
 */

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

function paymentsFrom(executor: Executor) {
  return executor
    .select({
      payment: payments,
      vendorName: contacts.displayName,
      branchName: branches.name,
      bankName: accounts.name,
      methodName: paymentMethods.name,
    })
    .from(payments)
    .innerJoin(contacts, and(eq(contacts.companyId, payments.companyId), eq(contacts.id, payments.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, payments.companyId), eq(branches.id, payments.branchId)))
    .innerJoin(accounts, and(eq(accounts.companyId, payments.companyId), eq(accounts.id, payments.bankAccountId)))
    .innerJoin(
      paymentMethods,
      and(eq(paymentMethods.companyId, payments.companyId), eq(paymentMethods.id, payments.paymentMethodId)),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof paymentsFrom>['where']>>[number];

function viewOf(row: Row, items: VendorPaymentView['items']): VendorPaymentView {
  const { payment } = row;
  const vendor = { _id: payment.contactId, name: row.vendorName };
  return {
    _id: payment.id,
    kind: 'payment',
    number: payment.number,
    status: payment.status,
    paymentType: 'BILL',
    recipient: vendor,
    vendor,
    branch: { _id: payment.branchId, name: row.branchName },
    date: payment.date,
    paymentDate: payment.date,
    bank: { _id: payment.bankAccountId, name: row.bankName },
    paymentMethod: { _id: payment.paymentMethodId, name: row.methodName },
    reference: payment.reference,
    note: payment.note,
    currency: { name: payment.currencyCode, rate: Number(payment.exchangeRate) },
    total: toNaira(payment.amount),
    amountPaid: toNaira(payment.cashApplied),
    withholdingTax: toNaira(payment.withholdingTax),
    cashPaid: toNaira(payment.amount - payment.withholdingTax),
    balance: toNaira(payment.excess),
    items,
  };
}

async function itemsOf(executor: Executor, companyId: string, paymentIds: readonly string[]) {
  const byPayment = new Map<string, VendorPaymentView['items']>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await executor
    .select({
      paymentId: paymentAllocations.paymentId,
      bill: documents,
      cash: paymentAllocations.cash,
      withholdingTax: paymentAllocations.withholdingTax,
    })
    .from(paymentAllocations)
    .innerJoin(
      documents,
      and(eq(documents.companyId, paymentAllocations.companyId), eq(documents.id, paymentAllocations.documentId)),
    )
    .where(and(eq(paymentAllocations.companyId, companyId), inArray(paymentAllocations.paymentId, [...paymentIds])))
    .orderBy(asc(documents.number));
  for (const { paymentId, bill, cash, withholdingTax } of rows) {
    const items = byPayment.get(paymentId) ?? [];
    items.push({
      bill: {
        _id: bill.id,
        billNumber: bill.number,
        reference: bill.reference,
        date: bill.date,
        dueDate: bill.dueDate ?? bill.date,
        total: toNaira(bill.total),
        amountDue: toNaira(bill.amountDue),
        withholdingTotal: toNaira(bill.withholdingTotal),
      },
      amount: toNaira(cash + withholdingTax),
      withholdingTax: toNaira(withholdingTax),
      cash: toNaira(cash),
    });
    byPayment.set(paymentId, items);
  }
  return byPayment;
}

/** The direction of a payment of the company (in the member's branch), or 404. */
export async function paymentDirection(executor: Executor, context: Scoped, id: string) {
  const [row] = await executor
    .select({ direction: payments.direction })
    .from(payments)
    .where(and(eq(payments.companyId, context.companyId), eq(payments.id, id), branchOnly(context, payments.branchId)));
  if (!row) throw new NotFound('Payment');
  return row.direction;
}

export async function getVendorPayment(executor: Executor, context: Scoped, id: string): Promise<VendorPaymentView> {
  const [row] = await paymentsFrom(executor).where(
    and(
      eq(payments.companyId, context.companyId),
      eq(payments.id, id),
      eq(payments.direction, 'purchases'),
      branchOnly(context, payments.branchId),
    ),
  );
  if (!row) throw new NotFound('Payment');
  const items = await itemsOf(executor, context.companyId, [id]);
  return viewOf(row, items.get(id) ?? []);
}

/** Payments made, newest first: where[vendor] (or where[recipient]), where[branch], where[status], a date range. */
export async function listVendorPayments(executor: Executor, context: Scoped, query: ListQuery) {
  const status = query.where.status === 'void' || query.where.status === 'live' ? query.where.status : undefined;
  const vendor = query.where.vendor ?? query.where.recipient;
  const filter = and(
    eq(payments.companyId, context.companyId),
    eq(payments.direction, 'purchases'),
    branchOnly(context, payments.branchId),
    status ? eq(payments.status, status) : undefined,
    vendor ? eq(payments.contactId, vendor) : undefined,
    query.where.branch ? eq(payments.branchId, query.where.branch) : undefined,
    query.range.startDate ? gte(payments.date, query.range.startDate) : undefined,
    query.range.endDate ? lte(payments.date, query.range.endDate) : undefined,
  );
  const [counted] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .where(filter);
  const total = counted?.total ?? 0;
  // The page's ids from the list index alone, the far half backwards (readPage), then their rows:
  // the joins over every payment before the offset made a deep page slow (bench/buying).
  const ids = await readPage(query, total, (direction, limit, offset) => {
    const order = direction === asc ? desc : asc;
    return executor
      .select({ id: payments.id })
      .from(payments)
      .where(filter)
      .orderBy(order(payments.date), order(payments.id))
      .limit(limit)
      .offset(offset);
  });
  const pageIds = ids.map((row) => row.id);
  if (pageIds.length === 0) return { rows: [], total };
  const rows = await paymentsFrom(executor).where(
    and(eq(payments.companyId, context.companyId), inArray(payments.id, pageIds)),
  );
  const items = await itemsOf(executor, context.companyId, pageIds);
  const views = inPageOrder(pageIds, rows, (row) => row.payment.id).map((row) =>
    viewOf(row, items.get(row.payment.id) ?? []),
  );
  return { rows: views, total };
}
