import { documentLines, documents, type Executor } from '@owo/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
import { type PostingTransaction, post, reverse } from '../../ledger/post.ts';
import { homeCurrency } from '../invoices/index.ts';
import { purchaseEntryLines } from '../purchases/index.ts';
import { totalsOf } from './expenses.checks.ts';

/*
 * A stored expense and its way into the ledger: Dr each line's expense category (and VAT input),
 * Cr the bank it was paid from, contact = the payee (purchases.posting.ts), source 'expense'.
 * Totals are worked out again from what is stored with the same documentTotals, so what posts is
 * what was shown and saved, to the kobo.
 */

export type ExpenseRow = typeof documents.$inferSelect;
export type ExpenseLineRow = typeof documentLines.$inferSelect;

export interface StoredExpense {
  row: ExpenseRow;
  lines: ExpenseLineRow[];
}

export const postingRefusal =
  'Only someone who may approve expenses can change or reverse a posted expense. Ask an owner or accountant to do it.';

/** The expense with its lines, locked for the rest of the transaction; 404 for another kind, company or branch. */
export async function lockExpense(executor: Executor, context: RequestContext, id: string): Promise<StoredExpense> {
  const [row] = await executor
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.id, id),
        eq(documents.kind, 'expense'),
        branchOnly(context, documents.branchId),
      ),
    )
    .for('update');
  if (!row) throw new NotFound('Expense');
  const lines = await executor
    .select()
    .from(documentLines)
    .where(and(eq(documentLines.companyId, context.companyId), eq(documentLines.documentId, id)))
    .orderBy(asc(documentLines.position));
  return { row, lines };
}

export function storedTotals({ row, lines }: StoredExpense) {
  return totalsOf(
    lines.map((line) => ({ unitPrice: line.unitPrice, taxes: line.taxes })),
    String(Number(row.exchangeRate)),
  );
}

/** Posts a stored expense and answers its entry's id. */
export async function postExpense(tx: PostingTransaction, context: RequestContext, stored: StoredExpense) {
  const { row, lines } = stored;
  const authority = authorityToPost(context, 'expense', postingRefusal);
  const { companyId } = context;
  const totals = storedTotals(stored);
  const taxAccounts = new Map<string, string | null>(
    lines.flatMap((line) => line.taxes.map((tax) => [tax.id, tax.accountId || null] as const)),
  );
  if (!row.paymentAccountId) throw new Error(`Expense ${row.id} has no bank account`);
  const memo = `Expense ${row.number}${row.reference ? ` (${row.reference})` : ''}`;
  const entryLines = purchaseEntryLines({
    counterAccountId: row.paymentAccountId,
    contactId: row.contactId,
    branchId: row.branchId,
    currencyCode: row.currencyCode,
    homeCurrencyCode: await homeCurrency(tx, companyId),
    documentTotal: totals.total,
    home: totals.home,
    lines: lines.map((line) => ({ productId: null, description: line.description, accountId: line.accountId })),
    taxAccounts,
    memo,
  });
  const entry = await post(
    tx,
    {
      companyId,
      date: row.date,
      memo,
      sourceType: 'expense',
      sourceId: row.id,
      branchId: row.branchId,
      createdBy: context.userId,
      lines: entryLines,
    },
    authority,
  );
  await tx
    .update(documents)
    .set({ entryId: entry.id, homeTotal: totals.home.total, updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, companyId), eq(documents.id, row.id)));
  return entry.id;
}

/** Takes a posted expense out of the books: its entry reversed (needs expenses.approve). */
export async function unpostExpense(tx: PostingTransaction, context: RequestContext, { row }: StoredExpense) {
  if (!row.entryId) return;
  const approval = approvalToReverse(context, 'expense', postingRefusal);
  await reverse(tx, { companyId: context.companyId, entryId: row.entryId, approval });
  await tx
    .update(documents)
    .set({ entryId: null, updatedAt: sql`now()` })
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, row.id)));
}
