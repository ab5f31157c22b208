import { formatMoney, type ReconciliationMatchInput, sumsMatch } from '@owo/core';
import {
  bankStatementLines,
  bankStatementMatches,
  journalEntries,
  reconciliationLines,
  type Transaction,
} from '@owo/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { inCancelledPair } from '../../ledger/balances.ts';
import { releaseMatchGroups } from '../../ledger/reconciled.ts';
import { recordAudit } from '../audit/index.ts';
import {
  loadWorkspace,
  parseLedgerLineId,
  proposals,
  type ReconciliationRow,
  type Workspace,
} from './reconciliations.view.ts';
import { assertInProgress, lockReconciliation, openWorkspace, statementLineOf } from './reconciliations.workspace.ts';

/*
 * Matching inside a reconciliation in progress: the auto-matcher, manual matches (one to many
 * either way), excluded statement lines and lines cleared without a statement line.
 */

/**
 * Proposals scoring at least this are matched by the auto-matcher: the same amount on the same
 * day, or within the date window with a reference or narration in common. Weaker ones (same
 * amount a day or more apart, nothing else alike) stay suggestions for the user to accept.
 */
export const AUTO_MATCH_SCORE = 0.5;

interface MatchGroup {
  statementLineIds: string[];
  ledgerLines: Array<{ entryId: string; lineNumber: number }>;
}

export const BATCH = 1000;

/** Stores matches (each a group, one to many either way): the pairs, the cleared ledger lines, the statement lines' status. */
export async function writeMatches(tx: Transaction, companyId: string, reconciliationId: string, groups: MatchGroup[]) {
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
 * it waits for this transaction, then sees the match and lets go of it). An entry reversed on its
 * own day since the workspace was read is refused: it is no longer in the books.
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
          sql`not ${inCancelledPair(sql.raw('journal_entries'))}`,
        ),
      )
      .for('share');
    if (live.length !== ids.length) {
      throw new Conflict('A ledger line was changed while you were matching; reload the reconciliation');
    }
  }
}

/** Matches the matcher's confident proposals; answers how many. */
export async function autoMatch(
  tx: Transaction,
  companyId: string,
  reconciliation: ReconciliationRow,
): Promise<number> {
  const workspace = await loadWorkspace(tx, companyId, reconciliation);
  const groups = proposals(workspace).flatMap((proposal) => {
    const ledgerLine = parseLedgerLineId(proposal.ledgerLineId);
    if (proposal.score < AUTO_MATCH_SCORE || !ledgerLine) return [];
    return [{ statementLineIds: [proposal.statementLineId], ledgerLines: [ledgerLine] }];
  });
  await writeMatches(tx, companyId, reconciliation.id, groups);
  return groups.length;
}

/** Runs the auto-matcher again, e.g. after importing another statement or posting what was missing. */
export async function autoMatchReconciliation(tx: Transaction, context: RequestContext, input: { id: string }) {
  const { companyId } = context;
  const { id } = input;
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
}

/** Why a statement line cannot be matched or get an entry. */
export const statementLineTaken = {
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
export async function matchLines(
  tx: Transaction,
  context: RequestContext,
  input: { id: string; match: ReconciliationMatchInput },
) {
  const { companyId } = context;
  const { id, match } = input;
  const { statement, ledger } = linesToMatch(await openWorkspace(tx, companyId, id), match);
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
}

/** Undoes the match a statement line is in, with every line of it. */
export async function unmatchLine(
  tx: Transaction,
  context: RequestContext,
  input: { id: string; statementLineId: string },
) {
  const { companyId } = context;
  const { id, statementLineId } = input;
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
}

/**
 * Sets a statement line aside (a duplicate, a line from before the books began) or brings it back.
 * An excluded line belongs to this reconciliation, so later ones do not show it again; it cannot
 * be matched. A matched line must be unmatched first. Doing what is already done changes nothing.
 */
export async function setStatementLineExcluded(
  tx: Transaction,
  context: RequestContext,
  input: { id: string; statementLineId: string; excluded: boolean },
) {
  const { companyId } = context;
  const { id, statementLineId, excluded } = input;
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
}

/**
 * Ticks a ledger line as cleared without a statement line (reconciling from a paper statement), or
 * unticks it. Doing what is already done changes nothing; a matched line is unticked by removing
 * its match.
 */
export async function setLedgerLineCleared(
  tx: Transaction,
  context: RequestContext,
  input: { id: string; rawLedgerLineId: string; cleared: boolean },
) {
  const { companyId } = context;
  const { id, rawLedgerLineId, cleared } = input;
  const key = parseLedgerLineId(rawLedgerLineId);
  if (!key) throw new NotFound('Ledger line');
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
}
