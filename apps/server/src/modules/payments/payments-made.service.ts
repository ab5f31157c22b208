import { formatMoney, type Kobo, toKobo, type VendorPayment, type VendorPaymentChanges } from '@owo/core';
import { contacts, type Executor, newId, paymentAllocations, payments } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { assertInScope, branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
import { type PostingTransaction, post, reverse } from '../../ledger/post.ts';
import { nextNumber } from '../../ledger/sequences.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import { checkPaymentMethod, recordEvent, settleInvoice } from '../invoices/index.ts';
import { branchNames } from '../stock/index.ts';
import {
  type AllocationRow,
  type BillPlan,
  type BillSettlement,
  lockBills,
  paidFromAccount,
  planBills,
  vendorPaymentMessages,
  withheldOf,
} from './payments-made.plan.ts';
import { vendorPaymentEntryLines } from './payments-made.posting.ts';

/*
 * Payments made to vendors (issue 27; spec section 3 "Payment", paymentType BILL). A payment
 * settles one or many open bills of one vendor, withholding tax on each in proportion to what it
 * settles (payments-made.plan.ts); anything above the bills is an advance to the vendor. It posts
 * one entry (payments-made.posting.ts) in the transaction that moves the bills; paying is posting,
 * so it needs expenses.approve (ledger/approval.ts 'vendor-payment'): money leaving the bank is
 * the one thing a clerk does not do alone. Changing a payment reverses its entry and posts the new
 * one, the bills moved from what it settled to what it settles now; deleting reverses it.
 */

type PaymentRow = typeof payments.$inferSelect;

/** The vendor (of the company, in the member's branch) and the branch. */
async function checkVendor(executor: Executor, context: RequestContext, vendorId: string, branch: string) {
  const branchId = branchToStore(context, branch) as string;
  await branchNames(executor, context.companyId, [branchId]);
  const [vendor] = await executor
    .select({ kind: contacts.kind, branchId: contacts.branchId })
    .from(contacts)
    .where(and(eq(contacts.companyId, context.companyId), eq(contacts.id, vendorId)));
  if (vendor?.kind !== 'vendor') throw new NotFound('Vendor');
  assertInScope(context, vendor.branchId, 'Vendor');
  return branchId;
}

interface PaymentHead {
  id: string;
  number: string;
  vendorId: string;
  branchId: string;
  date: string;
  bankAccountId: string;
}

async function postVendorPayment(tx: PostingTransaction, context: RequestContext, head: PaymentHead, plan: BillPlan) {
  const { companyId } = context;
  const memo = `Payment ${head.number}`;
  const key = async (name: 'payables' | 'fx-gain-loss') => (await systemAccount(tx, companyId, name)).id;
  return post(
    tx,
    {
      companyId,
      date: head.date,
      memo,
      sourceType: 'vendor-payment',
      sourceId: head.id,
      branchId: head.branchId,
      createdBy: context.userId,
      lines: vendorPaymentEntryLines({
        accounts: { bank: head.bankAccountId, payables: await key('payables'), fxGainLoss: await key('fx-gain-loss') },
        vendorId: head.vendorId,
        branchId: head.branchId,
        currencyCode: plan.currencyCode,
        homeCurrencyCode: plan.homeCurrencyCode,
        exchangeRate: String(Number(plan.exchangeRate)),
        total: plan.total,
        withheld: withheldOf(plan.settlements),
        payablesHome: plan.settlements.reduce((sum, one) => sum + one.home, 0),
        advance: plan.plan.advance,
        memo,
      }),
    },
    authorityToPost(context, 'vendor-payment', vendorPaymentMessages.record),
  );
}

/**
 * Moves the bills from what a payment settled (`current`, empty for a new one) to what it
 * settles now: allocation rows replaced, each bill's amount due and status moved by the
 * difference, and a line in each changed bill's history.
 */
async function resettleBills(
  tx: PostingTransaction,
  context: RequestContext,
  payment: { id: string; number: string; currencyCode: string },
  current: ReadonlyMap<string, AllocationRow>,
  settlements: readonly BillSettlement[],
) {
  const { companyId } = context;
  await tx
    .delete(paymentAllocations)
    .where(and(eq(paymentAllocations.companyId, companyId), eq(paymentAllocations.paymentId, payment.id)));
  if (settlements.length > 0) {
    await tx.insert(paymentAllocations).values(
      settlements.map(({ bill, paid, home }) => ({
        companyId,
        paymentId: payment.id,
        documentId: bill.id,
        cash: paid.cash,
        withholdingTax: paid.withholdingTax,
        homeSettled: home,
      })),
    );
  }
  const now = new Map(settlements.map((one) => [one.bill.id, one]));
  const money = (kobo: Kobo) => formatMoney(kobo, payment.currencyCode);
  for (const billId of new Set([...current.keys(), ...now.keys()])) {
    const before = current.get(billId);
    const after = now.get(billId);
    const settledBefore = before ? before.cash + before.withholdingTax : 0;
    const settledAfter = after?.paid.settled ?? 0;
    const homeChange = (after?.home ?? 0) - (before?.homeSettled ?? 0);
    if (settledAfter !== settledBefore || homeChange !== 0) {
      await settleInvoice(tx, companyId, billId, settledAfter - settledBefore, homeChange);
    }
    if (settledAfter === settledBefore) continue;
    const detail = after
      ? `${payment.number}: ${money(settledAfter)}, tax withheld ${money(after.paid.withholdingTax)}`
      : payment.number;
    await recordEvent(tx, context, billId, before ? (after ? 'payment changed' : 'payment removed') : 'paid', detail);
  }
}

const paymentApproval = (context: RequestContext) =>
  approvalToReverse(context, 'vendor-payment', vendorPaymentMessages.changePosted);

/** The payment row's figures from a plan: cash_applied holds what the bills went down by (tax withheld included). */
const figuresOf = (plan: BillPlan) => ({
  currencyCode: plan.currencyCode,
  exchangeRate: plan.exchangeRate,
  amount: plan.total,
  cashApplied: plan.plan.amountPaid,
  withholdingTax: plan.plan.withholdingTax,
  excess: plan.plan.advance,
});

export async function recordVendorPayment(tx: PostingTransaction, context: RequestContext, input: VendorPayment) {
  const { companyId } = context;
  // Refused before anything is read, so a clerk learns only that they may not pay.
  authorityToPost(context, 'vendor-payment', vendorPaymentMessages.record);
  const branchId = await checkVendor(tx, context, input.recipient, input.branch);
  const bank = await paidFromAccount(tx, companyId, input.bank);
  await checkPaymentMethod(tx, companyId, input.paymentMethod);
  const plan = await planBills(tx, context, {
    vendorId: input.recipient,
    total: toKobo(input.total),
    items: input.items,
    currency: input.currency,
  });
  const id = newId();
  const number = `VPAY-${String(await nextNumber(tx, companyId, 'vendor-payment')).padStart(5, '0')}`;
  const head = { id, number, vendorId: input.recipient, branchId, date: input.paymentDate, bankAccountId: bank };
  const entry = await postVendorPayment(tx, context, head, plan);
  await tx.insert(payments).values({
    companyId,
    id,
    direction: 'purchases',
    kind: 'payment',
    number,
    contactId: input.recipient,
    branchId,
    date: input.paymentDate,
    bankAccountId: bank,
    paymentMethodId: input.paymentMethod,
    reference: input.reference,
    note: input.note ?? '',
    ...figuresOf(plan),
    entryId: entry.id,
    createdBy: context.userId,
  });
  await resettleBills(tx, context, { id, number, currencyCode: plan.currencyCode }, new Map(), plan.settlements);
  await recordAudit(tx, context, { action: 'create', entityType: 'vendor-payment', entityId: id, after: input });
  return { id };
}

/** A live payment made, locked, of the company and the member's branch. */
export async function lockVendorPayment(tx: PostingTransaction, context: RequestContext, id: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, context.companyId), eq(payments.id, id), eq(payments.direction, 'purchases')))
    .for('update');
  if (!payment) throw new NotFound('Payment');
  assertInScope(context, payment.branchId, 'Payment');
  return payment;
}

async function allocationsOf(tx: PostingTransaction, companyId: string, paymentId: string) {
  const rows = await tx
    .select()
    .from(paymentAllocations)
    .where(and(eq(paymentAllocations.companyId, companyId), eq(paymentAllocations.paymentId, paymentId)));
  return new Map(rows.map((one) => [one.documentId, one]));
}

function postsDifferently(payment: PaymentRow, head: PaymentHead, plan: BillPlan, current: Map<string, AllocationRow>) {
  const figures = figuresOf(plan);
  const settled = plan.settlements;
  return (
    head.date !== payment.date ||
    head.bankAccountId !== payment.bankAccountId ||
    head.branchId !== payment.branchId ||
    figures.amount !== payment.amount ||
    figures.currencyCode !== payment.currencyCode ||
    Number(figures.exchangeRate) !== Number(payment.exchangeRate) ||
    settled.length !== current.size ||
    settled.some(({ bill, paid }) => {
      const before = current.get(bill.id);
      return !before || before.cash !== paid.cash || before.withholdingTax !== paid.withholdingTax;
    })
  );
}

/**
 * Changes a payment made (PATCH: only the fields sent), worked out from the payment as stored so
 * the same request twice changes it once. When what it posts changes, its entry is reversed, the
 * new one posted and the bills moved; a reference, note or method alone touches only the payment.
 */
export async function updateVendorPayment(
  tx: PostingTransaction,
  context: RequestContext,
  id: string,
  changes: VendorPaymentChanges,
): Promise<{ changed: boolean }> {
  const { companyId } = context;
  const payment = await lockVendorPayment(tx, context, id);
  if (payment.status === 'void') throw new Conflict(vendorPaymentMessages.deleted);
  if (changes.recipient !== undefined && changes.recipient !== payment.contactId) {
    throw new Invalid(vendorPaymentMessages.vendorFixed, { recipient: vendorPaymentMessages.vendorFixed });
  }
  const branchId = await checkVendor(tx, context, payment.contactId, changes.branch ?? payment.branchId);
  const bank = changes.bank ? await paidFromAccount(tx, companyId, changes.bank) : payment.bankAccountId;
  if (changes.paymentMethod) await checkPaymentMethod(tx, companyId, changes.paymentMethod);
  const current = await allocationsOf(tx, companyId, id);
  const plan = await planBills(tx, context, {
    vendorId: payment.contactId,
    total: changes.total === undefined ? payment.amount : toKobo(changes.total),
    // Left out: each bill keeps what the payment settled on it.
    items:
      changes.items ??
      [...current.values()].map((one) => ({ id: one.documentId, amount: (one.cash + one.withholdingTax) / 100 })),
    currency: changes.currency,
    kept: { name: payment.currencyCode, rate: payment.exchangeRate },
    paymentId: id,
    current,
  });
  const head = {
    id,
    number: payment.number,
    vendorId: payment.contactId,
    branchId,
    date: changes.paymentDate ?? payment.date,
    bankAccountId: bank,
  };
  const posts = postsDifferently(payment, head, plan, current);
  const paymentMethodId = changes.paymentMethod ?? payment.paymentMethodId;
  const reference = changes.reference ?? payment.reference;
  const note = changes.note ?? payment.note;
  const changed =
    posts || paymentMethodId !== payment.paymentMethodId || reference !== payment.reference || note !== payment.note;
  if (!changed) return { changed: false };
  let entryId = payment.entryId;
  if (posts) {
    if (payment.entryId) await reverse(tx, { companyId, entryId: payment.entryId, approval: paymentApproval(context) });
    entryId = (await postVendorPayment(tx, context, head, plan)).id;
    await resettleBills(tx, context, { ...payment, currencyCode: plan.currencyCode }, current, plan.settlements);
  }
  await tx
    .update(payments)
    .set({
      branchId,
      date: head.date,
      bankAccountId: bank,
      paymentMethodId,
      reference,
      note,
      ...figuresOf(plan),
      entryId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'vendor-payment',
    entityId: id,
    before: { ...payment, items: [...current.values()] },
    after: changes,
  });
  return { changed: true };
}

/** Deletes a payment made: its entry reversed and the bills it settled owing again. */
export async function deleteVendorPayment(tx: PostingTransaction, context: RequestContext, id: string) {
  const { companyId } = context;
  const payment = await lockVendorPayment(tx, context, id);
  if (payment.status === 'void') throw new NotFound('Payment');
  const approval = paymentApproval(context);
  const current = await allocationsOf(tx, companyId, id);
  await lockBills(tx, companyId, [...current.keys()]);
  if (payment.entryId) await reverse(tx, { companyId, entryId: payment.entryId, approval });
  for (const allocation of current.values()) {
    const settled = allocation.cash + allocation.withholdingTax;
    await settleInvoice(tx, companyId, allocation.documentId, -settled, -allocation.homeSettled);
    await recordEvent(tx, context, allocation.documentId, 'payment deleted', payment.number);
  }
  await tx
    .update(payments)
    .set({ status: 'void', updatedAt: sql`now()` })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  await recordAudit(tx, context, { action: 'delete', entityType: 'vendor-payment', entityId: id, before: payment });
}
