import { type Journal, type JournalUpdate, toKobo } from '@owo/core';
import { branches, type Database, journalDocumentLines, journals, newId, type Transaction } from '@owo/db';
import { and, asc, eq } from 'drizzle-orm';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { RequestContext } from '../../http/access.ts';
import { assertOpenPeriod } from '../../ledger/lock-date.ts';
import { assertPostableAccounts, post, postingTransaction, reverse } from '../../ledger/post.ts';
import { nextNumber } from '../../ledger/sequences.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type JournalDocumentLine, journalEntryInput } from './journals.posting.ts';
import { getJournalView } from './journals.view.ts';

/*
 * Manual journals: a draft until approved, then posted through post(). Every step runs in one
 * transaction with the journal row locked, so two approvals or edits of one journal queue.
 */

const byId = (companyId: string, id: string) => and(eq(journals.companyId, companyId), eq(journals.id, id));

async function lockJournal(tx: Transaction, companyId: string, id: string) {
  const [journal] = await tx.select().from(journals).where(byId(companyId, id)).for('update');
  if (!journal) throw new NotFound('Journal');
  return journal;
}

async function documentLines(tx: Transaction, companyId: string, journalId: string): Promise<JournalDocumentLine[]> {
  return tx
    .select({
      accountId: journalDocumentLines.accountId,
      description: journalDocumentLines.description,
      debit: journalDocumentLines.debit,
      credit: journalDocumentLines.credit,
    })
    .from(journalDocumentLines)
    .where(and(eq(journalDocumentLines.companyId, companyId), eq(journalDocumentLines.journalId, journalId)))
    .orderBy(asc(journalDocumentLines.lineNumber));
}

async function insertLines(tx: Transaction, companyId: string, journalId: string, lines: JournalDocumentLine[]) {
  await tx
    .insert(journalDocumentLines)
    .values(lines.map((line, index) => ({ companyId, journalId, lineNumber: index + 1, ...line })));
}

async function replaceLines(tx: Transaction, companyId: string, journalId: string, lines: JournalDocumentLine[]) {
  await tx
    .delete(journalDocumentLines)
    .where(and(eq(journalDocumentLines.companyId, companyId), eq(journalDocumentLines.journalId, journalId)));
  await insertLines(tx, companyId, journalId, lines);
}

const linesOf = (input: NonNullable<JournalUpdate['lines']>): JournalDocumentLine[] =>
  input.map((line) => ({
    accountId: line.account,
    description: line.description ?? '',
    debit: toKobo(line.debit),
    credit: toKobo(line.credit),
  }));

/** What a journal must satisfy to be saved at all: an open date, usable accounts, its own branch. */
async function checkJournal(
  tx: Transaction,
  companyId: string,
  journal: { date: string; branchId: string | null },
  lines?: JournalDocumentLine[],
) {
  await assertOpenPeriod(tx, companyId, journal.date);
  if (lines)
    await assertPostableAccounts(
      tx,
      companyId,
      lines.map((line) => line.accountId),
    );
  if (journal.branchId !== null) {
    const [branch] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.companyId, companyId), eq(branches.id, journal.branchId)));
    if (!branch) throw new Invalid('branch is not valid.', { branch: 'branch is not valid.' });
  }
}

/** Reverses a posted journal's entry, audited. The reversal is dated like the entry, so that date must be open. */
async function reverseEntryOf(
  tx: Transaction,
  context: RequestContext,
  journal: { number: string; date: string; entryId: string },
  reason: 'Edit' | 'Deletion',
) {
  await assertOpenPeriod(tx, context.companyId, journal.date);
  const reversal = await reverse(tx, {
    companyId: context.companyId,
    entryId: journal.entryId,
    createdBy: context.userId,
  });
  await recordAudit(tx, context, {
    action: 'reverse',
    entityType: 'journal-entry',
    entityId: journal.entryId,
    after: { reversedBy: reversal.id, reason: `${reason} of journal ${journal.number}` },
  });
}

/**
 * Saves a draft. Its JV number is taken last, just before commit: the number's sequence row stays
 * locked until the transaction ends, and every other journal the company creates waits on it.
 */
export async function createJournal(db: Database, context: RequestContext, input: Journal) {
  const { companyId } = context;
  const id = newId();
  return db.transaction(async (tx) => {
    const lines = linesOf(input.lines);
    const branchId = input.branch ?? null;
    await checkJournal(tx, companyId, { date: input.date, branchId }, lines);
    await tx.insert(journals).values({
      companyId,
      id,
      // Unique until the real number replaces it below; never seen outside this transaction.
      number: `draft-${id}`,
      date: input.date,
      reference: input.reference,
      note: input.note ?? '',
      branchId,
      status: 'draft',
      createdBy: context.userId,
    });
    await insertLines(tx, companyId, id, lines);
    const draft = await getJournalView(tx, companyId, id);
    const number = `JV-${String(await nextNumber(tx, companyId, 'journal')).padStart(6, '0')}`;
    await tx.update(journals).set({ number }).where(byId(companyId, id));
    const after = { ...draft, number };
    await recordAudit(tx, context, { action: 'create', entityType: 'journal', entityId: id, after });
    return after;
  });
}

/**
 * Changes only what was sent. A rejected journal becomes a draft again. A posted journal stays
 * posted: its entry is reversed and the changed journal posted anew, in this one transaction.
 */
export async function updateJournal(db: Database, context: RequestContext, id: string, change: JournalUpdate) {
  const { companyId } = context;
  await postingTransaction(db, companyId, async (tx) => {
    const journal = await lockJournal(tx, companyId, id);
    if (journal.status === 'deleted') throw new Conflict('This journal has been deleted');
    const before = await getJournalView(tx, companyId, id);
    const currentLines = await documentLines(tx, companyId, id);
    const lines = change.lines ? linesOf(change.lines) : currentLines;
    const next = {
      ...journal,
      date: change.date ?? journal.date,
      reference: change.reference ?? journal.reference,
      note: change.note ?? journal.note,
      branchId: change.branch === undefined ? journal.branchId : change.branch,
    };
    await checkJournal(tx, companyId, next, change.lines ? lines : undefined);
    const changed =
      JSON.stringify([next.date, next.reference, next.note, next.branchId, lines]) !==
      JSON.stringify([journal.date, journal.reference, journal.note, journal.branchId, currentLines]);
    let entryId = journal.entryId;
    const replacedEntryId = changed && journal.status === 'posted' ? journal.entryId : null;
    if (replacedEntryId) {
      await reverseEntryOf(tx, context, { ...journal, entryId: replacedEntryId }, 'Edit');
      entryId = (await post(tx, journalEntryInput(next, lines, context))).id;
    }
    const reopened =
      journal.status === 'rejected' ? { status: 'draft' as const, rejectedBy: null, rejectedAt: null } : {};
    await tx
      .update(journals)
      .set({
        date: next.date,
        reference: next.reference,
        note: next.note,
        branchId: next.branchId,
        entryId,
        ...reopened,
        updatedAt: new Date(),
      })
      .where(byId(companyId, id));
    if (change.lines) await replaceLines(tx, companyId, id, lines);
    const after = await getJournalView(tx, companyId, id);
    await recordAudit(tx, context, { action: 'update', entityType: 'journal', entityId: id, before, after });
  });
  return getJournalView(db, companyId, id);
}

/** A draft or rejected journal is marked deleted; a posted one also has its entry reversed. */
export async function deleteJournal(db: Database, context: RequestContext, id: string) {
  const { companyId } = context;
  await postingTransaction(db, companyId, async (tx) => {
    const journal = await lockJournal(tx, companyId, id);
    if (journal.status === 'deleted') throw new Conflict('This journal has already been deleted');
    const before = await getJournalView(tx, companyId, id);
    const reversedEntryId = journal.status === 'posted' ? journal.entryId : null;
    if (reversedEntryId) await reverseEntryOf(tx, context, { ...journal, entryId: reversedEntryId }, 'Deletion');
    await tx
      .update(journals)
      .set({ status: 'deleted', deletedBy: context.userId, deletedAt: new Date(), updatedAt: new Date() })
      .where(byId(companyId, id));
    const after = await getJournalView(tx, companyId, id);
    await recordAudit(tx, context, { action: 'delete', entityType: 'journal', entityId: id, before, after });
  });
}

/** Why a journal that is no longer a draft cannot be approved or rejected. */
const refusedDecision = {
  approve: {
    posted: 'This journal is already posted',
    rejected: 'This journal was rejected; edit it to send it for approval again',
    deleted: 'This journal has been deleted',
  },
  reject: {
    posted: 'A posted journal cannot be rejected; delete it to reverse its entry',
    rejected: 'This journal is already rejected',
    deleted: 'This journal has been deleted',
  },
} as const;

/**
 * approve: the draft is posted to the ledger. reject: it is sent back, posting nothing. The audit
 * records the change of status (the journal itself is unchanged; its create or update entry has it).
 */
export async function decideJournal(db: Database, context: RequestContext, id: string, action: 'approve' | 'reject') {
  const { companyId } = context;
  await postingTransaction(db, companyId, async (tx) => {
    const journal = await lockJournal(tx, companyId, id);
    if (journal.status !== 'draft') throw new Conflict(refusedDecision[action][journal.status]);
    const now = new Date();
    let change: Partial<typeof journals.$inferInsert>;
    if (action === 'approve') {
      // The lock date may have moved since the draft was saved.
      await assertOpenPeriod(tx, companyId, journal.date);
      const entry = await post(tx, journalEntryInput(journal, await documentLines(tx, companyId, id), context));
      change = { status: 'posted', entryId: entry.id, approvedBy: context.userId, approvedAt: now };
    } else {
      change = { status: 'rejected', rejectedBy: context.userId, rejectedAt: now };
    }
    await tx
      .update(journals)
      .set({ ...change, updatedAt: now })
      .where(byId(companyId, id));
    await recordAudit(tx, context, {
      action,
      entityType: 'journal',
      entityId: id,
      before: { status: journal.status },
      after: change,
    });
  });
  return getJournalView(db, companyId, id);
}
