import {
  addKobo,
  type Kobo,
  proposeMatches,
  type ReconciliationDetail,
  type ReconciliationLine,
  type ReconciliationView,
  toNaira,
} from '@owo/core';
import { accounts, bankStatementLines, bankStatementMatches, type Executor, reconciliations, users } from '@owo/db';
import { and, asc, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';
import { inCancelledPair } from '../../ledger/balances.ts';
import { queryRows } from '../../ledger/database.ts';
import { entryIdentifier } from '../../ledger/entry-identifier.ts';
import { activeBankRules, statementLineView } from '../bank/index.ts';
import { ruleProposals } from './reconciliations.proposals.ts';

/*
 * What a reconciliation shows (docs/bank-api.md): the statement lines and ledger lines of its
 * account up to the statement date that no other completed reconciliation holds, what is matched
 * and cleared, and the difference left. Amounts are signed from the bank account's side on both
 * sides: money in and debits to the account are above zero.
 */

export type ReconciliationRow = typeof reconciliations.$inferSelect;
export type StatementLineRow = typeof bankStatementLines.$inferSelect;

export interface LedgerLineRow {
  /** '<entryId>:<lineNumber>' */
  id: string;
  entryId: string;
  lineNumber: number;
  entryNumber: number | null;
  entryIdentifier: string | null;
  entryFromStatement: boolean;
  date: string;
  memo: string;
  description: string;
  amountKobo: Kobo;
  cleared: boolean;
}

/** Everything a reconciliation shows, as rows: what the view, the matcher and the checks read. */
export interface Workspace {
  reconciliation: ReconciliationRow;
  openingBalanceKobo: Kobo;
  statementLines: StatementLineRow[];
  ledgerLines: LedgerLineRow[];
  /** statement line id -> ledger line ids, and back. */
  ledgerLinesOf: Map<string, string[]>;
  statementLinesOf: Map<string, string[]>;
  clearedBalanceKobo: Kobo;
  differenceKobo: Kobo;
}

export const ledgerLineId = (entryId: string, lineNumber: number) => `${entryId}:${lineNumber}`;

export function parseLedgerLineId(id: string): { entryId: string; lineNumber: number } | undefined {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([1-9]\d{0,5})$/i.exec(id);
  return match ? { entryId: (match[1] ?? '').toLowerCase(), lineNumber: Number(match[2]) } : undefined;
}

const byId = (companyId: string, id: string) =>
  and(eq(reconciliations.companyId, companyId), eq(reconciliations.id, id));

export async function findReconciliation(executor: Executor, companyId: string, id: string) {
  const [row] = await executor.select().from(reconciliations).where(byId(companyId, id));
  if (!row) throw new NotFound('Reconciliation');
  return row;
}

/**
 * The statement balance of the account's last completed reconciliation dated before this date:
 * what the bank and the books agreed on then. Zero before the first reconciliation.
 */
export async function openingBalanceOf(
  executor: Executor,
  companyId: string,
  accountId: string,
  statementDate: string,
): Promise<Kobo> {
  const [previous] = await executor
    .select({ statementBalance: reconciliations.statementBalance })
    .from(reconciliations)
    .where(
      and(
        eq(reconciliations.companyId, companyId),
        eq(reconciliations.accountId, accountId),
        eq(reconciliations.status, 'completed'),
        sql`${reconciliations.statementDate} < ${statementDate}`,
      ),
    )
    .orderBy(desc(reconciliations.statementDate), desc(reconciliations.completedAt))
    .limit(1);
  return previous?.statementBalance ?? 0;
}

/** Reads what a reconciliation shows. Reversed entries and their reversals are left out, as in reports. */
export async function loadWorkspace(
  executor: Executor,
  companyId: string,
  reconciliation: ReconciliationRow,
): Promise<Workspace> {
  const { id, accountId, statementDate } = reconciliation;
  const statementLines = await executor
    .select()
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.companyId, companyId),
        eq(bankStatementLines.accountId, accountId),
        lte(bankStatementLines.date, statementDate),
        or(isNull(bankStatementLines.reconciliationId), eq(bankStatementLines.reconciliationId, id)),
      ),
    )
    .orderBy(asc(bankStatementLines.date), asc(bankStatementLines.id));
  const ledgerRows = await queryRows<{
    entry_id: string;
    line_number: number;
    number: number | null;
    identifier: string | null;
    from_statement: boolean;
    date: string;
    memo: string;
    description: string;
    debit: number | string;
    credit: number | string;
    reconciliation_id: string | null;
  }>(
    executor,
    sql`select line.entry_id, line.line_number, entry.number, ${entryIdentifier(sql`entry`)} as identifier,
          entry.source_type = 'reconciliation' as from_statement, line.date::text as date, entry.memo, line.description,
          line.debit, line.credit, cleared.reconciliation_id
        from journal_lines line
        join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
        left join reconciliation_lines cleared on cleared.company_id = line.company_id
          and cleared.entry_id = line.entry_id and cleared.line_number = line.line_number
        where line.company_id = ${companyId} and line.account_id = ${accountId} and line.date <= ${statementDate}::date
          and not ${inCancelledPair(sql`entry`)}
          and (cleared.reconciliation_id is null or cleared.reconciliation_id = ${id})
        order by line.date, line.entry_id, line.line_number`,
  );
  const ledgerLines: LedgerLineRow[] = ledgerRows.map((row) => ({
    id: ledgerLineId(row.entry_id, Number(row.line_number)),
    entryId: row.entry_id,
    lineNumber: Number(row.line_number),
    entryNumber: row.number === null ? null : Number(row.number),
    entryIdentifier: row.identifier,
    entryFromStatement: row.from_statement,
    date: row.date,
    memo: row.memo,
    description: row.description,
    amountKobo: Number(row.debit) - Number(row.credit),
    cleared: row.reconciliation_id !== null,
  }));
  const matches = await executor
    .select({
      statementLineId: bankStatementMatches.statementLineId,
      entryId: bankStatementMatches.entryId,
      lineNumber: bankStatementMatches.lineNumber,
    })
    .from(bankStatementMatches)
    .innerJoin(
      bankStatementLines,
      and(
        eq(bankStatementLines.companyId, bankStatementMatches.companyId),
        eq(bankStatementLines.id, bankStatementMatches.statementLineId),
      ),
    )
    .where(and(eq(bankStatementMatches.companyId, companyId), eq(bankStatementLines.reconciliationId, id)))
    .orderBy(asc(bankStatementMatches.entryId), asc(bankStatementMatches.lineNumber));
  const ledgerLinesOf = new Map<string, string[]>();
  const statementLinesOf = new Map<string, string[]>();
  for (const match of matches) {
    const ledgerId = ledgerLineId(match.entryId, match.lineNumber);
    ledgerLinesOf.set(match.statementLineId, [...(ledgerLinesOf.get(match.statementLineId) ?? []), ledgerId]);
    statementLinesOf.set(ledgerId, [...(statementLinesOf.get(ledgerId) ?? []), match.statementLineId]);
  }
  const openingBalanceKobo = await openingBalanceOf(executor, companyId, accountId, statementDate);
  const clearedBalanceKobo = addKobo(
    openingBalanceKobo,
    ...ledgerLines.filter((line) => line.cleared).map((line) => line.amountKobo),
  );
  return {
    reconciliation,
    openingBalanceKobo,
    statementLines,
    ledgerLines,
    ledgerLinesOf,
    statementLinesOf,
    clearedBalanceKobo,
    differenceKobo: addKobo(reconciliation.statementBalance, -clearedBalanceKobo),
  };
}

/** The matcher's proposals between the lines still open: unmatched statement lines, uncleared ledger lines. */
export function proposals(workspace: Workspace) {
  const statement: ReconciliationLine[] = workspace.statementLines
    .filter((line) => line.status === 'unmatched')
    .map((line) => ({
      id: line.id,
      date: line.date,
      amountKobo: line.amount,
      description: line.description,
      reference: line.reference,
    }));
  const ledger: ReconciliationLine[] = workspace.ledgerLines
    .filter((line) => !line.cleared)
    .map((line) => ({
      id: line.id,
      date: line.date,
      amountKobo: line.amountKobo,
      description: [line.memo, line.description].filter((text) => text !== '').join(' '),
    }));
  return proposeMatches(statement, ledger);
}

/** The reconciliations with their account's name and who finished them; filter and order are the caller's. */
async function selectReconciliations(executor: Executor, filter: SQL | undefined) {
  return executor
    .select({
      reconciliation: reconciliations,
      accountName: accounts.name,
      completedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(reconciliations)
    .innerJoin(
      accounts,
      and(eq(accounts.companyId, reconciliations.companyId), eq(accounts.id, reconciliations.accountId)),
    )
    .leftJoin(users, eq(users.id, reconciliations.completedBy))
    .where(filter)
    .orderBy(desc(reconciliations.statementDate), desc(reconciliations.createdAt));
}

function reconciliationView(
  row: Awaited<ReturnType<typeof selectReconciliations>>[number],
  openingBalanceKobo: Kobo,
): ReconciliationView {
  const { reconciliation } = row;
  return {
    _id: reconciliation.id,
    account: { _id: reconciliation.accountId, account_name: row.accountName },
    statementDate: reconciliation.statementDate,
    statementBalance: toNaira(reconciliation.statementBalance),
    openingBalance: toNaira(openingBalanceKobo),
    status: reconciliation.status,
    completedAt: reconciliation.completedAt?.toISOString() ?? null,
    completedBy:
      reconciliation.completedBy && row.completedByName
        ? { _id: reconciliation.completedBy, name: row.completedByName }
        : null,
  };
}

export async function getReconciliationView(
  executor: Executor,
  companyId: string,
  id: string,
): Promise<ReconciliationView> {
  const [row] = await selectReconciliations(executor, byId(companyId, id));
  if (!row) throw new NotFound('Reconciliation');
  const opening = await openingBalanceOf(
    executor,
    companyId,
    row.reconciliation.accountId,
    row.reconciliation.statementDate,
  );
  return reconciliationView(row, opening);
}

/** An account's reconciliations, newest first, each with the opening balance it started from. */
export async function reconciliationHistory(
  executor: Executor,
  companyId: string,
  accountId: string,
): Promise<ReconciliationView[]> {
  const rows = await selectReconciliations(
    executor,
    and(eq(reconciliations.companyId, companyId), eq(reconciliations.accountId, accountId)),
  );
  return rows.map((row) => {
    const previous = rows.find(
      (other) =>
        other.reconciliation.status === 'completed' &&
        other.reconciliation.statementDate < row.reconciliation.statementDate,
    );
    return reconciliationView(row, previous?.reconciliation.statementBalance ?? 0);
  });
}

/** A reconciliation with its lines, matches, suggestions and difference. */
export async function getReconciliationDetail(
  executor: Executor,
  companyId: string,
  id: string,
): Promise<ReconciliationDetail> {
  const [row] = await selectReconciliations(executor, byId(companyId, id));
  if (!row) throw new NotFound('Reconciliation');
  const workspace = await loadWorkspace(executor, companyId, row.reconciliation);
  const view = reconciliationView(row, workspace.openingBalanceKobo);
  const suggestions = new Map(
    workspace.reconciliation.status === 'in-progress'
      ? proposals(workspace).map((proposal) => [proposal.statementLineId, proposal] as const)
      : [],
  );
  const inProgress = workspace.reconciliation.status === 'in-progress';
  const ruleProposalsOf = inProgress
    ? ruleProposals(workspace, await activeBankRules(executor, companyId))
    : new Map<string, never>();
  return {
    ...view,
    statementLines: workspace.statementLines.map((line) => {
      const suggestion = suggestions.get(line.id);
      return {
        ...statementLineView(line),
        matchedLedgerLines: workspace.ledgerLinesOf.get(line.id) ?? [],
        suggestion: suggestion
          ? { ledgerLines: [suggestion.ledgerLineId], score: suggestion.score, reason: suggestion.reason }
          : null,
        proposal: ruleProposalsOf.get(line.id) ?? null,
      };
    }),
    ledgerLines: workspace.ledgerLines.map((line) => ({
      _id: line.id,
      date: line.date,
      entry: {
        _id: line.entryId,
        number: line.entryNumber,
        identifier: line.entryIdentifier,
        fromStatement: line.entryFromStatement,
      },
      memo: line.memo,
      description: line.description,
      amount: toNaira(line.amountKobo),
      cleared: line.cleared,
      matchedStatementLines: workspace.statementLinesOf.get(line.id) ?? [],
    })),
    clearedBalance: toNaira(workspace.clearedBalanceKobo),
    difference: toNaira(workspace.differenceKobo),
  };
}
