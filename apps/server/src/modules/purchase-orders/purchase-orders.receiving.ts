import { documentTotals, type Kobo, type PurchaseReceipt, type StockMovement, toQuantityText } from '@owo/core';
import { documentLines, documents, newId, products } from '@owo/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import { authorityToPost } from '../../ledger/approval.ts';
import { type PostingTransaction, post } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from '../invoices/index.ts';
import { purchaseLineCosts } from '../purchases/index.ts';
import { moveStock, stockEntryLines } from '../stock/index.ts';
import { lockPurchaseOrder } from './purchase-orders.service.ts';
import { PURCHASE_ORDER } from './purchase-orders.view.ts';

/*
 * Receiving what a purchase order ordered, in part or in full (issue 27). Tracked goods go into
 * stock at the order line's cost (its discounted amount in the home currency, plus any tax that
 * cannot be recovered, as the bill will cost them: purchaseLineCosts), so the branch's average
 * cost moves as it would on the bill. Stock has value, so the books must hold it too: each receipt
 * posts Dr inventory / Cr Accounts Payable with the vendor on the line (an accrual: the goods are
 * owed for from the day they arrive; docs/decisions.md "Purchase orders"). The order itself posts
 * nothing. Each line keeps how much came in (received_milli) and at what cost (cost), which the bill
 * made from the order reads, so goods are never received twice. Services and expense lines are
 * only counted.
 */

export const receivingMessages = {
  notIssued: 'This purchase order is not approved yet: approve it before receiving goods on it.',
  closed: (status: string) => `This purchase order is ${status}: nothing more can be received on it.`,
  noLine: (line: number) => `The purchase order has no line ${line}`,
  tooMuch: (left: string, name: string) => `Only ${left} of ${name} is still to be received`,
  twice: 'Each line can be received once in one receipt',
} as const;

type Line = typeof documentLines.$inferSelect;

/** The home cost of each line, as the bill would post it (the order's own figures, worked out again). */
function homeLineCosts(row: typeof documents.$inferSelect, lines: Line[]): Kobo[] {
  const totals = documentTotals({
    lines: lines.map((line) => ({
      quantityMilli: line.quantityMilli,
      unitPrice: line.unitPrice,
      taxes: line.taxes.map((tax) => ({ id: tax.id, rateBasisPoints: tax.rateBasisPoints })),
    })),
    discount: !row.discountType
      ? { type: 'none' }
      : row.discountType === 'value'
        ? { type: 'value', amount: row.discountAmount ?? 0 }
        : { type: 'percentage', basisPoints: row.discountBasisPoints ?? 0 },
    exchangeRate: row.exchangeRate,
  });
  const taxAccounts = new Map(lines.flatMap((line) => line.taxes.map((tax) => [tax.id, tax.accountId || null])));
  return purchaseLineCosts(totals.home, taxAccounts);
}

/** The cost of `quantity` of a line: its share of the line's cost, the last receipt taking what is left. */
function receiptCost(line: Line, lineCost: Kobo, quantityMilli: number): Kobo {
  if (line.receivedMilli + quantityMilli === line.quantityMilli) return lineCost - line.cost;
  return Number(
    (BigInt(lineCost) * BigInt(quantityMilli) + BigInt(line.quantityMilli) / 2n) / BigInt(line.quantityMilli),
  );
}

export async function receivePurchaseOrder(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; receipt: PurchaseReceipt },
) {
  const { companyId } = context;
  const row = await lockPurchaseOrder(tx, context, input.id);
  if (row.status === 'draft' || row.status === 'awaiting-approval') throw new Conflict(receivingMessages.notIssued);
  if (row.status !== 'open' && row.status !== 'partly-received')
    throw new Conflict(receivingMessages.closed(row.status));
  const lines = await tx
    .select()
    .from(documentLines)
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, row.id)))
    .orderBy(asc(documentLines.position));
  const costs = homeLineCosts(row, lines);
  const received = checkReceipt(lines, input.receipt);
  const productIds = lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const goods =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, type: products.type, trackStock: products.trackStock })
          .from(products)
          .where(and(eq(products.companyId, companyId), inArray(products.id, productIds)));
  const tracked = new Set(goods.filter((product) => product.type === 'goods' && product.trackStock).map((p) => p.id));
  const movements: StockMovement[] = [];
  const fields: string[] = [];
  const updates = received.map(({ index, line, quantityMilli }) => {
    const cost = receiptCost(line, costs[index] ?? 0, quantityMilli);
    if (line.productId && tracked.has(line.productId)) {
      movements.push({ kind: 'receive', productId: line.productId, branchId: row.branchId, quantityMilli, cost });
      fields.push(`lines.${index}.quantity`);
    }
    return { line, quantityMilli, cost };
  });
  const receiptId = newId();
  const entryId =
    movements.length > 0
      ? await receiveGoods(tx, context, { row, receiptId, movements, fields, date: input.receipt.date })
      : null;
  for (const { line, quantityMilli, cost } of updates) {
    await tx
      .update(documentLines)
      .set({ receivedMilli: line.receivedMilli + quantityMilli, cost: line.cost + cost })
      .where(
        and(
          eq(documentLines.companyId, companyId),
          eq(documentLines.documentId, row.id),
          eq(documentLines.position, line.position),
        ),
      );
  }
  const done = new Map(updates.map(({ line, quantityMilli }) => [line.position, line.receivedMilli + quantityMilli]));
  const complete = lines.every((line) => (done.get(line.position) ?? line.receivedMilli) >= line.quantityMilli);
  const status = complete ? 'received' : 'partly-received';
  await tx
    .update(documents)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, row.id)));
  const detail = updates
    .map(({ line, quantityMilli }) =>
      `${toQuantityText(quantityMilli)} ${line.measurement} ${line.description}`.replace(/\s+/g, ' '),
    )
    .join(', ');
  await recordEvent(tx, context, row.id, 'received', `${input.receipt.date}: ${detail}`);
  await recordAudit(tx, context, {
    action: 'update',
    entityType: PURCHASE_ORDER,
    entityId: row.id,
    before: { status: row.status },
    after: { status, receipt: receiptId, entryId, lines: input.receipt.lines },
  });
  return { id: row.id, status, entryId };
}

function checkReceipt(lines: Line[], receipt: PurchaseReceipt) {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  const received = receipt.lines.flatMap((wanted, index) => {
    const line = lines[wanted.line - 1];
    if (!line) {
      errors[`lines.${index}.line`] = receivingMessages.noLine(wanted.line);
      return [];
    }
    if (seen.has(wanted.line)) errors[`lines.${index}.line`] = receivingMessages.twice;
    seen.add(wanted.line);
    const quantityMilli = Math.round(Number(wanted.quantity) * 1000);
    const left = line.quantityMilli - line.receivedMilli;
    if (quantityMilli > left) {
      const what = `${toQuantityText(left)} ${line.measurement}`.trim();
      errors[`lines.${index}.quantity`] = receivingMessages.tooMuch(what, line.description);
    }
    return [{ index: wanted.line - 1, line, quantityMilli }];
  });
  const first = Object.values(errors)[0];
  if (first) throw new Invalid(first, errors);
  return received;
}

/** Moves the goods into stock at the branch and posts Dr inventory / Cr payables (the vendor's). */
async function receiveGoods(
  tx: PostingTransaction,
  context: RequestContext,
  receipt: {
    row: typeof documents.$inferSelect;
    receiptId: string;
    movements: StockMovement[];
    fields: string[];
    date: string;
  },
): Promise<string | null> {
  const { companyId } = context;
  const { row } = receipt;
  const moved = await moveStock(tx, context, {
    documentType: PURCHASE_ORDER,
    documentId: row.id,
    date: receipt.date,
    branchIds: [row.branchId],
    movements: receipt.movements,
    productFields: receipt.fields,
  });
  const inventory = await systemAccount(tx, companyId, 'inventory');
  const payables = await systemAccount(tx, companyId, 'payables');
  const costOfSales = await systemAccount(tx, companyId, 'cost-of-sales');
  const memo = `Goods received on ${row.number}`;
  const lines = stockEntryLines(
    moved.applied.history,
    {
      inventoryOf: (productId) => moved.products.get(productId)?.inventoryAccountId ?? inventory.id,
      costOfSales: costOfSales.id,
      counter: payables.id,
    },
    (productId) => (productId ? (moved.products.get(productId)?.name ?? '') : memo),
  ).map((line) => (line.accountId === payables.id ? { ...line, contactId: row.contactId } : line));
  if (lines.length === 0) return null;
  const entry = await post(
    tx,
    {
      companyId,
      date: receipt.date,
      memo,
      sourceType: 'stock-receipt',
      sourceId: receipt.receiptId,
      branchId: row.branchId,
      createdBy: context.userId,
      lines,
    },
    authorityToPost(context, 'stock-receipt', 'Receiving goods needs the permission to create expenses'),
  );
  return entry.id;
}
