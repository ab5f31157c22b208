import type { SalesReceipt, SalesReceiptChanges } from '@owo/core';
import { documents } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { assertInScope } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { recordAudit } from '../audit/index.ts';
import { checkParties, checkPaymentMethod, depositAccount, recordEvent } from './sales.checks.ts';
import { documentFigures } from './sales.figures.ts';
import { lockStored, postStored, requestOf, unpostStored } from './sales.ledger.ts';
import {
  documentNumber,
  figureColumns,
  figuresRequest,
  insertDocument,
  numberWhenPosted,
  replaceLines,
  salesServiceMessages,
  setStatus,
  usesDiscount,
} from './sales.store.ts';

/* Sales receipts (issue 14): paid on the spot, so they post when saved. */

export async function createSalesReceipt(tx: PostingTransaction, context: RequestContext, input: SalesReceipt) {
  const { branchId } = await checkParties(tx, context, input);
  const bank = await depositAccount(tx, context.companyId, input.bank, 'bank');
  await checkPaymentMethod(tx, context.companyId, input.paymentMethod);
  const figures = await documentFigures(
    tx,
    context.companyId,
    figuresRequest(input, input.paymentDate, usesDiscount()),
  );
  const { id } = await insertDocument(tx, context, {
    kind: 'sales-receipt',
    status: 'paid',
    number: input.receiptNo,
    numberLater: true,
    date: input.paymentDate,
    dueDate: null,
    figures,
    fields: {
      contactId: input.customer,
      branchId,
      billingAddress: input.address,
      employeeId: input.employee ?? null,
      note: input.note ?? '',
      paymentAccountId: bank,
      paymentMethodId: input.paymentMethod,
      amountPaid: figures.totals.total,
      homeAmountPaid: figures.totals.home.total,
    },
  });
  await recordAudit(tx, context, { action: 'create', entityType: 'sales-receipt', entityId: id, after: input });
  const stored = await lockStored(tx, context.companyId, 'sales-receipt', id);
  await postStored(tx, context, stored, { counterAccountId: bank, ...numberWhenPosted(tx, context, stored) });
  return { id };
}

/** Changes a receipt: the old entry reversed (goods back), the receipt saved, then posted again. */
export async function updateSalesReceipt(
  tx: PostingTransaction,
  context: RequestContext,
  id: string,
  changes: SalesReceiptChanges,
) {
  const { companyId } = context;
  const stored = await lockStored(tx, companyId, 'sales-receipt', id);
  const { row } = stored;
  assertInScope(context, row.branchId, 'Receipt');
  if (row.status === 'void') throw new Conflict(salesServiceMessages.void('Receipt'));
  const date = changes.paymentDate ?? row.date;
  const { branchId } = await checkParties(tx, context, {
    customer: changes.customer ?? row.contactId,
    branch: changes.branch ?? row.branchId,
    employee: changes.employee === undefined ? row.employeeId : changes.employee,
  });
  const bank = changes.bank ? await depositAccount(tx, companyId, changes.bank, 'bank') : row.paymentAccountId;
  if (changes.paymentMethod) await checkPaymentMethod(tx, companyId, changes.paymentMethod);
  const figures = await documentFigures(
    tx,
    companyId,
    figuresRequest({ ...requestOf(stored), ...changes }, date, usesDiscount(row.discountId)),
  );
  if (changes.receiptNo && changes.receiptNo !== row.number) {
    await documentNumber(tx, companyId, 'sales-receipt', changes.receiptNo);
  }
  await unpostStored(tx, context, stored);
  await tx
    .update(documents)
    .set({
      ...figureColumns(figures),
      number: changes.receiptNo ?? row.number,
      contactId: changes.customer ?? row.contactId,
      branchId,
      date,
      billingAddress: changes.address ?? row.billingAddress,
      employeeId: changes.employee === undefined ? row.employeeId : changes.employee,
      note: changes.note ?? row.note,
      paymentAccountId: bank,
      paymentMethodId: changes.paymentMethod ?? row.paymentMethodId,
      amountPaid: figures.totals.total,
      homeAmountPaid: figures.totals.home.total,
      updatedAt: sql`now()`,
    })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  await replaceLines(tx, companyId, id, figures);
  await postStored(tx, context, await lockStored(tx, companyId, 'sales-receipt', id), {
    counterAccountId: bank ?? (await depositAccount(tx, companyId, undefined, 'bank')),
  });
  await recordEvent(tx, context, id, 'edited');
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'sales-receipt',
    entityId: id,
    before: row,
    after: changes,
  });
}

/** Voids a receipt: its entry reversed and its goods back on the shelf. Kept, marked void. */
export async function voidSalesReceipt(tx: PostingTransaction, context: RequestContext, id: string) {
  const stored = await lockStored(tx, context.companyId, 'sales-receipt', id);
  assertInScope(context, stored.row.branchId, 'Receipt');
  if (stored.row.status === 'void') throw new Conflict(salesServiceMessages.void('Receipt'));
  await unpostStored(tx, context, stored);
  await setStatus(tx, context.companyId, id, { status: 'void', voidedAt: new Date() });
  await recordEvent(tx, context, id, 'voided');
  await recordAudit(tx, context, { action: 'reverse', entityType: 'sales-receipt', entityId: id });
}
