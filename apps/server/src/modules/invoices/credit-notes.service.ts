import { type CreditNote, formatMoney, homeSettled, toQuantityText } from '@owo/core';
import { documentLines, documents, type Executor, products } from '@owo/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { assertInScope } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import { customerCredit } from '../../ledger/balances.ts';
import type { EntryLine, PostingTransaction } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import { queueEInvoice } from '../e-invoicing/index.ts';
import { depositAccount, recordEvent } from './sales.checks.ts';
import { documentFigures } from './sales.figures.ts';
import { type LineRow, lockStored, postStored, settleInvoice, unpostStored } from './sales.ledger.ts';
import { insertDocument } from './sales.store.ts';

/*
 * Credit notes (issue 14; not in the spec, every accountant needs one): a return of goods or an
 * allowance against an approved invoice. It posts the reverse of the lines it credits (revenue,
 * tax and, for a return, cost of sales against inventory at the cost the goods left at). What it
 * credits first reduces what the invoice still owes; the rest becomes the customer's credit
 * (Customer Deposits) or is refunded from a bank account, in the same entry.
 */

export const creditNoteMessages = {
  notPosted: 'A credit note can only be made against an approved invoice',
  tooMuch: (left: string) => `The credit note is more than is left to credit on this invoice (${left})`,
  notOnInvoice: (name: string) => `${name} is not on the invoice: only what was sold can be returned`,
  refundBank: 'Choose the bank account the refund is paid from',
  void: 'This credit note is already void',
  creditUsed: 'The credit this note left has been used on invoices: remove it from those first, then void the note',
  noSuchLine: (line: number) => `The invoice has no line ${line}`,
  otherProduct: (line: number, name: string) => `Line ${line} of the invoice is not ${name}`,
  lineLeft: (line: number, left: string) => `At most ${left} is left to credit on line ${line} of the invoice`,
  productLeft: (name: string, left: string) => `At most ${left} of ${name} is left to return on this invoice`,
} as const;

/** The lines of the invoice's credit notes that stand (not void): what each credited, and of which invoice line. */
async function creditedLines(executor: Executor, companyId: string, invoiceId: string): Promise<Credited> {
  const rows = await executor
    .select({
      productId: products.id,
      quantityMilli: documentLines.quantityMilli,
      invoiceLine: documentLines.invoiceLine,
    })
    .from(documentLines)
    .innerJoin(
      documents,
      and(eq(documents.companyId, documentLines.companyId), eq(documents.id, documentLines.documentId)),
    )
    .innerJoin(products, and(eq(products.companyId, documentLines.companyId), eq(products.id, documentLines.productId)))
    .where(
      and(
        eq(documentLines.companyId, companyId),
        eq(documents.kind, 'credit-note'),
        eq(documents.sourceDocumentId, invoiceId),
        ne(documents.status, 'void'),
      ),
    );
  return rows;
}

type Credited = ReadonlyArray<{ productId: string; quantityMilli: number; invoiceLine: number | null }>;

const sumOf = (lines: Credited, keep: (line: Credited[number]) => boolean) =>
  lines.reduce((sum, line) => (keep(line) ? sum + line.quantityMilli : sum), 0);

/**
 * A line that names the invoice line it credits must be that line's product and, with the notes
 * before, credit no more than the line sold; a return credits no more of a product than the
 * invoice sold of it. An allowance naming no line is bounded by its amount alone.
 */
function checkQuantities(
  invoiceLines: readonly LineRow[],
  reason: CreditNote['reason'],
  before: Credited,
  now: Credited,
  names: readonly string[],
) {
  const all = [...before, ...now];
  now.forEach((line, index) => {
    const name = names[index] ?? 'This product';
    if (line.invoiceLine !== null) {
      const sold = invoiceLines[line.invoiceLine - 1];
      const field = `items.${index}.invoiceLine`;
      if (!sold)
        throw new Invalid(creditNoteMessages.noSuchLine(line.invoiceLine), {
          [field]: creditNoteMessages.noSuchLine(line.invoiceLine),
        });
      if (sold.productId !== line.productId) {
        const message = creditNoteMessages.otherProduct(line.invoiceLine, name);
        throw new Invalid(message, { [`items.${index}.product`]: message });
      }
      const credited = sumOf(all, (one) => one.invoiceLine === line.invoiceLine);
      if (credited > sold.quantityMilli) {
        const left = sold.quantityMilli - sumOf(before, (one) => one.invoiceLine === line.invoiceLine);
        const message = creditNoteMessages.lineLeft(line.invoiceLine, toQuantityText(Math.max(0, left)));
        throw new Invalid(message, { [`items.${index}.quantity`]: message });
      }
    }
    if (reason === 'return') {
      const sold = sumOf(
        invoiceLines.map((one) => ({ ...one, invoiceLine: null })),
        (one) => one.productId === line.productId,
      );
      if (sold === 0) return; // returnCosts says it was not sold
      if (sumOf(all, (one) => one.productId === line.productId) > sold) {
        const left = sold - sumOf(before, (one) => one.productId === line.productId);
        const message = creditNoteMessages.productLeft(name, toQuantityText(Math.max(0, left)));
        throw new Invalid(message, { [`items.${index}.quantity`]: message });
      }
    }
  });
}

/** What credit notes have already credited on the invoice (not void). */
async function creditedSoFar(executor: Executor, companyId: string, invoiceId: string) {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${documents.total}), 0)` })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'credit-note'),
        eq(documents.sourceDocumentId, invoiceId),
        ne(documents.status, 'void'),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Returned goods come back at what they cost when sold: the invoice line's cost per unit. */
function returnCosts(
  invoiceLines: readonly LineRow[],
  returned: ReadonlyArray<{ productId: string; quantityMilli: number }>,
  names: string[],
) {
  return returned.map((line, index) => {
    const sold = invoiceLines.filter((one) => one.productId === line.productId);
    if (sold.length === 0) throw new Invalid(creditNoteMessages.notOnInvoice(names[index] ?? 'This product'));
    const quantity = sold.reduce((sum, one) => sum + one.quantityMilli, 0);
    const cost = sold.reduce((sum, one) => sum + one.cost, 0);
    return quantity === 0 ? 0 : Math.round((cost * line.quantityMilli) / quantity);
  });
}

export async function createCreditNote(tx: PostingTransaction, context: RequestContext, input: CreditNote) {
  const { companyId } = context;
  const invoice = await lockStored(tx, companyId, 'invoice', input.invoice);
  const { row } = invoice;
  assertInScope(context, row.branchId, 'Invoice');
  if (!row.entryId || !['unpaid', 'partly-paid', 'paid'].includes(row.status)) {
    throw new Conflict(creditNoteMessages.notPosted);
  }
  const figures = await documentFigures(tx, companyId, {
    date: input.date,
    items: input.items,
    discount: null,
    currency: { name: row.currencyCode, rate: String(Number(row.exchangeRate)) },
  });
  const names = figures.lines.map((line) => line.productName);
  checkQuantities(
    invoice.lines,
    input.reason,
    await creditedLines(tx, companyId, row.id),
    figures.lines.map((line, index) => ({
      productId: line.productId,
      quantityMilli: line.quantityMilli,
      invoiceLine: input.items[index]?.invoiceLine ?? null,
    })),
    names,
  );
  const total = figures.totals.total;
  const left = row.total - (await creditedSoFar(tx, companyId, row.id));
  if (total > left) throw new Invalid(creditNoteMessages.tooMuch(formatMoney(left, row.currencyCode)));
  const excess = input.excess ?? 'credit';
  if (excess === 'refund' && !input.bank)
    throw new Invalid(creditNoteMessages.refundBank, { bank: creditNoteMessages.refundBank });

  const applied = Math.min(total, row.amountDue);
  const appliedHome = homeSettled({
    settled: applied,
    due: row.amountDue,
    homeDue: row.homeTotal - row.homeAmountPaid,
    exchangeRate: String(Number(row.exchangeRate)),
  });
  const { id } = await insertDocument(tx, context, {
    kind: 'credit-note',
    status: 'applied',
    date: input.date,
    dueDate: null,
    figures,
    fields: {
      contactId: row.contactId,
      branchId: row.branchId,
      // The sale's employee, so sales by employee nets the note against the sale it credits.
      employeeId: row.employeeId,
      billingAddress: row.billingAddress,
      note: input.note ?? '',
      sourceDocumentId: row.id,
      creditKind: input.reason,
      amountPaid: applied,
      homeAmountPaid: appliedHome,
      paymentAccountId: excess === 'refund' ? await depositAccount(tx, companyId, input.bank, 'bank') : null,
    },
  });
  for (const [position, item] of input.items.entries()) {
    if (item.invoiceLine === undefined) continue;
    await tx
      .update(documentLines)
      .set({ invoiceLine: item.invoiceLine })
      .where(
        and(
          eq(documentLines.companyId, companyId),
          eq(documentLines.documentId, id),
          eq(documentLines.position, position),
        ),
      );
  }
  const stored = await lockStored(tx, companyId, 'credit-note', id);
  const excessHome = figures.totals.home.total - appliedHome;
  await postStored(tx, context, stored, {
    counterAccountId: (await systemAccount(tx, companyId, 'receivables')).id,
    ...(input.reason === 'return'
      ? {
          returnCosts: returnCosts(invoice.lines, stored.lines, names),
        }
      : {}),
    extraLines: await excessLines(tx, context, {
      contactId: row.contactId,
      branchId: row.branchId,
      amount: excessHome,
      refundFrom: stored.row.paymentAccountId,
    }),
  });
  if (applied > 0) await settleInvoice(tx, companyId, row.id, applied, appliedHome, { payment: false });
  await queueEInvoice(tx, context, id);
  await recordEvent(tx, context, row.id, 'credited', `${stored.row.number}: ${formatMoney(total, row.currencyCode)}`);
  await recordAudit(tx, context, { action: 'create', entityType: 'credit-note', entityId: id, after: input });
  return { id };
}

/**
 * The part of a credit note beyond what the invoice owes: off receivables again (the credit
 * note's own lines took the whole of it off), onto the customer's credit or out of the bank.
 */
async function excessLines(
  executor: Executor,
  context: RequestContext,
  excess: { contactId: string; branchId: string; amount: number; refundFrom: string | null },
): Promise<EntryLine[]> {
  if (excess.amount <= 0) return [];
  const receivables = (await systemAccount(executor, context.companyId, 'receivables')).id;
  const to = excess.refundFrom ?? (await systemAccount(executor, context.companyId, 'customer-deposits')).id;
  const common = { branchId: excess.branchId, description: excess.refundFrom ? 'Refund' : 'Customer credit' };
  return [
    { accountId: receivables, debit: excess.amount, credit: 0, contactId: excess.contactId, ...common },
    {
      accountId: to,
      debit: 0,
      credit: excess.amount,
      contactId: excess.refundFrom ? null : excess.contactId,
      ...common,
    },
  ];
}

/** Voids a credit note: its entry reversed, returned goods issued again, the invoice owing again. */
export async function voidCreditNote(tx: PostingTransaction, context: RequestContext, id: string) {
  const { companyId } = context;
  const stored = await lockStored(tx, companyId, 'credit-note', id);
  assertInScope(context, stored.row.branchId, 'Credit note');
  if (stored.row.status === 'void') throw new Conflict(creditNoteMessages.void);
  if (stored.row.sourceDocumentId) await lockStored(tx, companyId, 'invoice', stored.row.sourceDocumentId);
  const excessToCredit = stored.row.paymentAccountId ? 0 : stored.row.homeTotal - stored.row.homeAmountPaid;
  if (excessToCredit > 0 && (await customerCredit(tx, companyId, stored.row.contactId)) < excessToCredit) {
    throw new Conflict(creditNoteMessages.creditUsed);
  }
  await unpostStored(tx, context, stored);
  if (stored.row.sourceDocumentId && stored.row.amountPaid > 0) {
    await settleInvoice(tx, companyId, stored.row.sourceDocumentId, -stored.row.amountPaid, -stored.row.homeAmountPaid);
    await recordEvent(tx, context, stored.row.sourceDocumentId, 'credit note voided', stored.row.number);
  }
  await tx
    .update(documents)
    .set({ status: 'void', voidedAt: new Date(), updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
  await recordAudit(tx, context, { action: 'reverse', entityType: 'credit-note', entityId: id });
}
