import { type AttachmentOwnerKind, documents, type Executor, journalEntries, journals } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { taxPaymentExists } from '../tax-returns/index.ts';

/*
 * What an attachment can belong to, and whether that exists in the company. Another company's
 * id answers exactly like a missing one (404). The journals and ledger modules have no "does it
 * exist" function of their own, so this reads their tables by key, read-only; a later owner kind
 * adds one case here and to the table's check. Tax payments are asked of the tax returns module.
 */

/** The company, and the branch a member limited to theirs sees: another branch's journal is not found. */
export type OwnerScope = Pick<RequestContext, 'companyId' | 'branchScope'>;

export interface AttachmentOwner {
  kind: AttachmentOwnerKind;
  id: string;
}

const ownerNames: Record<AttachmentOwnerKind, string> = {
  journal: 'Journal',
  'bank-entry': 'Bank entry',
  document: 'Document',
  'tax-payment': 'Tax payment',
};

/** Whether the owner may still take or lose files: a deleted journal's files stay as they were (history). */
type OwnerState = 'open' | 'closed';

async function ownerState(executor: Executor, scope: OwnerScope, owner: AttachmentOwner): Promise<OwnerState> {
  const { companyId } = scope;
  if (owner.kind === 'journal') {
    const [journal] = await executor
      .select({ status: journals.status })
      .from(journals)
      .where(and(eq(journals.companyId, companyId), eq(journals.id, owner.id), branchOnly(scope, journals.branchId)));
    if (!journal) throw new NotFound(ownerNames.journal);
    return journal.status === 'deleted' ? 'closed' : 'open';
  }
  if (owner.kind === 'document') {
    const [document] = await executor
      .select({ status: documents.status })
      .from(documents)
      .where(
        and(eq(documents.companyId, companyId), eq(documents.id, owner.id), branchOnly(scope, documents.branchId)),
      );
    if (!document) throw new NotFound(ownerNames.document);
    return 'open';
  }
  if (owner.kind === 'tax-payment') {
    // A tax payment is the whole company's (its routes refuse a member limited to a branch): such a member does not see it.
    if (scope.branchScope !== null || !(await taxPaymentExists(executor, companyId, owner.id))) {
      throw new NotFound(ownerNames['tax-payment']);
    }
    return 'open';
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
        branchOnly(scope, journalEntries.branchId),
      ),
    );
  if (!entry) throw new NotFound(ownerNames['bank-entry']);
  return 'open';
}

/** Refuses an owner that is not the company's; answers nothing. */
export async function assertOwnerExists(executor: Executor, scope: OwnerScope, owner: AttachmentOwner) {
  await ownerState(executor, scope, owner);
}

/**
 * For adding or removing a file: the owner exists and is not deleted, and the caller holds the
 * owner's attachment lock until its transaction ends, so two uploads to one owner at once are
 * counted and compared one after the other (the per-owner limit and the same-file check hold).
 */
export async function holdOwnerForChange(executor: Executor, scope: OwnerScope, owner: AttachmentOwner) {
  const { companyId } = scope;
  if ((await ownerState(executor, scope, owner)) === 'closed') {
    throw new Conflict('This journal has been deleted; its attachments are kept as they were');
  }
  await executor.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`attachments:${companyId}:${owner.kind}:${owner.id}`}, 0))`,
  );
}
