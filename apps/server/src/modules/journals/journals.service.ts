import { type Journal, type JournalUpdate, toKobo } from '@owo/core';
import { journalApprovals, journalDocumentLines, journals, newId, type Transaction } from '@owo/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { branchOnly, branchToStore } from '../../branch-scope.ts';
import { type RequestContext, requirePermission } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
import { writeTogether } from '../../ledger/database.ts';
import { assertOpenPeriod } from '../../ledger/lock-date.ts';
import { assertOpenAndPostable, type PostingTransaction, post, reverse } from '../../ledger/post.ts';
import { writeWithNextNumber } from '../../ledger/sequences.ts';
import { auditStatement, recordAudit } from '../audit/index.ts';
import { isCompanyBranch } from '../branches/index.ts';
import { membersWhoMay, noticeStatement, withdrawStatement } from '../notifications/index.ts';
import { type JournalDocumentLine, journalEntryInput } from './journals.posting.ts';
import { getJournalView } from './journals.view.ts';

/*
 * Manual journals: a draft until approved, then posted through post(). Each use case runs in the
 * caller's transaction with the journal row locked, so two approvals or edits of one journal
 * queue. Changing what is in the ledger (approving, editing or deleting a posted journal) needs
 * the approve permission, and each posted version records who approved it.
 */

const byId = (companyId: string, id: string) => and(eq(journals.companyId, companyId), eq(journals.id, id));

/** JV-000042: the company's manual journals, numbered when saved. */
const journalSequence = { kind: 'journal', prefix: 'JV-', digits: 6 };

const approveRefusal = 'Posting a journal changes the books, which needs the permission to approve journals';
const changePostedMessage =
  'This journal is posted; changing or deleting it changes the books, which needs the permission to approve journals';

/** Another branch's journal, for a member limited to theirs, is as unknown as another company's. */
async function lockJournal(tx: Transaction, context: RequestContext, id: string) {
  const [journal] = await tx
    .select()
    .from(journals)
    .where(and(byId(context.companyId, id), branchOnly(context, journals.branchId)))
    .for('update');
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
  await linesStatement(tx, companyId, journalId, lines);
}

function linesStatement(tx: Transaction, companyId: string, journalId: string, lines: JournalDocumentLine[]) {
  return tx
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
  if (lines)
    await assertOpenAndPostable(
      tx,
      companyId,
      journal.date,
      lines.map((line) => line.accountId),
    );
  else await assertOpenPeriod(tx, companyId, journal.date);
  if (journal.branchId !== null && !(await isCompanyBranch(tx, companyId, journal.branchId))) {
    throw new Invalid('Branch is not valid.', { branch: 'Branch is not valid.' });
  }
}

/** Posts a version of the journal and records who approved it. */
async function postVersion(
  tx: PostingTransaction,
  context: RequestContext,
  journal: Parameters<typeof journalEntryInput>[0],
  lines: JournalDocumentLine[],
  approvedAt: Date,
) {
  const entry = await postEntry(tx, context, journal, lines);
  await approvalStatement(tx, context, journal.id, entry.id, approvedAt);
  return entry;
}

function postEntry(
  tx: PostingTransaction,
  context: RequestContext,
  journal: Parameters<typeof journalEntryInput>[0],
  lines: JournalDocumentLine[],
) {
  const authority = authorityToPost(context, 'journal', approveRefusal);
  return post(tx, journalEntryInput(journal, lines, context), authority);
}

/** The record of a version that reached the ledger and who approved it, not yet run. */
function approvalStatement(
  tx: Transaction,
  context: RequestContext,
  journalId: string,
  entryId: string,
  approvedAt: Date,
) {
  // The version after those already posted, counted by the insert itself: the journal's row is
  // locked (lockJournal), so no other version can be written meanwhile.
  const versionsBefore = tx
    .select({ versions: count() })
    .from(journalApprovals)
    .where(and(eq(journalApprovals.companyId, context.companyId), eq(journalApprovals.journalId, journalId)));
  return tx.insert(journalApprovals).values({
    companyId: context.companyId,
    journalId,
    version: sql`(${versionsBefore}) + 1`,
    entryId,
    approvedBy: context.userId,
    approvedAt,
  });
}

/** Reverses a posted journal's entry, audited. */
async function reverseEntryOf(
  tx: PostingTransaction,
  context: RequestContext,
  journal: { number: string; entryId: string },
  reason: 'Edit' | 'Deletion',
  reversalDate: string | undefined,
) {
  const reversal = await reverse(tx, {
    companyId: context.companyId,
    entryId: journal.entryId,
    approval: approvalToReverse(context, 'journal', changePostedMessage),
    date: reversalDate,
  });
  await recordAudit(tx, context, {
    action: 'reverse',
    entityType: 'journal-entry',
    entityId: journal.entryId,
    after: { reversedBy: reversal.id, date: reversal.date, reason: `${reason} of journal ${journal.number}` },
  });
}

/**
 * Saves a draft. Its JV number is taken by the last statement before commit, which also writes it
 * into the journal, the audit entry and the approvers' notices: the number's sequence row stays
 * locked until the transaction ends, and every other journal the company creates waits on it.
 */
export async function createJournal(tx: Transaction, context: RequestContext, input: Journal) {
  const { companyId } = context;
  const id = newId();
  const lines = linesOf(input.lines);
  const branchId = branchToStore(context, input.branch) ?? null;
  await checkJournal(tx, companyId, { date: input.date, branchId }, lines);
  // The lines' key to the journal is checked at the end of the statement, when both are written.
  await writeTogether(tx, [
    tx.insert(journals).values({
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
    }),
    linesStatement(tx, companyId, id, lines),
  ]);
  const draft = await getJournalView(tx, context, id);
  const approvers = await membersWhoMay(tx, companyId, 'accounting.approve', context.userId, branchId);
  const number = await writeWithNextNumber(tx, companyId, journalSequence, (taken) => {
    const notices = noticeStatement(tx, companyId, approvers, {
      kind: 'journal-awaiting-approval',
      title: sql`${taken} || ' is waiting for your approval'`,
      body: input.reference,
      link: `/accounting/journal/${id}`,
      subjectId: id,
    });
    return [
      tx.update(journals).set({ number: taken }).where(byId(companyId, id)),
      auditStatement(tx, context, {
        action: 'create',
        entityType: 'journal',
        entityId: id,
        after: sql`jsonb_set(${JSON.stringify(draft)}::jsonb, '{number}', to_jsonb(${taken}))`,
      }),
      ...(notices ? [notices] : []),
    ];
  });
  return { ...draft, number };
}

/**
 * Changes only what was sent. A rejected journal becomes a draft again. A posted journal stays
 * posted: its entry is reversed (on `reversalDate`, or as reverse() decides) and the changed
 * journal posted anew, approved by whoever changed it.
 */
export async function updateJournal(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; change: JournalUpdate; reversalDate?: string | undefined },
) {
  const { companyId } = context;
  const { id, change } = input;
  const journal = await lockJournal(tx, context, id);
  if (journal.status === 'deleted') throw new Conflict('This journal has been deleted');
  if (journal.status === 'posted') requirePermission(context, 'accounting.approve', changePostedMessage);
  const before = await getJournalView(tx, context, id);
  const currentLines = await documentLines(tx, companyId, id);
  const lines = change.lines ? linesOf(change.lines) : currentLines;
  const next = {
    ...journal,
    date: change.date ?? journal.date,
    reference: change.reference ?? journal.reference,
    note: change.note ?? journal.note,
    branchId: change.branch === undefined ? journal.branchId : (branchToStore(context, change.branch) ?? null),
  };
  await checkJournal(tx, companyId, next, change.lines ? lines : undefined);
  const changed =
    JSON.stringify([next.date, next.reference, next.note, next.branchId, lines]) !==
    JSON.stringify([journal.date, journal.reference, journal.note, journal.branchId, currentLines]);
  const now = new Date();
  let posting = {};
  if (changed && journal.status === 'posted' && journal.entryId) {
    await reverseEntryOf(tx, context, { ...journal, entryId: journal.entryId }, 'Edit', input.reversalDate);
    const entry = await postVersion(tx, context, next, lines, now);
    posting = { entryId: entry.id, approvedBy: context.userId, approvedAt: now };
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
      ...posting,
      ...reopened,
      updatedAt: now,
    })
    .where(byId(companyId, id));
  if (change.lines) await replaceLines(tx, companyId, id, lines);
  const after = await getJournalView(tx, context, id);
  await recordAudit(tx, context, { action: 'update', entityType: 'journal', entityId: id, before, after });
}

/** A draft or rejected journal is marked deleted; a posted one also has its entry reversed. */
export async function deleteJournal(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; reversalDate?: string | undefined },
) {
  const { companyId } = context;
  const journal = await lockJournal(tx, context, input.id);
  if (journal.status === 'deleted') throw new Conflict('This journal has already been deleted');
  const before = await getJournalView(tx, context, input.id);
  if (journal.status === 'posted' && journal.entryId) {
    requirePermission(context, 'accounting.approve', changePostedMessage);
    await reverseEntryOf(tx, context, { ...journal, entryId: journal.entryId }, 'Deletion', input.reversalDate);
  }
  await tx
    .update(journals)
    .set({ status: 'deleted', deletedBy: context.userId, deletedAt: new Date(), updatedAt: new Date() })
    .where(byId(companyId, input.id));
  const after = await getJournalView(tx, context, input.id);
  await recordAudit(tx, context, { action: 'delete', entityType: 'journal', entityId: input.id, before, after });
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
export async function decideJournal(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; action: 'approve' | 'reject' },
) {
  const { companyId } = context;
  const { id, action } = input;
  const journal = await lockJournal(tx, context, id);
  if (journal.status !== 'draft') throw new Conflict(refusedDecision[action][journal.status]);
  const now = new Date();
  let change: Partial<typeof journals.$inferInsert>;
  let approval = null;
  if (action === 'approve') {
    const entry = await postEntry(tx, context, journal, await documentLines(tx, companyId, id));
    approval = approvalStatement(tx, context, id, entry.id, now);
    change = { status: 'posted', entryId: entry.id, approvedBy: context.userId, approvedAt: now };
  } else {
    change = { status: 'rejected', rejectedBy: context.userId, rejectedAt: now };
  }
  // The decision's writes touch different rows and read none of each other's: one round trip.
  await writeTogether(tx, [
    approval,
    tx
      .update(journals)
      .set({ ...change, updatedAt: now })
      .where(byId(companyId, id)),
    auditStatement(tx, context, {
      action,
      entityType: 'journal',
      entityId: id,
      before: { status: journal.status },
      after: change,
    }),
    withdrawStatement(tx, companyId, 'journal-awaiting-approval', id),
    journal.createdBy === context.userId
      ? null
      : noticeStatement(tx, companyId, [journal.createdBy], {
          kind: action === 'approve' ? 'journal-approved' : 'journal-rejected',
          title: `${journal.number} was ${action === 'approve' ? 'approved' : 'rejected'}`,
          body: journal.reference,
          link: `/accounting/journal/${id}`,
          subjectId: id,
        }),
  ]);
}
