import { randomBytes } from 'node:crypto';
import { type Bill, type BillChanges, formatMoney, toNaira, toQuantityText } from '@owo/core';
import { documentLines, documents, type Executor, newId, type SalesDocumentStatus } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { assertInScope } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import {
  assertMayApprove,
  documentNeedsApproval,
  notifyApprovers,
  withdrawApprovalNotices,
} from '../approvals/index.ts';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from '../invoices/index.ts';
import { checkBillParties, nextBillNumber } from './bills.checks.ts';
import { type BillFigures, type BillFiguresRequest, billFigures } from './bills.figures.ts';
import { lockBill, postBill, type StoredBill, unpostBill } from './bills.ledger.ts';
import { keptOrderLines } from './bills.receipts.ts';

/*
 * Bills (issue 27): a vendor's bill, entered, approved and posted. One transaction each. Saved as
 * a draft, for approval, or approved at once by a member who may approve a bill of its amount (one
 * who may not is not refused: the bill waits in 'awaiting-approval' and the approvers are told).
 * Approving posts it (bills.ledger.ts) and makes it unpaid; payments make it partly paid and paid.
 * Editing a posted bill reverses it and posts it again; voiding reverses it. A bill with payments
 * cannot be voided, nor its total cut below what has been paid.
 */

export const billServiceMessages = {
  void: 'A void bill cannot be changed',
  approved: 'This bill is already approved',
  notAwaiting: 'Only a draft or a bill awaiting approval can be approved',
  hasPayments: 'This bill has payments: delete or void them first, then void it',
  paidMoreThanTotal: (paid: string) => `Payments of ${paid} have been made on this bill: its total cannot be less`,
  vendorWithPayments: 'This bill has payments to its vendor: it cannot move to another vendor',
} as const;

/** The page a bill opens on (notifications link to it). */
export const billPath = (id: string) => `/expense/bills/${id}`;

function figureColumns(figures: BillFigures) {
  const { totals, discount } = figures;
  return {
    currencyCode: figures.currencyCode,
    exchangeRate: figures.exchangeRate,
    discountType: discount.type === 'none' ? null : discount.type,
    discountAmount: discount.type === 'value' ? discount.amount : null,
    discountBasisPoints: discount.type === 'percentage' ? discount.basisPoints : null,
    subtotal: totals.subtotal,
    discountTotal: totals.discount,
    taxTotal: totals.tax,
    total: totals.total,
    homeTotal: totals.home.total,
    withholdingTotal: figures.withholdingTotal,
  };
}

function lineRows(
  companyId: string,
  documentId: string,
  figures: BillFigures,
  orderLines: ReadonlyArray<number | null> = [],
) {
  return figures.lines.map((line, position) => ({
    companyId,
    documentId,
    position,
    productId: line.productId,
    description: line.description,
    quantityMilli: line.quantityMilli,
    unitPrice: line.unitPrice,
    accountId: line.accountId,
    amount: figures.totals.lines[position]?.amount ?? 0,
    discount: figures.totals.lines[position]?.discount ?? 0,
    taxes: line.taxes,
    withholdingTaxId: line.withholdingTaxId,
    withholdingBasisPoints: line.withholdingBasisPoints,
    invoiceLine: orderLines[position] ?? null,
  }));
}

const figuresRequest = (
  input: Pick<Bill, 'items' | 'discount' | 'currency'>,
  date: string,
  hasTin: boolean,
): BillFiguresRequest => ({ date, items: input.items, discount: input.discount, currency: input.currency, hasTin });

/** A bill made from a purchase order: the order, and the order line (from 1) each bill line's received goods came on. */
export interface BillOrigin {
  sourceDocumentId: string;
  orderLines: ReadonlyArray<number | null>;
}

/**
 * Records a bill (the purchase-orders module calls it too, to turn a PO into a bill, in its own
 * transaction, with the order as its origin: linked before it posts, so the received goods post
 * at what they were received at). Answers its id, number and the status it was left in.
 */
export async function createBill(tx: PostingTransaction, context: RequestContext, input: Bill, origin?: BillOrigin) {
  const wanted = input.status ?? 'approved';
  const { branchId, vendorTin } = await checkBillParties(tx, context, input);
  const tin = input.tin?.trim() || vendorTin;
  const figures = await billFigures(tx, context.companyId, figuresRequest(input, input.issueDate, tin !== ''));
  const id = newId();
  const number = await nextBillNumber(tx, context.companyId);
  await tx.insert(documents).values({
    companyId: context.companyId,
    id,
    direction: 'purchases',
    kind: 'bill',
    number,
    status: wanted === 'draft' ? 'draft' : 'awaiting-approval',
    contactId: input.vendor,
    branchId,
    date: input.issueDate,
    dueDate: input.dueDate,
    reference: input.billNo,
    tin,
    billingAddress: input.address,
    employeeId: input.employee ?? null,
    note: input.note ?? '',
    amountDue: 0,
    publicToken: randomBytes(24).toString('base64url'),
    createdBy: context.userId,
    sourceDocumentId: origin?.sourceDocumentId ?? null,
    ...figureColumns(figures),
  });
  await tx.insert(documentLines).values(lineRows(context.companyId, id, figures, origin?.orderLines));
  await recordEvent(tx, context, id, 'created');
  await recordAudit(tx, context, { action: 'create', entityType: 'bill', entityId: id, after: input });
  const homeTotal = figures.totals.home.total;
  if (wanted === 'approved' && !(await documentNeedsApproval(tx, context, 'bill', homeTotal))) {
    await approveBill(tx, context, id);
    return { id, number, status: 'unpaid' as const };
  }
  if (wanted !== 'draft') {
    await notifyApprovers(tx, context, {
      kind: 'bill',
      documentId: id,
      number,
      homeTotal,
      branchId,
      path: billPath(id),
    });
  }
  return { id, number, status: wanted === 'draft' ? ('draft' as const) : ('awaiting-approval' as const) };
}

async function setBill(
  executor: Executor,
  companyId: string,
  id: string,
  changes: Partial<typeof documents.$inferInsert>,
) {
  await executor
    .update(documents)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
}

/** What a bill's status is from what is still owed. */
export function billPaymentStatus(row: { total: number; amountDue: number }): SalesDocumentStatus {
  if (row.amountDue === 0) return 'paid';
  return row.amountDue === row.total ? 'unpaid' : 'partly-paid';
}

/** Approves a draft or a bill awaiting approval: it posts and is owed to the vendor. */
export async function approveBill(tx: PostingTransaction, context: RequestContext, id: string) {
  const stored = await lockBill(tx, context.companyId, id);
  const { row } = stored;
  assertInScope(context, row.branchId, 'Bill');
  if (row.entryId) throw new Conflict(billServiceMessages.approved);
  if (row.status !== 'draft' && row.status !== 'awaiting-approval') throw new Conflict(billServiceMessages.notAwaiting);
  await assertMayApprove(tx, context, 'bill', row.homeTotal, 'bill');
  await setBill(tx, context.companyId, id, {
    status: billPaymentStatus({ total: row.total, amountDue: row.total }),
    amountDue: row.total,
    approvedBy: context.userId,
    approvedAt: new Date(),
  });
  await recordEvent(tx, context, id, 'approved');
  await postBill(tx, context, stored);
  await withdrawApprovalNotices(tx, context.companyId, id);
  await recordAudit(tx, context, { action: 'approve', entityType: 'bill', entityId: id });
}

/** The shared approval call's decision (PATCH /merchant/approve/{id}?state=bill): approve posts it, reject sends it back to draft. */
export async function decideBill(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; action: 'approve' | 'reject' },
) {
  if (input.action === 'approve') return approveBill(tx, context, input.id);
  const { row } = await lockBill(tx, context.companyId, input.id);
  assertInScope(context, row.branchId, 'Bill');
  if (row.status !== 'awaiting-approval') throw new Conflict(billServiceMessages.notAwaiting);
  await assertMayApprove(tx, context, 'bill', row.homeTotal, 'bill');
  await setBill(tx, context.companyId, input.id, { status: 'draft' });
  await withdrawApprovalNotices(tx, context.companyId, input.id);
  await recordEvent(tx, context, input.id, 'rejected');
  await recordAudit(tx, context, { action: 'reject', entityType: 'bill', entityId: input.id });
}

/** The request that would make this bill again: what a PATCH's changes are laid over. */
function requestOf({ row, lines }: StoredBill) {
  return {
    items: lines.map((line) => ({
      chartofAccount: line.accountId,
      product: line.productId,
      description: line.description,
      quantity: toQuantityText(line.quantityMilli),
      price: toNaira(line.unitPrice),
      tax: line.taxes.map((tax) => ({ id: tax.id })),
      withholding: line.withholdingTaxId,
    })),
    discount:
      row.discountType === 'value'
        ? { type: 'value' as const, value: toNaira(row.discountAmount ?? 0) }
        : row.discountType === 'percentage'
          ? { type: 'percentage' as const, value: (row.discountBasisPoints ?? 0) / 100 }
          : null,
    currency: { name: row.currencyCode, rate: String(Number(row.exchangeRate)) },
  };
}

/** Lays the changes over what is stored and saves the whole again; a posted bill is reversed and posted again. */
export async function updateBill(tx: PostingTransaction, context: RequestContext, id: string, changes: BillChanges) {
  const stored = await lockBill(tx, context.companyId, id);
  const { row } = stored;
  assertInScope(context, row.branchId, 'Bill');
  if (row.status === 'void') throw new Conflict(billServiceMessages.void);
  if (row.amountPaid > 0 && changes.vendor && changes.vendor !== row.contactId) {
    throw new Conflict(billServiceMessages.vendorWithPayments);
  }
  const posted = row.entryId !== null;
  if (posted) await assertMayApprove(tx, context, 'bill', row.homeTotal, 'bill');
  const issueDate = changes.issueDate ?? row.date;
  const dueDate = changes.dueDate ?? row.dueDate ?? issueDate;
  const { branchId, vendorTin } = await checkBillParties(tx, context, {
    vendor: changes.vendor ?? row.contactId,
    branch: changes.branch ?? row.branchId,
    employee: changes.employee === undefined ? row.employeeId : changes.employee,
  });
  const tin = changes.tin === undefined ? row.tin || vendorTin : changes.tin.trim() || vendorTin;
  const merged = { ...requestOf(stored), ...changes };
  const figures = await billFigures(tx, context.companyId, figuresRequest(merged, issueDate, tin !== ''));
  if (figures.totals.total < row.amountPaid) {
    throw new Conflict(billServiceMessages.paidMoreThanTotal(formatMoney(row.amountPaid, row.currencyCode)));
  }
  if (posted) {
    await assertMayApprove(tx, context, 'bill', figures.totals.home.total, 'bill');
    await unpostBill(tx, context, stored);
  }
  const amountDue = posted ? figures.totals.total - row.amountPaid : 0;
  await setBill(tx, context.companyId, id, {
    ...figureColumns(figures),
    contactId: changes.vendor ?? row.contactId,
    branchId,
    date: issueDate,
    dueDate,
    reference: changes.billNo ?? row.reference,
    tin,
    billingAddress: changes.address ?? row.billingAddress,
    employeeId: changes.employee === undefined ? row.employeeId : changes.employee,
    note: changes.note ?? row.note,
    amountDue,
    status: posted ? billPaymentStatus({ total: figures.totals.total, amountDue }) : row.status,
  });
  await tx
    .delete(documentLines)
    .where(and(eq(documentLines.companyId, context.companyId), eq(documentLines.documentId, id)));
  const kept = keptOrderLines(stored.lines, figures.lines);
  await tx.insert(documentLines).values(lineRows(context.companyId, id, figures, kept));
  if (posted) await postBill(tx, context, await lockBill(tx, context.companyId, id));
  await recordEvent(tx, context, id, 'edited');
  await recordAudit(tx, context, { action: 'update', entityType: 'bill', entityId: id, before: row, after: changes });
}

/** Voids a bill: a posted one is reversed (its goods back out); one with payments is refused. */
export async function voidBill(tx: PostingTransaction, context: RequestContext, id: string) {
  const stored = await lockBill(tx, context.companyId, id);
  const { row } = stored;
  assertInScope(context, row.branchId, 'Bill');
  if (row.status === 'void') throw new Conflict(billServiceMessages.void);
  if (row.amountPaid > 0) throw new Conflict(billServiceMessages.hasPayments);
  if (row.entryId) await assertMayApprove(tx, context, 'bill', row.homeTotal, 'bill');
  await unpostBill(tx, context, stored);
  await setBill(tx, context.companyId, id, { status: 'void', amountDue: 0, voidedAt: new Date() });
  await withdrawApprovalNotices(tx, context.companyId, id);
  await recordEvent(tx, context, id, 'voided');
  await recordAudit(tx, context, { action: 'reverse', entityType: 'bill', entityId: id });
}

/** Deletes a draft or a bill awaiting approval; a posted one is voided instead (it stays in the books' history). */
export async function deleteBill(tx: PostingTransaction, context: RequestContext, id: string) {
  const stored = await lockBill(tx, context.companyId, id);
  assertInScope(context, stored.row.branchId, 'Bill');
  if (stored.row.entryId || stored.row.status === 'void') {
    if (stored.row.status !== 'void') await voidBill(tx, context, id);
    return { voided: true };
  }
  await withdrawApprovalNotices(tx, context.companyId, id);
  await tx.delete(documents).where(and(eq(documents.companyId, context.companyId), eq(documents.id, id)));
  await recordAudit(tx, context, { action: 'delete', entityType: 'bill', entityId: id, before: stored.row });
  return { voided: false };
}
