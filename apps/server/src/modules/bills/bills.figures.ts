import {
  amountTooLargeMessage,
  DocumentAmountTooLarge,
  type DocumentDiscount,
  type DocumentTotals,
  documentTotals,
  type Kobo,
  type TotalsFigures,
  toKobo,
  toQuantityMilli,
} from '@owo/core';
import { accounts, type Executor, type LineTaxCharged, products, taxes } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import { Invalid, NotFound } from '../../errors.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { homeCurrency } from '../invoices/index.ts';
import { rateInForceOn } from '../taxes/index.ts';

/*
 * What a bill's request names, checked and worked out once: each line's account (an expense
 * account, or the inventory account of tracked goods), each tax's rate on the bill's date and the
 * account it is recovered in (VAT to VAT input; a tax with no purchases account adds to the line's
 * cost), the withholding tax of each line at its rate (doubled without a TIN), and the totals by
 * documentTotals, the function the form runs. Another company's ids read as not found.
 */

export const billFigureMessages = {
  rate: 'Exchange rate must be 1 for the home currency',
  noAccount: (index: number) => `Choose an account for item ${index + 1}: its product has no expense account`,
  withholdingAsTax: (name: string) => `${name} is a withholding tax: choose it as the item's withholding tax`,
  notWithholding: (name: string) => `${name} is not a withholding tax`,
} as const;

export interface BillLineRequest {
  chartofAccount?: string | null | undefined;
  product?: string | null | undefined;
  description?: string | undefined;
  quantity?: string | undefined;
  price: number;
  tax?: ReadonlyArray<{ id: string }> | undefined;
  withholding?: string | null | undefined;
}

export interface BillFiguresRequest {
  date: string;
  items: readonly BillLineRequest[];
  discount?: { type: 'value' | 'percentage'; value: number } | null | undefined;
  currency?: { name: string; rate: string } | undefined;
  /** The bill's or else the vendor's TIN: without one the withholding rate is doubled. */
  hasTin: boolean;
}

export interface BillLine {
  productId: string | null;
  description: string;
  quantityMilli: number;
  unitPrice: Kobo;
  accountId: string;
  /** Tracked goods: received into the bill's branch when it posts. */
  tracked: boolean;
  /** accountId '' is a tax that cannot be recovered: it is part of the line's cost. */
  taxes: LineTaxCharged[];
  withholdingTaxId: string | null;
  withholdingBasisPoints: number | null;
}

export interface BillFigures {
  currencyCode: string;
  homeCurrencyCode: string;
  exchangeRate: string;
  lines: BillLine[];
  discount: DocumentDiscount;
  totals: DocumentTotals;
  /** Home currency: what a payment in full deducts. */
  withholdingTotal: Kobo;
}

/** The withholding rate on a bill: the tax's rate, doubled when the vendor gave no TIN (capped at 100%). */
export function withholdingBasisPoints(rate: number, hasTin: boolean): number {
  return Math.min(10_000, hasTin ? rate : rate * 2);
}

/** Σ over lines of the line's discounted home amount at its withholding rate, rounded per line. */
export function withholdingTotal(home: TotalsFigures, basisPoints: ReadonlyArray<number | null>): Kobo {
  return home.lines.reduce(
    (sum, line, index) => sum + Math.round((line.discountedAmount * (basisPoints[index] ?? 0)) / 10_000),
    0,
  );
}

export function discountOf(discount: BillFiguresRequest['discount']): DocumentDiscount {
  if (!discount || discount.value === 0) return { type: 'none' };
  return discount.type === 'value'
    ? { type: 'value', amount: toKobo(discount.value) }
    : { type: 'percentage', basisPoints: Math.round(discount.value * 100) };
}

export async function billFigures(
  executor: Executor,
  companyId: string,
  request: BillFiguresRequest,
): Promise<BillFigures> {
  const homeCurrencyCode = await homeCurrency(executor, companyId);
  const currencyCode = request.currency?.name ?? homeCurrencyCode;
  const exchangeRate = currencyCode === homeCurrencyCode ? '1' : (request.currency?.rate ?? '1');
  if (currencyCode === homeCurrencyCode && request.currency && Number(request.currency.rate) !== 1) {
    throw new Invalid(billFigureMessages.rate, { 'currency.rate': billFigureMessages.rate });
  }
  const lines = await resolveLines(executor, companyId, request);
  const discount = discountOf(request.discount);
  const totals = totalsOf(lines, discount, exchangeRate);
  return {
    currencyCode,
    homeCurrencyCode,
    exchangeRate,
    lines: lines.map((line, index) => ({
      ...line,
      taxes: line.taxes.map((tax, order) => ({ ...tax, amount: totals.lines[index]?.taxes[order]?.amount ?? 0 })),
    })),
    discount,
    totals,
    withholdingTotal: withholdingTotal(
      totals.home,
      lines.map((line) => line.withholdingBasisPoints),
    ),
  };
}

function totalsOf(lines: readonly BillLine[], discount: DocumentDiscount, exchangeRate: string) {
  try {
    return documentTotals({
      lines: lines.map((line) => ({
        quantityMilli: line.quantityMilli,
        unitPrice: line.unitPrice,
        taxes: line.taxes.map((tax) => ({ id: tax.id, rateBasisPoints: tax.rateBasisPoints })),
      })),
      discount,
      exchangeRate,
    });
  } catch (error) {
    if (error instanceof DocumentAmountTooLarge) throw new Invalid(error.message);
    // A quantity times a price past any safe number: the same limit, in the same words.
    if (error instanceof RangeError) throw new Invalid(amountTooLargeMessage);
    throw error;
  }
}

async function resolveLines(executor: Executor, companyId: string, request: BillFiguresRequest): Promise<BillLine[]> {
  const productOf = await productsOf(executor, companyId, request.items);
  const taxOf = await taxesOf(executor, companyId, request);
  const inventory = (await systemAccount(executor, companyId, 'inventory')).id;
  const lines = request.items.map((item: BillLineRequest, index): BillLine => {
    const product = item.product ? productOf.get(item.product) : undefined;
    if (item.product && !product) throw new NotFound('Product');
    const tracked = product?.type === 'goods' && product.trackStock;
    const accountId = tracked
      ? (product.inventoryAccountId ?? inventory)
      : (item.chartofAccount ?? product?.expenseAccountId ?? null);
    if (!accountId) {
      const message = billFigureMessages.noAccount(index);
      throw new Invalid(message, { [`items.${index}.chartofAccount`]: message });
    }
    return {
      productId: product?.id ?? null,
      description: item.description || product?.name || '',
      quantityMilli: toQuantityMilli(item.quantity ?? '1'),
      unitPrice: toKobo(item.price),
      accountId,
      tracked: Boolean(tracked),
      taxes: (item.tax ?? []).map(({ id }) => {
        const tax = taxOf.get(id);
        if (!tax) throw new NotFound('Tax');
        if (tax.kind === 'withholding') throw new Invalid(billFigureMessages.withholdingAsTax(tax.name));
        return { id: tax.id, name: tax.name, rateBasisPoints: tax.rate, accountId: tax.accountId, amount: 0 };
      }),
      ...withholdingOf(item.withholding, taxOf, request.hasTin),
    };
  });
  await assertAccountsExist(
    executor,
    companyId,
    lines.map((line) => line.accountId),
  );
  return lines;
}

function withholdingOf(
  taxId: string | null | undefined,
  taxOf: Map<string, { name: string; kind: string; rate: number }>,
  hasTin: boolean,
) {
  if (!taxId) return { withholdingTaxId: null, withholdingBasisPoints: null };
  const tax = taxOf.get(taxId);
  if (!tax) throw new NotFound('Withholding tax');
  if (tax.kind !== 'withholding') throw new Invalid(billFigureMessages.notWithholding(tax.name));
  return { withholdingTaxId: taxId, withholdingBasisPoints: withholdingBasisPoints(tax.rate, hasTin) };
}

async function productsOf(executor: Executor, companyId: string, items: readonly BillLineRequest[]) {
  const ids = [...new Set(items.flatMap((item) => (item.product ? [item.product] : [])))];
  if (ids.length === 0) return new Map<string, never>();
  const rows = await executor
    .select({
      id: products.id,
      name: products.name,
      type: products.type,
      trackStock: products.trackStock,
      expenseAccountId: products.expenseAccountId,
      inventoryAccountId: products.inventoryAccountId,
    })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The taxes and withholding taxes named, at their rate on the bill's date, with the account each is recovered in. */
async function taxesOf(executor: Executor, companyId: string, request: BillFiguresRequest) {
  const ids = [
    ...new Set(
      request.items.flatMap((item: BillLineRequest) => [
        ...(item.tax ?? []).map((tax) => tax.id),
        ...(item.withholding ? [item.withholding] : []),
      ]),
    ),
  ];
  if (ids.length === 0)
    return new Map<string, { name: string; kind: string; rate: number; accountId: string; id: string }>();
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
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        kind: row.kind,
        rate: row.rate,
        // '' : no account to recover it in, so it is part of what the line cost.
        accountId: row.purchasesAccountId ?? (row.kind === 'vat' ? vatInput : ''),
      },
    ]),
  );
}

async function assertAccountsExist(executor: Executor, companyId: string, accountIds: readonly string[]) {
  const ids = [...new Set(accountIds)];
  const found = await executor
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, ids)));
  if (found.length !== ids.length) throw new NotFound('Account');
}
