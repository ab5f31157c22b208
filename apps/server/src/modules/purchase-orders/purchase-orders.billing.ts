import { type Bill, type PurchaseOrderBillRequest, todayInLagos, toNaira, toQuantityText } from '@owo/core';
import { contacts, documentLines, documents, products } from '@owo/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import { createBill } from '../bills/index.ts';
import { recordEvent } from '../invoices/index.ts';
import { lockPurchaseOrder } from './purchase-orders.service.ts';
import { billOf, PURCHASE_ORDER } from './purchase-orders.view.ts';

/*
 * A purchase order turned into a bill in one call (issue 27), through the bills module's
 * createBill. Goods the order has already received are in stock and owed to the vendor on Accounts
 * Payable (purchase-orders.receiving.ts), so the bill must not receive them again: each order line
 * becomes up to two bill lines, the part already received (no product, posted to Accounts Payable
 * with the vendor: it clears the receipt's payable at what the receipt credited, and moves no stock;
 * if the bill is then priced otherwise, the difference goes to Inventory Adjustments: bills.receipts.ts)
 * and the part still to come
 * (the product itself: the bill receives it into stock when it posts, at the bill's cost). Services
 * and expense lines are billed whole. The bill names the order as its source, and each received
 * line the order line it came from (document_lines.invoice_line), so the data says what came from
 * where, linked before the bill posts. The order is then 'billed': nothing more is received on it; if that bill is voided, the order
 * can be billed again.
 */

export const billingMessages = {
  notIssued: 'This purchase order is not approved yet: approve it before billing it.',
  billed: 'This purchase order has already been billed.',
  void: 'This purchase order is void, so it cannot be billed.',
} as const;

type Line = typeof documentLines.$inferSelect;

async function trackedOf(tx: PostingTransaction, companyId: string, lines: readonly Line[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: products.id, type: products.type, trackStock: products.trackStock })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  return new Set(rows.filter((row) => row.type === 'goods' && row.trackStock).map((row) => row.id));
}

/** The bill's items from the order's lines: what was received apart from what is still to come. */
function billItems(lines: readonly Line[], tracked: Set<string>, payablesId: string, number: string) {
  const items: Array<Bill['items'][number] & { orderLine: number | null }> = [];
  for (const line of lines) {
    const common = {
      description: line.description,
      price: toNaira(line.unitPrice),
      tax: line.taxes.map((tax) => ({ id: tax.id })),
      withholding: null,
    };
    const goods = line.productId !== null && tracked.has(line.productId);
    const received = goods ? Math.min(line.receivedMilli, line.quantityMilli) : 0;
    if (received > 0) {
      items.push({
        ...common,
        description: `${line.description} (received on ${number})`,
        product: null,
        chartofAccount: payablesId,
        quantity: toQuantityText(received),
        orderLine: line.position + 1,
      });
    }
    if (line.quantityMilli > received) {
      items.push({
        ...common,
        product: line.productId,
        chartofAccount: line.accountId,
        quantity: toQuantityText(line.quantityMilli - received),
        orderLine: null,
      });
    }
  }
  return items;
}

export async function billPurchaseOrder(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; request: PurchaseOrderBillRequest },
) {
  const { companyId } = context;
  const row = await lockPurchaseOrder(tx, context, input.id);
  if (row.status === 'draft' || row.status === 'awaiting-approval') throw new Conflict(billingMessages.notIssued);
  // A bill voided since gives the order back to be billed again (its receipts still stand).
  if (row.status === 'billed' && (await billOf(tx, companyId, row.id))) throw new Conflict(billingMessages.billed);
  if (row.status === 'void') throw new Conflict(billingMessages.void);
  const lines = await tx
    .select()
    .from(documentLines)
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, row.id)))
    .orderBy(asc(documentLines.position));
  const payables = await systemAccount(tx, companyId, 'payables');
  const items = billItems(lines, await trackedOf(tx, companyId, lines), payables.id, row.number);
  const [vendor] = await tx
    .select({ name: contacts.displayName, address: contacts.billingAddress })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, row.contactId)));
  const issueDate = input.request.issueDate ?? todayInLagos();
  const discount = !row.discountType
    ? null
    : row.discountType === 'value'
      ? { type: 'value' as const, value: toNaira(row.discountAmount ?? 0) }
      : { type: 'percentage' as const, value: (row.discountBasisPoints ?? 0) / 100 };
  const bill = await createBill(
    tx,
    context,
    {
      vendor: row.contactId,
      branch: row.branchId,
      issueDate,
      dueDate: input.request.dueDate ?? issueDate,
      billNo: input.request.billNo ?? row.number,
      address: row.billingAddress.trim() || vendor?.address?.trim() || vendor?.name || row.number,
      currency: { name: row.currencyCode, rate: row.exchangeRate },
      items: items.map(({ orderLine: _line, ...item }) => item),
      discount,
      note: row.note,
      status: input.request.status ?? 'draft',
    },
    { sourceDocumentId: row.id, orderLines: items.map((item) => item.orderLine) },
  );
  await tx
    .update(documents)
    .set({ status: 'billed', updatedAt: new Date() })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, row.id)));
  await recordEvent(tx, context, row.id, 'billed', `Bill ${bill.number}`);
  await recordAudit(tx, context, {
    action: 'update',
    entityType: PURCHASE_ORDER,
    entityId: row.id,
    before: { status: row.status },
    after: { status: 'billed', bill: bill.id },
  });
  return bill;
}
