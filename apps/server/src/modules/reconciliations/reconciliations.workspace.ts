import type { Executor, Transaction } from '@owo/db';
import { bankStatementLines, reconciliations } from '@owo/db';
import { and, eq, gt } from 'drizzle-orm';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { lastCompletedReconciliation } from '../bank/index.ts';
import { loadWorkspace, type ReconciliationRow, type Workspace } from './reconciliations.view.ts';

/*
 * What every reconciliation use case shares: its messages, and the reconciliation row locked for
 * the change, so two people working on one reconciliation queue.
 */

export const messages = {
  inProgress: 'This account already has a reconciliation in progress; finish or delete it first',
  finished: 'This reconciliation is finished; undo it to change it',
  difference: 'The difference must be ₦0.00 to finish',
  undoLast: 'Only the last completed reconciliation of an account can be undone',
  undoWhileInProgress: 'This account has a reconciliation in progress; finish or delete it before undoing this one',
} as const;

export const byId = (companyId: string, id: string) =>
  and(eq(reconciliations.companyId, companyId), eq(reconciliations.id, id));

export async function lockReconciliation(tx: Transaction, companyId: string, id: string): Promise<ReconciliationRow> {
  const [row] = await tx.select().from(reconciliations).where(byId(companyId, id)).for('update');
  if (!row) throw new NotFound('Reconciliation');
  return row;
}

export function assertInProgress(reconciliation: ReconciliationRow): void {
  if (reconciliation.status !== 'in-progress') throw new Conflict(messages.finished);
}

/** An account has at most one reconciliation in progress (a unique index says so too). */
export async function hasOpenReconciliation(tx: Transaction, companyId: string, accountId: string): Promise<boolean> {
  const [open] = await tx
    .select({ id: reconciliations.id })
    .from(reconciliations)
    .where(
      and(
        eq(reconciliations.companyId, companyId),
        eq(reconciliations.accountId, accountId),
        eq(reconciliations.status, 'in-progress'),
      ),
    );
  return open !== undefined;
}

/** A reconciliation being worked on: locked, still in progress, with what it shows. */
export async function openWorkspace(tx: Transaction, companyId: string, id: string): Promise<Workspace> {
  const reconciliation = await lockReconciliation(tx, companyId, id);
  assertInProgress(reconciliation);
  return loadWorkspace(tx, companyId, reconciliation);
}

export function statementLineOf(workspace: Workspace, statementLineId: string) {
  const line = workspace.statementLines.find((candidate) => candidate.id === statementLineId);
  if (!line) throw new NotFound('Statement line');
  return line;
}

/** Statement dates only move forward: each reconciliation starts where the last completed one ended. */
export async function assertAfterLastCompleted(executor: Executor, companyId: string, accountId: string, date: string) {
  const last = await lastCompletedReconciliation(executor, companyId, accountId);
  if (last && date <= last.statementDate) {
    const message = `statementDate must be after ${last.statementDate}, the date of the last completed reconciliation`;
    throw new Invalid(message, { statementDate: message });
  }
}

export const summaryOf = (reconciliation: ReconciliationRow) => ({
  account: reconciliation.accountId,
  statementDate: reconciliation.statementDate,
  statementBalance: reconciliation.statementBalance,
  status: reconciliation.status,
});

/** Brings back the lines a reconciliation set aside (all, or those dated after `date`). */
export async function releaseExcludedLines(
  tx: Transaction,
  companyId: string,
  reconciliationId: string,
  after?: string,
) {
  await tx
    .update(bankStatementLines)
    .set({ status: 'unmatched', reconciliationId: null })
    .where(
      and(
        eq(bankStatementLines.companyId, companyId),
        eq(bankStatementLines.reconciliationId, reconciliationId),
        eq(bankStatementLines.status, 'excluded'),
        after === undefined ? undefined : gt(bankStatementLines.date, after),
      ),
    );
}
