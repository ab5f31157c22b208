import { randomBytes } from 'node:crypto';
import { type PurchaseOrder, type PurchaseOrderChanges, toNaira, toQuantityText } from '@owo/core';
import { documentLines, documents, type Executor, measurements, newId, products, type Transaction } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { nextNumber } from '../../ledger/sequences.ts';
import {
  assertMayApprove,
  documentNeedsApproval,
  notifyApprovers,
  withdrawApprovalNotices,
} from '../approvals/index.ts';
import { recordAudit } from '../audit/index.ts';
import { type BillFigures, billFigures, checkBillParties } from '../bills/index.ts';
import { recordEvent } from '../invoices/index.ts';
import { NOUN, PURCHASE_ORDER } from './purchase-orders.view.ts';

/*
 * Purchase orders (issue 27): made, changed, approved and voided. An order posts nothing: it is a
 * promise to buy. Saved as a draft it waits for its maker; issued, it is open at once when its
 * maker may approve purchases of its amount (approvals module), else it waits in
 * 'awaiting-approval' and the approvers are told. Once goods have been received on it its figures
 * are fixed (what came in was valued at them); once billed or void nothing changes.
 */

export const purchaseOrderServiceMessages = {
  vendor: 'Vendor is not valid.',
  numberTaken: (number: string) => `Purchase order number ${number} is already used`,
  closed: (status: string) => `This purchase order is ${status}: it can no longer be changed.`,
  receivedFixed:
    'Goods have been received on this purchase order: its items, vendor, branch, currency and discount can no longer be changed.',
  voidReceived:
    'Goods have been received on this purchase order, so it cannot be voided: bill it, or take the goods out of stock with a stock adjustment first.',
  notAwaiting: 'This purchase order is not waiting for approval.',
} as const;

type Row = typeof documents.$inferSelect;

const publicToken = () => randomBytes(24).toString('base64url');
const pathOf = (id: string) => `/expense/purchase/${id}`;

export async function lockPurchaseOrder(tx: Transaction, context: RequestContext, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, id), eq(documents.kind, PURCHASE_ORDER)))
    .for('update');
  if (!row || (context.branchScope !== null && row.branchId !== context.branchScope)) throw new NotFound(NOUN);
  return row;
}

/** An order's figures are a bill's (the one rule), without withholding: that is settled on the bill. */
function orderFigures(
  tx: Executor,
  companyId: string,
  order: Pick<PurchaseOrder, 'date' | 'items' | 'discount' | 'currency'>,
) {
  return billFigures(tx, companyId, {
    date: order.date,
    items: order.items.map((item) => ({ ...item, withholding: null })),
    discount: order.discount,
    currency: order.currency,
    hasTin: true,
  });
}

/** PO-00001, the next of the company's sequence; numbers typed by hand before are skipped. */
async function orderNumber(tx: Executor, companyId: string, typed: string | undefined): Promise<string> {
  const taken = async (number: string) =>
    (
      await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(eq(documents.companyId, companyId), eq(documents.kind, PURCHASE_ORDER), eq(documents.number, number)),
        )
    ).length > 0;
  if (typed) {
    if (await taken(typed)) throw new Conflict(purchaseOrderServiceMessages.numberTaken(typed));
    return typed;
  }
  for (;;) {
    const number = `PO-${String(await nextNumber(tx, companyId, PURCHASE_ORDER)).padStart(5, '0')}`;
    if (!(await taken(number))) return number;
  }
}

function figureColumns(figures: BillFigures) {
  const { totals } = figures;
  return {
    currencyCode: figures.currencyCode,
    exchangeRate: figures.exchangeRate,
    discountType: figures.discount.type === 'none' ? null : figures.discount.type,
    discountAmount: figures.discount.type === 'value' ? figures.discount.amount : null,
    discountBasisPoints: figures.discount.type === 'percentage' ? figures.discount.basisPoints : null,
    subtotal: totals.subtotal,
    discountTotal: totals.discount,
    taxTotal: totals.tax,
    total: totals.total,
    homeTotal: totals.home.total,
  };
}

/** Each product's unit of measure, kept on the line as it prints ('10 pcs'). */
async function unitsOf(tx: Executor, companyId: string, figures: BillFigures) {
  const ids = [...new Set(figures.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: products.id, unit: measurements.unit })
    .from(products)
    .innerJoin(measurements, eq(measurements.code, products.measurementCode))
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  return new Map(rows.map((row) => [row.id, row.unit]));
}

async function writeLines(tx: Executor, companyId: string, documentId: string, figures: BillFigures) {
  const units = await unitsOf(tx, companyId, figures);
  await tx.insert(documentLines).values(
    figures.lines.map((line, position) => {
      const totals = figures.totals.lines[position];
      return {
        companyId,
        documentId,
        position,
        productId: line.productId,
        description: line.description,
        quantityMilli: line.quantityMilli,
        unitPrice: line.unitPrice,
        measurement: line.productId ? (units.get(line.productId) ?? '') : '',
        accountId: line.accountId,
        amount: totals?.amount ?? 0,
        discount: totals?.discount ?? 0,
        taxes: line.taxes,
      };
    }),
  );
}

/** Where an issued order goes: open, or awaiting approval (the approvers told) when its maker may not approve it. */
async function issuedStatus(tx: Transaction, context: RequestContext, homeTotal: number) {
  return (await documentNeedsApproval(tx, context, PURCHASE_ORDER, homeTotal)) ? 'awaiting-approval' : 'open';
}

async function tellApprovers(
  tx: Transaction,
  context: RequestContext,
  row: Pick<Row, 'id' | 'number' | 'homeTotal' | 'branchId'>,
) {
  await notifyApprovers(tx, context, {
    kind: PURCHASE_ORDER,
    documentId: row.id,
    number: row.number,
    homeTotal: row.homeTotal,
    branchId: row.branchId,
    path: pathOf(row.id),
  });
}

export async function createPurchaseOrder(tx: Transaction, context: RequestContext, input: PurchaseOrder) {
  const { companyId } = context;
  const { branchId } = await checkBillParties(tx, context, input);
  const figures = await orderFigures(tx, companyId, input);
  const status = input.status === 'draft' ? 'draft' : await issuedStatus(tx, context, figures.totals.home.total);
  const id = newId();
  const number = await orderNumber(tx, companyId, input.purchaseNumber);
  await tx.insert(documents).values({
    companyId,
    id,
    direction: 'purchases',
    kind: PURCHASE_ORDER,
    number,
    status,
    contactId: input.vendor,
    branchId,
    date: input.date,
    dueDate: input.deliveryDate ?? null,
    reference: input.reference ?? '',
    billingAddress: input.address ?? '',
    note: input.note ?? '',
    ...figureColumns(figures),
    publicToken: publicToken(),
    createdBy: context.userId,
    ...(status === 'open' ? { approvedBy: context.userId, approvedAt: new Date() } : {}),
  });
  await writeLines(tx, companyId, id, figures);
  await recordEvent(tx, context, id, 'created', status === 'awaiting-approval' ? 'Waiting for approval' : '');
  if (status === 'awaiting-approval') {
    await tellApprovers(tx, context, { id, number, homeTotal: figures.totals.home.total, branchId });
  }
  await recordAudit(tx, context, {
    action: 'create',
    entityType: PURCHASE_ORDER,
    entityId: id,
    after: { number, status, total: figures.totals.total, vendor: input.vendor },
  });
  return { id };
}

const figureFields = ['items', 'vendor', 'branch', 'currency', 'discount'] as const;

export async function updatePurchaseOrder(
  tx: Transaction,
  context: RequestContext,
  input: { id: string; changes: PurchaseOrderChanges },
) {
  const { companyId } = context;
  const { changes } = input;
  const row = await lockPurchaseOrder(tx, context, input.id);
  if (row.status === 'void' || row.status === 'billed') {
    throw new Conflict(purchaseOrderServiceMessages.closed(row.status));
  }
  const received = row.status === 'partly-received' || row.status === 'received';
  const figuresChange = figureFields.some((field) => changes[field] !== undefined);
  if (received && figuresChange) throw new Conflict(purchaseOrderServiceMessages.receivedFixed);
  const { branchId } =
    changes.branch !== undefined || changes.vendor !== undefined
      ? await checkBillParties(tx, context, {
          vendor: changes.vendor ?? row.contactId,
          branch: changes.branch ?? row.branchId,
        })
      : { branchId: row.branchId };
  const date = changes.date ?? row.date;
  const deliveryDate = changes.deliveryDate === undefined ? row.dueDate : changes.deliveryDate;
  if (deliveryDate && deliveryDate < date) {
    throw new Invalid('Expected delivery date cannot be before the order date', {
      deliveryDate: 'Expected delivery date cannot be before the order date',
    });
  }
  let figures: BillFigures | null = null;
  if (figuresChange || changes.date !== undefined) {
    figures = await orderFigures(tx, companyId, {
      date,
      items: changes.items ?? (await storedItems(tx, companyId, row.id)),
      discount: changes.discount === undefined ? storedDiscount(row) : changes.discount,
      currency: changes.currency ?? { name: row.currencyCode, rate: row.exchangeRate },
    });
    if (received && figures.totals.total !== row.total) throw new Conflict(purchaseOrderServiceMessages.receivedFixed);
  }
  const homeTotal = figures?.totals.home.total ?? row.homeTotal;
  let status = row.status;
  if (changes.status === 'draft' && (row.status === 'awaiting-approval' || row.status === 'open')) status = 'draft';
  const issuing = changes.status === 'open' && row.status === 'draft';
  // An issued order changed by someone who may not approve it waits for approval again.
  if (issuing || (!received && status !== 'draft' && figures && row.status !== 'draft')) {
    status = await issuedStatus(tx, context, homeTotal);
  }
  const number =
    changes.purchaseNumber && changes.purchaseNumber !== row.number
      ? await orderNumber(tx, companyId, changes.purchaseNumber)
      : row.number;
  await tx
    .update(documents)
    .set({
      number,
      status,
      contactId: changes.vendor ?? row.contactId,
      branchId,
      date,
      dueDate: deliveryDate,
      reference: changes.reference ?? row.reference,
      billingAddress: changes.address ?? row.billingAddress,
      note: changes.note ?? row.note,
      ...(figures ? figureColumns(figures) : {}),
      ...(status === 'open' && row.status !== 'open' ? { approvedBy: context.userId, approvedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, row.id)));
  if (figures && !received) {
    await tx
      .delete(documentLines)
      .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, row.id)));
    await writeLines(tx, companyId, row.id, figures);
  }
  await recordEvent(tx, context, row.id, 'edited', status !== row.status ? `Now ${status.replace('-', ' ')}` : '');
  if (status === 'awaiting-approval' && row.status !== 'awaiting-approval') {
    await tellApprovers(tx, context, { id: row.id, number, homeTotal, branchId });
  }
  await recordAudit(tx, context, {
    action: 'update',
    entityType: PURCHASE_ORDER,
    entityId: row.id,
    before: { status: row.status, total: row.total },
    after: { status, total: figures?.totals.total ?? row.total, changes: Object.keys(changes) },
  });
  return { id: row.id };
}

async function storedItems(tx: Executor, companyId: string, id: string): Promise<PurchaseOrder['items']> {
  const lines = await tx
    .select()
    .from(documentLines)
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, id)))
    .orderBy(documentLines.position);
  return lines.map((line) => ({
    product: line.productId,
    chartofAccount: line.accountId,
    description: line.description,
    quantity: toQuantityText(line.quantityMilli),
    price: toNaira(line.unitPrice),
    tax: line.taxes.map((tax) => ({ id: tax.id })),
  }));
}

function storedDiscount(row: Row): PurchaseOrder['discount'] {
  if (!row.discountType) return null;
  return row.discountType === 'value'
    ? { type: 'value', value: toNaira(row.discountAmount ?? 0) }
    : { type: 'percentage', value: (row.discountBasisPoints ?? 0) / 100 };
}

/** Approve (open: it may be sent and received) or reject (back to a draft) an order awaiting approval. */
export async function decidePurchaseOrder(
  tx: Transaction,
  context: RequestContext,
  input: { id: string; action: 'approve' | 'reject' },
) {
  const row = await lockPurchaseOrder(tx, context, input.id);
  if (row.status !== 'awaiting-approval' && !(row.status === 'draft' && input.action === 'approve')) {
    throw new Conflict(purchaseOrderServiceMessages.notAwaiting);
  }
  await assertMayApprove(tx, context, PURCHASE_ORDER, row.homeTotal, 'purchase order');
  const status = input.action === 'approve' ? 'open' : 'draft';
  await tx
    .update(documents)
    .set({
      status,
      ...(status === 'open' ? { approvedBy: context.userId, approvedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, row.id)));
  await withdrawApprovalNotices(tx, context.companyId, row.id);
  await recordEvent(tx, context, row.id, input.action === 'approve' ? 'approved' : 'rejected');
  await recordAudit(tx, context, {
    action: 'update',
    entityType: PURCHASE_ORDER,
    entityId: row.id,
    before: { status: row.status },
    after: { status },
  });
  return { id: row.id, status };
}

/**
 * DELETE voids an order: its number stays taken and it is kept, read-only. One with goods received
 * or a bill is refused; an approved (open) one needs someone who may approve its amount.
 */
export async function voidPurchaseOrder(tx: Transaction, context: RequestContext, input: { id: string }) {
  const row = await lockPurchaseOrder(tx, context, input.id);
  if (row.status === 'void' || row.status === 'billed')
    throw new Conflict(purchaseOrderServiceMessages.closed(row.status));
  if (row.status === 'partly-received' || row.status === 'received') {
    throw new Conflict(purchaseOrderServiceMessages.voidReceived);
  }
  if (row.status === 'open') await assertMayApprove(tx, context, PURCHASE_ORDER, row.homeTotal, 'purchase order');
  await tx
    .update(documents)
    .set({ status: 'void', voidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, row.id)));
  await withdrawApprovalNotices(tx, context.companyId, row.id);
  await recordEvent(tx, context, row.id, 'voided');
  await recordAudit(tx, context, {
    action: 'delete',
    entityType: PURCHASE_ORDER,
    entityId: row.id,
    before: { status: row.status, number: row.number },
  });
  return { id: row.id, number: row.number };
}
