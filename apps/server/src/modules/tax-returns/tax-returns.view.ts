import {
  type PreparedTaxReturn,
  returnPaymentStatus,
  type TaxPaymentView,
  type TaxReturnDetail,
  type TaxReturnView,
  toNaira,
} from '@owo/core';
import { accounts, type Executor, taxPayments, taxReturns } from '@owo/db';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';

/* Filed returns and their payments as the API answers them (GET /tax/returns, /tax/returns/{id}, /tax/payments/{id}). */

type ReturnRow = typeof taxReturns.$inferSelect;

function returnView(row: ReturnRow, paid: number): TaxReturnView {
  return {
    _id: row.id,
    type: row.type,
    period: row.period,
    filedOn: row.filedOn,
    reference: row.reference,
    note: row.note,
    dueDate: row.dueDate,
    amountDue: toNaira(row.amountDue),
    amountPaid: toNaira(paid),
    status: returnPaymentStatus(row.amountDue, paid),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function paidOn(executor: Executor, companyId: string, returnIds: string[]) {
  if (returnIds.length === 0) return new Map<string, number>();
  const rows = await executor
    .select({ returnId: taxPayments.returnId, total: sql<string>`sum(${taxPayments.amount})` })
    .from(taxPayments)
    .where(and(eq(taxPayments.companyId, companyId), inArray(taxPayments.returnId, returnIds)))
    .groupBy(taxPayments.returnId);
  return new Map(rows.map((row) => [row.returnId, Number(row.total)]));
}

/** Filed returns, newest month first; where[type] (vat, wht) and where[period] narrow it. */
export async function listReturns(executor: Executor, context: RequestContext, input: { query: ListQuery }) {
  const { companyId } = context;
  const { where } = input.query;
  const filter = and(
    eq(taxReturns.companyId, companyId),
    where.type === 'vat' || where.type === 'wht' ? eq(taxReturns.type, where.type) : undefined,
    where.period ? eq(taxReturns.period, where.period) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(taxReturns)
      .where(filter)
      .orderBy(desc(taxReturns.period), asc(taxReturns.type))
      .limit(input.query.limit)
      .offset(input.query.offset),
    executor.select({ count: count() }).from(taxReturns).where(filter),
  ]);
  const paid = await paidOn(
    executor,
    companyId,
    rows.map((row) => row.id),
  );
  return { returns: rows.map((row) => returnView(row, paid.get(row.id) ?? 0)), total: total?.count ?? 0 };
}

const selectPayments = (executor: Executor) =>
  executor
    .select({ payment: taxPayments, bankName: accounts.name })
    .from(taxPayments)
    .innerJoin(
      accounts,
      and(eq(accounts.companyId, taxPayments.companyId), eq(accounts.id, taxPayments.bankAccountId)),
    );

function paymentView({
  payment,
  bankName,
}: {
  payment: typeof taxPayments.$inferSelect;
  bankName: string;
}): TaxPaymentView {
  return {
    _id: payment.id,
    return: payment.returnId,
    bank: { _id: payment.bankAccountId, name: bankName },
    date: payment.date,
    amount: toNaira(payment.amount),
    penalty: toNaira(payment.penalty),
    interest: toNaira(payment.interest),
    reference: payment.reference,
    note: payment.note,
    entryId: payment.entryId,
    createdAt: payment.createdAt.toISOString(),
  };
}

export async function getReturn(
  executor: Executor,
  context: RequestContext,
  input: { id: string },
): Promise<TaxReturnDetail> {
  const { companyId } = context;
  const [row] = await executor
    .select()
    .from(taxReturns)
    .where(and(eq(taxReturns.companyId, companyId), eq(taxReturns.id, input.id)));
  if (!row) throw new NotFound('Tax return');
  const payments = await selectPayments(executor)
    .where(and(eq(taxPayments.companyId, companyId), eq(taxPayments.returnId, row.id)))
    .orderBy(asc(taxPayments.date), asc(taxPayments.id));
  const paid = payments.reduce((sum, { payment }) => sum + payment.amount, 0);
  return {
    ...returnView(row, paid),
    prepared: row.prepared as PreparedTaxReturn,
    payments: payments.map(paymentView),
    entryId: row.entryId,
  };
}

export async function getTaxPayment(executor: Executor, context: RequestContext, input: { id: string }) {
  const [row] = await selectPayments(executor).where(
    and(eq(taxPayments.companyId, context.companyId), eq(taxPayments.id, input.id)),
  );
  if (!row) throw new NotFound('Tax payment');
  return paymentView(row);
}

/** Whether a tax payment of this id is the company's (the attachments module's owner check). */
export async function taxPaymentExists(executor: Executor, companyId: string, id: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: taxPayments.id })
    .from(taxPayments)
    .where(and(eq(taxPayments.companyId, companyId), eq(taxPayments.id, id)));
  return row !== undefined;
}
