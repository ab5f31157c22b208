import type { Permission } from '@owo/core';
import { Forbidden } from './errors.ts';

/**
 * Who is acting, for whom, and what they may do: what every service receives beside its
 * transaction and input (`(tx, context, input)`, DESIGN.md section 9). Built from the request by
 * the access check (http/access.ts), or by start-up work that acts as a company's owner (the demo).
 */
export interface RequestContext {
  userId: string;
  companyId: string;
  /** The member's own branch. */
  branchId: string;
  /**
   * The one branch whose records the member may see and change (their own, when their role is
   * limited to it), or null for the whole company. Read it through branch-scope.ts, never directly.
   */
  branchScope: string | null;
  /** The server's id for the request (never one a client chose), written to the audit log. */
  requestId: string;
  /** The X-Request-Id the client sent, kept beside ours. */
  clientRequestId: string | null;
  permissions: Permissions;
  /**
   * Whether to post into a month whose tax return is filed (ledger/filed-periods.ts): 'ask' for a
   * member at the screen, who is refused (409, code FILED_PERIOD) and asked, and confirms by sending
   * the request again with `Owo-Confirm: filed-period`; 'post' once they have, and for work done for
   * the company with no one to ask (recurring invoices, the demo).
   */
  filedPeriods: FiledPeriodPolicy;
}

export type FiledPeriodPolicy = 'ask' | 'post';

/** A role's permissions: all of them (the Owner role, including ones added later), or a list. */
export type Permissions = { all: true } | { all: false; granted: readonly Permission[] };

export function may(context: Pick<RequestContext, 'permissions'>, permission: Permission): boolean {
  return context.permissions.all || context.permissions.granted.includes(permission);
}

/** For rules a route's own permission cannot say, e.g. changing what has already been approved. */
export function requirePermission(
  context: Pick<RequestContext, 'permissions'>,
  permission: Permission,
  message?: string,
): void {
  if (!may(context, permission)) throw new Forbidden(message);
}
