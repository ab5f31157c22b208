import {
  amountTooLargeMessage,
  DocumentAmountTooLarge,
  type DocumentDiscount,
  type DocumentTotals,
  documentTotals,
  type PurchaseOrder,
  toKobo,
  toQuantityMilli,
} from '@owo/core';
import { accounts, type Executor, type LineTaxCharged, measurements, products, taxes } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import { Invalid, NotFound } from '../../errors.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { homeCurrency } from '../invoices/sales.figures.ts';
import { rateInForceOn } from '../taxes/taxes.rates.ts';

/*
 * What a purchase order's request names, checked and worked out once: each line's product (if
 * any) and the account its cost goes to (tracked goods: their inventory account; else the account
 * sent, else the product's expense account), each tax's rate on the order's date and where it
 * would post when billed (its purchases account, VAT input for VAT; none: it adds to cost), the
 * discount, the currency, and the totals by documentTotals, the function the form runs.
 */

export interface PurchaseLine {
  productId: string | null;
  productName: string | null;
  tracked: boolean;
  description: string;
  quantityMilli: number;
  unitPrice: number;
  measurement: string;
  accountId: string;
  taxes: LineTaxCharged[];
}

export interface PurchaseFigures {
  currencyCode: string;
  homeCurrencyCode: string;
  exchangeRate: string;
  lines: PurchaseLine[];
  discount: { type: 'value' | 'percentage'; amount: number | null; basisPoints: number | null } | null;
  totals: DocumentTotals;
}

type FiguresRequest = Pick<PurchaseOrder, 'date' | 'items' | 'discount' | 'currency'>;

const messages = {
  rate: 'Exchange rate must be 1 for the home currency',
  noAccount: (name: string) => `Choose an account for ${name}: it has no expense account`,
};

export async function purchaseFigures(
  executor: Executor,
  companyId: string,
  request: FiguresRequest,
): Promise<PurchaseFigures> {
  const homeCurrencyCode = await homeCurrency(executor, companyId);
  const currencyCode = request.currency?.name ?? homeCurrencyCode;
  if (currencyCode === homeCurrencyCode && request.currency && Number(request.currency.rate) !== 1) {
    throw new Invalid(messages.rate, { 'currency.rate': messages.rate });
  }
  const exchangeRate = currencyCode === homeCurrencyCode ? '1' : (request.currency?.rate ?? '1');
  const lines = await resolveLines(executor, companyId, request);
  const given = request.discount;
  const discount =
    !given || given.value === 0
      ? null
      : given.type === 'value'
        ? { type: 'value' as const, amount: toKobo(given.value), basisPoints: null }
        : { type: 'percentage' as const, amount: null, basisPoints: Math.round(given.value * 100) };
  const totals = totalsOf(lines, discount, exchangeRate);
  const withAmounts = lines.map((line, index) => ({
    ...line,
    taxes: line.taxes.map((tax, taxIndex) => ({ ...tax, amount: totals.lines[index]?.taxes[taxIndex]?.amount ?? 0 })),
  }));
  return { currencyCode, homeCurrencyCode, exchangeRate, lines: withAmounts, discount, totals };
}

async function resolveLines(executor: Executor, companyId: string, request: FiguresRequest): Promise<PurchaseLine[]> {
  const productIds = [...new Set(request.items.flatMap((item) => (item.product ? [item.product] : [])))];
  const productRows =
    productIds.length === 0
      ? []
      : await executor
          .select({
            id: products.id,
            name: products.name,
            type: products.type,
            trackStock: products.trackStock,
            expenseAccountId: products.expenseAccountId,
            inventoryAccountId: products.inventoryAccountId,
            unit: measurements.unit,
          })
          .from(products)
          .innerJoin(measurements, eq(measurements.code, products.measurementCode))
          .where(and(eq(products.companyId, companyId), inArray(products.id, productIds)));
  const productOf = new Map(productRows.map((row) => [row.id, row]));
  const taxOf = await resolveTaxes(executor, companyId, request);
  const inventory = (await systemAccount(executor, companyId, 'inventory')).id;
  const errors: Record<string, string> = {};
  const lines = request.items.map((item, index): PurchaseLine => {
    const product = item.product ? productOf.get(item.product) : undefined;
    if (item.product && !product) throw new NotFound('Product');
    const tracked = product ? product.type === 'goods' && product.trackStock : false;
    const accountId = tracked
      ? (product?.inventoryAccountId ?? inventory)
      : (item.chartofAccount ?? product?.expenseAccountId ?? '');
    if (!accountId) errors[`items.${index}.chartofAccount`] = messages.noAccount(product?.name ?? 'this item');
    return {
      productId: product?.id ?? null,
      productName: product?.name ?? null,
      tracked,
      description: item.description,
      quantityMilli: toQuantityMilli(item.quantity),
      unitPrice: toKobo(item.price),
      measurement: product?.unit ?? '',
      accountId,
      taxes: (item.tax ?? []).map(({ id }) => {
        const tax = taxOf.get(id);
        if (!tax) throw new NotFound('Tax');
        return { ...tax, amount: 0 };
      }),
    };
  });
  const first = Object.values(errors)[0];
  if (first) throw new Invalid(first, errors);
  await assertAccountsExist(
    executor,
    companyId,
    lines.map((line) => line.accountId),
  );
  return lines;
}

/** Each tax with its rate on the date and its purchases account ('' when it cannot be recovered: it is cost). */
async function resolveTaxes(executor: Executor, companyId: string, request: FiguresRequest) {
  const ids = [...new Set(request.items.flatMap((item) => (item.tax ?? []).map((tax) => tax.id)))];
  if (ids.length === 0) return new Map<string, Omit<LineTaxCharged, 'amount'>>();
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
    rows.map((row) => {
      const accountId = row.purchasesAccountId ?? (row.kind === 'vat' ? vatInput : '');
      return [row.id, { id: row.id, name: row.name, rateBasisPoints: row.rate, accountId }];
    }),
  );
}

function totalsOf(lines: PurchaseLine[], discount: PurchaseFigures['discount'], exchangeRate: string) {
  const applied: DocumentDiscount = !discount
    ? { type: 'none' }
    : discount.type === 'value'
      ? { type: 'value', amount: discount.amount ?? 0 }
      : { type: 'percentage', basisPoints: discount.basisPoints ?? 0 };
  try {
    return documentTotals({
      lines: lines.map((line) => ({
        quantityMilli: line.quantityMilli,
        unitPrice: line.unitPrice,
        taxes: line.taxes.map((tax) => ({ id: tax.id, rateBasisPoints: tax.rateBasisPoints })),
      })),
      discount: applied,
      exchangeRate,
    });
  } catch (error) {
    if (error instanceof DocumentAmountTooLarge) throw new Invalid(error.message);
    if (error instanceof RangeError) throw new Invalid(amountTooLargeMessage);
    throw error;
  }
}

async function assertAccountsExist(executor: Executor, companyId: string, accountIds: readonly string[]) {
  const ids = [...new Set(accountIds)];
  const found = await executor
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, ids)));
  if (found.length !== ids.length) throw new NotFound('Account');
}
