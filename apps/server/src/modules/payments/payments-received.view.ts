import { type PaymentView, toNaira } from '@owo/core';
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
import type { ListQuery } from '../../http/query.ts';

/*
 * How payments received and prepayments read: the list (newest first, by customer, kind and
 * dates) and one payment with the invoices it settled. Amounts are naira of the payment's currency;
 * amountPaid is the cash put on invoices and balance the excess kept as the customer's credit
 * (spec section 3, Payment).
 */

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

const columns = {
  payment: payments,
  customerName: contacts.displayName,
  branchName: branches.name,
  bankName: accounts.name,
  methodName: paymentMethods.name,
};

function paymentsFrom(executor: Executor) {
  return executor
    .select(columns)
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

function viewOf(row: Row, items: PaymentView['items']): PaymentView {
  const { payment } = row;
  return {
    _id: payment.id,
    kind: payment.kind,
    number: payment.number,
    status: payment.status,
    paymentType: 'INVOICE' as const,
    recipient: { _id: payment.contactId, name: row.customerName },
    customer: { _id: payment.contactId, name: row.customerName },
    branch: { _id: payment.branchId, name: row.branchName },
    date: payment.date,
    paymentDate: payment.date,
    bank: { _id: payment.bankAccountId, name: row.bankName },
    paymentMethod: { _id: payment.paymentMethodId, name: row.methodName },
    reference: payment.reference,
    note: payment.note,
    currency: { name: payment.currencyCode, rate: Number(payment.exchangeRate) },
    total: toNaira(payment.amount),
    amountReceived: toNaira(payment.amount),
    amountPaid: toNaira(payment.cashApplied),
    withholdingTax: toNaira(payment.withholdingTax),
    balance: toNaira(payment.excess),
    items,
  };
}

async function itemsOf(executor: Executor, companyId: string, paymentIds: readonly string[]) {
  const byPayment = new Map<string, PaymentView['items']>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await executor
    .select({
      paymentId: paymentAllocations.paymentId,
      documentId: paymentAllocations.documentId,
      number: documents.number,
      date: documents.date,
      dueDate: documents.dueDate,
      total: documents.total,
      amountDue: documents.amountDue,
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
  for (const row of rows) {
    const items = byPayment.get(row.paymentId) ?? [];
    items.push({
      invoice: {
        _id: row.documentId,
        invoiceNumber: row.number,
        date: row.date,
        dueDate: row.dueDate ?? row.date,
        total: toNaira(row.total),
        amountDue: toNaira(row.amountDue),
      },
      amount: toNaira(row.cash),
      withholdingTax: toNaira(row.withholdingTax),
    });
    byPayment.set(row.paymentId, items);
  }
  return byPayment;
}

export async function getPayment(executor: Executor, context: Scoped, id: string): Promise<PaymentView> {
  const [row] = await paymentsFrom(executor).where(
    and(
      eq(payments.companyId, context.companyId),
      eq(payments.id, id),
      eq(payments.direction, 'sales'),
      branchOnly(context, payments.branchId),
    ),
  );
  if (!row) throw new NotFound('Payment');
  const items = await itemsOf(executor, context.companyId, [id]);
  return viewOf(row, items.get(id) ?? []);
}

/** Payments, newest first: where[customer], where[kind] (payment or prepayment), where[status], a date range. */
export async function listPayments(executor: Executor, context: Scoped, query: ListQuery) {
  const kind = query.where.kind === 'prepayment' || query.where.kind === 'payment' ? query.where.kind : undefined;
  const status = query.where.status === 'void' || query.where.status === 'live' ? query.where.status : undefined;
  const filter = and(
    eq(payments.companyId, context.companyId),
    eq(payments.direction, 'sales'),
    branchOnly(context, payments.branchId),
    kind ? eq(payments.kind, kind) : undefined,
    status ? eq(payments.status, status) : undefined,
    query.where.customer ? eq(payments.contactId, query.where.customer) : undefined,
    query.where.branch ? eq(payments.branchId, query.where.branch) : undefined,
    query.range.startDate ? gte(payments.date, query.range.startDate) : undefined,
    query.range.endDate ? lte(payments.date, query.range.endDate) : undefined,
  );
  const rows = await paymentsFrom(executor)
    .where(filter)
    .orderBy(desc(payments.date), desc(payments.id))
    .limit(query.limit)
    .offset(query.offset);
  const items = await itemsOf(
    executor,
    context.companyId,
    rows.map((row) => row.payment.id),
  );
  const [counted] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .where(filter);
  return { rows: rows.map((row) => viewOf(row, items.get(row.payment.id) ?? [])), total: counted?.total ?? 0 };
}
