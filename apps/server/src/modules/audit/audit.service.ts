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

/** Written in the same transaction as the change it describes. */
export async function recordAudit(
  tx: Executor,
  context: Pick<RequestContext, 'companyId' | 'userId' | 'requestId' | 'clientRequestId'>,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: context.companyId,
    id: newId(),
    userId: context.userId,
    requestId: context.requestId || null,
    clientRequestId: context.clientRequestId,
    ...entry,
  });
}
