import {
  type ApplyCredit,
  allocatePayment,
  formatMoney,
  type InvoiceSettlement,
  type Kobo,
  type PaymentAllocation,
  type PaymentChanges,
  type PaymentReceived,
  PaymentRefused,
  type Prepayment,
  toKobo,
  toNaira,
} from '@owo/core';
import { contacts, creditApplications, documents, type Executor, newId, paymentAllocations, payments } from '@owo/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { assertInScope, branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
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
  customerCreditHome,
  homeSettled,
  type PaymentAccounts,
  type PaymentPostingInput,
  paymentEntryLines,
} from './payments-received.posting.ts';
import { customerCredit } from './payments-received.view.ts';

/*
 * Payments received and prepayments (issue 14). A payment settles one or many open invoices of
 * one customer: cash on each capped at what it owes, tax the customer withheld taken first, the
 * excess kept as the customer's credit (packages/core allocatePayment). A prepayment is all
 * credit. Credit is applied to an invoice later. Each posts one entry in the transaction that
 * changes the invoices; deleting a payment reverses it and puts the invoices back as they were;
 * changing one reverses its entry, posts the new one and moves the invoices from what the payment
 * settled to what it settles now, all in one transaction.
 */

export const paymentMessages = {
  record: 'Recording a payment needs the permission to create sales',
  changePosted:
    'This payment is in the books; changing or deleting it needs the permission to approve sales. Ask an owner or accountant to do it.',
  notOpen: (number: string) => `${number} cannot be paid: only approved invoices that are not paid can be`,
  otherCustomer: (number: string) => `${number} belongs to another customer`,
  currencies: 'A payment and the invoices it pays must be in one currency',
  creditUsed:
    "This payment's credit has already been used on invoices: remove the credit from those invoices first, then delete the payment",
  notEnoughCredit: (available: string) => `The customer has only ${available} of credit`,
  creditForeign: 'Credit can be applied to invoices in the home currency only',
  overDue: (due: string) => `The amount is more than the ${due} still owed on this invoice`,
  amountReceived: 'Amount received must be more than 0',
  deleted: 'This payment has been deleted, so it cannot be changed',
  customerFixed:
    "A payment's customer cannot be changed: delete the payment and record it again for the other customer",
  prepaymentItems:
    "A prepayment pays no invoices: apply the customer's credit to an invoice from the invoice's page instead",
  creditKept: (kind: 'payment' | 'prepayment', keep: string) =>
    kind === 'prepayment'
      ? `Part of this prepayment has already been applied to invoices: the amount received cannot be less than ${keep}`
      : `Part of this payment's credit has already been applied to invoices: at least ${keep} of it must stay as the customer's credit`,
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
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.kind, 'invoice'), inArray(documents.id, [...ids])))
    .orderBy(documents.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

type InvoiceRow = typeof documents.$inferSelect;
type AllocationRow = typeof paymentAllocations.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

interface Settlement {
  /** The invoice as it stood before this payment. */
  invoice: InvoiceRow;
  settlement: InvoiceSettlement;
  /** What it takes off receivables, home currency. */
  home: Kobo;
}

/** What a payment does once its invoices are checked: its currency and rate, and what it settles on each. */
interface PaymentPlan {
  currencyCode: string;
  homeCurrencyCode: string;
  exchangeRate: string;
  amountReceived: Kobo;
  allocation: PaymentAllocation;
  /** One per invoice named, in the order given. */
  settlements: Settlement[];
}

/** An invoice as it stood before a payment: what the payment's allocation took off it, put back. */
function withoutAllocation(invoice: InvoiceRow, allocation: AllocationRow | undefined): InvoiceRow {
  if (!allocation) return invoice;
  const settled = allocation.cash + allocation.withholdingTax;
  const amountPaid = invoice.amountPaid - settled;
  return {
    ...invoice,
    amountPaid,
    amountDue: invoice.amountDue + settled,
    homeAmountPaid: invoice.homeAmountPaid - allocation.homeSettled,
    status: amountPaid === 0 ? 'unpaid' : 'partly-paid',
  };
}

/**
 * Locks and checks the invoices a payment names (and those it settled so far, when it is being
 * changed: `current`, seen as they stood before it) and works out what it settles on each.
 */
async function planPayment(
  tx: PostingTransaction,
  context: RequestContext,
  input: {
    customerId: string;
    amountReceived: Kobo;
    items: PaymentReceived['items'];
    currency: PaymentReceived['currency'];
    /** The payment's currency and rate so far: kept while its invoices are still in that currency. */
    kept?: { name: string; rate: string };
    current?: ReadonlyMap<string, AllocationRow>;
  },
): Promise<PaymentPlan> {
  const { companyId } = context;
  const current = input.current ?? new Map<string, AllocationRow>();
  const invoices = await lockInvoices(tx, companyId, [
    ...new Set([...input.items.map((item) => item.id), ...current.keys()]),
  ]);
  for (const invoice of invoices.values()) assertInScope(context, invoice.branchId, 'Invoice');
  const ordered = input.items.map((item) => {
    const locked = invoices.get(item.id);
    if (!locked) throw new NotFound('Invoice');
    const invoice = withoutAllocation(locked, current.get(item.id));
    if (invoice.contactId !== input.customerId) throw new Invalid(paymentMessages.otherCustomer(invoice.number));
    if (invoice.status !== 'unpaid' && invoice.status !== 'partly-paid') {
      throw new Conflict(paymentMessages.notOpen(invoice.number));
    }
    return { item, invoice };
  });
  const currencies = new Set(ordered.map(({ invoice }) => invoice.currencyCode));
  if (currencies.size > 1) throw new Invalid(paymentMessages.currencies);
  const [first] = ordered;
  const home = await homeCurrency(tx, companyId);
  const currencyCode = first?.invoice.currencyCode ?? input.kept?.name ?? home;
  if (input.currency && input.currency.name !== currencyCode) throw new Invalid(paymentMessages.currencies);
  const keptRate = input.kept?.name === currencyCode ? input.kept.rate : undefined;
  const exchangeRate = input.currency?.rate ?? keptRate ?? first?.invoice.exchangeRate ?? '1';
  if (input.amountReceived === 0)
    throw new Invalid(paymentMessages.amountReceived, { amountReceived: paymentMessages.amountReceived });
  const allocation = allocate(input.amountReceived, currencyCode, ordered);
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
  return {
    currencyCode,
    homeCurrencyCode: home,
    exchangeRate,
    amountReceived: input.amountReceived,
    allocation,
    settlements,
  };
}

type EntryFigures = Omit<PaymentPostingInput, 'accounts' | 'customerId' | 'branchId' | 'memo'>;

function figuresOf(plan: PaymentPlan): EntryFigures {
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

interface PaymentHead {
  id: string;
  kind: 'payment' | 'prepayment';
  number: string;
  customerId: string;
  branchId: string;
  date: string;
  bankAccountId: string;
}

/** Posts a payment's (or prepayment's) entry: built by paymentEntryLines, its source the payment. */
async function postPaymentEntry(
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
async function resettleInvoices(
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
const paymentApproval = (context: RequestContext) =>
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

function allocate(
  amountReceived: number,
  currency: string,
  ordered: ReadonlyArray<{ item: PaymentReceived['items'][number]; invoice: InvoiceRow }>,
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

function prepaymentFigures(
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
