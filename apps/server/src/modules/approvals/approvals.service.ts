import type { ApprovalLimitsUpdateInput } from '@owo/core';
import { formatMoney, type Kobo, toKobo } from '@owo/core';
import {
  type ApprovalLimitKind,
  approvalLimits,
  type Executor,
  memberships,
  type NotificationKind,
  type Transaction,
} from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { may } from '../../context.ts';
import { Forbidden, Invalid } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { membersWhoMay, notify, withdrawNotices } from '../notifications/index.ts';
import { getApprovalLimits, roleOf } from './approvals.view.ts';

/*
 * Approval by amount (issue 27): one place that says whether a bill, an expense or a purchase order
 * must wait for someone else, and whether the member in front of it may approve it. The modules of
 * those documents ask here and never decide it themselves.
 *
 * - A bill or a purchase order waits when its maker may not approve purchases (expenses.approve),
 *   as an invoice does for sales; an expense is money already spent, so it posts when recorded
 *   (the ledger's first-posting rule) unless a limit holds it.
 * - A limit is per role and per kind: a member whose role has one may put through (or approve) a
 *   document whose home total is at most that amount. The Owner role (every permission) has none,
 *   so there is always someone who can approve.
 */

const nouns: Record<ApprovalLimitKind, string> = {
  bill: 'bills',
  expense: 'expenses',
  'purchase-order': 'purchase orders',
};

/** The member's role's limit for a kind, in kobo, or null when there is none. */
async function limitOf(executor: Executor, context: RequestContext, kind: ApprovalLimitKind): Promise<Kobo | null> {
  if (context.permissions.all) return null;
  const [row] = await executor
    .select({ amount: approvalLimits.amount })
    .from(memberships)
    .innerJoin(
      approvalLimits,
      and(eq(approvalLimits.companyId, memberships.companyId), eq(approvalLimits.roleId, memberships.roleId)),
    )
    .where(
      and(
        eq(memberships.companyId, context.companyId),
        eq(memberships.userId, context.userId),
        eq(approvalLimits.documentKind, kind),
      ),
    );
  return row ? row.amount : null;
}

/** Whether a new (or changed) document must wait in 'awaiting-approval' instead of posting. */
export async function documentNeedsApproval(
  tx: Transaction,
  context: RequestContext,
  kind: ApprovalLimitKind,
  homeTotal: Kobo,
): Promise<boolean> {
  if (kind !== 'expense' && !may(context, 'expenses.approve')) return true;
  const limit = await limitOf(tx, context, kind);
  return limit !== null && homeTotal > limit;
}

/** Refuses, in words, a member who may not approve, change once posted, or void this document. */
export async function assertMayApprove(
  tx: Transaction,
  context: RequestContext,
  kind: ApprovalLimitKind,
  homeTotal: Kobo,
  noun: string,
): Promise<void> {
  if (!may(context, 'expenses.approve')) {
    throw new Forbidden(`Only someone who may approve expenses can approve, change or void a posted ${noun}.`);
  }
  const limit = await limitOf(tx, context, kind);
  if (limit !== null && homeTotal > limit) {
    throw new Forbidden(
      `Your role may approve ${nouns[kind]} up to ${formatMoney(limit)}; this ${noun} is ${formatMoney(homeTotal)}. Ask someone whose role may approve more.`,
    );
  }
}

export interface AwaitingDocument {
  kind: ApprovalLimitKind;
  documentId: string;
  number: string;
  homeTotal: Kobo;
  branchId: string;
  /** The page that opens it, e.g. /expense/bills/<id>. */
  path: string;
}

const awaiting: NotificationKind = 'document-awaiting-approval';

/** Tells everyone who may approve it (and whose limit covers it) that a document waits for them. */
export async function notifyApprovers(tx: Transaction, context: RequestContext, document: AwaitingDocument) {
  const candidates = await membersWhoMay(tx, context.companyId, 'expenses.approve', context.userId, document.branchId);
  const limits = await limitsByMember(tx, context.companyId, document.kind);
  const approvers = candidates.filter((userId) => {
    const limit = limits.get(userId);
    return limit === undefined || document.homeTotal <= limit;
  });
  const noun = document.kind === 'purchase-order' ? 'Purchase order' : document.kind === 'bill' ? 'Bill' : 'Expense';
  await notify(tx, context.companyId, approvers, {
    kind: awaiting,
    title: `${noun} ${document.number} (${formatMoney(document.homeTotal)}) waits for your approval`,
    link: document.path,
    subjectId: document.documentId,
  });
}

/** Takes back the unread "waits for your approval" notices once it is approved or voided. */
export async function withdrawApprovalNotices(tx: Transaction, companyId: string, documentId: string) {
  await withdrawNotices(tx, companyId, awaiting, documentId);
}

async function limitsByMember(executor: Executor, companyId: string, kind: ApprovalLimitKind) {
  const rows = await executor
    .select({ userId: memberships.userId, amount: approvalLimits.amount })
    .from(memberships)
    .innerJoin(
      approvalLimits,
      and(eq(approvalLimits.companyId, memberships.companyId), eq(approvalLimits.roleId, memberships.roleId)),
    )
    .where(and(eq(memberships.companyId, companyId), eq(approvalLimits.documentKind, kind)));
  return new Map(rows.map((row) => [row.userId, row.amount]));
}

const wireKinds = { bill: 'bill', expense: 'expense', purchaseOrder: 'purchase-order' } as const;

/** Sets or removes a role's limits (only the kinds sent). */
export async function setApprovalLimits(
  tx: Transaction,
  context: RequestContext,
  roleId: string,
  change: { [Key in keyof ApprovalLimitsUpdateInput]?: number | null },
) {
  const role = await roleOf(tx, context.companyId, roleId);
  const before = await getApprovalLimits(tx, context.companyId, roleId);
  if (role.allPermissions) {
    throw new Invalid('The Owner role approves everything: it cannot have approval limits', {
      role: 'The Owner role approves everything: it cannot have approval limits',
    });
  }
  for (const [field, kind] of Object.entries(wireKinds)) {
    const value = change[field as keyof typeof wireKinds];
    if (value === undefined) continue;
    const key = and(
      eq(approvalLimits.companyId, context.companyId),
      eq(approvalLimits.roleId, roleId),
      eq(approvalLimits.documentKind, kind),
    );
    if (value === null) {
      await tx.delete(approvalLimits).where(key);
      continue;
    }
    const amount = toKobo(value);
    await tx
      .insert(approvalLimits)
      .values({ companyId: context.companyId, roleId, documentKind: kind, amount, updatedBy: context.userId })
      .onConflictDoUpdate({
        target: [approvalLimits.companyId, approvalLimits.roleId, approvalLimits.documentKind],
        set: { amount, updatedBy: context.userId, updatedAt: new Date() },
      });
  }
  const after = await getApprovalLimits(tx, context.companyId, roleId);
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'approval-limits',
    entityId: roleId,
    before,
    after,
  });
}
