import { entryProblems, type Kobo } from '@owo/core';
import { accounts, type Database, journalEntries, newId, type Transaction } from '@owo/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import { releaseEntryFromReconciliations } from './reconciled.ts';
import { settleLedger } from './settle.ts';
import { writeEntry, writeReversal } from './write-entry.ts';

/*
 * The one way into the ledger (DESIGN.md section 4). post() checks an entry and writes it;
 * reverse() cancels an entry with a mirror entry on the same date. When the transaction commits,
 * the database checks balance and lock date again and stamps each entry posted; settling then
 * numbers it (gap-free, per company) and adds it to the daily totals (ledger/settle.ts). A service
 * that posts runs in postingTransaction(), which settles after the commit, then reads what it
 * answers with.
 */

/** Transactions in which post() or reverse() wrote an entry. */
const postedIn = new WeakSet<Transaction>();

/**
 * Runs `work` in a transaction and, if it posted, settles the company's ledger once it has
 * committed, so what the service reads next carries the entry's number. A post() inside a nested
 * transaction (a savepoint) is not seen; the background sweep settles it.
 */
export async function postingTransaction<T>(
  db: Database,
  companyId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let posted = false;
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    posted = postedIn.has(tx);
    return value;
  });
  if (posted) await settleLedger(db, companyId);
  return result;
}

export interface EntryLine {
  accountId: string;
  debit: Kobo;
  credit: Kobo;
  description?: string;
  /** The document's own currency and amount, when it is not the home currency. */
  currencyCode?: string | null;
  currencyAmount?: Kobo | null;
}

export interface EntryInput {
  companyId: string;
  date: string;
  memo: string;
  /** What wrote the entry ('journal', 'opening-balance', later 'invoice'...) and its id. */
  sourceType: string;
  sourceId?: string | null;
  branchId?: string | null;
  createdBy: string;
  lines: EntryLine[];
}

/**
 * Checks and writes a balanced entry in the caller's transaction and answers its id; throws
 * Invalid (400, with each problem by line) and writes nothing otherwise. The accounts are checked
 * inside the writing statement (one round trip on the hot path), with the same rule and words as
 * assertPostableAccounts below.
 */
export async function post(tx: Transaction, entry: EntryInput): Promise<{ id: string }> {
  const problems = entryProblems(entry.lines);
  if (problems.length > 0) throw invalid(problems);
  const id = newId();
  const refused = await writeEntry(tx, { ...entry, id }, entry.lines);
  if (refused.length > 0) {
    throw invalid(
      refused.map((line) => ({
        path: ['lines', line.lineIndex, 'account'],
        message: refusedAccountMessage(line.code === null ? null : line),
      })),
    );
  }
  postedIn.add(tx);
  return { id };
}

/**
 * Cancels a posted entry with a mirror entry dated the same day, so the ledger as of any date reads
 * as if the original had never been posted. Both are flagged and left out of ledger reports.
 * Refused (409) while a line of the entry is in a completed bank reconciliation; a match in a
 * reconciliation still in progress is undone with it (ledger/reconciled.ts).
 */
export async function reverse(
  tx: Transaction,
  input: { companyId: string; entryId: string; createdBy: string; memo?: string },
): Promise<{ id: string }> {
  const id = newId();
  const [original] = await tx
    .update(journalEntries)
    .set({ reversedByEntryId: id })
    .where(
      and(
        eq(journalEntries.companyId, input.companyId),
        eq(journalEntries.id, input.entryId),
        isNull(journalEntries.reversedByEntryId),
        isNull(journalEntries.reversesEntryId),
      ),
    )
    .returning();
  if (!original) {
    const [existing] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, input.companyId), eq(journalEntries.id, input.entryId)));
    if (!existing) throw new NotFound('Journal entry');
    throw new Conflict('This entry has already been reversed');
  }
  // With the entry's row locked by the update, so a match being written now is seen or waits.
  await releaseEntryFromReconciliations(tx, input.companyId, input.entryId);
  await writeReversal(tx, {
    ...original,
    id,
    memo: input.memo ?? `Reversal of ${original.memo === '' ? `the entry of ${original.date}` : original.memo}`,
    reversesEntryId: original.id,
    createdBy: input.createdBy,
  });
  postedIn.add(tx);
  return { id };
}

/**
 * Every account must be the company's own and active; another company's id reads as unknown.
 * Errors name lines by their index here (null: a line not being posted, skipped), so documents
 * can check their own lines before they post.
 */
export async function assertPostableAccounts(
  tx: Transaction,
  companyId: string,
  accountIds: ReadonlyArray<string | null>,
): Promise<void> {
  const ids = [...new Set(accountIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: accounts.id, code: accounts.code, name: accounts.name, isActive: accounts.isActive })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, ids)));
  const byId = new Map(found.map((account) => [account.id, account]));
  const problems = accountIds.flatMap((accountId, index) => {
    if (accountId === null) return [];
    const account = byId.get(accountId);
    if (account?.isActive) return [];
    return [{ path: ['lines', index, 'account'], message: refusedAccountMessage(account ?? null) }];
  });
  if (problems.length > 0) throw invalid(problems);
}

/** Why a line's account cannot take postings: not the company's (or unknown), or inactive. */
function refusedAccountMessage(account: { code: string | null; name: string | null } | null): string {
  return account ? `${account.code} ${account.name} is inactive` : 'account is not valid.';
}

function invalid(problems: Array<{ path: Array<string | number>; message: string }>): Invalid {
  const errors: Record<string, string> = {};
  for (const problem of problems) errors[problem.path.join('.')] ??= problem.message;
  return new Invalid(problems[0]?.message ?? 'The entry is not valid', errors);
}
