import { type Estimate, type EstimateChanges, type Invoice, salesMessages } from '@owo/core';
import { documents } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { assertInScope } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { recordAudit } from '../audit/index.ts';
import { createInvoice } from './invoices.service.ts';
import { checkParties, recordEvent } from './sales.checks.ts';
import { documentFigures } from './sales.figures.ts';
import { lockStored, requestOf } from './sales.ledger.ts';
import {
  deleteDocument,
  documentNumber,
  figureColumns,
  figuresRequest,
  insertDocument,
  numberDocument,
  replaceLines,
  salesServiceMessages,
  standIn,
} from './sales.store.ts';

/* Estimates (issue 14): they post nothing and are turned into an invoice in one call. */

export async function createEstimate(tx: PostingTransaction, context: RequestContext, input: Estimate) {
  const { branchId } = await checkParties(tx, context, input);
  const figures = await documentFigures(tx, context.companyId, figuresRequest(input, input.validFrom));
  const { id, number } = await insertDocument(tx, context, {
    kind: 'estimate',
    status: 'open',
    number: input.estimateNumber,
    numberLater: true,
    date: input.validFrom,
    dueDate: input.validTill,
    figures,
    fields: {
      contactId: input.customer,
      branchId,
      billingAddress: input.address,
      employeeId: input.employee ?? null,
      note: input.note ?? '',
    },
  });
  await recordAudit(tx, context, { action: 'create', entityType: 'estimate', entityId: id, after: input });
  if (number === standIn(id)) await numberDocument(tx, context.companyId, 'estimate', id);
  return { id };
}

export async function updateEstimate(
  tx: PostingTransaction,
  context: RequestContext,
  id: string,
  changes: EstimateChanges,
) {
  const stored = await lockStored(tx, context.companyId, 'estimate', id);
  const { row } = stored;
  assertInScope(context, row.branchId, 'Estimate');
  if (row.status !== 'open' && row.status !== 'draft') throw new Conflict(salesServiceMessages.invoiced);
  const validFrom = changes.validFrom ?? row.date;
  const validTill = changes.validTill ?? row.dueDate ?? validFrom;
  if (validTill < validFrom)
    throw new Invalid(salesMessages.validTillBeforeFrom, { validTill: salesMessages.validTillBeforeFrom });
  const { branchId } = await checkParties(tx, context, {
    customer: changes.customer ?? row.contactId,
    branch: changes.branch ?? row.branchId,
    employee: changes.employee === undefined ? row.employeeId : changes.employee,
  });
  const figures = await documentFigures(
    tx,
    context.companyId,
    figuresRequest({ ...requestOf(stored), ...changes }, validFrom),
  );
  if (changes.estimateNumber && changes.estimateNumber !== row.number) {
    await documentNumber(tx, context.companyId, 'estimate', changes.estimateNumber);
  }
  await tx
    .update(documents)
    .set({
      ...figureColumns(figures),
      number: changes.estimateNumber ?? row.number,
      contactId: changes.customer ?? row.contactId,
      branchId,
      date: validFrom,
      dueDate: validTill,
      billingAddress: changes.address ?? row.billingAddress,
      employeeId: changes.employee === undefined ? row.employeeId : changes.employee,
      note: changes.note ?? row.note,
      updatedAt: sql`now()`,
    })
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, id)));
  await replaceLines(tx, context.companyId, id, figures);
  await recordEvent(tx, context, id, 'edited');
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'estimate',
    entityId: id,
    before: row,
    after: changes,
  });
}

export async function deleteEstimate(tx: PostingTransaction, context: RequestContext, id: string) {
  const stored = await lockStored(tx, context.companyId, 'estimate', id);
  assertInScope(context, stored.row.branchId, 'Estimate');
  if (stored.row.status === 'invoiced') throw new Conflict(salesServiceMessages.invoiced);
  await deleteDocument(tx, context, stored);
}

/** Makes an invoice of an estimate in one call: same customer, lines, discount and currency, dated today. */
export async function invoiceFromEstimate(tx: PostingTransaction, context: RequestContext, id: string, today: string) {
  const stored = await lockStored(tx, context.companyId, 'estimate', id);
  const { row } = stored;
  const request = requestOf(stored);
  return createInvoice(tx, context, {
    customer: row.contactId,
    branch: row.branchId,
    address: row.billingAddress,
    items: request.items,
    discount: request.discount,
    currency: request.currency,
    employee: row.employeeId,
    note: row.note,
    date: today,
    dueDate: today,
    status: 'draft',
    estimate: id,
  } as Invoice);
}
