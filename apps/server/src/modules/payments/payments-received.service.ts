import { formatMoney, type Kobo, type PaymentReceived, type Prepayment, toKobo } from '@owo/core';
import { newId, paymentAllocations, payments } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
import { type PostingTransaction, post } from '../../ledger/post.ts';
import { recordAudit } from '../audit/index.ts';
import { checkPaymentMethod, depositAccount, homeCurrency, recordEvent, settleInvoice } from '../invoices/index.ts';
import { paymentMessages } from './payments-received.messages.ts';
import {
  type AllocationRow,
  checkCustomer,
  type PaymentPlan,
  paymentAccounts,
  paymentNumber,
  planPayment,
  type Settlement,
} from './payments-received.plan.ts';
import { type PaymentPostingInput, paymentEntryLines } from './payments-received.posting.ts';

/*
 * Payments received and prepayments (issue 14). A payment settles one or many open invoices of
 * one customer: cash on each capped at what it owes, tax the customer withheld taken first, the
 * excess kept as the customer's credit (packages/core allocatePayment). A prepayment is all
 * credit. Credit is applied to an invoice later. Each posts one entry in the transaction that
 * changes the invoices; deleting a payment reverses it and puts the invoices back as they were;
 * changing one reverses its entry, posts the new one and moves the invoices from what the payment
 * settled to what it settles now, all in one transaction.
 */

export { paymentMessages } from './payments-received.messages.ts';

export type EntryFigures = Omit<PaymentPostingInput, 'accounts' | 'customerId' | 'branchId' | 'memo'>;

export function figuresOf(plan: PaymentPlan): EntryFigures {
  return {
    currencyCode: plan.currencyCode,
    homeCurrencyCode: plan.homeCurrencyCode,
    exchangeRate: plan.exchangeRate,
    amountReceived: plan.amountReceived,
    cashApplied: plan.allocation.cashApplied,
    withholdingTax: plan.allocation.withholdingTax,
    receivablesHome: plan.settlements.reduce((sum, one) => sum + one.home, 0),
  };
}

export interface PaymentHead {
  id: string;
  kind: 'payment' | 'prepayment';
  number: string;
  customerId: string;
  branchId: string;
  date: string;
  bankAccountId: string;
}

/** Posts a payment's (or prepayment's) entry: built by paymentEntryLines, its source the payment. */
export async function postPaymentEntry(
  tx: PostingTransaction,
  context: RequestContext,
  head: PaymentHead,
  figures: EntryFigures,
) {
  const { companyId } = context;
  const memo = `${head.kind === 'payment' ? 'Payment' : 'Prepayment'} ${head.number}`;
  const sourceType = head.kind === 'payment' ? 'customer-payment' : 'prepayment';
  return post(
    tx,
    {
      companyId,
      date: head.date,
      memo,
      sourceType,
      sourceId: head.id,
      branchId: head.branchId,
      createdBy: context.userId,
      lines: paymentEntryLines({
        ...figures,
        accounts: await paymentAccounts(tx, companyId, head.bankAccountId),
        customerId: head.customerId,
        branchId: head.branchId,
        exchangeRate: String(Number(figures.exchangeRate)),
        memo,
      }),
    },
    authorityToPost(context, sourceType, paymentMessages.record),
  );
}

/**
 * Moves the invoices from what a payment settled (`current`, empty for a new payment) to what it
 * settles now: its allocation rows replaced, each invoice's amount due, home amount paid and status
 * moved by the difference, and a line in the history of each invoice whose settlement changed.
 */
export async function resettleInvoices(
  tx: PostingTransaction,
  context: RequestContext,
  payment: { id: string; number: string; currencyCode: string },
  current: ReadonlyMap<string, AllocationRow>,
  settlements: readonly Settlement[],
) {
  const { companyId } = context;
  const applied = settlements.filter(({ settlement }) => settlement.settled > 0);
  if (current.size > 0) {
    await tx
      .delete(paymentAllocations)
      .where(and(eq(paymentAllocations.companyId, companyId), eq(paymentAllocations.paymentId, payment.id)));
  }
  if (applied.length > 0) {
    await tx.insert(paymentAllocations).values(
      applied.map(({ invoice, settlement, home }) => ({
        companyId,
        paymentId: payment.id,
        documentId: invoice.id,
        cash: settlement.cash,
        withholdingTax: settlement.withholdingTax,
        homeSettled: home,
      })),
    );
  }
  const now = new Map(applied.map((one) => [one.invoice.id, one]));
  const money = (kobo: Kobo) => formatMoney(kobo, payment.currencyCode);
  for (const invoiceId of new Set([...current.keys(), ...now.keys()])) {
    const before = current.get(invoiceId);
    const after = now.get(invoiceId);
    const settledBefore = before ? before.cash + before.withholdingTax : 0;
    const settledAfter = after?.settlement.settled ?? 0;
    const homeChange = (after?.home ?? 0) - (before?.homeSettled ?? 0);
    if (settledAfter !== settledBefore || homeChange !== 0) {
      await settleInvoice(tx, companyId, invoiceId, settledAfter - settledBefore, homeChange);
    }
    if (!before && after) {
      await recordEvent(tx, context, invoiceId, 'paid', `${payment.number}: ${money(settledAfter)}`);
    } else if (before && !after) {
      await recordEvent(tx, context, invoiceId, 'payment removed', payment.number);
    } else if (
      before &&
      after &&
      (before.cash !== after.settlement.cash || before.withholdingTax !== after.settlement.withholdingTax)
    ) {
      await recordEvent(
        tx,
        context,
        invoiceId,
        'payment changed',
        `${payment.number}: from ${money(settledBefore)} to ${money(settledAfter)}`,
      );
    }
  }
}

/** A posted payment is changed or deleted only by who may approve sales (ledger/approval.ts). */
export const paymentApproval = (context: RequestContext) =>
  approvalToReverse(context, 'customer-payment', paymentMessages.changePosted);

export async function recordPayment(tx: PostingTransaction, context: RequestContext, input: PaymentReceived) {
  const { companyId } = context;
  const branchId = await checkCustomer(tx, context, input.customer, input.branch);
  const bank = await depositAccount(tx, companyId, input.bank, 'bank');
  await checkPaymentMethod(tx, companyId, input.paymentMethod);
  const plan = await planPayment(tx, context, {
    customerId: input.customer,
    amountReceived: toKobo(input.amountReceived),
    items: input.items,
    currency: input.currency,
  });
  const id = newId();
  const number = await paymentNumber(tx, companyId, 'payment');
  const head: PaymentHead = {
    id,
    kind: 'payment',
    number,
    customerId: input.customer,
    branchId,
    date: input.paymentDate,
    bankAccountId: bank,
  };
  const entry = await postPaymentEntry(tx, context, head, figuresOf(plan));
  await tx.insert(payments).values({
    companyId,
    id,
    direction: 'sales',
    kind: 'payment',
    number,
    contactId: input.customer,
    branchId,
    date: input.paymentDate,
    bankAccountId: bank,
    paymentMethodId: input.paymentMethod,
    reference: input.reference ?? '',
    note: input.note ?? '',
    currencyCode: plan.currencyCode,
    exchangeRate: plan.exchangeRate,
    amount: plan.amountReceived,
    cashApplied: plan.allocation.cashApplied,
    withholdingTax: plan.allocation.withholdingTax,
    excess: plan.allocation.excess,
    entryId: entry.id,
    createdBy: context.userId,
  });
  await resettleInvoices(tx, context, { id, number, currencyCode: plan.currencyCode }, new Map(), plan.settlements);
  await recordAudit(tx, context, { action: 'create', entityType: 'customer-payment', entityId: id, after: input });
  return { id };
}

export async function recordPrepayment(tx: PostingTransaction, context: RequestContext, input: Prepayment) {
  const { companyId } = context;
  const branchId = await checkCustomer(tx, context, input.customer, input.branch);
  const bank = await depositAccount(tx, companyId, input.bank, 'bank');
  await checkPaymentMethod(tx, companyId, input.paymentMethod);
  const home = await homeCurrency(tx, companyId);
  const currencyCode = input.currency?.name ?? home;
  const exchangeRate = currencyCode === home ? '1' : (input.currency?.rate ?? '1');
  const amountReceived = toKobo(input.amountReceived);
  const id = newId();
  const number = await paymentNumber(tx, companyId, 'prepayment');
  const head: PaymentHead = {
    id,
    kind: 'prepayment',
    number,
    customerId: input.customer,
    branchId,
    date: input.paymentDate,
    bankAccountId: bank,
  };
  const entry = await postPaymentEntry(
    tx,
    context,
    head,
    prepaymentFigures(currencyCode, home, exchangeRate, amountReceived),
  );
  await tx.insert(payments).values({
    companyId,
    id,
    direction: 'sales',
    kind: 'prepayment',
    number,
    contactId: input.customer,
    branchId,
    date: input.paymentDate,
    bankAccountId: bank,
    paymentMethodId: input.paymentMethod,
    reference: input.reference ?? '',
    note: input.note ?? '',
    currencyCode,
    exchangeRate,
    amount: amountReceived,
    excess: amountReceived,
    entryId: entry.id,
    createdBy: context.userId,
  });
  await recordAudit(tx, context, { action: 'create', entityType: 'prepayment', entityId: id, after: input });
  return { id };
}

export function prepaymentFigures(
  currencyCode: string,
  homeCurrencyCode: string,
  exchangeRate: string,
  amountReceived: Kobo,
): EntryFigures {
  return {
    currencyCode,
    homeCurrencyCode,
    exchangeRate,
    amountReceived,
    cashApplied: 0,
    withholdingTax: 0,
    receivablesHome: 0,
  };
}
