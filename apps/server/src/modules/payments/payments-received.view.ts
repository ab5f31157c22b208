import { toNaira } from '@owo/core';
import {
  accounts,
  branches,
  contacts,
  customerPayments,
  type Executor,
  journalLines,
  paymentAllocations,
  paymentMethods,
  salesDocuments,
} from '@owo/db';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';

/*
 * How payments received and prepayments read: the list (newest first, by customer, kind and
 * dates) and one payment with the invoices it settled. Amounts are naira of the payment's currency;
 * amountPaid is the cash put on invoices and balance the excess kept as the customer's credit
 * (spec section 3, Payment).
 */

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

const reference = z.object({ _id: z.string(), name: z.string() });

export const paymentSchema = z.object({
  _id: z.string(),
  kind: z.enum(['payment', 'prepayment']),
  number: z.string(),
  status: z.enum(['live', 'void']),
  customer: reference,
  branch: reference,
  date: z.string(),
  paymentDate: z.string(),
  bank: reference,
  paymentMethod: reference,
  reference: z.string(),
  note: z.string(),
  currency: z.object({ name: z.string(), rate: z.number() }),
  amountReceived: z.number(),
  amountPaid: z.number(),
  withholdingTax: z.number(),
  balance: z.number(),
  items: z.array(
    z.object({
      /** The invoice as it stands now (amountDue after every payment, this one too), in the payment's currency. */
      invoice: z.object({
        _id: z.string(),
        invoiceNumber: z.string(),
        date: z.string(),
        dueDate: z.string(),
        total: z.number(),
        amountDue: z.number(),
      }),
      amount: z.number(),
      withholdingTax: z.number(),
    }),
  ),
});
export type PaymentView = z.infer<typeof paymentSchema>;

const columns = {
  payment: customerPayments,
  customerName: contacts.displayName,
  branchName: branches.name,
  bankName: accounts.name,
  methodName: paymentMethods.name,
};

function paymentsFrom(executor: Executor) {
  return executor
    .select(columns)
    .from(customerPayments)
    .innerJoin(
      contacts,
      and(eq(contacts.companyId, customerPayments.companyId), eq(contacts.id, customerPayments.customerId)),
    )
    .innerJoin(
      branches,
      and(eq(branches.companyId, customerPayments.companyId), eq(branches.id, customerPayments.branchId)),
    )
    .innerJoin(
      accounts,
      and(eq(accounts.companyId, customerPayments.companyId), eq(accounts.id, customerPayments.bankAccountId)),
    )
    .innerJoin(
      paymentMethods,
      and(
        eq(paymentMethods.companyId, customerPayments.companyId),
        eq(paymentMethods.id, customerPayments.paymentMethodId),
      ),
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
    customer: { _id: payment.customerId, name: row.customerName },
    branch: { _id: payment.branchId, name: row.branchName },
    date: payment.date,
    paymentDate: payment.date,
    bank: { _id: payment.bankAccountId, name: row.bankName },
    paymentMethod: { _id: payment.paymentMethodId, name: row.methodName },
    reference: payment.reference,
    note: payment.note,
    currency: { name: payment.currencyCode, rate: Number(payment.exchangeRate) },
    amountReceived: toNaira(payment.amountReceived),
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
      number: salesDocuments.number,
      date: salesDocuments.date,
      dueDate: salesDocuments.dueDate,
      total: salesDocuments.total,
      amountDue: salesDocuments.amountDue,
      cash: paymentAllocations.cash,
      withholdingTax: paymentAllocations.withholdingTax,
    })
    .from(paymentAllocations)
    .innerJoin(
      salesDocuments,
      and(
        eq(salesDocuments.companyId, paymentAllocations.companyId),
        eq(salesDocuments.id, paymentAllocations.documentId),
      ),
    )
    .where(and(eq(paymentAllocations.companyId, companyId), inArray(paymentAllocations.paymentId, [...paymentIds])))
    .orderBy(asc(salesDocuments.number));
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
      eq(customerPayments.companyId, context.companyId),
      eq(customerPayments.id, id),
      branchOnly(context, customerPayments.branchId),
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
    eq(customerPayments.companyId, context.companyId),
    branchOnly(context, customerPayments.branchId),
    kind ? eq(customerPayments.kind, kind) : undefined,
    status ? eq(customerPayments.status, status) : undefined,
    query.where.customer ? eq(customerPayments.customerId, query.where.customer) : undefined,
    query.where.branch ? eq(customerPayments.branchId, query.where.branch) : undefined,
    query.range.startDate ? gte(customerPayments.date, query.range.startDate) : undefined,
    query.range.endDate ? lte(customerPayments.date, query.range.endDate) : undefined,
  );
  const rows = await paymentsFrom(executor)
    .where(filter)
    .orderBy(desc(customerPayments.date), desc(customerPayments.id))
    .limit(query.limit)
    .offset(query.offset);
  const items = await itemsOf(
    executor,
    context.companyId,
    rows.map((row) => row.payment.id),
  );
  const [counted] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(customerPayments)
    .where(filter);
  return { rows: rows.map((row) => viewOf(row, items.get(row.payment.id) ?? [])), total: counted?.total ?? 0 };
}

/** The customer's credit in the home currency: their balance on Customer Deposits (credits less debits). */
export async function customerCredit(executor: Executor, companyId: string, customerId: string) {
  const deposits = await systemAccount(executor, companyId, 'customer-deposits');
  const [row] = await executor
    .select({ credit: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}), 0)` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalLines.accountId, deposits.id),
        eq(journalLines.contactId, customerId),
      ),
    );
  return Number(row?.credit ?? 0);
}
