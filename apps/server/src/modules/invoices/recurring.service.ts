import { nextRun, type RecurringInvoice } from '@owo/core';
import { newId, recurringInvoices, salesDocuments } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { type RequestContext, requirePermission } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { checkParties } from './sales.checks.ts';
import { documentFigures } from './sales.figures.ts';
import { salesServiceMessages } from './sales.service.ts';

/*
 * Recurring invoices (issue 14; not in the spec): a schedule keeps the invoice to make and when.
 * recurring.worker.ts makes the invoices.
 */

export async function createRecurringInvoice(tx: PostingTransaction, context: RequestContext, input: RecurringInvoice) {
  if (input.approve) requirePermission(context, 'sales.approve', salesServiceMessages.approvePermission);
  const { branchId } = await checkParties(tx, context, input);
  // The invoice is checked now (products, taxes, discount), not on the first run.
  await documentFigures(tx, context.companyId, { date: input.startDate, ...input });
  const id = newId();
  const { name, frequency, startDate, endDate, maxCount, dueInDays, approve, email, ...invoice } = input;
  await tx.insert(recurringInvoices).values({
    companyId: context.companyId,
    id,
    name,
    customerId: input.customer,
    branchId,
    invoice: { ...invoice, branch: branchId },
    frequency,
    startDate,
    endDate: endDate ?? null,
    maxCount: maxCount ?? null,
    nextRunDate: nextRun({ startDate, frequency, endDate, maxCount }, 0),
    dueInDays,
    approve,
    email,
    createdBy: context.userId,
  });
  await recordAudit(tx, context, { action: 'create', entityType: 'recurring-invoice', entityId: id, after: input });
  return { id };
}

/** Pauses or resumes a schedule; a finished one stays finished. */
export async function setRecurringStatus(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; status: 'active' | 'paused' },
) {
  const [changed] = await tx
    .update(recurringInvoices)
    .set({ status: input.status, updatedAt: sql`now()` })
    .where(
      and(
        eq(recurringInvoices.companyId, context.companyId),
        eq(recurringInvoices.id, input.id),
        sql`${recurringInvoices.status} <> 'finished'`,
      ),
    )
    .returning({ id: recurringInvoices.id });
  if (!changed) throw new NotFound('Recurring invoice');
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'recurring-invoice',
    entityId: input.id,
    after: input,
  });
}

export async function deleteRecurringInvoice(tx: PostingTransaction, context: RequestContext, id: string) {
  // The invoices it made stay; they only lose the link to it.
  await tx
    .update(salesDocuments)
    .set({ scheduleId: null })
    .where(and(eq(salesDocuments.companyId, context.companyId), eq(salesDocuments.scheduleId, id)));
  const [deleted] = await tx
    .delete(recurringInvoices)
    .where(and(eq(recurringInvoices.companyId, context.companyId), eq(recurringInvoices.id, id)))
    .returning({ id: recurringInvoices.id });
  if (!deleted) throw new NotFound('Recurring invoice');
  await recordAudit(tx, context, { action: 'delete', entityType: 'recurring-invoice', entityId: id });
}
