import { addKobo, type Kobo, proposeMatches, toKobo } from '@owo/core';
import type { LedgerLine, PersonReference, ReconciliationStatementLine } from '../../api/reconciliations.ts';

export interface Selection {
  statement: string[];
  ledger: string[];
}

export const emptySelection: Selection = { statement: [], ledger: [] };

export interface SelectionSums {
  statement: Kobo;
  ledger: Kobo;
  /** Lines are picked on both sides and add up to the same amount, to the kobo. */
  canMatch: boolean;
  /** Only ledger lines are picked: they can be ticked cleared without a statement line. */
  canClear: boolean;
}

const sum = (lines: readonly { amount: number }[]): Kobo => addKobo(...lines.map((line) => toKobo(line.amount)));

/** Totals of the picked lines in whole kobo; both sides are signed money in > 0. */
export function selectionSums(
  selection: Selection,
  statementLines: readonly ReconciliationStatementLine[],
  ledgerLines: readonly LedgerLine[],
): SelectionSums {
  const statement = sum(statementLines.filter((line) => selection.statement.includes(line._id)));
  const ledger = sum(ledgerLines.filter((line) => selection.ledger.includes(line._id)));
  const both = selection.statement.length > 0 && selection.ledger.length > 0;
  return {
    statement,
    ledger,
    canMatch: both && statement === ledger,
    canClear: selection.statement.length === 0 && selection.ledger.length > 0,
  };
}

export const isMatchedStatementLine = (line: ReconciliationStatementLine) => line.matchedLedgerLines.length > 0;

/** A statement line that needs nothing more: matched, or set aside (excluded). */
export const isSettledStatementLine = (line: ReconciliationStatementLine) =>
  isMatchedStatementLine(line) || line.status === 'excluded';

/** A ledger line that is settled either way: matched to the statement or ticked cleared. */
export const isSettledLedgerLine = (line: LedgerLine) => line.cleared || line.matchedStatementLines.length > 0;

/** Drops picks of lines that are gone or no longer open, e.g. after a match or a refresh. */
export function pruneSelection(
  selection: Selection,
  statementLines: readonly ReconciliationStatementLine[],
  ledgerLines: readonly LedgerLine[],
): Selection {
  const openStatement = new Set(statementLines.filter((line) => !isSettledStatementLine(line)).map((line) => line._id));
  const openLedger = new Set(ledgerLines.filter((line) => !isSettledLedgerLine(line)).map((line) => line._id));
  const statement = selection.statement.filter((id) => openStatement.has(id));
  const ledger = selection.ledger.filter((id) => openLedger.has(id));
  if (statement.length === selection.statement.length && ledger.length === selection.ledger.length) return selection;
  return { statement, ledger };
}

export function toggle(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id];
}

/** Who completed a reconciliation, by name; empty for one in progress. */
export function personName(person: PersonReference | null): string {
  return person?.name ?? '';
}

/**
 * Why a matched pair belongs together, in the matcher's words ('Same amount, same day, reference
 * DEP0002 found'). The API keeps no reason once lines are matched, so the browser asks the same core
 * matcher about the pair; lines it would not have proposed were matched by hand.
 */
export function matchReason(statementLine: ReconciliationStatementLine, ledgerLines: readonly LedgerLine[]): string {
  const [ledgerLine] = ledgerLines;
  if (ledgerLines.length !== 1 || !ledgerLine) return `Matched by hand to ${ledgerLines.length} lines`;
  const [proposal] = proposeMatches(
    [
      {
        id: statementLine._id,
        date: statementLine.date,
        amountKobo: toKobo(statementLine.amount),
        description: statementLine.description,
        reference: statementLine.reference,
      },
    ],
    [
      {
        id: ledgerLine._id,
        date: ledgerLine.date,
        amountKobo: toKobo(ledgerLine.amount),
        description: [ledgerLine.memo, ledgerLine.description].filter(Boolean).join(' '),
      },
    ],
  );
  return proposal?.reason ?? 'Matched by hand';
}

/** 'Entry 12', or just 'Entry' when the entry has no number. */
/** The entry's one identifier (JV-000013, JE-000016), or 'New entry' until the ledger numbers it. */
export const entryLabel = (line: LedgerLine) => line.entry.identifier ?? 'New entry';
