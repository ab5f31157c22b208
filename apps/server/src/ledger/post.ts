import {
  addDays,
  businessDateMessage,
  entryProblems,
  isBusinessDate,
  type Kobo,
  MAX_LEDGER_TOTAL_KOBO,
  totalOf,
} from '@owo/core';
import {
  accounts,
  type Database,
  type EntrySourceType,
  journalEntries,
  newId,
  type Transaction,
  tenantTransaction,
} from '@owo/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import { type Approval, type PostingAuthority, postingRules } from './approval.ts';
import { queryRows } from './database.ts';
import { assertPeriodNotFiled } from './filed-periods.ts';
import { ledgerFull, ledgerTotalSql } from './ledger-total.ts';
import { lockedPeriodMessage, readLockDate } from './lock-date.ts';
import { releaseEntryFromReconciliations } from './reconciled.ts';
import { settleLedger } from './settle.ts';
import { type RefusedLine, writeEntryWithinTotal, writeReversal } from './write-entry.ts';

/*
 * The one way into the ledger (DESIGN.md section 4, docs/ledger.md). post() checks an entry and
 * writes it; reverse() cancels one with its mirror. Both take only a PostingTransaction, which
 * only postingTransaction() makes: it runs the work for one company (row-level security on) and,
 * once the transaction has committed, settles the ledger (numbers and totals, settle.ts), so no
 * caller can forget to settle and every answer read after it carries the entry's number. The
 * database checks each entry again at commit.
 */

declare const postingScope: unique symbol;

/** A transaction made by postingTransaction(): the only kind post() and reverse() accept. */
export type PostingTransaction = Transaction & { readonly [postingScope]: true };

/** Transactions in which post() or reverse() wrote entries, and those entries' ids. */
const postedIn = new WeakMap<Transaction, string[]>();

function recordPosted(tx: Transaction, entryId: string) {
  const entries = postedIn.get(tx);
  if (entries) entries.push(entryId);
  else postedIn.set(tx, [entryId]);
}

/**
 * Runs `work` in one transaction of one company and, if it posted, settles the company's ledger
 * once it has committed. A post() inside a nested transaction (a savepoint) is not seen; the
 * background sweep settles it.
 */
export async function postingTransaction<T>(
  db: Database,
  companyId: string,
  work: (tx: PostingTransaction) => Promise<T>,
): Promise<T> {
  return (await settledPosting(db, companyId, work)).value;
}

/**
 * postingTransaction() that also answers the numbers settling gave the entries `work` posted
 * (null for one not numbered yet): a service can read its answer inside the transaction, where
 * those entries have no number yet, and fill them in after, instead of reading it all again in a
 * transaction of its own (issue 27). The numbers are read as settling reads the ledger, outside
 * the tenant transaction, by the company and the entries' ids.
 */
export async function numberedPostingTransaction<T>(
  db: Database,
  companyId: string,
  work: (tx: PostingTransaction) => Promise<T>,
): Promise<{ value: T; numberOf: (entryId: string) => number | null }> {
  const { value, entries } = await settledPosting(db, companyId, work);
  if (entries.length === 0) return { value, numberOf: () => null };
  const rows = await db
    .select({ id: journalEntries.id, number: journalEntries.number })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, companyId), inArray(journalEntries.id, entries)));
  const numbers = new Map(rows.map((row) => [row.id, row.number === null ? null : Number(row.number)]));
  return { value, numberOf: (entryId) => numbers.get(entryId) ?? null };
}

async function settledPosting<T>(db: Database, companyId: string, work: (tx: PostingTransaction) => Promise<T>) {
  let entries: string[] = [];
  const value = await tenantTransaction(db, companyId, async (tx) => {
    const result = await work(tx as PostingTransaction);
    entries = postedIn.get(tx) ?? [];
    return result;
  });
  if (entries.length > 0) await settleLedger(db, companyId);
  return { value, entries };
}

export interface EntryLine {
  accountId: string;
  debit: Kobo;
  credit: Kobo;
  description?: string | undefined;
  /** The document's own currency and amount, when it is not the home currency. */
  currencyCode?: string | null | undefined;
  currencyAmount?: Kobo | null | undefined;
  /** The customer, vendor or employee the line is with. */
  contactId?: string | null | undefined;
  productId?: string | null | undefined;
  taxId?: string | null | undefined;
  /** Left out: the entry's branch. */
  branchId?: string | null | undefined;
}

export interface EntryInput {
  companyId: string;
  date: string;
  memo: string;
  /** What wrote the entry and its id; a source has at most one live entry. */
  sourceType: EntrySourceType;
  sourceId: string;
  branchId?: string | null | undefined;
  createdBy: string;
  lines: EntryLine[];
}

/**
 * Checks and writes a balanced entry in the caller's transaction and answers its id; throws
 * Invalid (400, naming the date or each refused line) and writes nothing otherwise. The lock date,
 * the accounts and the dimensions are checked inside the writing statement (one round trip on the
 * hot path), with the same rules and words as assertPostableAccounts and assertOpenPeriod. Only
 * with the authority to post an entry of its source (approval.ts), given to the member who writes it.
 */
export async function post(
  tx: PostingTransaction,
  entry: EntryInput,
  authority: PostingAuthority,
): Promise<{ id: string }> {
  if (authority.sourceType !== entry.sourceType || authority.userId !== entry.createdBy) {
    throw new Error(`An authority to post ${authority.sourceType} was given for a ${entry.sourceType} entry`);
  }
  // The body schemas refuse such a date first; here so no module that forgets them can post one.
  if (!isBusinessDate(entry.date)) throw invalid([{ path: ['date'], message: businessDateMessage('Date') }]);
  const problems = entryProblems(entry.lines);
  if (problems.length > 0) throw invalid(problems);
  await assertPeriodNotFiled(tx, entry.companyId, entry, authority.filedPeriods);
  const id = newId();
  const written = await writeEntryWithinTotal(tx, { ...entry, id }, entry.lines, {
    before: ledgerTotalSql(entry.companyId),
    entryTotal: totalOf(entry.lines, 'debit'),
    cap: MAX_LEDGER_TOTAL_KOBO,
  });
  if (!written.fits) throw ledgerFull();
  if (written.refused.length > 0) throw invalid(written.refused.map(refusalOf));
  recordPosted(tx, id);
  return { id };
}

function refusalOf(refused: RefusedLine): { path: Array<string | number>; message: string } {
  if (refused.problem === 'date') return { path: ['date'], message: lockedPeriodMessage(refused.code ?? '') };
  const message =
    refused.problem === 'account'
      ? refusedAccountMessage(refused.code === null ? null : refused)
      : `${sentenceCase(refused.problem)} is not valid.`;
  return { path: ['lines', refused.lineIndex, refused.problem], message };
}

/**
 * Cancels a posted entry with its mirror: debits become credits. Dated on the original's day, so
 * the ledger as of any date reads as if it had never been posted (the pair is left out of
 * reports); when that day is locked, on the first open day, and both stay visible. The caller may
 * choose a later day (`date`). Refused (409) while a line of the entry is in a completed bank
 * reconciliation; a match in a reconciliation still in progress is undone with it
 * (ledger/reconciled.ts). Only with the approval the entry's source names (approval.ts).
 */
export async function reverse(
  tx: PostingTransaction,
  input: { companyId: string; entryId: string; approval: Approval; memo?: string; date?: string | undefined },
): Promise<{ id: string; date: string }> {
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
  if (input.approval.permission !== postingRules[original.sourceType].approve) {
    throw new Error(`A ${original.sourceType} entry was reversed with ${input.approval.permission}`);
  }
  const date = await reversalDate(tx, input.companyId, original.date, input.date);
  await assertPeriodNotFiled(
    tx,
    input.companyId,
    { date, sourceType: original.sourceType },
    input.approval.filedPeriods,
  );
  // With the entry's row locked by the update, so a match being written now is seen or waits.
  await releaseEntryFromReconciliations(tx, input.companyId, input.entryId, { sameDay: date === original.date });
  await writeReversal(tx, {
    ...original,
    id,
    date,
    memo: input.memo ?? `Reversal of ${original.memo === '' ? `the entry of ${original.date}` : original.memo}`,
    reversesEntryId: original.id,
    createdBy: input.approval.userId,
  });
  recordPosted(tx, id);
  return { id, date };
}

/**
 * The day a reversal is dated (docs/ledger.md, "Reversal dates"): the one asked for, which must be
 * on or after the original's and after the lock date; else the original's own day, or the first
 * open day when that one is locked.
 */
export async function reversalDate(
  tx: Transaction,
  companyId: string,
  originalDate: string,
  asked?: string | undefined,
): Promise<string> {
  const lockDate = await readLockDate(tx, companyId);
  if (asked === undefined) return lockDate !== null && originalDate <= lockDate ? addDays(lockDate, 1) : originalDate;
  if (!isBusinessDate(asked)) {
    const message = businessDateMessage('Reversal date');
    throw new Invalid(message, { reversalDate: message });
  }
  if (asked < originalDate) {
    const message = `The reversal cannot be dated before the entry it reverses (${originalDate})`;
    throw new Invalid(message, { reversalDate: message });
  }
  if (lockDate !== null && asked <= lockDate) {
    const message = lockedPeriodMessage(lockDate);
    throw new Invalid(message, { reversalDate: message });
  }
  return asked;
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

/**
 * assertOpenPeriod() (lock-date.ts) then assertPostableAccounts(), with the same refusals in the
 * same order, read in one statement: a draft is checked on every save (issue 27).
 */
export async function assertOpenAndPostable(
  tx: Transaction,
  companyId: string,
  date: string,
  accountIds: ReadonlyArray<string | null>,
): Promise<void> {
  const ids = [...new Set(accountIds.filter((id): id is string => id !== null))];
  const wanted =
    ids.length === 0
      ? sql`false`
      : sql`account.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const rows = await queryRows<{
    lock_date: string | null;
    id: string | null;
    code: string;
    name: string;
    is_active: boolean;
  }>(
    tx,
    sql`select company.lock_date::text as lock_date, account.id, account.code, account.name, account.is_active
      from companies company
      left join accounts account on account.company_id = company.id and ${wanted}
      where company.id = ${companyId}`,
  );
  const lockDate = rows[0]?.lock_date ?? null;
  if (lockDate !== null && date <= lockDate) {
    const message = lockedPeriodMessage(lockDate);
    throw new Invalid(message, { date: message });
  }
  const byId = new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row]])));
  const problems = accountIds.flatMap((accountId, index) => {
    if (accountId === null) return [];
    const account = byId.get(accountId);
    if (account?.is_active) return [];
    return [{ path: ['lines', index, 'account'], message: refusedAccountMessage(account ?? null) }];
  });
  if (problems.length > 0) throw invalid(problems);
}

/** Why a line's account cannot take postings: not the company's (or unknown), or inactive. */
function refusedAccountMessage(account: { code: string | null; name: string | null } | null): string {
  return account ? `${account.code} ${account.name} is inactive` : 'Account is not valid.';
}

/** A line's field as words: 'branch' -> 'Branch'. */
function sentenceCase(field: string): string {
  return field.charAt(0).toUpperCase() + field.slice(1);
}

function invalid(problems: Array<{ path: Array<string | number>; message: string }>): Invalid {
  const errors: Record<string, string> = {};
  for (const problem of problems) errors[problem.path.join('.')] ??= problem.message;
  return new Invalid(problems[0]?.message ?? 'The entry is not valid', errors);
}
