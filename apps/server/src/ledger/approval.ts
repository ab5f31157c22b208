import type { Permission } from '@owo/core';
import { type RequestContext, requirePermission } from '../context.ts';

declare const approvalScope: unique symbol;

/**
 * Proof that the member taking a posted entry out of the books holds the approve permission of its
 * area (issue 26): reverse() accepts nothing else, and only approvedBy() makes one. So every edit,
 * void or deletion of something posted, in any module written later, names the permission that
 * guards it (sales.approve for sales documents and payments, accounting.approve for journals and
 * opening balances) and is refused without it, in the module's words.
 */
export interface Approval {
  readonly userId: string;
  readonly [approvalScope]: true;
}

export function approvedBy(
  context: Pick<RequestContext, 'userId' | 'permissions'>,
  permission: Permission,
  refusal: string,
): Approval {
  requirePermission(context, permission, refusal);
  return { userId: context.userId } as Approval;
}
