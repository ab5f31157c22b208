import { randomBytes } from 'node:crypto';
import { type Invoice, installmentsError, toKobo } from '@owo/core';
import {
  type DocumentInstallment,
  documentLines,
  documents,
  type Executor,
  newId,
  type SalesDocumentKind,
  type SalesDocumentStatus,
} from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { nextNumber } from '../../ledger/sequences.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from './sales.checks.ts';
import type { DocumentFigures, FiguresRequest } from './sales.figures.ts';
import { type DocumentRow, documentNouns, type StoredDocument } from './sales.ledger.ts';

/*
 * Saving a sales document, shared by invoices (invoices.service.ts), estimates
 * (estimates.service.ts), sales receipts (sales-receipts.service.ts) and credit notes: its number,
 * its figure columns and lines, its installments, its status; the messages they all give.
 */

const prefixes: Record<SalesDocumentKind, string> = {
  invoice: 'INV',
  estimate: 'EST',
  'sales-receipt': 'SR',
  'credit-note': 'CN',
};

export const salesServiceMessages = {
  numberTaken: (noun: string, number: string) => `${noun} number ${number} is already used`,
  void: (noun: string) => `A void ${noun.toLowerCase()} cannot be changed`,
  approved: 'This invoice is already approved',
  notAwaiting: 'Only a draft or an invoice awaiting approval can be approved or rejected',
  paidMoreThanTotal: (paid: string) =>
    `Payments of ${paid} have been received on this invoice: its total cannot be less`,
  hasPayments: 'This invoice has payments or credit notes: delete or void them first, then void it',
  invoiced: 'This estimate has already been turned into an invoice',
  approvePermission: 'You do not have permission to approve invoices',
  customerWithPayments: 'This invoice has payments from its customer: it cannot move to another customer',
} as const;

const publicToken = () => randomBytes(24).toString('base64url');

/** The next number of a kind (INV-00042), or the one typed, which must be free. */
export async function documentNumber(executor: Executor, companyId: string, kind: SalesDocumentKind, typed?: string) {
  if (typed) {
    const [taken] = await executor
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.companyId, companyId), eq(documents.kind, kind), eq(documents.number, typed)));
    if (taken) throw new Conflict(salesServiceMessages.numberTaken(documentNouns[kind], typed));
    return typed;
  }
  for (;;) {
    const number = `${prefixes[kind]}-${String(await nextNumber(executor, companyId, `sales-${kind}`)).padStart(5, '0')}`;
    const [taken] = await executor
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.companyId, companyId), eq(documents.kind, kind), eq(documents.number, number)));
    // A number typed by hand earlier may already hold the next one: skip it.
    if (!taken) return number;
  }
}

/**
 * Gives a document saved under a stand-in number (numberLater) the next number of its kind: the
 * last thing before its posting or its commit, so the sequence row is held only that long.
 */
export async function numberDocument(executor: Executor, companyId: string, kind: SalesDocumentKind, id: string) {
  const number = await documentNumber(executor, companyId, kind);
  await executor
    .update(documents)
    .set({ number })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  return number;
}

/** The stand-in number of a document saved with numberLater (a typed number can never equal it). */
export const standIn = (id: string) => `draft-${id}`;

/** The figure columns of a document, from its worked-out figures. */
export function figureColumns(figures: DocumentFigures) {
  const { totals, discount } = figures;
  return {
    currencyCode: figures.currencyCode,
    exchangeRate: figures.exchangeRate,
    discountId: discount?.id ?? null,
    discountType: discount?.type ?? null,
    discountAmount: discount?.amount ?? null,
    discountBasisPoints: discount?.basisPoints ?? null,
    discountAccountId: discount?.accountId ?? null,
    subtotal: totals.subtotal,
    discountTotal: totals.discount,
    taxTotal: totals.tax,
    total: totals.total,
    homeTotal: totals.home.total,
  };
}

export function lineRows(companyId: string, documentId: string, figures: DocumentFigures) {
  return figures.lines.map((line, position) => ({
    companyId,
    documentId,
    position,
    productId: line.productId,
    description: line.description,
    quantityMilli: line.quantityMilli,
    unitPrice: line.unitPrice,
    measurement: line.measurement,
    serviceDate: line.serviceDate,
    accountId: line.accountId,
    amount: figures.totals.lines[position]?.amount ?? 0,
    discount: figures.totals.lines[position]?.discount ?? 0,
    taxes: line.taxes,
  }));
}

/** Installments must come to the total exactly (spec section 5). */
export function checkedInstallments(
  total: number,
  installments: ReadonlyArray<{ date: string; amount: number; percentage: number }> | undefined,
): DocumentInstallment[] {
  if (!installments || installments.length === 0) return [];
  const amounts = installments.map((installment) => toKobo(installment.amount));
  const problem = installmentsError(total, { type: 'amount', amounts });
  if (problem) throw new Invalid(problem, { installments: problem });
  return installments.map((installment, index) => ({
    date: installment.date,
    amount: amounts[index] ?? 0,
    basisPoints: Math.round(installment.percentage * 100),
  }));
}

interface NewDocument {
  kind: SalesDocumentKind;
  status: SalesDocumentStatus;
  number?: string | undefined;
  /**
   * Saved under a stand-in number, the next one given by numberDocument() at the end: the
   * sequence row stays locked from the number to the commit, and every other document of the
   * kind waits on it (16 clients made 1.8 times what one did: bench/sales).
   */
  numberLater?: boolean;
  date: string;
  dueDate: string | null;
  figures: DocumentFigures;
  fields: Partial<typeof documents.$inferInsert> & { contactId: string; branchId: string };
}

export async function insertDocument(tx: PostingTransaction, context: RequestContext, document: NewDocument) {
  const { companyId } = context;
  const id = newId();
  const number =
    document.numberLater && !document.number
      ? // Unique until numberDocument() replaces it; never seen outside this transaction.
        standIn(id)
      : await documentNumber(tx, companyId, document.kind, document.number);
  await tx.insert(documents).values({
    companyId,
    id,
    direction: 'sales',
    kind: document.kind,
    number,
    status: document.status,
    date: document.date,
    dueDate: document.dueDate,
    publicToken: publicToken(),
    createdBy: context.userId,
    ...figureColumns(document.figures),
    ...document.fields,
  });
  await tx.insert(documentLines).values(lineRows(companyId, id, document.figures));
  await recordEvent(tx, context, id, 'created');
  return { id, number };
}

export function figuresRequest(
  input: Pick<Invoice, 'items' | 'discount' | 'currency'>,
  date: string,
  use?: FiguresRequest['use'],
): FiguresRequest {
  return { date, items: input.items, discount: input.discount, currency: input.currency, use };
}

/** An invoice or receipt takes one of its saved discount's uses; one already holding it keeps it. */
export const usesDiscount = (heldDiscountId: string | null = null) => ({ heldDiscountId });

export async function setStatus(
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

/** What an invoice's status is from what is still owed. */
export function paymentStatus(row: Pick<DocumentRow, 'total' | 'amountDue'>): SalesDocumentStatus {
  if (row.amountDue === 0) return 'paid';
  return row.amountDue === row.total ? 'unpaid' : 'partly-paid';
}

/** For postStored: numbers a document saved under a stand-in (numberLater) as its entry is written. */
export function numberWhenPosted(executor: Executor, context: RequestContext, { row }: StoredDocument) {
  if (row.number !== standIn(row.id)) return {};
  return { number: () => numberDocument(executor, context.companyId, row.kind, row.id) };
}

export async function receivablesAccount(executor: Executor, companyId: string) {
  return (await systemAccount(executor, companyId, 'receivables')).id;
}

export async function deleteDocument(tx: PostingTransaction, context: RequestContext, stored: StoredDocument) {
  await tx.delete(documents).where(and(eq(documents.companyId, context.companyId), eq(documents.id, stored.row.id)));
  await recordAudit(tx, context, {
    action: 'delete',
    entityType: stored.row.kind,
    entityId: stored.row.id,
    before: stored.row,
  });
}

export async function replaceLines(tx: PostingTransaction, companyId: string, id: string, figures: DocumentFigures) {
  await tx.delete(documentLines).where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, id)));
  await tx.insert(documentLines).values(lineRows(companyId, id, figures));
}
