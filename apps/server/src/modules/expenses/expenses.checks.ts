import {
  amountTooLargeMessage,
  DocumentAmountTooLarge,
  type DocumentTotals,
  documentTotals,
  type ExpenseLineInput,
  toKobo,
} from '@owo/core';
import { accounts, contacts, type Executor, type LineTaxCharged, taxes } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import { assertInScope, branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { checkPaymentMethod, homeCurrency } from '../invoices/index.ts';
import { branchNames } from '../stock/index.ts';
import { rateInForceOn } from '../taxes/index.ts';

/*
 * What an expense names, checked, and its figures worked out once (spec section 4 "Expense and
 * bill totals", by documentTotals, the function the form runs): the payee, the store, the bank
 * paid from, the payment method, each line's expense category and the taxes in force on the
 * expense's date. Another company's (or, for a limited member, another branch's) ids read as not
 * found. A line is one amount: quantity 1, its price is what was spent.
 */

export const expenseCheckMessages = {
  notBank: 'Bank must be a bank account',
  categoryIsBank: 'Expense category cannot be a bank account: choose an expense account',
  inactiveCategory: (name: string) => `${name} is not active: choose another expense category`,
  withholding: (name: string) => `${name} is withheld when a bill is paid; it cannot be charged on an expense`,
  rate: 'Exchange rate must be 1 for the home currency',
  payeeKind: 'Payee must be a vendor, a customer or an employee',
} as const;

/** A tax charged on a line; accountId is '' for a tax that cannot be recovered (it adds to the cost). */
export type ExpenseLineTax = LineTaxCharged;

export interface ExpenseLine {
  accountId: string;
  description: string;
  unitPrice: number;
  taxes: ExpenseLineTax[];
}

export interface ExpenseFigures {
  currencyCode: string;
  homeCurrencyCode: string;
  exchangeRate: string;
  lines: ExpenseLine[];
  totals: DocumentTotals;
}

export interface ExpenseParties {
  vendor: string;
  branch: string;
  bank: string;
  paymentMethod: string;
}

/** The payee (any vendor, customer or employee of the company), store, bank and payment method. */
export async function checkExpenseParties(executor: Executor, context: RequestContext, parties: ExpenseParties) {
  const branchId = branchToStore(context, parties.branch) as string;
  await branchNames(executor, context.companyId, [branchId]);
  const [payee] = await executor
    .select({ kind: contacts.kind, branchId: contacts.branchId })
    .from(contacts)
    .where(and(eq(contacts.companyId, context.companyId), eq(contacts.id, parties.vendor)));
  if (!payee) throw new NotFound('Payee');
  if (payee.branchId !== null) assertInScope(context, payee.branchId, 'Payee');
  const [bank] = await executor
    .select({ isBank: accounts.isBank })
    .from(accounts)
    .where(and(eq(accounts.companyId, context.companyId), eq(accounts.id, parties.bank)));
  if (!bank) throw new NotFound('Bank account');
  if (!bank.isBank) throw new Invalid(expenseCheckMessages.notBank, { bank: expenseCheckMessages.notBank });
  await checkPaymentMethod(executor, context.companyId, parties.paymentMethod);
  return { branchId };
}

export interface FiguresRequest {
  date: string;
  items: readonly ExpenseLineInput[];
  currency?: { name: string; rate: string } | undefined;
}

export async function expenseFigures(
  executor: Executor,
  companyId: string,
  request: FiguresRequest,
): Promise<ExpenseFigures> {
  const homeCurrencyCode = await homeCurrency(executor, companyId);
  const currencyCode = request.currency?.name ?? homeCurrencyCode;
  const exchangeRate = currencyCode === homeCurrencyCode ? '1' : (request.currency?.rate ?? '1');
  if (currencyCode === homeCurrencyCode && request.currency && Number(request.currency.rate) !== 1) {
    throw new Invalid(expenseCheckMessages.rate, { 'currency.rate': expenseCheckMessages.rate });
  }
  await checkCategories(
    executor,
    companyId,
    request.items.map((item) => item.chartofAccount),
  );
  const taxOf = await resolveTaxes(executor, companyId, request);
  const lines = request.items.map(
    (item): ExpenseLine => ({
      accountId: item.chartofAccount,
      description: (item.description ?? '').trim(),
      unitPrice: toKobo(item.price),
      taxes: (item.tax ?? []).map(({ id }) => {
        const tax = taxOf.get(id);
        if (!tax) throw new NotFound('Tax');
        return { ...tax, amount: 0 };
      }),
    }),
  );
  const totals = totalsOf(lines, exchangeRate);
  const withAmounts = lines.map((line, index) => ({
    ...line,
    taxes: line.taxes.map((tax, taxIndex) => ({ ...tax, amount: totals.lines[index]?.taxes[taxIndex]?.amount ?? 0 })),
  }));
  return { currencyCode, homeCurrencyCode, exchangeRate, lines: withAmounts, totals };
}

/** Each category is an account of the company, active, and not a bank account. */
async function checkCategories(executor: Executor, companyId: string, accountIds: readonly string[]) {
  const ids = [...new Set(accountIds)];
  const rows = await executor
    .select({ id: accounts.id, name: accounts.name, isBank: accounts.isBank, isActive: accounts.isActive })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, ids)));
  if (rows.length !== ids.length) throw new NotFound('Expense category');
  for (const row of rows) {
    if (row.isBank) throw new Invalid(expenseCheckMessages.categoryIsBank);
    if (!row.isActive) throw new Invalid(expenseCheckMessages.inactiveCategory(row.name));
  }
}

/** The taxes the lines name: their rate on the date, and the account the recoverable part posts to. */
async function resolveTaxes(executor: Executor, companyId: string, request: FiguresRequest) {
  const ids = [...new Set(request.items.flatMap((item) => (item.tax ?? []).map((tax) => tax.id)))];
  const found = new Map<string, Omit<LineTaxCharged, 'amount'>>();
  if (ids.length === 0) return found;
  const rows = await executor
    .select({
      id: taxes.id,
      name: taxes.name,
      kind: taxes.kind,
      purchasesAccountId: taxes.purchasesAccountId,
      rate: rateInForceOn(request.date),
    })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), inArray(taxes.id, ids)));
  const vatInput = (await systemAccount(executor, companyId, 'vat-input')).id;
  for (const row of rows) {
    if (row.kind === 'withholding') throw new Invalid(expenseCheckMessages.withholding(row.name));
    // A tax without a purchases account (a consumption tax) is not recovered: it is part of the cost.
    const accountId = row.purchasesAccountId ?? (row.kind === 'vat' ? vatInput : '');
    found.set(row.id, { id: row.id, name: row.name, rateBasisPoints: row.rate, accountId });
  }
  return found;
}

export function totalsOf(lines: readonly Pick<ExpenseLine, 'unitPrice' | 'taxes'>[], exchangeRate: string) {
  try {
    return documentTotals({
      lines: lines.map((line) => ({
        quantityMilli: 1000,
        unitPrice: line.unitPrice,
        taxes: line.taxes.map((tax) => ({ id: tax.id, rateBasisPoints: tax.rateBasisPoints })),
      })),
      exchangeRate,
    });
  } catch (error) {
    if (error instanceof DocumentAmountTooLarge) throw new Invalid(error.message);
    if (error instanceof RangeError) throw new Invalid(amountTooLargeMessage);
    throw error;
  }
}
