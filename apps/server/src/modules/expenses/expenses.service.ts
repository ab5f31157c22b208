import { randomBytes } from 'node:crypto';
import { type Expense, type ExpenseChanges, toNaira } from '@owo/core';
import { documentLines, documents, type Executor, newId } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { nextNumber } from '../../ledger/sequences.ts';
import {
  assertMayApprove,
  documentNeedsApproval,
  notifyApprovers,
  withdrawApprovalNotices,
} from '../approvals/index.ts';
import { removeOwnerAttachments } from '../attachments/index.ts';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from '../invoices/index.ts';
import { checkExpenseParties, type ExpenseFigures, expenseFigures } from './expenses.checks.ts';
import { lockExpense, postExpense, type StoredExpense, unpostExpense } from './expenses.ledger.ts';

/*
 * Expenses (issue 27): money already spent, recorded and posted in one transaction. An expense
 * posts when saved (status 'paid') unless it is above what its maker's role may put through
 * (approvals module): then it waits in 'awaiting-approval', posting nothing, and the approvers are
 * told. Editing a posted expense reverses its entry and posts it again; deleting a posted one
 * voids it (the reversal posted, the expense kept in the books' history); both need
 * expenses.approve, as the ledger's rule for expenses says. One awaiting approval is deleted.
 */

export const expenseServiceMessages = {
  void: 'A void expense cannot be changed',
  notAwaiting: 'Only an expense awaiting approval can be approved or rejected',
} as const;

const NUMBER_SEQUENCE = 'purchases-expense';

/** The next expense number: EXP-00001, EXP-00002... (one sequence per company, locked until commit). */
async function expenseNumber(executor: Executor, companyId: string) {
  return `EXP-${String(await nextNumber(executor, companyId, NUMBER_SEQUENCE)).padStart(5, '0')}`;
}

function figureColumns(figures: ExpenseFigures) {
  const { totals } = figures;
  return {
    currencyCode: figures.currencyCode,
    exchangeRate: figures.exchangeRate,
    subtotal: totals.subtotal,
    discountTotal: 0,
    taxTotal: totals.tax,
    total: totals.total,
    homeTotal: totals.home.total,
  };
}

function lineRows(companyId: string, documentId: string, figures: ExpenseFigures) {
  return figures.lines.map((line, position) => ({
    companyId,
    documentId,
    position,
    productId: null,
    description: line.description,
    quantityMilli: 1000,
    unitPrice: line.unitPrice,
    accountId: line.accountId,
    amount: figures.totals.lines[position]?.amount ?? 0,
    discount: 0,
    taxes: line.taxes,
  }));
}

/** What a paid expense has settled: all of it (an expense is money already spent). */
const settled = (figures: ExpenseFigures, paid: boolean) => ({
  amountPaid: paid ? figures.totals.total : 0,
  homeAmountPaid: paid ? figures.totals.home.total : 0,
  amountDue: 0,
});

const expensePath = (id: string) => `/expense/expenses/${id}`;

export async function createExpense(tx: PostingTransaction, context: RequestContext, input: Expense) {
  const { companyId } = context;
  const { branchId } = await checkExpenseParties(tx, context, input);
  const figures = await expenseFigures(tx, companyId, {
    date: input.date,
    items: input.items,
    currency: input.currency,
  });
  const waits = await documentNeedsApproval(tx, context, 'expense', figures.totals.home.total);
  const id = newId();
  const number = await expenseNumber(tx, companyId);
  await tx.insert(documents).values({
    companyId,
    id,
    direction: 'purchases',
    kind: 'expense',
    number,
    status: waits ? 'awaiting-approval' : 'paid',
    contactId: input.vendor,
    branchId,
    date: input.date,
    reference: input.referenceNo,
    paymentAccountId: input.bank,
    paymentMethodId: input.paymentMethod,
    note: input.note ?? '',
    publicToken: randomBytes(24).toString('base64url'),
    createdBy: context.userId,
    ...figureColumns(figures),
    ...settled(figures, !waits),
  });
  await tx.insert(documentLines).values(lineRows(companyId, id, figures));
  await recordEvent(tx, context, id, 'created');
  await recordAudit(tx, context, { action: 'create', entityType: 'expense', entityId: id, after: input });
  if (waits) {
    await notifyApprovers(tx, context, {
      kind: 'expense',
      documentId: id,
      number,
      homeTotal: figures.totals.home.total,
      branchId,
      path: expensePath(id),
    });
  } else {
    await postExpense(tx, context, await lockExpense(tx, context, id));
  }
  return { id, waits };
}

/** Posts an expense that waited for approval; 403 in words for a member who may not approve it. */
export async function approveExpense(tx: PostingTransaction, context: RequestContext, id: string) {
  const stored = await lockExpense(tx, context, id);
  const { row } = stored;
  if (row.status !== 'awaiting-approval') throw new Conflict(expenseServiceMessages.notAwaiting);
  await assertMayApprove(tx, context, 'expense', row.homeTotal, 'expense');
  await tx
    .update(documents)
    .set({
      status: 'paid',
      amountPaid: row.total,
      homeAmountPaid: row.homeTotal,
      approvedBy: context.userId,
      approvedAt: new Date(),
      updatedAt: sql`now()`,
    })
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, id)));
  await postExpense(tx, context, stored);
  await withdrawApprovalNotices(tx, context.companyId, id);
  await recordEvent(tx, context, id, 'approved');
  await recordAudit(tx, context, { action: 'approve', entityType: 'expense', entityId: id });
}

/**
 * The shared approval call (PATCH /merchant/approve/{id}?state=expense): approve posts it; reject
 * voids it, nothing having been posted (an expense has no draft to go back to: the money is spent).
 */
export async function decideExpense(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; action: 'approve' | 'reject' },
) {
  if (input.action === 'approve') return approveExpense(tx, context, input.id);
  const { row } = await lockExpense(tx, context, input.id);
  if (row.status !== 'awaiting-approval') throw new Conflict(expenseServiceMessages.notAwaiting);
  await assertMayApprove(tx, context, 'expense', row.homeTotal, 'expense');
  await tx
    .update(documents)
    .set({ status: 'void', voidedAt: new Date(), updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, input.id)));
  await withdrawApprovalNotices(tx, context.companyId, input.id);
  await recordEvent(tx, context, input.id, 'rejected');
  await recordAudit(tx, context, { action: 'reject', entityType: 'expense', entityId: input.id });
}

/** The request that would make this expense again: what a PATCH's changes are laid over. */
export function requestOf({ row, lines }: StoredExpense): Expense {
  return {
    vendor: row.contactId,
    branch: row.branchId,
    date: row.date,
    referenceNo: row.reference,
    paymentMethod: row.paymentMethodId ?? '',
    bank: row.paymentAccountId ?? '',
    currency: { name: row.currencyCode, rate: String(Number(row.exchangeRate)) },
    note: row.note,
    items: lines.map((line) => ({
      chartofAccount: line.accountId,
      description: line.description,
      price: toNaira(line.unitPrice),
      tax: line.taxes.map((tax) => ({ id: tax.id })),
    })),
  };
}

/** Lays the changes over what is stored and saves the whole again (the lines, when sent, replace them). */
export async function updateExpense(
  tx: PostingTransaction,
  context: RequestContext,
  id: string,
  changes: ExpenseChanges,
) {
  const { companyId } = context;
  const stored = await lockExpense(tx, context, id);
  const { row } = stored;
  if (row.status === 'void') throw new Conflict(expenseServiceMessages.void);
  const posted = row.entryId !== null;
  if (posted) await assertMayApprove(tx, context, 'expense', row.homeTotal, 'expense');
  const merged: Expense = { ...requestOf(stored), ...definedOnly(changes) };
  const { branchId } = await checkExpenseParties(tx, context, merged);
  const figures = await expenseFigures(tx, companyId, {
    date: merged.date,
    items: merged.items,
    currency: merged.currency,
  });
  if (posted) {
    // The new amount must be within what the editor may approve too.
    await assertMayApprove(tx, context, 'expense', figures.totals.home.total, 'expense');
    await unpostExpense(tx, context, stored);
  }
  await tx
    .update(documents)
    .set({
      contactId: merged.vendor,
      branchId,
      date: merged.date,
      reference: merged.referenceNo,
      paymentAccountId: merged.bank,
      paymentMethodId: merged.paymentMethod,
      note: merged.note ?? '',
      ...figureColumns(figures),
      ...settled(figures, posted),
      updatedAt: sql`now()`,
    })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  await tx.delete(documentLines).where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, id)));
  await tx.insert(documentLines).values(lineRows(companyId, id, figures));
  if (posted) await postExpense(tx, context, await lockExpense(tx, context, id));
  await recordEvent(tx, context, id, 'edited');
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'expense',
    entityId: id,
    before: row,
    after: changes,
  });
}

function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Deletes an expense awaiting approval (nothing was posted) with its receipts; a posted one is
 * voided instead: its entry reversed, the expense kept, marked void (needs expenses.approve).
 */
export async function deleteExpense(tx: PostingTransaction, context: RequestContext, id: string) {
  const { companyId } = context;
  const stored = await lockExpense(tx, context, id);
  const { row } = stored;
  if (row.status === 'void') return { voided: true };
  if (row.entryId === null) {
    await removeOwnerAttachments(tx, context, { kind: 'document', id });
    await withdrawApprovalNotices(tx, companyId, id);
    await tx.delete(documents).where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
    await recordAudit(tx, context, { action: 'delete', entityType: 'expense', entityId: id, before: row });
    return { voided: false };
  }
  await assertMayApprove(tx, context, 'expense', row.homeTotal, 'expense');
  await unpostExpense(tx, context, stored);
  await tx
    .update(documents)
    .set({ status: 'void', voidedAt: new Date(), updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  await recordEvent(tx, context, id, 'voided');
  await recordAudit(tx, context, { action: 'reverse', entityType: 'expense', entityId: id });
  return { voided: true };
}
