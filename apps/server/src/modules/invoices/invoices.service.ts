import { type Invoice, type InvoiceChanges, salesMessages } from '@owo/core';
import { documents } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { assertInScope } from '../../branch-scope.ts';
import { type RequestContext, requirePermission } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { recordAudit } from '../audit/index.ts';
import { assertNotSentToNrs, queueEInvoice } from '../e-invoicing/index.ts';
import { checkParties, recordEvent } from './sales.checks.ts';
import { documentFigures } from './sales.figures.ts';
import { lockStored, postStored, requestOf, unpostStored } from './sales.ledger.ts';
import {
  checkedInstallments,
  deleteDocument,
  documentNumber,
  figureColumns,
  figuresRequest,
  insertDocument,
  numberDocument,
  numberWhenPosted,
  paymentStatus,
  receivablesAccount,
  replaceLines,
  salesServiceMessages,
  setStatus,
  standIn,
  usesDiscount,
} from './sales.store.ts';

/*
 * Invoices, estimates (estimates.service.ts) and sales receipts (sales-receipts.service.ts), issue
 * 14. One transaction each: check what the request
 * names, work the figures out (sales.figures.ts), save the document and its lines, and post what
 * must post (sales.ledger.ts). Statuses (packages/db tables/documents.ts):
 * - an invoice is saved as a draft, sent for approval, or approved at once by who may approve;
 *   approving posts it (unpaid); payments make it partly paid and paid; voiding reverses it;
 * - an estimate posts nothing and is turned into an invoice in one call;
 * - a sales receipt is paid on the spot: it posts when saved.
 * Editing a posted document reverses its entry and posts it again; a document with payments keeps
 * a total at least what has been paid.
 */

export async function createInvoice(
  tx: PostingTransaction,
  context: RequestContext,
  input: Invoice,
  origin: { scheduleId: string; scheduleRunDate: string } | null = null,
) {
  const status = input.status ?? 'awaiting-approval';
  if (status === 'approved') requirePermission(context, 'sales.approve', salesServiceMessages.approvePermission);
  const { branchId } = await checkParties(tx, context, input);
  const figures = await documentFigures(tx, context.companyId, figuresRequest(input, input.date, usesDiscount()));
  const installments = checkedInstallments(figures.totals.total, input.installments);
  const estimate = input.estimate ? await takeEstimate(tx, context, input.estimate) : null;
  const { id, number } = await insertDocument(tx, context, {
    kind: 'invoice',
    status: status === 'approved' ? 'awaiting-approval' : status,
    number: input.invoiceNumber,
    numberLater: true,
    date: input.date,
    dueDate: input.dueDate,
    figures,
    fields: {
      contactId: input.customer,
      branchId,
      purchaseOrderNumber: input.purchaseNo ?? '',
      billingAddress: input.address,
      employeeId: input.employee ?? null,
      bankDetails: input.bank ?? [],
      installments,
      note: input.note ?? '',
      amountDue: 0,
      sourceDocumentId: estimate,
      scheduleId: origin?.scheduleId ?? null,
      scheduleRunDate: origin?.scheduleRunDate ?? null,
    },
  });
  await recordAudit(tx, context, { action: 'create', entityType: 'invoice', entityId: id, after: input });
  // Approving numbers it just before posting (the entry's memo names it); else it is numbered now.
  if (status === 'approved') await approve(tx, context, id);
  else if (number === standIn(id)) await numberDocument(tx, context.companyId, 'invoice', id);
  return { id };
}

/** An estimate turned into this invoice: it must be the company's, not void and not already invoiced. */
async function takeEstimate(tx: PostingTransaction, context: RequestContext, estimateId: string) {
  const estimate = await lockStored(tx, context.companyId, 'estimate', estimateId);
  if (estimate.row.status === 'invoiced') throw new Conflict(salesServiceMessages.invoiced);
  if (estimate.row.status === 'void') throw new Conflict(salesServiceMessages.void('Estimate'));
  await setStatus(tx, context.companyId, estimateId, { status: 'invoiced' });
  await recordEvent(tx, context, estimateId, 'invoiced');
  return estimateId;
}

async function approve(tx: PostingTransaction, context: RequestContext, id: string) {
  const stored = await lockStored(tx, context.companyId, 'invoice', id);
  assertInScope(context, stored.row.branchId, 'Invoice');
  if (stored.row.entryId) throw new Conflict(salesServiceMessages.approved);
  if (!['draft', 'awaiting-approval'].includes(stored.row.status)) throw new Conflict(salesServiceMessages.notAwaiting);
  const receivables = await receivablesAccount(tx, context.companyId);
  const amountDue = stored.row.total;
  await setStatus(tx, context.companyId, id, {
    status: paymentStatus({ total: stored.row.total, amountDue }),
    amountDue,
    approvedBy: context.userId,
    approvedAt: new Date(),
  });
  await recordEvent(tx, context, id, 'approved');
  await postStored(tx, context, stored, { counterAccountId: receivables, ...numberWhenPosted(tx, context, stored) });
  await queueEInvoice(tx, context, id);
}

export async function decideInvoice(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; action: 'approve' | 'reject' },
) {
  if (input.action === 'approve') {
    await approve(tx, context, input.id);
  } else {
    const stored = await lockStored(tx, context.companyId, 'invoice', input.id);
    assertInScope(context, stored.row.branchId, 'Invoice');
    if (stored.row.status !== 'awaiting-approval') throw new Conflict(salesServiceMessages.notAwaiting);
    await setStatus(tx, context.companyId, input.id, { status: 'draft' });
    await recordEvent(tx, context, input.id, 'rejected');
  }
  await recordAudit(tx, context, { action: input.action, entityType: 'invoice', entityId: input.id });
}

/** Lays the changes over what is stored and saves the whole again (the lines, when sent, replace them). */
export async function updateInvoice(
  tx: PostingTransaction,
  context: RequestContext,
  id: string,
  changes: InvoiceChanges,
) {
  const stored = await lockStored(tx, context.companyId, 'invoice', id);
  const { row } = stored;
  assertInScope(context, row.branchId, 'Invoice');
  if (row.status === 'void') throw new Conflict(salesServiceMessages.void('Invoice'));
  const posted = row.entryId !== null;
  if (posted) requirePermission(context, 'sales.approve', salesServiceMessages.approvePermission);
  if (posted) await assertNotSentToNrs(tx, context.companyId, id);
  if (row.amountPaid > 0 && changes.customer && changes.customer !== row.contactId) {
    throw new Conflict(salesServiceMessages.customerWithPayments);
  }
  const merged = { ...requestOf(stored), ...changes };
  const date = changes.date ?? row.date;
  const dueDate = changes.dueDate ?? row.dueDate ?? date;
  if (dueDate < date) throw new Invalid(salesMessages.dueBeforeDate, { dueDate: salesMessages.dueBeforeDate });
  const { branchId } = await checkParties(tx, context, {
    customer: changes.customer ?? row.contactId,
    branch: changes.branch ?? row.branchId,
    employee: changes.employee === undefined ? row.employeeId : changes.employee,
  });
  const figures = await documentFigures(
    tx,
    context.companyId,
    figuresRequest(merged, date, usesDiscount(row.discountId)),
  );
  if (figures.totals.total < row.amountPaid) {
    throw new Conflict(salesServiceMessages.paidMoreThanTotal((row.amountPaid / 100).toFixed(2)));
  }
  const installments =
    changes.installments !== undefined
      ? checkedInstallments(figures.totals.total, changes.installments)
      : row.installments.length > 0
        ? checkedInstallments(
            figures.totals.total,
            row.installments.map((one) => ({ ...one, amount: one.amount / 100, percentage: one.basisPoints / 100 })),
          )
        : [];
  if (changes.invoiceNumber && changes.invoiceNumber !== row.number) {
    await documentNumber(tx, context.companyId, 'invoice', changes.invoiceNumber);
  }
  if (posted) await unpostStored(tx, context, stored);
  const amountDue = posted ? figures.totals.total - row.amountPaid : 0;
  await tx
    .update(documents)
    .set({
      ...figureColumns(figures),
      number: changes.invoiceNumber ?? row.number,
      contactId: changes.customer ?? row.contactId,
      branchId,
      date,
      dueDate,
      purchaseOrderNumber: changes.purchaseNo ?? row.purchaseOrderNumber,
      billingAddress: changes.address ?? row.billingAddress,
      employeeId: changes.employee === undefined ? row.employeeId : changes.employee,
      bankDetails: changes.bank ?? row.bankDetails,
      installments,
      note: changes.note ?? row.note,
      amountDue,
      status: posted ? paymentStatus({ total: figures.totals.total, amountDue }) : row.status,
      updatedAt: sql`now()`,
    })
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, id)));
  await replaceLines(tx, context.companyId, id, figures);
  if (posted) {
    const receivables = await receivablesAccount(tx, context.companyId);
    await postStored(tx, context, await lockStored(tx, context.companyId, 'invoice', id), {
      counterAccountId: receivables,
    });
  }
  await recordEvent(tx, context, id, 'edited');
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'invoice',
    entityId: id,
    before: row,
    after: changes,
  });
}

/**
 * Voids a posted invoice (its entry reversed, its goods back on the shelf) or a draft; one with
 * payments is refused until they are deleted, so no money is left pointing at nothing.
 */
export async function voidInvoice(tx: PostingTransaction, context: RequestContext, id: string) {
  const stored = await lockStored(tx, context.companyId, 'invoice', id);
  assertInScope(context, stored.row.branchId, 'Invoice');
  if (stored.row.status === 'void') throw new Conflict(salesServiceMessages.void('Invoice'));
  if (stored.row.amountPaid > 0) throw new Conflict(salesServiceMessages.hasPayments);
  if (stored.row.entryId) requirePermission(context, 'sales.approve', salesServiceMessages.approvePermission);
  await assertNotSentToNrs(tx, context.companyId, id);
  await unpostStored(tx, context, stored);
  await setStatus(tx, context.companyId, id, { status: 'void', amountDue: 0, voidedAt: new Date() });
  await recordEvent(tx, context, id, 'voided');
  await recordAudit(tx, context, { action: 'reverse', entityType: 'invoice', entityId: id });
}

/** Deletes a draft or an invoice awaiting approval; a posted one is voided instead (it stays in the books' history). */
export async function deleteInvoice(tx: PostingTransaction, context: RequestContext, id: string) {
  const stored = await lockStored(tx, context.companyId, 'invoice', id);
  assertInScope(context, stored.row.branchId, 'Invoice');
  if (stored.row.entryId || stored.row.status === 'void') {
    if (stored.row.status !== 'void') await voidInvoice(tx, context, id);
    return { voided: true };
  }
  await deleteDocument(tx, context, stored);
  return { voided: false };
}
