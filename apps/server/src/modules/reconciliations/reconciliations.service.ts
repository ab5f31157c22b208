import {
  formatMoney,
  type ReconciliationMatchInput,
  type ReconciliationStart,
  type ReconciliationUpdate,
  type StatementLineEntry,
  sumsMatch,
  toKobo,
  toNaira,
} from '@owo/core';
import {
  accounts,
  bankStatementLines,
  bankStatementMatches,
  type Database,
  type Executor,
  journalEntries,
  newId,
  reconciliationLines,
  reconciliations,
  type Transaction,
} from '@owo/db';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { RequestContext } from '../../http/access.ts';
import { databaseErrorOf } from '../../ledger/database.ts';
import { assertOpenPeriod } from '../../ledger/lock-date.ts';
import { post, postingTransaction } from '../../ledger/post.ts';
import { releaseMatchGroups } from '../../ledger/reconciled.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { bankAccountViews, findBankChartAccount, lastCompletedReconciliation } from '../bank/bank.view.ts';
import { BANK_LINE_NUMBER, statementLineEntryInput } from './reconciliations.posting.ts';
import {
  getReconciliationDetail,
  getReconciliationView,
  loadWorkspace,
  parseLedgerLineId,
  proposals,
  type ReconciliationRow,
  reconciliationHistory,
  type Workspace,
} from './reconciliations.view.ts';

/*
 * Bank reconciliation (docs/bank-api.md). Every change runs in one transaction holding the
 * reconciliation's row lock, so two people working on one reconciliation queue. Answers are read
 * after commit: an entry posted by create-entry is settled (numbered) once the transaction commits.
 */

export const messages = {
  inProgress: 'This account already has a reconciliation in progress; finish or delete it first',
  finished: 'This reconciliation is finished; undo it to change it',
  difference: 'The difference must be ₦0.00 to finish',
  undoLast: 'Only the last completed reconciliation of an account can be undone',
  undoWhileInProgress: 'This account has a reconciliation in progress; finish or delete it before undoing this one',
} as const;

/**
 * Proposals scoring at least this are matched by the auto-matcher: the same amount on the same
 * day, or within the date window with a reference or narration in common. Weaker ones (same
 * amount a day or more apart, nothing else alike) stay suggestions for the user to accept.
 */
export const AUTO_MATCH_SCORE = 0.5;

const byId = (companyId: string, id: string) =>
  and(eq(reconciliations.companyId, companyId), eq(reconciliations.id, id));

async function lockReconciliation(tx: Transaction, companyId: string, id: string): Promise<ReconciliationRow> {
  const [row] = await tx.select().from(reconciliations).where(byId(companyId, id)).for('update');
  if (!row) throw new NotFound('Reconciliation');
  return row;
}

function assertInProgress(reconciliation: ReconciliationRow): void {
  if (reconciliation.status !== 'in-progress') throw new Conflict(messages.finished);
}

/** An account has at most one reconciliation in progress (a unique index says so too). */
async function hasOpenReconciliation(tx: Transaction, companyId: string, accountId: string): Promise<boolean> {
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
async function openWorkspace(tx: Transaction, companyId: string, id: string): Promise<Workspace> {
  const reconciliation = await lockReconciliation(tx, companyId, id);
  assertInProgress(reconciliation);
  return loadWorkspace(tx, companyId, reconciliation);
}

function statementLineOf(workspace: Workspace, statementLineId: string) {
  const line = workspace.statementLines.find((candidate) => candidate.id === statementLineId);
  if (!line) throw new NotFound('Statement line');
  return line;
}

/** Statement dates only move forward: each reconciliation starts where the last completed one ended. */
async function assertAfterLastCompleted(executor: Executor, companyId: string, accountId: string, date: string) {
  const last = await lastCompletedReconciliation(executor, companyId, accountId);
  if (last && date <= last.statementDate) {
    const message = `statementDate must be after ${last.statementDate}, the date of the last completed reconciliation`;
    throw new Invalid(message, { statementDate: message });
  }
}

interface MatchGroup {
  statementLineIds: string[];
  ledgerLines: Array<{ entryId: string; lineNumber: number }>;
}

const BATCH = 1000;

/** Stores matches (each a group, one to many either way): the pairs, the cleared ledger lines, the statement lines' status. */
async function writeMatches(tx: Transaction, companyId: string, reconciliationId: string, groups: MatchGroup[]) {
  const pairs = groups.flatMap((group) =>
    group.statementLineIds.flatMap((statementLineId) =>
      group.ledgerLines.map((line) => ({ companyId, statementLineId, ...line })),
    ),
  );
  const cleared = groups.flatMap((group) =>
    group.ledgerLines.map((line) => ({ companyId, reconciliationId, ...line })),
  );
  const statementLineIds = groups.flatMap((group) => group.statementLineIds);
  await lockLiveEntries(tx, companyId, [...new Set(cleared.map((line) => line.entryId))]);
  for (let start = 0; start < pairs.length; start += BATCH) {
    await tx.insert(bankStatementMatches).values(pairs.slice(start, start + BATCH));
  }
  for (let start = 0; start < cleared.length; start += BATCH) {
    await tx.insert(reconciliationLines).values(cleared.slice(start, start + BATCH));
  }
  for (let start = 0; start < statementLineIds.length; start += BATCH) {
    await tx
      .update(bankStatementLines)
      .set({ status: 'matched', reconciliationId })
      .where(
        and(
          eq(bankStatementLines.companyId, companyId),
          inArray(bankStatementLines.id, statementLineIds.slice(start, start + BATCH)),
        ),
      );
  }
}

/**
 * Holds the entries of the lines being matched (a share lock: reverse() updates the entry row, so
 * it waits for this transaction, then sees the match and lets go of it). An entry reversed since the
 * workspace was read is refused.
 */
async function lockLiveEntries(tx: Transaction, companyId: string, entryIds: string[]) {
  for (let start = 0; start < entryIds.length; start += BATCH) {
    const ids = entryIds.slice(start, start + BATCH);
    const live = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.companyId, companyId),
          inArray(journalEntries.id, ids),
          isNull(journalEntries.reversedByEntryId),
          isNull(journalEntries.reversesEntryId),
        ),
      )
      .for('share');
    if (live.length !== ids.length) {
      throw new Conflict('A ledger line was changed while you were matching; reload the reconciliation');
    }
  }
}

/** Matches the matcher's confident proposals; answers how many. */
async function autoMatch(tx: Transaction, companyId: string, reconciliation: ReconciliationRow): Promise<number> {
  const workspace = await loadWorkspace(tx, companyId, reconciliation);
  const groups = proposals(workspace).flatMap((proposal) => {
    const ledgerLine = parseLedgerLineId(proposal.ledgerLineId);
    if (proposal.score < AUTO_MATCH_SCORE || !ledgerLine) return [];
    return [{ statementLineIds: [proposal.statementLineId], ledgerLines: [ledgerLine] }];
  });
  await writeMatches(tx, companyId, reconciliation.id, groups);
  return groups.length;
}

const summaryOf = (reconciliation: ReconciliationRow) => ({
  account: reconciliation.accountId,
  statementDate: reconciliation.statementDate,
  statementBalance: reconciliation.statementBalance,
  status: reconciliation.status,
});

/** Starts a reconciliation of a bank account at a statement's date and closing balance, and auto-matches. */
export async function startReconciliation(db: Database, context: RequestContext, input: ReconciliationStart) {
  const { companyId } = context;
  const id = newId();
  await db.transaction(async (tx) => {
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
  });
  return getReconciliationDetail(db, companyId, id);
}

/**
 * Changes the statement date or balance of a reconciliation in progress. Moving the date back
 * lets go of matches and cleared lines dated after it, which the reconciliation no longer shows.
 */
export async function updateReconciliation(
  db: Database,
  context: RequestContext,
  id: string,
  change: ReconciliationUpdate,
) {
  const { companyId } = context;
  await db.transaction(async (tx) => {
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
  });
  return getReconciliationDetail(db, companyId, id);
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

/** Runs the auto-matcher again, e.g. after importing another statement or posting what was missing. */
export async function autoMatchReconciliation(db: Database, context: RequestContext, id: string) {
  const { companyId } = context;
  await db.transaction(async (tx) => {
    const reconciliation = await lockReconciliation(tx, companyId, id);
    assertInProgress(reconciliation);
    const autoMatched = await autoMatch(tx, companyId, reconciliation);
    if (autoMatched > 0) {
      await recordAudit(tx, context, {
        action: 'match',
        entityType: 'reconciliation',
        entityId: id,
        after: { autoMatched },
      });
    }
  });
  return getReconciliationDetail(db, companyId, id);
}

/** Why a statement line cannot be matched or get an entry. */
const statementLineTaken = {
  matched: 'is already matched; remove its match first',
  excluded: 'is excluded; include it first',
} as const;

/** The lines a match names, checked against what the reconciliation shows. */
function linesToMatch(workspace: Workspace, input: ReconciliationMatchInput) {
  const statementById = new Map(workspace.statementLines.map((line) => [line.id, line]));
  const ledgerById = new Map(workspace.ledgerLines.map((line) => [line.id, line]));
  const statement = input.statementLines.map((id) => statementById.get(id.toLowerCase()));
  const ledger = input.ledgerLines.map((id) => ledgerById.get(id.toLowerCase()));
  const present = <T>(lines: Array<T | undefined>): lines is T[] => lines.every((line) => line !== undefined);
  if (!present(statement)) {
    const message = 'A statement line is not in this reconciliation';
    throw new Invalid(message, { statementLines: message });
  }
  if (!present(ledger)) {
    const message = 'A ledger line is not in this reconciliation';
    throw new Invalid(message, { ledgerLines: message });
  }
  const taken = statement.find((line) => line.status !== 'unmatched');
  if (taken && taken.status !== 'unmatched') throw new Conflict(`A statement line ${statementLineTaken[taken.status]}`);
  if (ledger.some((line) => line.cleared)) {
    throw new Conflict('A ledger line is already cleared; remove its match or unclear it first');
  }
  const statementAmounts = statement.map((line) => ({ amountKobo: line.amount }));
  if (!sumsMatch(statementAmounts, ledger)) {
    const total = (lines: Array<{ amountKobo: number }>) => lines.reduce((sum, line) => sum + line.amountKobo, 0);
    const message =
      `The statement lines (${formatMoney(total(statementAmounts))}) and the ledger lines ` +
      `(${formatMoney(total(ledger))}) must add up to the same amount`;
    throw new Invalid(message, { ledgerLines: message });
  }
  return { statement, ledger };
}

/** A manual match: statement lines and ledger lines, one to many either way, adding up to the same amount. */
export async function matchLines(db: Database, context: RequestContext, id: string, input: ReconciliationMatchInput) {
  const { companyId } = context;
  await db.transaction(async (tx) => {
    const { statement, ledger } = linesToMatch(await openWorkspace(tx, companyId, id), input);
    await writeMatches(tx, companyId, id, [
      {
        statementLineIds: statement.map((line) => line.id),
        ledgerLines: ledger.map((line) => ({ entryId: line.entryId, lineNumber: line.lineNumber })),
      },
    ]);
    await recordAudit(tx, context, {
      action: 'match',
      entityType: 'reconciliation',
      entityId: id,
      after: { statementLines: statement.map((line) => line.id), ledgerLines: ledger.map((line) => line.id) },
    });
  });
  return getReconciliationDetail(db, companyId, id);
}

/** Undoes the match a statement line is in, with every line of it. */
export async function unmatchLine(db: Database, context: RequestContext, id: string, statementLineId: string) {
  const { companyId } = context;
  await db.transaction(async (tx) => {
    const workspace = await openWorkspace(tx, companyId, id);
    const line = statementLineOf(workspace, statementLineId);
    if (line.status !== 'matched' || line.reconciliationId !== id) {
      throw new Conflict('This statement line is not matched');
    }
    await releaseMatchGroups(tx, companyId, sql`select ${statementLineId}::uuid`);
    await recordAudit(tx, context, {
      action: 'unmatch',
      entityType: 'reconciliation',
      entityId: id,
      before: { statementLine: statementLineId, ledgerLines: workspace.ledgerLinesOf.get(statementLineId) ?? [] },
    });
  });
  return getReconciliationDetail(db, companyId, id);
}

/**
 * Sets a statement line aside (a duplicate, a line from before the books began) or brings it back.
 * An excluded line belongs to this reconciliation, so later ones do not show it again; it cannot
 * be matched. A matched line must be unmatched first. Doing what is already done changes nothing.
 */
export async function setStatementLineExcluded(
  db: Database,
  context: RequestContext,
  id: string,
  statementLineId: string,
  excluded: boolean,
) {
  const { companyId } = context;
  await db.transaction(async (tx) => {
    const workspace = await openWorkspace(tx, companyId, id);
    const line = statementLineOf(workspace, statementLineId);
    if (line.status === 'matched') throw new Conflict('This statement line is matched; unmatch it first');
    if ((line.status === 'excluded') === excluded) return;
    await tx
      .update(bankStatementLines)
      .set(excluded ? { status: 'excluded', reconciliationId: id } : { status: 'unmatched', reconciliationId: null })
      .where(and(eq(bankStatementLines.companyId, companyId), eq(bankStatementLines.id, statementLineId)));
    await recordAudit(tx, context, {
      action: excluded ? 'exclude' : 'include',
      entityType: 'reconciliation',
      entityId: id,
      after: { statementLine: statementLineId },
    });
  });
  return getReconciliationDetail(db, companyId, id);
}

/** Brings back the lines a reconciliation set aside (all, or those dated after `date`). */
async function releaseExcludedLines(tx: Transaction, companyId: string, reconciliationId: string, after?: string) {
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

/** The other side of a create-entry: one of the company's active accounts, not the bank account itself. */
async function checkOtherAccount(tx: Transaction, companyId: string, bankAccountId: string, accountId: string) {
  if (accountId === bankAccountId) {
    const message = 'Choose the account for the other side of the entry, not this bank account';
    throw new Invalid(message, { account: message });
  }
  const [account] = await tx
    .select({ code: accounts.code, name: accounts.name, isActive: accounts.isActive })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId)));
  if (!account) throw new Invalid('account is not valid.', { account: 'account is not valid.' });
  if (!account.isActive) {
    const message = `${account.code} ${account.name} is inactive`;
    throw new Invalid(message, { account: message });
  }
}

/**
 * Posts the entry a statement line is missing from the books (bank charges, interest, a transfer
 * to another of the company's accounts) and matches the line to it, in one transaction.
 */
export async function createEntryForStatementLine(
  db: Database,
  context: RequestContext,
  id: string,
  statementLineId: string,
  input: StatementLineEntry,
) {
  const { companyId } = context;
  await postingTransaction(db, companyId, async (tx) => {
    const workspace = await openWorkspace(tx, companyId, id);
    const line = statementLineOf(workspace, statementLineId);
    if (line.status !== 'unmatched') throw new Conflict(`This statement line ${statementLineTaken[line.status]}`);
    const { accountId } = workspace.reconciliation;
    await checkOtherAccount(tx, companyId, accountId, input.account);
    await assertOpenPeriod(tx, companyId, line.date);
    const entryInput = statementLineEntryInput(
      line,
      { bankAccountId: accountId, otherAccountId: input.account },
      input.description,
      context,
    );
    const entry = await post(tx, entryInput);
    await writeMatches(tx, companyId, id, [
      { statementLineIds: [line.id], ledgerLines: [{ entryId: entry.id, lineNumber: BANK_LINE_NUMBER }] },
    ]);
    await recordAudit(tx, context, {
      action: 'create',
      entityType: 'journal-entry',
      entityId: entry.id,
      after: { ...entryInput, reconciliation: id },
    });
    await recordAudit(tx, context, {
      action: 'match',
      entityType: 'reconciliation',
      entityId: id,
      after: { statementLines: [line.id], ledgerLines: [`${entry.id}:${BANK_LINE_NUMBER}`] },
    });
  });
  return getReconciliationDetail(db, companyId, id);
}

/**
 * Ticks a ledger line as cleared without a statement line (reconciling from a paper statement), or
 * unticks it. Doing what is already done changes nothing; a matched line is unticked by removing
 * its match.
 */
export async function setLedgerLineCleared(
  db: Database,
  context: RequestContext,
  id: string,
  rawLedgerLineId: string,
  cleared: boolean,
) {
  const { companyId } = context;
  const key = parseLedgerLineId(rawLedgerLineId);
  if (!key) throw new NotFound('Ledger line');
  await db.transaction(async (tx) => {
    const workspace = await openWorkspace(tx, companyId, id);
    const line = workspace.ledgerLines.find(
      (candidate) => candidate.entryId === key.entryId && candidate.lineNumber === key.lineNumber,
    );
    if (!line) throw new NotFound('Ledger line');
    if (line.cleared === cleared) return;
    if (cleared) {
      await tx.insert(reconciliationLines).values({ companyId, reconciliationId: id, ...key });
    } else {
      if (workspace.statementLinesOf.has(line.id)) {
        throw new Conflict('This line is matched to a statement line; remove the match instead');
      }
      await tx
        .delete(reconciliationLines)
        .where(
          and(
            eq(reconciliationLines.companyId, companyId),
            eq(reconciliationLines.reconciliationId, id),
            eq(reconciliationLines.entryId, key.entryId),
            eq(reconciliationLines.lineNumber, key.lineNumber),
          ),
        );
    }
    await recordAudit(tx, context, {
      action: cleared ? 'clear' : 'unclear',
      entityType: 'reconciliation',
      entityId: id,
      after: { ledgerLine: line.id },
    });
  });
  return getReconciliationDetail(db, companyId, id);
}

/** Finishes a reconciliation whose difference is ₦0.00: its matched and cleared lines are reconciled. */
export async function finishReconciliation(db: Database, context: RequestContext, id: string) {
  const { companyId } = context;
  await db.transaction(async (tx) => {
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
  });
  return getReconciliationView(db, companyId, id);
}

/** Puts the account's last completed reconciliation back in progress, with its matches. */
export async function undoReconciliation(db: Database, context: RequestContext, id: string) {
  const { companyId } = context;
  await db.transaction(async (tx) => {
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
  });
  return getReconciliationView(db, companyId, id);
}

/**
 * Deletes a reconciliation in progress: its matches go and its statement lines are unmatched.
 * Entries it posted with create-entry stay: they record what the bank did.
 */
export async function deleteReconciliation(db: Database, context: RequestContext, id: string) {
  const { companyId } = context;
  await db.transaction(async (tx) => {
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
  });
}

/** One row per bank account: when it was last reconciled, and the reconciliation in progress. */
export async function reconciliationSummaries(db: Database, companyId: string, today: string) {
  const accountViews = await bankAccountViews(db, companyId, today);
  const open = await db
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
export async function accountReconciliations(db: Database, companyId: string, accountId: string) {
  await findBankChartAccount(db, companyId, accountId);
  return reconciliationHistory(db, companyId, accountId);
}
