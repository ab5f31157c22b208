import { auditLog, type Executor, newId } from '@owo/db';
import type { RequestContext } from '../../context.ts';

export interface AuditEntry {
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'approve'
    | 'reject'
    | 'merge'
    | 'reverse'
    | 'match'
    | 'unmatch'
    | 'clear'
    | 'unclear'
    | 'exclude'
    | 'include'
    | 'finish'
    | 'undo';
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Who made a change, and in which request. */
export type Author = Pick<RequestContext, 'userId' | 'requestId' | 'clientRequestId'>;

const auditRow = (companyId: string, author: Author, entry: AuditEntry) => ({
  companyId,
  id: newId(),
  userId: author.userId,
  requestId: author.requestId || null,
  clientRequestId: author.clientRequestId,
  ...entry,
});

/** Written in the same transaction as the change it describes. */
export async function recordAudit(
  tx: Executor,
  context: Author & Pick<RequestContext, 'companyId'>,
  entry: AuditEntry,
): Promise<void> {
  await auditStatement(tx, context, entry);
}

/**
 * The insert recordAudit() runs, not yet run: to make it part of a larger statement (a number
 * taken last, ledger/sequences.ts writeWithNextNumber), where `after` may be an SQL expression.
 */
export function auditStatement(tx: Executor, context: Author & Pick<RequestContext, 'companyId'>, entry: AuditEntry) {
  return tx.insert(auditLog).values(auditRow(context.companyId, context, entry));
}

/**
 * The same entry in the log of each of these companies, in one insert: a person's own change (their
 * name, their photo) shows in every company they belong to, however many that is.
 */
export async function recordAuditInCompanies(
  tx: Executor,
  companyIds: readonly string[],
  author: Author,
  entry: AuditEntry,
): Promise<void> {
  if (companyIds.length === 0) return;
  await tx.insert(auditLog).values(companyIds.map((companyId) => auditRow(companyId, author, entry)));
}
