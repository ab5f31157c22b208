import {
  type BillPaid,
  homeSettled,
  type Kobo,
  planVendorPayment,
  toKobo,
  type VendorPayment,
  type VendorPaymentPlan,
  VendorPaymentRefused,
} from '@owo/core';
import { accounts, documentLines, documents, type Executor, paymentAllocations, payments, taxes } from '@owo/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { assertInScope } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { homeCurrency } from '../invoices/index.ts';
import type { WithheldTax } from './payments-made.posting.ts';

/*
 * What a payment made settles on each bill it names (issue 27): the bills locked and checked (the
 * vendor's, open, in one currency), the tax to withhold on each (core planVendorPayment, from
 * what the company's other payments have withheld of it so far), and that tax split over the
 * bill's withholding taxes, each to its own WHT payable account.
 */

export const vendorPaymentMessages = {
  record: 'Paying a vendor needs the permission to approve expenses: ask an owner or accountant to record it',
  changePosted:
    'This payment is in the books; changing or deleting it needs the permission to approve expenses. Ask an owner or accountant to do it.',
  notOpen: (number: string) => `${number} cannot be paid: only approved bills that are not paid can be`,
  otherVendor: (number: string) => `${number} belongs to another vendor`,
  currencies: 'A payment and the bills it pays must be in one currency',
  notBank: 'Paid from must be a bank account',
  vendorFixed: "A payment's vendor cannot be changed: delete the payment and record it again for the other vendor",
  deleted: 'This payment has been deleted, so it cannot be changed',
} as const;

export type BillRow = typeof documents.$inferSelect;
export type AllocationRow = typeof paymentAllocations.$inferSelect;

export interface BillSettlement {
  /** The bill as it stood before this payment. */
  bill: BillRow;
  paid: BillPaid;
  /** What it takes off payables, home currency. */
  home: Kobo;
  /** The tax withheld on it, per withholding tax. */
  withheld: WithheldTax[];
}

export interface BillPlan {
  currencyCode: string;
  homeCurrencyCode: string;
  exchangeRate: string;
  total: Kobo;
  plan: VendorPaymentPlan;
  settlements: BillSettlement[];
}

/** The bills a payment names, locked in id order (two payments never wait on each other in a circle). */
export async function lockBills(executor: Executor, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, BillRow>();
  const rows = await executor
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.kind, 'bill'), inArray(documents.id, [...ids])))
    .orderBy(documents.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** A bill as it stood before a payment: what the payment's allocation took off it, put back. */
function withoutAllocation(bill: BillRow, allocation: AllocationRow | undefined): BillRow {
  if (!allocation) return bill;
  const settled = allocation.cash + allocation.withholdingTax;
  const amountPaid = bill.amountPaid - settled;
  return {
    ...bill,
    amountPaid,
    amountDue: bill.amountDue + settled,
    homeAmountPaid: bill.homeAmountPaid - allocation.homeSettled,
    status: amountPaid === 0 ? 'unpaid' : 'partly-paid',
  };
}

/** Tax withheld on each bill by the company's live payments other than `paymentId`. */
async function withheldBefore(executor: Executor, companyId: string, billIds: readonly string[], paymentId?: string) {
  const rows = await executor
    .select({
      documentId: paymentAllocations.documentId,
      withheld: sql<string>`sum(${paymentAllocations.withholdingTax})`,
    })
    .from(paymentAllocations)
    .innerJoin(
      payments,
      and(eq(payments.companyId, paymentAllocations.companyId), eq(payments.id, paymentAllocations.paymentId)),
    )
    .where(
      and(
        eq(paymentAllocations.companyId, companyId),
        inArray(paymentAllocations.documentId, [...billIds]),
        eq(payments.status, 'live'),
        paymentId ? ne(payments.id, paymentId) : undefined,
      ),
    )
    .groupBy(paymentAllocations.documentId);
  return new Map(rows.map((row) => [row.documentId, Number(row.withheld)]));
}

/** Each bill's withholding taxes with the tax each line carries (its weight) and where the tax posts. */
async function withholdingTaxesOf(executor: Executor, companyId: string, billIds: readonly string[]) {
  const rows = await executor
    .select({
      documentId: documentLines.documentId,
      taxId: documentLines.withholdingTaxId,
      amount: documentLines.amount,
      basisPoints: documentLines.withholdingBasisPoints,
      accountId: taxes.purchasesAccountId,
    })
    .from(documentLines)
    .innerJoin(taxes, and(eq(taxes.companyId, documentLines.companyId), eq(taxes.id, documentLines.withholdingTaxId)))
    .where(and(eq(documentLines.companyId, companyId), inArray(documentLines.documentId, [...billIds])));
  const fallback = (await systemAccount(executor, companyId, 'wht-payable')).id;
  const byBill = new Map<string, Map<string, { accountId: string; weight: number }>>();
  for (const row of rows) {
    if (!row.taxId) continue;
    const taxesOfBill = byBill.get(row.documentId) ?? new Map();
    const weight = Math.round((row.amount * (row.basisPoints ?? 0)) / 10_000);
    const known = taxesOfBill.get(row.taxId);
    taxesOfBill.set(row.taxId, { accountId: row.accountId ?? fallback, weight: (known?.weight ?? 0) + weight });
    byBill.set(row.documentId, taxesOfBill);
  }
  return { byBill, fallback };
}

/** The tax withheld on one bill split over its withholding taxes by what each line carries. */
function splitWithheld(
  amount: Kobo,
  taxesOfBill: ReadonlyMap<string, { accountId: string; weight: number }> | undefined,
  fallback: string,
): WithheldTax[] {
  if (amount === 0) return [];
  if (!taxesOfBill || taxesOfBill.size === 0) return [{ taxId: null, accountId: fallback, amount }];
  const entries = [...taxesOfBill.entries()];
  const total = entries.reduce((sum, [, tax]) => sum + tax.weight, 0);
  let left = amount;
  return entries.map(([taxId, tax], index) => {
    const share = index === entries.length - 1 ? left : total === 0 ? 0 : Math.round((amount * tax.weight) / total);
    left -= share;
    return { taxId, accountId: tax.accountId, amount: share };
  });
}

/** The account the money leaves from: the company's and bank-flagged. */
export async function paidFromAccount(executor: Executor, companyId: string, accountId: string) {
  const [account] = await executor
    .select({ id: accounts.id, isBank: accounts.isBank })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId)));
  if (!account) throw new NotFound('Bank account');
  if (!account.isBank) throw new Invalid(vendorPaymentMessages.notBank, { bank: vendorPaymentMessages.notBank });
  return account.id;
}

/**
 * Locks and checks the bills a payment names (and those it settled so far when it is being
 * changed: `current`, seen as they stood before it) and works out what it settles on each.
 */
export async function planBills(
  tx: PostingTransaction,
  context: RequestContext,
  input: {
    vendorId: string;
    total: Kobo;
    items: VendorPayment['items'];
    currency: VendorPayment['currency'];
    kept?: { name: string; rate: string };
    paymentId?: string;
    current?: ReadonlyMap<string, AllocationRow>;
  },
): Promise<BillPlan> {
  const { companyId } = context;
  const current = input.current ?? new Map<string, AllocationRow>();
  const ids = [...new Set([...input.items.map((item) => item.id), ...current.keys()])];
  const bills = await lockBills(tx, companyId, ids);
  for (const bill of bills.values()) assertInScope(context, bill.branchId, 'Bill');
  const ordered = input.items.map((item) => {
    const locked = bills.get(item.id);
    if (!locked) throw new NotFound('Bill');
    const bill = withoutAllocation(locked, current.get(item.id));
    if (bill.contactId !== input.vendorId) throw new Invalid(vendorPaymentMessages.otherVendor(bill.number));
    if (bill.status !== 'unpaid' && bill.status !== 'partly-paid') {
      throw new Conflict(vendorPaymentMessages.notOpen(bill.number));
    }
    return { item, bill };
  });
  if (new Set(ordered.map(({ bill }) => bill.currencyCode)).size > 1) {
    throw new Invalid(vendorPaymentMessages.currencies);
  }
  const home = await homeCurrency(tx, companyId);
  const currencyCode = ordered[0]?.bill.currencyCode ?? input.kept?.name ?? home;
  if (input.currency && input.currency.name !== currencyCode) throw new Invalid(vendorPaymentMessages.currencies);
  const keptRate = input.kept?.name === currencyCode ? input.kept.rate : undefined;
  const exchangeRate =
    currencyCode === home ? '1' : (input.currency?.rate ?? keptRate ?? ordered[0]?.bill.exchangeRate ?? '1');
  const billIds = ordered.map(({ bill }) => bill.id);
  const before = await withheldBefore(tx, companyId, billIds, input.paymentId);
  const { byBill, fallback } = await withholdingTaxesOf(tx, companyId, billIds);
  const plan = refusedInWords(() =>
    planVendorPayment({
      total: input.total,
      currency: currencyCode,
      bills: ordered.map(({ item, bill }) => ({
        id: bill.id,
        number: bill.number,
        total: bill.total,
        amountDue: bill.amountDue,
        withholdingTotal: bill.withholdingTotal,
        withheldBefore: before.get(bill.id) ?? 0,
        amount: toKobo(item.amount),
      })),
    }),
  );
  const settlements = ordered.map(({ bill }, index) => {
    const paid = plan.bills[index] as BillPaid;
    const homeAmount = homeSettled({
      settled: paid.settled,
      due: bill.amountDue,
      homeDue: bill.homeTotal - bill.homeAmountPaid,
      exchangeRate: String(Number(bill.exchangeRate)),
    });
    return {
      bill,
      paid,
      home: homeAmount,
      withheld: splitWithheld(paid.withholdingTax, byBill.get(bill.id), fallback),
    };
  });
  return { currencyCode, homeCurrencyCode: home, exchangeRate, total: input.total, plan, settlements };
}

function refusedInWords<Result>(work: () => Result): Result {
  try {
    return work();
  } catch (error) {
    if (error instanceof VendorPaymentRefused) throw new Invalid(error.message);
    throw error;
  }
}

/** The tax withheld over the bills, one line per withholding tax and account. */
export function withheldOf(settlements: readonly BillSettlement[]): WithheldTax[] {
  const byTax = new Map<string, WithheldTax>();
  for (const tax of settlements.flatMap((one) => one.withheld)) {
    const key = `${tax.taxId}:${tax.accountId}`;
    const known = byTax.get(key);
    byTax.set(key, { ...tax, amount: (known?.amount ?? 0) + tax.amount });
  }
  return [...byTax.values()].filter((tax) => tax.amount !== 0);
}
