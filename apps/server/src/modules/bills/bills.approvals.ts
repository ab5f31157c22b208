import type { Kobo } from '@owo/core';
import type { Executor } from '@owo/db';
import { may, type RequestContext } from '../../context.ts';
import { Forbidden } from '../../errors.ts';

/*
 * Stand-in for the approvals module (modules/approvals, being written): the same three functions
 * with expenses.approve alone, until it lands on main and these calls move to it.
 */

type Kind = 'bill' | 'expense' | 'purchase-order';

export async function documentNeedsApproval(
  _executor: Executor,
  context: RequestContext,
  _kind: Kind,
  _homeTotal: Kobo,
): Promise<boolean> {
  return !may(context, 'expenses.approve');
}

export async function assertMayApprove(
  _executor: Executor,
  context: RequestContext,
  _kind: Kind,
  _homeTotal: Kobo,
  noun: string,
): Promise<void> {
  if (!may(context, 'expenses.approve')) {
    throw new Forbidden(`Only someone who may approve expenses can approve, change or void a posted ${noun}.`);
  }
}

export async function notifyApprovers(
  _executor: Executor,
  _context: RequestContext,
  _document: { kind: Kind; documentId: string; number: string; homeTotal: Kobo; branchId: string; path: string },
): Promise<void> {}

export async function withdrawApprovalNotices(_executor: Executor, _companyId: string, _documentId: string) {}
