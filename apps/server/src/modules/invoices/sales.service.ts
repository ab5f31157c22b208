import { randomBytes } from 'node:crypto';
import {
  type Estimate,
  type EstimateChanges,
  type Invoice,
  type InvoiceChanges,
  installmentsError,
  type SalesReceipt,
  type SalesReceiptChanges,
  salesMessages,
  toKobo,
} from '@owo/core';
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
import { assertInScope } from '../../branch-scope.ts';
import { type RequestContext, requirePermission } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { nextNumber } from '../../ledger/sequences.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { checkParties, checkPaymentMethod, depositAccount, recordEvent } from './sales.checks.ts';
import { type DocumentFigures, documentFigures, type FiguresRequest } from './sales.figures.ts';
import {
  type DocumentRow,
  documentNouns,
  lockStored,
  postStored,
  requestOf,
  type StoredDocument,
  unpostStored,
} from './sales.ledger.ts';

/*
 * Invoices, estimates and sales receipts (issue 14). One transaction each: check what the request
 * names, work the figures out (sales.figures.ts), save the document and its lines, and post what
 * must post (sales.ledger.ts). Statuses (packages/db tables/documents.ts):
 * - an invoice is saved as a draft, sent for approval, or approved at once by who may approve;
 *   approving posts it (unpaid); payments make it partly paid and paid; voiding reverses it;
 * - an estimate posts nothing and is turned into an invoice in one call;
 * - a sales receipt is paid on the spot: it posts when saved.
 * Editing a posted document reverses its entry and posts it again; a document with payments keeps
 * a total at least what has been paid.
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
async function documentNumber(executor: Executor, companyId: string, kind: SalesDocumentKind, typed?: string) {
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
async function numberDocument(executor: Executor, companyId: string, kind: SalesDocumentKind, id: string) {
  const number = await documentNumber(executor, companyId, kind);
  await executor
    .update(documents)
    .set({ number })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  return number;
}

/** The stand-in number of a document saved with numberLater (a typed number can never equal it). */
const standIn = (id: string) => `draft-${id}`;

/** The figure columns of a document, from its worked-out figures. */
function figureColumns(figures: DocumentFigures) {
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

function lineRows(companyId: string, documentId: string, figures: DocumentFigures) {
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
function checkedInstallments(
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

function figuresRequest(
  input: Pick<Invoice, 'items' | 'discount' | 'currency'>,
  date: string,
  use?: FiguresRequest['use'],
): FiguresRequest {
  return { date, items: input.items, discount: input.discount, currency: input.currency, use };
}

/** An invoice or receipt takes one of its saved discount's uses; one already holding it keeps it. */
const usesDiscount = (heldDiscountId: string | null = null) => ({ heldDiscountId });

// Invoices

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

async function setStatus(
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
}

/** For postStored: numbers a document saved under a stand-in (numberLater) as its entry is written. */
function numberWhenPosted(executor: Executor, context: RequestContext, { row }: StoredDocument) {
  if (row.number !== standIn(row.id)) return {};
  return { number: () => numberDocument(executor, context.companyId, row.kind, row.id) };
}

async function receivablesAccount(executor: Executor, companyId: string) {
  return (await systemAccount(executor, companyId, 'receivables')).id;
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

async function deleteDocument(tx: PostingTransaction, context: RequestContext, stored: StoredDocument) {
  await tx.delete(documents).where(and(eq(documents.companyId, context.companyId), eq(documents.id, stored.row.id)));
  await recordAudit(tx, context, {
    action: 'delete',
    entityType: stored.row.kind,
    entityId: stored.row.id,
    before: stored.row,
  });
}

// Estimates

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

// Sales receipts

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

async function replaceLines(tx: PostingTransaction, companyId: string, id: string, figures: DocumentFigures) {
  await tx.delete(documentLines).where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, id)));
  await tx.insert(documentLines).values(lineRows(companyId, id, figures));
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
