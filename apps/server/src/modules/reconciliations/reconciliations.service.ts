import { type ReconciliationStart, type ReconciliationUpdate, toKobo, toNaira } from '@owo/core';
import { newId, reconciliations, type Transaction } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict } from '../../errors.ts';
import { databaseErrorOf } from '../../ledger/database.ts';
import { releaseMatchGroups } from '../../ledger/reconciled.ts';
import { recordAudit } from '../audit/index.ts';
import { bankAccountViews, findBankChartAccount, lastCompletedReconciliation } from '../bank/index.ts';
import { autoMatch } from './reconciliations.matching.ts';
import { getReconciliationView, loadWorkspace, reconciliationHistory } from './reconciliations.view.ts';
import {
  assertAfterLastCompleted,
  assertInProgress,
  byId,
  hasOpenReconciliation,
  lockReconciliation,
  messages,
  releaseExcludedLines,
  summaryOf,
} from './reconciliations.workspace.ts';

/*
 * Bank reconciliation (docs/bank-api.md): starting, changing, finishing, undoing and deleting one.
 * Matching is in reconciliations.matching.ts, entries for what the books miss in
 * reconciliations.entries.ts. Each use case runs in the caller's transaction holding the
 * reconciliation's row lock; the route reads its answer after commit.
 */

/** Starts a reconciliation of a bank account at a statement's date and closing balance, and auto-matches. */
export async function startReconciliation(
  tx: Transaction,
  context: RequestContext,
  input: ReconciliationStart,
): Promise<{ id: string }> {
  const { companyId } = context;
  const id = newId();
  const account = await findBankChartAccount(tx, companyId, input.account);
  if (await hasOpenReconciliation(tx, companyId, account.id)) throw new Conflict(messages.inProgress);
  await assertAfterLastCompleted(tx, companyId, account.id, input.statementDate);
  const [row] = await tx
    .insert(reconciliations)
    .values({
      companyId,
      id,
      accountId: account.id,
      statementDate: input.statementDate,
      statementBalance: toKobo(input.statementBalance),
      createdBy: context.userId,
    })
    .returning()
    .catch((error: unknown) => {
      // Started twice at once: the partial unique index lets one through.
      if (databaseErrorOf(error)?.code === '23505') throw new Conflict(messages.inProgress);
      throw error;
    });
  if (!row) throw new Error('reconciliation insert returned nothing');
  const autoMatched = await autoMatch(tx, companyId, row);
  await recordAudit(tx, context, {
    action: 'create',
    entityType: 'reconciliation',
    entityId: id,
    after: { ...summaryOf(row), autoMatched },
  });
  return { id };
}

/**
 * Changes the statement date or balance of a reconciliation in progress. Moving the date back
 * lets go of matches and cleared lines dated after it, which the reconciliation no longer shows.
 */
export async function updateReconciliation(
  tx: Transaction,
  context: RequestContext,
  input: { id: string; change: ReconciliationUpdate },
) {
  const { companyId } = context;
  const { id, change } = input;
  const before = await lockReconciliation(tx, companyId, id);
  assertInProgress(before);
  const statementDate = change.statementDate ?? before.statementDate;
  const statementBalance =
    change.statementBalance === undefined ? before.statementBalance : toKobo(change.statementBalance);
  if (statementDate === before.statementDate && statementBalance === before.statementBalance) return;
  if (statementDate !== before.statementDate) {
    await assertAfterLastCompleted(tx, companyId, before.accountId, statementDate);
  }
  if (statementDate < before.statementDate) await releaseLinesAfter(tx, companyId, id, statementDate);
  const [after] = await tx
    .update(reconciliations)
    .set({ statementDate, statementBalance, updatedAt: new Date() })
    .where(byId(companyId, id))
    .returning();
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'reconciliation',
    entityId: id,
    before: summaryOf(before),
    after: after ? summaryOf(after) : undefined,
  });
}

async function releaseLinesAfter(tx: Transaction, companyId: string, reconciliationId: string, date: string) {
  await releaseMatchGroups(
    tx,
    companyId,
    sql`select statement.id from bank_statement_lines statement
        where statement.company_id = ${companyId} and statement.reconciliation_id = ${reconciliationId}
          and statement.date > ${date}::date
        union
        select match.statement_line_id from bank_statement_matches match
        join journal_lines line on line.company_id = match.company_id and line.entry_id = match.entry_id
          and line.line_number = match.line_number
        join bank_statement_lines statement on statement.company_id = match.company_id
          and statement.id = match.statement_line_id
        where match.company_id = ${companyId} and statement.reconciliation_id = ${reconciliationId}
          and line.date > ${date}::date`,
  );
  await releaseExcludedLines(tx, companyId, reconciliationId, date);
  await tx.execute(sql`
    delete from reconciliation_lines cleared using journal_lines line
    where cleared.company_id = ${companyId} and cleared.reconciliation_id = ${reconciliationId}
      and line.company_id = cleared.company_id and line.entry_id = cleared.entry_id
      and line.line_number = cleared.line_number and line.date > ${date}::date`);
}

/** Finishes a reconciliation whose difference is ₦0.00: its matched and cleared lines are reconciled. */
export async function finishReconciliation(tx: Transaction, context: RequestContext, input: { id: string }) {
  const { companyId } = context;
  const { id } = input;
  const reconciliation = await lockReconciliation(tx, companyId, id);
  if (reconciliation.status === 'completed') throw new Conflict('This reconciliation is already finished');
  const workspace = await loadWorkspace(tx, companyId, reconciliation);
  if (workspace.differenceKobo !== 0) throw new Conflict(messages.difference);
  const now = new Date();
  const [after] = await tx
    .update(reconciliations)
    .set({ status: 'completed', completedAt: now, completedBy: context.userId, updatedAt: now })
    .where(byId(companyId, id))
    .returning();
  await recordAudit(tx, context, {
    action: 'finish',
    entityType: 'reconciliation',
    entityId: id,
    before: summaryOf(reconciliation),
    after: after ? { ...summaryOf(after), clearedBalance: workspace.clearedBalanceKobo } : undefined,
  });
}

/** Puts the account's last completed reconciliation back in progress, with its matches. */
export async function undoReconciliation(tx: Transaction, context: RequestContext, input: { id: string }) {
  const { companyId } = context;
  const { id } = input;
  const reconciliation = await lockReconciliation(tx, companyId, id);
  if (reconciliation.status !== 'completed') throw new Conflict('This reconciliation is not finished');
  const last = await lastCompletedReconciliation(tx, companyId, reconciliation.accountId);
  if (last?.id !== id) throw new Conflict(messages.undoLast);
  if (await hasOpenReconciliation(tx, companyId, reconciliation.accountId)) {
    throw new Conflict(messages.undoWhileInProgress);
  }
  const [after] = await tx
    .update(reconciliations)
    .set({ status: 'in-progress', completedAt: null, completedBy: null, updatedAt: new Date() })
    .where(byId(companyId, id))
    .returning();
  await recordAudit(tx, context, {
    action: 'undo',
    entityType: 'reconciliation',
    entityId: id,
    before: summaryOf(reconciliation),
    after: after ? summaryOf(after) : undefined,
  });
}

/**
 * Deletes a reconciliation in progress: its matches go and its statement lines are unmatched.
 * Entries it posted with create-entry stay: they record what the bank did.
 */
export async function deleteReconciliation(tx: Transaction, context: RequestContext, input: { id: string }) {
  const { companyId } = context;
  const { id } = input;
  const reconciliation = await lockReconciliation(tx, companyId, id);
  if (reconciliation.status !== 'in-progress') {
    throw new Conflict('A completed reconciliation cannot be deleted; undo it first');
  }
  const before = await getReconciliationView(tx, companyId, id);
  await releaseMatchGroups(
    tx,
    companyId,
    sql`select id from bank_statement_lines where company_id = ${companyId} and reconciliation_id = ${id}`,
  );
  await releaseExcludedLines(tx, companyId, id);
  await tx.delete(reconciliations).where(byId(companyId, id));
  await recordAudit(tx, context, { action: 'delete', entityType: 'reconciliation', entityId: id, before });
}

/** One row per bank account: when it was last reconciled, and the reconciliation in progress. */
export async function reconciliationSummaries(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId'>,
  { today }: { today: string },
) {
  const { companyId } = context;
  const accountViews = await bankAccountViews(tx, companyId, today);
  const open = await tx
    .select()
    .from(reconciliations)
    .where(and(eq(reconciliations.companyId, companyId), eq(reconciliations.status, 'in-progress')));
  const openByAccount = new Map(open.map((row) => [row.accountId, row]));
  return accountViews.map((account) => {
    const inProgress = openByAccount.get(account._id);
    return {
      account,
      lastReconciledDate: account.lastReconciledDate,
      lastReconciledBalance: account.lastReconciledBalance,
      inProgress: inProgress
        ? {
            _id: inProgress.id,
            statementDate: inProgress.statementDate,
            statementBalance: toNaira(inProgress.statementBalance),
          }
        : null,
    };
  });
}

/** An account's reconciliations, newest first. Another company's account, or one not a bank account, is not found. */
export async function accountReconciliations(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId'>,
  { accountId }: { accountId: string },
) {
  await findBankChartAccount(tx, context.companyId, accountId);
  return reconciliationHistory(tx, context.companyId, accountId);
}
