import { type ApplyCredit, formatMoney, type PaymentChanges, toKobo, toNaira } from '@owo/core';
import { contacts, creditApplications, type Executor, newId, paymentAllocations, payments } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { assertInScope } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { authorityToPost } from '../../ledger/approval.ts';
import { customerCredit } from '../../ledger/balances.ts';
import { type PostingTransaction, post, reverse } from '../../ledger/post.ts';
import { recordAudit } from '../audit/index.ts';
import { checkPaymentMethod, depositAccount, homeCurrency, recordEvent, settleInvoice } from '../invoices/index.ts';
import { paymentMessages } from './payments-received.messages.ts';
import {
  type AllocationRow,
  checkCustomer,
  lockInvoices,
  type PaymentPlan,
  type PaymentRow,
  paymentAccounts,
  planPayment,
  type Settlement,
} from './payments-received.plan.ts';
import { creditApplicationLines, customerCreditHome } from './payments-received.posting.ts';
import {
  type EntryFigures,
  figuresOf,
  type PaymentHead,
  paymentApproval,
  postPaymentEntry,
  prepaymentFigures,
  resettleInvoices,
} from './payments-received.service.ts';

/** Whether a payment now settles other invoices, or other amounts of them, than it did. */
function settlementsChanged(current: ReadonlyMap<string, AllocationRow>, settlements: readonly Settlement[]) {
  const applied = settlements.filter(({ settlement }) => settlement.settled > 0);
  if (applied.length !== current.size) return true;
  return applied.some(({ invoice, settlement }) => {
    const before = current.get(invoice.id);
    return !before || before.cash !== settlement.cash || before.withholdingTax !== settlement.withholdingTax;
  });
}

/**
 * Changes a payment or prepayment (PATCH: only the fields sent). When what it posts changes
 * (date, deposit account, branch, amounts, rate, what it settles), its entry is reversed and the
 * new one posted, and the invoices move from what it settled to what it settles now; a reference,
 * note or payment method alone touches only the payment. Worked out from the payment as stored,
 * never by adding the request to it, so the same request sent twice changes it once: the second
 * finds nothing to change. Refused when it would take away credit the customer has already used.
 */
export async function updatePayment(
  tx: PostingTransaction,
  context: RequestContext,
  id: string,
  changes: PaymentChanges,
): Promise<{ kind: PaymentRow['kind']; changed: boolean }> {
  const { companyId } = context;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)))
    .for('update');
  if (!payment) throw new NotFound('Payment');
  assertInScope(context, payment.branchId, 'Payment');
  if (payment.status === 'void') throw new Conflict(paymentMessages.deleted);
  if (payment.kind === 'prepayment' && changes.items !== undefined) {
    throw new Invalid(paymentMessages.prepaymentItems, { items: paymentMessages.prepaymentItems });
  }
  const branchId = await checkCustomer(tx, context, payment.contactId, changes.branch ?? payment.branchId);
  const bank = changes.bank ? await depositAccount(tx, companyId, changes.bank, 'bank') : payment.bankAccountId;
  if (changes.paymentMethod) await checkPaymentMethod(tx, companyId, changes.paymentMethod);
  const date = changes.paymentDate ?? payment.date;
  const amountReceived = changes.amountReceived === undefined ? payment.amount : toKobo(changes.amountReceived);
  const home = await homeCurrency(tx, companyId);

  const allocations = await tx
    .select()
    .from(paymentAllocations)
    .where(and(eq(paymentAllocations.companyId, companyId), eq(paymentAllocations.paymentId, id)));
  const current = new Map(allocations.map((one) => [one.documentId, one]));
  let plan: PaymentPlan | null = null;
  let figures: EntryFigures;
  if (payment.kind === 'payment') {
    plan = await planPayment(tx, context, {
      customerId: payment.contactId,
      amountReceived,
      // Left out: each invoice keeps its cash and tax withheld.
      items:
        changes.items ??
        allocations.map((one) => ({
          id: one.documentId,
          amount: toNaira(one.cash),
          withholdingTax: toNaira(one.withholdingTax),
        })),
      currency: changes.currency,
      kept: { name: payment.currencyCode, rate: payment.exchangeRate },
      current,
    });
    figures = figuresOf(plan);
  } else {
    if (amountReceived === 0)
      throw new Invalid(paymentMessages.amountReceived, { amountReceived: paymentMessages.amountReceived });
    const currencyCode = changes.currency?.name ?? payment.currencyCode;
    const exchangeRate = currencyCode === home ? '1' : (changes.currency?.rate ?? payment.exchangeRate);
    figures = prepaymentFigures(currencyCode, home, exchangeRate, amountReceived);
  }
  // Checked after every id sent, so that each is refused for itself (tenancy-sweep.test.ts).
  if (changes.customer !== undefined && changes.customer !== payment.contactId) {
    throw new Invalid(paymentMessages.customerFixed, { customer: paymentMessages.customerFixed });
  }
  const excess = plan ? plan.allocation.excess : amountReceived;

  const posts =
    date !== payment.date ||
    bank !== payment.bankAccountId ||
    branchId !== payment.branchId ||
    amountReceived !== payment.amount ||
    figures.currencyCode !== payment.currencyCode ||
    Number(figures.exchangeRate) !== Number(payment.exchangeRate) ||
    (plan !== null && settlementsChanged(current, plan.settlements));
  const paymentMethodId = changes.paymentMethod ?? payment.paymentMethodId;
  const reference = changes.reference ?? payment.reference;
  const note = changes.note ?? payment.note;
  const changed =
    posts || paymentMethodId !== payment.paymentMethodId || reference !== payment.reference || note !== payment.note;
  if (!changed) return { kind: payment.kind, changed: false };

  let entryId = payment.entryId;
  if (posts) {
    await keepUsedCredit(tx, context, payment, figures);
    if (payment.entryId) await reverse(tx, { companyId, entryId: payment.entryId, approval: paymentApproval(context) });
    const head: PaymentHead = {
      id,
      kind: payment.kind,
      number: payment.number,
      customerId: payment.contactId,
      branchId,
      date,
      bankAccountId: bank,
    };
    entryId = (await postPaymentEntry(tx, context, head, figures)).id;
    if (plan)
      await resettleInvoices(tx, context, { ...payment, currencyCode: plan.currencyCode }, current, plan.settlements);
  }
  await tx
    .update(payments)
    .set({
      branchId,
      date,
      bankAccountId: bank,
      paymentMethodId,
      reference,
      note,
      currencyCode: figures.currencyCode,
      exchangeRate: figures.exchangeRate,
      amount: amountReceived,
      cashApplied: figures.cashApplied,
      withholdingTax: figures.withholdingTax,
      excess,
      entryId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  await recordAudit(tx, context, {
    action: 'update',
    entityType: `customer-${payment.kind}`,
    entityId: id,
    before: { ...payment, items: allocations },
    after: changes,
  });
  return { kind: payment.kind, changed: true };
}

/**
 * Refuses a change that would leave the customer with less than no credit: what the payment kept
 * as credit may go down only by as much of the customer's credit as is still unused.
 */
async function keepUsedCredit(
  tx: PostingTransaction,
  context: RequestContext,
  payment: PaymentRow,
  figures: EntryFigures,
) {
  const before = customerCreditHome({
    currencyCode: payment.currencyCode,
    homeCurrencyCode: figures.homeCurrencyCode,
    exchangeRate: String(Number(payment.exchangeRate)),
    amountReceived: payment.amount,
    cashApplied: payment.cashApplied,
  });
  const after = customerCreditHome({ ...figures, exchangeRate: String(Number(figures.exchangeRate)) });
  if (after >= before) return;
  await lockCustomer(tx, context.companyId, payment.contactId);
  const unused = await customerCredit(tx, context.companyId, payment.contactId);
  if (before - after > unused) {
    throw new Conflict(
      paymentMessages.creditKept(payment.kind, formatMoney(before - unused, figures.homeCurrencyCode)),
    );
  }
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
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)))
    .for('update');
  if (!payment || payment.status === 'void') throw new NotFound('Payment');
  assertInScope(context, payment.branchId, 'Payment');
  await lockCustomer(tx, companyId, payment.contactId);
  // What it keeps as credit, in the home currency the customer's credit is counted in.
  const kept = customerCreditHome({
    currencyCode: payment.currencyCode,
    homeCurrencyCode: await homeCurrency(tx, companyId),
    exchangeRate: String(Number(payment.exchangeRate)),
    amountReceived: payment.amount,
    cashApplied: payment.cashApplied,
  });
  if (kept > 0 && (await customerCredit(tx, companyId, payment.contactId)) < kept) {
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
  if (payment.entryId) await reverse(tx, { companyId, entryId: payment.entryId, approval: paymentApproval(context) });
  for (const allocation of allocations) {
    const settled = allocation.cash + allocation.withholdingTax;
    await settleInvoice(tx, companyId, allocation.documentId, -settled, -allocation.homeSettled);
    await recordEvent(tx, context, allocation.documentId, 'payment deleted', payment.number);
  }
  await tx
    .update(payments)
    .set({ status: 'void', updatedAt: sql`now()` })
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
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
  await lockCustomer(tx, companyId, invoice.contactId);
  const credit = await customerCredit(tx, companyId, invoice.contactId);
  if (amount > credit) {
    const message = paymentMessages.notEnoughCredit(formatMoney(credit, invoice.currencyCode));
    throw new Invalid(message, { amount: message });
  }
  const id = newId();
  const accounts = await paymentAccounts(tx, companyId, '');
  const entry = await post(
    tx,
    {
      companyId,
      date: input.date,
      memo: `Credit applied to ${invoice.number}`,
      sourceType: 'credit-application',
      sourceId: id,
      branchId: invoice.branchId,
      createdBy: context.userId,
      lines: creditApplicationLines({
        accounts,
        customerId: invoice.contactId,
        branchId: invoice.branchId,
        amount,
        memo: `Credit applied to ${invoice.number}`,
      }),
    },
    authorityToPost(context, 'credit-application', paymentMessages.record),
  );
  await tx.insert(creditApplications).values({
    companyId,
    id,
    contactId: invoice.contactId,
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
