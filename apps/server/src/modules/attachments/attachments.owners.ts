import { type AttachmentOwnerKind, type Executor, journalEntries, journals } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { Conflict, NotFound } from '../../errors.ts';

/*
 * What an attachment can belong to, and whether that exists in the company. Another company's
 * id answers exactly like a missing one (404). The journals and ledger modules have no "does it
 * exist" function of their own, so this reads their tables by key, read-only; a later owner kind
 * (invoice, bill, expense) adds one case here and to the table's check.
 */

export interface AttachmentOwner {
  kind: AttachmentOwnerKind;
  id: string;
}

const ownerNames: Record<AttachmentOwnerKind, string> = { journal: 'Journal', 'bank-entry': 'Bank entry' };

/** Whether the owner may still take or lose files: a deleted journal's files stay as they were (history). */
type OwnerState = 'open' | 'closed';

async function ownerState(executor: Executor, companyId: string, owner: AttachmentOwner): Promise<OwnerState> {
  if (owner.kind === 'journal') {
    const [journal] = await executor
      .select({ status: journals.status })
      .from(journals)
      .where(and(eq(journals.companyId, companyId), eq(journals.id, owner.id)));
    if (!journal) throw new NotFound(ownerNames.journal);
    return journal.status === 'deleted' ? 'closed' : 'open';
  }
  // Only an entry posted from a bank statement line is a "bank entry"; other entries have their document.
  const [entry] = await executor
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.companyId, companyId),
        eq(journalEntries.id, owner.id),
        eq(journalEntries.sourceType, 'reconciliation'),
      ),
    );
  if (!entry) throw new NotFound(ownerNames['bank-entry']);
  return 'open';
}

/** Refuses an owner that is not the company's; answers nothing. */
export async function assertOwnerExists(executor: Executor, companyId: string, owner: AttachmentOwner) {
  await ownerState(executor, companyId, owner);
}

/**
 * For adding or removing a file: the owner exists and is not deleted, and the caller holds the
 * owner's attachment lock until its transaction ends, so two uploads to one owner at once are
 * counted and compared one after the other (the per-owner limit and the same-file check hold).
 */
export async function holdOwnerForChange(executor: Executor, companyId: string, owner: AttachmentOwner) {
  if ((await ownerState(executor, companyId, owner)) === 'closed') {
    throw new Conflict('This journal has been deleted; its attachments are kept as they were');
  }
  await executor.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`attachments:${companyId}:${owner.kind}:${owner.id}`}, 0))`,
  );
}
