import type { Kobo } from '@owo/core';
import type { Executor } from '@owo/db';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from './context.ts';
import { Invalid, NotFound } from './errors.ts';
import { balancesOf } from './ledger/balances.ts';

/*
 * Branch-limited roles (roles.ownBranchOnly): a member whose role is limited sees and changes only
 * their own branch's records. Every module reads the limit through these functions, never from
 * `context.branchScope` by hand:
 * - lists and reads add `branchOnly(context, table.branchId)` to their filter, so another
 *   branch's record is as unknown as another company's (404);
 * - creates and edits pass the branch they were sent through `branchToStore` (the member's own
 *   branch by default; another branch is refused like an unknown one);
 * - reports pass their branch filter through `reportBranch` (the member's own branch, whatever
 *   was asked; another branch answers 404 'Branch not found');
 * - what cannot be narrowed to a branch (a bank account's register) declares
 *   `config.wholeCompany` on its route and is refused to a limited member (http/access.ts).
 * The cross-branch pass of test/tenancy-sweep.test.ts calls every route as a limited member with
 * another branch's ids, so a module that forgets is found.
 */

type Scoped = Pick<RequestContext, 'branchScope'>;

/** The condition that keeps a limited member to their branch's rows; undefined for everyone else. */
export function branchOnly(context: Scoped, column: AnyPgColumn): SQL | undefined {
  return context.branchScope === null ? undefined : eq(column, context.branchScope);
}

/** Whether a record of this branch (null: of no branch, the whole company's) is the member's to see. */
export function inScope(context: Scoped, branchId: string | null): boolean {
  return context.branchScope === null || branchId === context.branchScope;
}

/** Refuses a record outside the member's branch as if it did not exist. */
export function assertInScope(context: Scoped, branchId: string | null, what: string): void {
  if (!inScope(context, branchId)) throw new NotFound(what);
}

/**
 * The branch a new or changed record is saved with: what was sent (undefined: nothing sent), or
 * for a limited member their own branch, which is also the default. Another branch is refused
 * with the message an unknown branch gets. The caller still checks that a sent id is the company's.
 */
export function branchToStore(
  context: Scoped,
  sent: string | null | undefined,
  field = 'branch',
): string | null | undefined {
  if (context.branchScope === null) return sent;
  if (sent === undefined || sent === null || sent === context.branchScope) return context.branchScope;
  throw new Invalid('Branch is not valid.', { [field]: 'Branch is not valid.' });
}

/**
 * The branch a report reads: the one asked for, or for a limited member always their own (asking
 * for the whole company gives them their branch; asking for another branch answers 404).
 */
export function reportBranch(context: Scoped, asked: string | undefined): string | undefined {
  if (context.branchScope === null) return asked;
  if (asked !== undefined && asked !== context.branchScope) throw new NotFound('Branch');
  return context.branchScope;
}

/**
 * Each account's balance (debits minus credits) up to a date as the member may see it: the
 * company's from the maintained totals, or a limited member's branch's from its own lines.
 */
export function scopedBalancesAsOf(
  executor: Executor,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  asOf: string,
  accountIds?: readonly string[],
): Promise<Map<string, Kobo>> {
  return balancesOf(executor, context.companyId, asOf, {
    branch: context.branchScope ?? undefined,
    accounts: accountIds,
  });
}
