import {
  amountTooLargeMessage,
  DocumentAmountTooLarge,
  type DocumentDiscount,
  type DocumentLineInput,
  type DocumentTotals,
  documentTotals,
  homeToDocumentCurrency,
  toKobo,
  toQuantityMilli,
} from '@owo/core';
import {
  accounts,
  companies,
  type Executor,
  type LineTaxCharged,
  measurements,
  products,
  type SystemAccountKey,
  taxes,
} from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import { Invalid, NotFound } from '../../errors.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { applyDiscount } from '../discounts/index.ts';
import { rateInForceOn } from '../taxes/index.ts';

/*
 * What a sales document's request names, checked and worked out once for every kind (invoice,
 * estimate, receipt, credit note): the products and their accounts, each tax's rate on the
 * document's date and the account it posts to, the discount, the currency and rate, and the totals
 * by documentTotals (packages/core), the same function the form runs. Another company's ids read as
 * not found.
 */

type LineRequest = Omit<DocumentLineInput, 'quantity' | 'price'> & { quantity: string; price: number };

export interface DiscountRequest {
  id?: string | undefined;
  type?: 'value' | 'percentage' | undefined;
  value?: number | undefined;
}

export interface FiguresRequest {
  date: string;
  items: readonly LineRequest[];
  discount?: DiscountRequest | null | undefined;
  currency?: { name: string; rate: string } | undefined;
  /**
   * Set when the document takes one of a saved discount's uses (an invoice or a receipt, not an
   * estimate), with the discount it already holds: keeping that one counts no new use.
   */
  use?: { heldDiscountId: string | null } | undefined;
}

export interface ResolvedLine {
  productId: string;
  productName: string;
  description: string;
  quantityMilli: number;
  unitPrice: number;
  measurement: string;
  serviceDate: string | null;
  accountId: string;
  taxes: LineTaxCharged[];
  tracked: boolean;
  inventoryAccountId: string | null;
}

export interface ResolvedDiscount {
  id: string | null;
  type: 'value' | 'percentage';
  /** Kobo of the document's currency (value) or basis points (percentage). */
  amount: number | null;
  basisPoints: number | null;
  accountId: string;
}

export interface DocumentFigures {
  currencyCode: string;
  homeCurrencyCode: string;
  exchangeRate: string;
  lines: ResolvedLine[];
  discount: ResolvedDiscount | null;
  totals: DocumentTotals;
}

const messages = {
  noTaxAccount: (name: string) => `${name} has no account for tax on sales: set one in Tax settings`,
  rate: 'Exchange rate must be 1 for the home currency',
};

export async function homeCurrency(executor: Executor, companyId: string): Promise<string> {
  const [company] = await executor
    .select({ currencyCode: companies.currencyCode })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.currencyCode ?? 'NGN';
}

export async function documentFigures(
  executor: Executor,
  companyId: string,
  request: FiguresRequest,
): Promise<DocumentFigures> {
  const homeCurrencyCode = await homeCurrency(executor, companyId);
  const currencyCode = request.currency?.name ?? homeCurrencyCode;
  const exchangeRate = currencyCode === homeCurrencyCode ? '1' : (request.currency?.rate ?? '1');
  if (currencyCode === homeCurrencyCode && request.currency && Number(request.currency.rate) !== 1) {
    throw new Invalid(messages.rate, { 'currency.rate': messages.rate });
  }
  const lines = await resolveLines(executor, companyId, request);
  const discount = await resolveDiscount(executor, companyId, request, exchangeRate);
  const totals = totalsOf(lines, discount, exchangeRate);
  return { currencyCode, homeCurrencyCode, exchangeRate, lines: withTaxAmounts(lines, totals), discount, totals };
}

async function resolveLines(executor: Executor, companyId: string, request: FiguresRequest): Promise<ResolvedLine[]> {
  const productIds = [...new Set(request.items.map((item) => item.product))];
  const productRows = await executor
    .select({
      id: products.id,
      name: products.name,
      type: products.type,
      trackStock: products.trackStock,
      revenueAccountId: products.revenueAccountId,
      inventoryAccountId: products.inventoryAccountId,
      unit: measurements.unit,
    })
    .from(products)
    .innerJoin(measurements, eq(measurements.code, products.measurementCode))
    .where(and(eq(products.companyId, companyId), inArray(products.id, productIds)));
  const productOf = new Map(productRows.map((row) => [row.id, row]));
  const taxOf = await resolveTaxes(executor, companyId, request);
  const defaults = {
    goods: (await systemAccount(executor, companyId, 'sales')).id,
    service: (await systemAccount(executor, companyId, 'service-revenue')).id,
  };
  const inventory = (await systemAccount(executor, companyId, 'inventory')).id;
  const lines = request.items.map((item): ResolvedLine => {
    const product = productOf.get(item.product);
    if (!product) throw new NotFound('Product');
    const tracked = product.type === 'goods' && product.trackStock;
    return {
      productId: product.id,
      productName: product.name,
      description: item.description,
      quantityMilli: toQuantityMilli(item.quantity),
      unitPrice: toKobo(item.price),
      measurement: item.measurement ?? product.unit,
      serviceDate: item.serviceDate ?? null,
      accountId: item.revenueAccount ?? product.revenueAccountId ?? defaults[product.type],
      taxes: (item.tax ?? []).map(({ id }) => {
        const tax = taxOf.get(id);
        if (!tax) throw new NotFound('Tax');
        return { ...tax, amount: 0 };
      }),
      tracked,
      inventoryAccountId: tracked ? (product.inventoryAccountId ?? inventory) : null,
    };
  });
  await assertAccountsExist(
    executor,
    companyId,
    lines.map((line) => line.accountId),
  );
  return lines;
}

async function resolveTaxes(executor: Executor, companyId: string, request: FiguresRequest) {
  const ids = [...new Set(request.items.flatMap((item) => (item.tax ?? []).map((tax) => tax.id)))];
  if (ids.length === 0) return new Map<string, Omit<LineTaxCharged, 'amount'>>();
  const rows = await executor
    .select({
      id: taxes.id,
      name: taxes.name,
      kind: taxes.kind,
      salesAccountId: taxes.salesAccountId,
      rate: rateInForceOn(request.date),
    })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), inArray(taxes.id, ids)));
  const vatOutput = (await systemAccount(executor, companyId, 'vat-output')).id;
  return new Map(
    rows.map((row) => {
      const accountId = row.salesAccountId ?? (row.kind === 'vat' ? vatOutput : null);
      if (!accountId) throw new Invalid(messages.noTaxAccount(row.name));
      return [row.id, { id: row.id, name: row.name, rateBasisPoints: row.rate, accountId }];
    }),
  );
}

async function resolveDiscount(
  executor: Executor,
  companyId: string,
  request: FiguresRequest,
  exchangeRate: string,
): Promise<ResolvedDiscount | null> {
  const given = request.discount;
  if (!given) return null;
  if (given.id) {
    const saved = await applyDiscount(executor, companyId, {
      discountId: given.id,
      date: request.date,
      newUse: request.use !== undefined && request.use.heldDiscountId !== given.id,
    });
    return saved.type === 'value'
      ? {
          id: saved.id,
          type: 'value',
          amount: homeToDocumentCurrency(saved.amount ?? 0, exchangeRate),
          basisPoints: null,
          accountId: saved.accountId,
        }
      : {
          id: saved.id,
          type: 'percentage',
          amount: null,
          basisPoints: saved.rateBasisPoints,
          accountId: saved.accountId,
        };
  }
  const accountId = (await systemAccount(executor, companyId, 'discounts-allowed' satisfies SystemAccountKey)).id;
  const value = given.value ?? 0;
  if (value === 0) return null;
  return given.type === 'percentage'
    ? { id: null, type: 'percentage', amount: null, basisPoints: Math.round(value * 100), accountId }
    : { id: null, type: 'value', amount: toKobo(value), basisPoints: null, accountId };
}

function discountOf(discount: ResolvedDiscount | null): DocumentDiscount {
  if (!discount) return { type: 'none' };
  return discount.type === 'value'
    ? { type: 'value', amount: discount.amount ?? 0 }
    : { type: 'percentage', basisPoints: discount.basisPoints ?? 0 };
}

function totalsOf(lines: ResolvedLine[], discount: ResolvedDiscount | null, exchangeRate: string): DocumentTotals {
  try {
    return documentTotals({
      lines: lines.map((line) => ({
        quantityMilli: line.quantityMilli,
        unitPrice: line.unitPrice,
        taxes: line.taxes.map((tax) => ({ id: tax.id, rateBasisPoints: tax.rateBasisPoints })),
      })),
      discount: discountOf(discount),
      exchangeRate,
    });
  } catch (error) {
    if (error instanceof DocumentAmountTooLarge) throw new Invalid(error.message);
    // A quantity times a price past any safe number: the same limit, in the same words.
    if (error instanceof RangeError) throw new Invalid(amountTooLargeMessage);
    throw error;
  }
}

function withTaxAmounts(lines: ResolvedLine[], totals: DocumentTotals): ResolvedLine[] {
  return lines.map((line, index) => ({
    ...line,
    taxes: line.taxes.map((tax, taxIndex) => ({ ...tax, amount: totals.lines[index]?.taxes[taxIndex]?.amount ?? 0 })),
  }));
}

async function assertAccountsExist(executor: Executor, companyId: string, accountIds: readonly string[]) {
  const ids = [...new Set(accountIds)];
  const found = await executor
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, ids)));
  if (found.length !== ids.length) throw new NotFound('Revenue account');
}
