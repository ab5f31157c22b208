import { type DocumentTotals, documentTotals, type StockMovement } from '@owo/core';
import { documentLines, documents, type Executor, products } from '@owo/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
import { type PostingTransaction, post, reverse } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { homeCurrency } from '../invoices/index.ts';
import { purchaseEntryLines, purchaseLineCosts } from '../purchases/index.ts';
import { lockPositions, moveStock } from '../stock/index.ts';
import { receiptCostsOf } from './bills.receipts.ts';

/*
 * A stored bill and its way into the ledger (the posting glue of purchases.posting.ts): posting
 * it receives its tracked goods into the bill's branch at what each line cost (so the branch's
 * average cost moves), then writes one entry, Dr expense or inventory and VAT input, Cr payables
 * with the vendor (goods a purchase order received clear their receipt's payable: bills.receipts.ts).
 * Taking it out reverses the entry and takes the goods back out at the cost they
 * came in. Totals are worked out again from what is stored, with documentTotals, so what posts is
 * what was shown and saved, to the kobo.
 */

export type BillRow = typeof documents.$inferSelect;
export type BillLineRow = typeof documentLines.$inferSelect;

export interface StoredBill {
  row: BillRow;
  lines: BillLineRow[];
}

export const billLedgerMessages = {
  refusal:
    'Only someone who may approve bills can post, change or void a posted bill. Ask an owner or accountant to do it.',
  soldSince: (index: number) =>
    `The goods of item ${index + 1} have been sold or moved since the bill was posted: they cannot go back out at ` +
    'the cost they came in. Record a stock adjustment instead.',
} as const;

/** The bill with its lines, locked for the rest of the transaction; 404 for another kind or company. */
export async function lockBill(executor: Executor, companyId: string, id: string): Promise<StoredBill> {
  const [row] = await executor
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id), eq(documents.kind, 'bill')))
    .for('update');
  if (!row) throw new NotFound('Bill');
  const lines = await executor
    .select()
    .from(documentLines)
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, id)))
    .orderBy(asc(documentLines.position));
  return { row, lines };
}

export function storedBillTotals({ row, lines }: StoredBill): DocumentTotals {
  return documentTotals({
    lines: lines.map((line) => ({
      quantityMilli: line.quantityMilli,
      unitPrice: line.unitPrice,
      taxes: line.taxes.map((tax) => ({ id: tax.id, rateBasisPoints: tax.rateBasisPoints })),
    })),
    discount:
      row.discountType === 'value'
        ? { type: 'value', amount: row.discountAmount ?? 0 }
        : row.discountType === 'percentage'
          ? { type: 'percentage', basisPoints: row.discountBasisPoints ?? 0 }
          : { type: 'none' },
    exchangeRate: String(Number(row.exchangeRate)),
  });
}

/** Each tax's account to recover it in; null for one that is part of cost (stored as ''). */
function taxAccountsOf(lines: readonly BillLineRow[]) {
  return new Map(lines.flatMap((line) => line.taxes.map((tax) => [tax.id, tax.accountId || null] as const)));
}

/** The lines of tracked goods (goods whose stock is counted), as the products are now. */
async function stockLines(executor: Executor, companyId: string, lines: readonly BillLineRow[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        inArray(products.id, ids),
        eq(products.type, 'goods'),
        eq(products.trackStock, true),
      ),
    );
  const tracked = new Set(rows.map((row) => row.id));
  return lines.flatMap((line, index) => (line.productId && tracked.has(line.productId) ? [{ line, index }] : []));
}

/**
 * Posts a bill: its tracked goods come into stock at their cost,
 * then the entry. Answers the entry's id. `number` gives the bill its number just before the entry.
 */
export async function postBill(
  tx: PostingTransaction,
  context: RequestContext,
  stored: StoredBill,
  number?: () => Promise<string>,
): Promise<string> {
  const authority = authorityToPost(context, 'bill', billLedgerMessages.refusal);
  const { row, lines } = stored;
  const { companyId } = context;
  const totals = storedBillTotals(stored);
  const taxAccounts = taxAccountsOf(lines);
  const costs = purchaseLineCosts(totals.home, taxAccounts);
  const goods = await stockLines(tx, companyId, lines);
  if (goods.length > 0) {
    await moveStock(tx, context, {
      documentType: 'bill',
      documentId: row.id,
      date: row.date,
      branchIds: [row.branchId],
      movements: goods.map(
        ({ line, index }): StockMovement => ({
          kind: 'receive',
          productId: line.productId as string,
          branchId: row.branchId,
          quantityMilli: line.quantityMilli,
          cost: costs[index] ?? 0,
        }),
      ),
      productFields: goods.map(({ index }) => `items.${index}.product`),
    });
  }
  const memo = `Bill ${number ? await number() : row.number}${row.reference ? ` (${row.reference})` : ''}`;
  const payables = await systemAccount(tx, companyId, 'payables');
  const receiptCosts = await receiptCostsOf(tx, companyId, stored, payables.id);
  const entry = await post(
    tx,
    {
      companyId,
      date: row.date,
      memo,
      sourceType: 'bill',
      sourceId: row.id,
      branchId: row.branchId,
      createdBy: context.userId,
      lines: purchaseEntryLines({
        counterAccountId: payables.id,
        adjustmentsAccountId: (await systemAccount(tx, companyId, 'inventory-adjustments')).id,
        contactId: row.contactId,
        branchId: row.branchId,
        currencyCode: row.currencyCode,
        homeCurrencyCode: await homeCurrency(tx, companyId),
        documentTotal: totals.total,
        home: totals.home,
        lines: lines.map((line, index) => ({
          productId: line.productId,
          description: line.description,
          accountId: line.accountId,
          receiptCost: receiptCosts[index] ?? null,
        })),
        taxAccounts,
        memo,
      }),
    },
    authority,
  );
  for (const { index } of goods) {
    await tx
      .update(documentLines)
      .set({ cost: costs[index] ?? 0 })
      .where(
        and(
          eq(documentLines.companyId, companyId),
          eq(documentLines.documentId, row.id),
          eq(documentLines.position, index),
        ),
      );
  }
  await tx
    .update(documents)
    .set({ entryId: entry.id, homeTotal: totals.home.total, updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, row.id)));
  return entry.id;
}

/**
 * Takes a posted bill out of the books: reverses its entry and takes its goods back out at the
 * cost they came in (an issue at the average, then the branch's value set to what it was less that
 * cost), so the inventory account and the stock's value move together. Refused in words when the
 * goods have been sold since and the stock left cannot carry it.
 */
export async function unpostBill(tx: PostingTransaction, context: RequestContext, stored: StoredBill) {
  const { row, lines } = stored;
  if (!row.entryId) return;
  const approval = approvalToReverse(context, 'bill', billLedgerMessages.refusal);
  const { companyId } = context;
  const reversal = await reverse(tx, { companyId, entryId: row.entryId, approval });
  const goods = lines.flatMap((line, index) => (line.productId && line.cost > 0 ? [{ line, index }] : []));
  if (goods.length > 0) await takeGoodsOut(tx, context, row, goods, reversal.date);
  await tx
    .update(documents)
    .set({ entryId: null, updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, row.id)));
}

async function takeGoodsOut(
  tx: PostingTransaction,
  context: RequestContext,
  row: BillRow,
  goods: Array<{ line: BillLineRow; index: number }>,
  date: string,
) {
  const keys = goods.map(({ line }) => ({ productId: line.productId as string, branchId: row.branchId }));
  const before = await lockPositions(tx, context.companyId, keys);
  const left = new Map(
    before.map((one) => [one.productId, { quantityMilli: one.position.quantityMilli, value: one.position.value }]),
  );
  const movements: StockMovement[] = [];
  const fields: string[] = [];
  for (const { line, index } of goods) {
    const productId = line.productId as string;
    const position = left.get(productId) ?? { quantityMilli: 0, value: 0 };
    const quantityMilli = position.quantityMilli - line.quantityMilli;
    const value = position.value - line.cost;
    // Exactly back where it would be without the bill, or refused: never a value without goods.
    if (quantityMilli < 0 || value < 0 || (quantityMilli === 0 && value !== 0)) {
      throw new Conflict(billLedgerMessages.soldSince(index));
    }
    left.set(productId, { quantityMilli, value });
    const common = { productId, branchId: row.branchId };
    movements.push({ kind: 'issue', ...common, quantityMilli: line.quantityMilli });
    fields.push(`items.${index}.product`);
    if (quantityMilli > 0) {
      movements.push({ kind: 'revalue', ...common, newValue: value });
      fields.push(`items.${index}.product`);
    }
  }
  await moveStock(tx, context, {
    documentType: 'bill',
    documentId: row.id,
    date,
    branchIds: [row.branchId],
    movements,
    productFields: fields,
  });
}
