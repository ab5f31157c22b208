import {
  allocatePayment,
  homeSettled,
  type InvoiceSettlement,
  type Kobo,
  type PaymentAllocation,
  type PaymentReceived,
  PaymentRefused,
  toKobo,
} from '@owo/core';
import { contacts, documents, type Executor, type paymentAllocations, type payments } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import { assertInScope, branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { nextNumber } from '../../ledger/sequences.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { homeCurrency } from '../invoices/index.ts';
import { branchNames } from '../stock/index.ts';
import { paymentMessages } from './payments-received.messages.ts';
import type { PaymentAccounts } from './payments-received.posting.ts';

/** What a payment received settles on each invoice it names, worked out once its invoices are locked and checked. */

/** The invoices a payment names, locked in id order (so two payments never wait on each other in a circle). */
export async function lockInvoices(executor: Executor, companyId: string, ids: readonly string[]) {
  const rows = await executor
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.kind, 'invoice'), inArray(documents.id, [...ids])))
    .orderBy(documents.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export type InvoiceRow = typeof documents.$inferSelect;
export type AllocationRow = typeof paymentAllocations.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface Settlement {
  /** The invoice as it stood before this payment. */
  invoice: InvoiceRow;
  settlement: InvoiceSettlement;
  /** What it takes off receivables, home currency. */
  home: Kobo;
}

/** What a payment does once its invoices are checked: its currency and rate, and what it settles on each. */
export interface PaymentPlan {
  currencyCode: string;
  homeCurrencyCode: string;
  exchangeRate: string;
  amountReceived: Kobo;
  allocation: PaymentAllocation;
  /** One per invoice named, in the order given. */
  settlements: Settlement[];
}

/** An invoice as it stood before a payment: what the payment's allocation took off it, put back. */
export function withoutAllocation(invoice: InvoiceRow, allocation: AllocationRow | undefined): InvoiceRow {
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
export async function planPayment(
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

export function allocate(
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

export async function paymentAccounts(executor: Executor, companyId: string, bank: string): Promise<PaymentAccounts> {
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
export async function checkCustomer(executor: Executor, context: RequestContext, customerId: string, branch: string) {
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

export async function paymentNumber(executor: Executor, companyId: string, kind: 'payment' | 'prepayment') {
  const prefix = kind === 'payment' ? 'PAY' : 'PRE';
  return `${prefix}-${String(await nextNumber(executor, companyId, `customer-${kind}`)).padStart(5, '0')}`;
}
