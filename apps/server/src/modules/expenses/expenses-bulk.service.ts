import type { BulkEditExpenses, Expense, ExpenseChanges } from '@owo/core';
import type { RequestContext } from '../../context.ts';
import { HttpError } from '../../errors.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { lockExpense, type StoredExpense } from './expenses.ledger.ts';
import { createExpense, deleteExpense, requestOf, updateExpense } from './expenses.service.ts';

/*
 * Many expenses at once, each all or nothing in the caller's one transaction:
 * - bulk create (create-bulk-expense): up to 500, any refusal names its row ("Expense 3: ...")
 *   and rolls every row back;
 * - bulk edit (the list's Bulk edit dialog: expense category, tax or store) of up to 100: applied
 *   for real, each changed expense reversed and posted again through updateExpense, so its entry,
 *   the bank and the VAT input move with it (the spec's dialog only showed a success message);
 * - bulk delete of the list's selection, each as deleteExpense does.
 */

/** The refusal of one row, its words and fields prefixed with the row ("Expense 3: ..."). */
function ofRow(error: unknown, index: number): unknown {
  if (!(error instanceof HttpError)) return error;
  const row = `Expense ${index + 1}`;
  const errors = error.errors
    ? Object.fromEntries(
        Object.entries(error.errors).map(([field, message]) => [`expenses.${index}.${field}`, `${row}: ${message}`]),
      )
    : undefined;
  return new HttpError(error.statusCode, `${row}: ${error.message}`, errors, error.code);
}

export async function bulkCreateExpenses(
  tx: PostingTransaction,
  context: RequestContext,
  input: { expenses: readonly Expense[] },
) {
  const created: string[] = [];
  for (const [index, expense] of input.expenses.entries()) {
    try {
      created.push((await createExpense(tx, context, expense)).id);
    } catch (error) {
      throw ofRow(error, index);
    }
  }
  return { ids: created };
}

/** The changes the dialog's choice makes to one expense, or null when it already is so. */
export function bulkChangesOf(stored: StoredExpense, change: BulkEditExpenses['change']): ExpenseChanges | null {
  const { row, lines } = stored;
  if (change.branch !== undefined) return row.branchId === change.branch ? null : { branch: change.branch };
  const items = requestOf(stored).items;
  if (change.category !== undefined) {
    if (lines.every((line) => line.accountId === change.category)) return null;
    return { items: items.map((item) => ({ ...item, chartofAccount: change.category as string })) };
  }
  if (change.tax !== undefined) {
    const wanted = change.tax === 'NIL' ? [] : [change.tax];
    const same = lines.every(
      (line) => line.taxes.length === wanted.length && line.taxes.every((tax, index) => tax.id === wanted[index]),
    );
    if (same) return null;
    return { items: items.map((item) => ({ ...item, tax: wanted.map((id) => ({ id })) })) };
  }
  return null;
}

/** Applies one change to each selected expense; void ones and those already so are left. Answers how many changed. */
export async function bulkEditExpenses(tx: PostingTransaction, context: RequestContext, input: BulkEditExpenses) {
  let changed = 0;
  for (const id of new Set(input.ids)) {
    const stored = await lockExpense(tx, context, id);
    if (stored.row.status === 'void') continue;
    const changes = bulkChangesOf(stored, input.change);
    if (!changes) continue;
    await updateExpense(tx, context, id, changes);
    changed += 1;
  }
  return { changed };
}

export async function bulkDeleteExpenses(
  tx: PostingTransaction,
  context: RequestContext,
  input: { ids: readonly string[] },
) {
  let deleted = 0;
  let voided = 0;
  for (const id of new Set(input.ids)) {
    const { voided: wasVoided } = await deleteExpense(tx, context, id);
    if (wasVoided) voided += 1;
    else deleted += 1;
  }
  return { deleted, voided };
}
