import {
  type ApplyCredit,
  allocatePayment,
  formatMoney,
  type PaymentReceived,
  PaymentRefused,
  type Prepayment,
  toKobo,
} from '@owo/core';
import {
  contacts,
  creditApplications,
  customerPayments,
  type Executor,
  newId,
  paymentAllocations,
  salesDocuments,
} from '@owo/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { assertInScope, branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { type PostingTransaction, post, reverse } from '../../ledger/post.ts';
import { nextNumber } from '../../ledger/sequences.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { checkPaymentMethod, depositAccount, recordEvent } from '../invoices/sales.checks.ts';
import { homeCurrency } from '../invoices/sales.figures.ts';
import { settleInvoice } from '../invoices/sales.ledger.ts';
import { branchNames } from '../stock/stock.checks.ts';
import {
  creditApplicationLines,
  homeSettled,
  type PaymentAccounts,
  paymentEntryLines,
} from './payments-received.posting.ts';
import { customerCredit } from './payments-received.view.ts';

/*
 * Payments received and prepayments (issue 14). A payment settles one or many open invoices of
 * one customer: cash on each capped at what it owes, tax the customer withheld taken first, the
 * excess kept as the customer's credit (packages/core allocatePayment). A prepayment is all
 * credit. Credit is applied to an invoice later. Each posts one entry in the transaction that
 * changes the invoices; deleting a payment reverses it and puts the invoices back as they were.
 */

export const paymentMessages = {
  notOpen: (number: string) => `${number} cannot be paid: only approved invoices that are not paid can be`,
  otherCustomer: (number: string) => `${number} belongs to another customer`,
  currencies: 'A payment and the invoices it pays must be in one currency',
  creditUsed:
    "This payment's credit has already been used on invoices: remove the credit from those invoices first, then delete the payment",
  notEnoughCredit: (available: string) => `The customer has only ${available} of credit`,
  creditForeign: 'Credit can be applied to invoices in the home currency only',
  overDue: (due: string) => `The amount is more than the ${due} still owed on this invoice`,
  amountReceived: 'Amount received must be more than 0',
} as const;

async function paymentAccounts(executor: Executor, companyId: string, bank: string): Promise<PaymentAccounts> {
  const key = async (name: Parameters<typeof systemAccount>[2]) => (await systemAccount(executor, companyId, name)).id;
  return {
    bank,
    receivables: await key('receivables'),
    whtReceivable: await key('wht-receivable'),
    customerDeposits: await key('customer-deposits'),
    fxGainLoss: await key('fx-gain-loss'),
  };
}

/** The customer (of the company, in the member's branch) and the branch. */
async function checkCustomer(executor: Executor, context: RequestContext, customerId: string, branch: string) {
  const branchId = branchToStore(context, branch) as string;
  await branchNames(executor, context.companyId, [branchId]);
  const [customer] = await executor
    .select({ kind: contacts.kind, branchId: contacts.branchId })
    .from(contacts)
    .where(and(eq(contacts.companyId, context.companyId), eq(contacts.id, customerId)));
  if (customer?.kind !== 'customer') throw new NotFound('Customer');
  assertInScope(context, customer.branchId, 'Customer');
  return branchId;
}

async function paymentNumber(executor: Executor, companyId: string, kind: 'payment' | 'prepayment') {
  const prefix = kind === 'payment' ? 'PAY' : 'PRE';
  return `${prefix}-${String(await nextNumber(executor, companyId, `customer-${kind}`)).padStart(5, '0')}`;
}

/** The invoices a payment names, locked in id order (so two payments never wait on each other in a circle). */
async function lockInvoices(executor: Executor, companyId: string, ids: readonly string[]) {
  const rows = await executor
    .select()
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.companyId, companyId),
        eq(salesDocuments.kind, 'invoice'),
        inArray(salesDocuments.id, [...ids]),
      ),
    )
    .orderBy(salesDocuments.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export async function recordPayment(tx: PostingTransaction, context: RequestContext, input: PaymentReceived) {
  const { companyId } = context;
  const branchId = await checkCustomer(tx, context, input.customer, input.branch);
  const bank = await depositAccount(tx, companyId, input.bank, 'bank');
  await checkPaymentMethod(tx, companyId, input.paymentMethod);
  const invoices = await lockInvoices(
    tx,
    companyId,
    input.items.map((item) => item.id),
  );
  const ordered = input.items.map((item) => {
    const invoice = invoices.get(item.id);
    if (!invoice) throw new NotFound('Invoice');
    assertInScope(context, invoice.branchId, 'Invoice');
    if (invoice.customerId !== input.customer) throw new Invalid(paymentMessages.otherCustomer(invoice.number));
    if (invoice.status !== 'unpaid' && invoice.status !== 'partly-paid') {
      throw new Conflict(paymentMessages.notOpen(invoice.number));
    }
    return { item, invoice };
  });
  const currencies = new Set(ordered.map(({ invoice }) => invoice.currencyCode));
  if (currencies.size > 1) throw new Invalid(paymentMessages.currencies);
  const [first] = ordered;
  const home = await homeCurrency(tx, companyId);
  const currencyCode = first?.invoice.currencyCode ?? home;
  if (input.currency && input.currency.name !== currencyCode) throw new Invalid(paymentMessages.currencies);
  const exchangeRate = input.currency?.rate ?? first?.invoice.exchangeRate ?? '1';
  const amountReceived = toKobo(input.amountReceived);
  if (amountReceived === 0)
    throw new Invalid(paymentMessages.amountReceived, { amountReceived: paymentMessages.amountReceived });
  const allocation = allocate(amountReceived, currencyCode, ordered);

  const id = newId();
  const number = await paymentNumber(tx, companyId, 'payment');
  const settlements = ordered.map(({ invoice }, index) => {
    const settlement = allocation.invoices[index];
    if (!settlement) throw new Error('allocation lost an invoice');
    const home = homeSettled({
      settled: settlement.settled,
      due: invoice.amountDue,
      homeDue: invoice.homeTotal - invoice.homeAmountPaid,
      exchangeRate: String(Number(invoice.exchangeRate)),
    });
    return { invoice, settlement, home };
  });
  const receivablesHome = settlements.reduce((sum, one) => sum + one.home, 0);
  const entry = await post(tx, {
    companyId,
    date: input.paymentDate,
    memo: `Payment ${number}`,
    sourceType: 'customer-payment',
    sourceId: id,
    branchId,
    createdBy: context.userId,
    lines: paymentEntryLines({
      accounts: await paymentAccounts(tx, companyId, bank),
      customerId: input.customer,
      branchId,
      currencyCode,
      homeCurrencyCode: home,
      exchangeRate: String(Number(exchangeRate)),
      amountReceived,
      cashApplied: allocation.cashApplied,
      withholdingTax: allocation.withholdingTax,
      receivablesHome,
      memo: `Payment ${number}`,
    }),
  });
  await tx.insert(customerPayments).values({
    companyId,
    id,
    kind: 'payment',
    number,
    customerId: input.customer,
    branchId,
    date: input.paymentDate,
    bankAccountId: bank,
    paymentMethodId: input.paymentMethod,
    reference: input.reference ?? '',
    note: input.note ?? '',
    currencyCode,
    exchangeRate,
    amountReceived,
    cashApplied: allocation.cashApplied,
    withholdingTax: allocation.withholdingTax,
    excess: allocation.excess,
    entryId: entry.id,
    createdBy: context.userId,
  });
  const applied = settlements.filter(({ settlement }) => settlement.settled > 0);
  if (applied.length > 0) {
    await tx.insert(paymentAllocations).values(
      applied.map(({ invoice, settlement, home }) => ({
        companyId,
        paymentId: id,
        documentId: invoice.id,
        cash: settlement.cash,
        withholdingTax: settlement.withholdingTax,
        homeSettled: home,
      })),
    );
  }
  for (const { invoice, settlement, home } of applied) {
    await settleInvoice(tx, companyId, invoice.id, settlement.settled, home);
    await recordEvent(tx, context, invoice.id, 'paid', `${number}: ${formatMoney(settlement.settled, currencyCode)}`);
  }
  await recordAudit(tx, context, { action: 'create', entityType: 'customer-payment', entityId: id, after: input });
  return { id };
}

function allocate(
  amountReceived: number,
  currency: string,
  ordered: ReadonlyArray<{ item: PaymentReceived['items'][number]; invoice: typeof salesDocuments.$inferSelect }>,
) {
  try {
    return allocatePayment({
      amountReceived,
      currency,
      invoices: ordered.map(({ item, invoice }) => ({
        id: invoice.id,
        number: invoice.number,
        amountDue: invoice.amountDue,
        ...(item.amount === undefined ? {} : { amount: toKobo(item.amount) }),
        withholdingTax: toKobo(item.withholdingTax ?? 0),
      })),
    });
  } catch (error) {
    if (error instanceof PaymentRefused) throw new Invalid(error.message);
    throw error;
  }
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
  const entry = await post(tx, {
    companyId,
    date: input.paymentDate,
    memo: `Prepayment ${number}`,
    sourceType: 'prepayment',
    sourceId: id,
    branchId,
    createdBy: context.userId,
    lines: paymentEntryLines({
      accounts: await paymentAccounts(tx, companyId, bank),
      customerId: input.customer,
      branchId,
      currencyCode,
      homeCurrencyCode: home,
      exchangeRate,
      amountReceived,
      cashApplied: 0,
      withholdingTax: 0,
      receivablesHome: 0,
      memo: `Prepayment ${number}`,
    }),
  });
  await tx.insert(customerPayments).values({
    companyId,
    id,
    kind: 'prepayment',
    number,
    customerId: input.customer,
    branchId,
    date: input.paymentDate,
    bankAccountId: bank,
    paymentMethodId: input.paymentMethod,
    reference: input.reference ?? '',
    note: input.note ?? '',
    currencyCode,
    exchangeRate,
    amountReceived,
    excess: amountReceived,
    entryId: entry.id,
    createdBy: context.userId,
  });
  await recordAudit(tx, context, { action: 'create', entityType: 'prepayment', entityId: id, after: input });
  return { id };
}

/** Locks the customer's row, so two uses of their credit at once are taken one after the other. */
async function lockCustomer(executor: Executor, companyId: string, customerId: string) {
  await executor
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, customerId)))
    .for('update');
}

/**
 * Deletes a payment or prepayment: its entry reversed and the invoices it settled owing again.
 * Refused while the credit it left has been used (the customer's credit would go below zero).
 */
export async function deletePayment(tx: PostingTransaction, context: RequestContext, id: string) {
  const { companyId } = context;
  const [payment] = await tx
    .select()
    .from(customerPayments)
    .where(and(eq(customerPayments.companyId, companyId), eq(customerPayments.id, id)))
    .for('update');
  if (!payment || payment.status === 'void') throw new NotFound('Payment');
  assertInScope(context, payment.branchId, 'Payment');
  await lockCustomer(tx, companyId, payment.customerId);
  if (payment.excess > 0 && (await customerCredit(tx, companyId, payment.customerId)) < payment.excess) {
    throw new Conflict(paymentMessages.creditUsed);
  }
  const allocations = await tx
    .select()
    .from(paymentAllocations)
    .where(and(eq(paymentAllocations.companyId, companyId), eq(paymentAllocations.paymentId, id)));
  await lockInvoices(
    tx,
    companyId,
    allocations.map((one) => one.documentId),
  );
  if (payment.entryId) await reverse(tx, { companyId, entryId: payment.entryId, createdBy: context.userId });
  for (const allocation of allocations) {
    const settled = allocation.cash + allocation.withholdingTax;
    await settleInvoice(tx, companyId, allocation.documentId, -settled, -allocation.homeSettled);
    await recordEvent(tx, context, allocation.documentId, 'payment deleted', payment.number);
  }
  await tx
    .update(customerPayments)
    .set({ status: 'void', updatedAt: sql`now()` })
    .where(and(eq(customerPayments.companyId, companyId), eq(customerPayments.id, id)));
  await recordAudit(tx, context, {
    action: 'delete',
    entityType: `customer-${payment.kind}`,
    entityId: id,
    before: payment,
  });
}

/** Uses the customer's credit (prepayments, overpayments) to settle an invoice. */
export async function applyCredit(
  tx: PostingTransaction,
  context: RequestContext,
  invoiceId: string,
  input: ApplyCredit,
) {
  const { companyId } = context;
  const [invoice] = (await lockInvoices(tx, companyId, [invoiceId])).values();
  if (!invoice) throw new NotFound('Invoice');
  assertInScope(context, invoice.branchId, 'Invoice');
  if (invoice.status !== 'unpaid' && invoice.status !== 'partly-paid')
    throw new Conflict(paymentMessages.notOpen(invoice.number));
  if (invoice.currencyCode !== (await homeCurrency(tx, companyId))) throw new Invalid(paymentMessages.creditForeign);
  const amount = toKobo(input.amount);
  if (amount > invoice.amountDue) {
    const message = paymentMessages.overDue(formatMoney(invoice.amountDue, invoice.currencyCode));
    throw new Invalid(message, { amount: message });
  }
  await lockCustomer(tx, companyId, invoice.customerId);
  const credit = await customerCredit(tx, companyId, invoice.customerId);
  if (amount > credit) {
    const message = paymentMessages.notEnoughCredit(formatMoney(credit, invoice.currencyCode));
    throw new Invalid(message, { amount: message });
  }
  const id = newId();
  const accounts = await paymentAccounts(tx, companyId, '');
  const entry = await post(tx, {
    companyId,
    date: input.date,
    memo: `Credit applied to ${invoice.number}`,
    sourceType: 'credit-application',
    sourceId: id,
    branchId: invoice.branchId,
    createdBy: context.userId,
    lines: creditApplicationLines({
      accounts,
      customerId: invoice.customerId,
      branchId: invoice.branchId,
      amount,
      memo: `Credit applied to ${invoice.number}`,
    }),
  });
  await tx.insert(creditApplications).values({
    companyId,
    id,
    customerId: invoice.customerId,
    documentId: invoice.id,
    date: input.date,
    amount,
    entryId: entry.id,
    createdBy: context.userId,
  });
  await settleInvoice(tx, companyId, invoice.id, amount, amount);
  await recordEvent(tx, context, invoice.id, 'credit applied', formatMoney(amount, invoice.currencyCode));
  await recordAudit(tx, context, { action: 'create', entityType: 'credit-application', entityId: id, after: input });
  return { id };
}
