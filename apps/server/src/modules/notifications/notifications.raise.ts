import type { Permission } from '@owo/core';
import { type Executor, memberships, type NotificationKind, newId, notifications, roles } from '@owo/db';
import { and, arrayContains, eq, isNull, ne, or, type SQL } from 'drizzle-orm';

/*
 * The notification feed: each person's own, in each company. A module raises a notice in the
 * same transaction as the work it is about (a journal submitted, decided), so a notice is never
 * sent for work that did not happen, and never missed for work that did.
 */

export interface Notice {
  kind: NotificationKind;
  /** Words, or an SQL expression when the notice is part of a larger statement (noticeStatement). */
  title: string | SQL;
  body?: string;
  /** The in-app page it opens. */
  link: string;
  /** What it is about (a journal's id): settled together when that is done. */
  subjectId?: string;
}

/** Puts a notice in each person's feed. */
export async function notify(executor: Executor, companyId: string, userIds: readonly string[], notice: Notice) {
  await noticeStatement(executor, companyId, userIds, notice);
}

/**
 * The insert notify() runs, not yet run, to make it part of a larger statement (a number taken
 * last, ledger/sequences.ts writeWithNextNumber); null when nobody is to be told.
 */
export function noticeStatement(executor: Executor, companyId: string, userIds: readonly string[], notice: Notice) {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return null;
  return executor.insert(notifications).values(
    recipients.map((userId) => ({
      companyId,
      id: newId(),
      userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body ?? '',
      link: notice.link,
      subjectId: notice.subjectId ?? null,
    })),
  );
}

/**
 * The members whose role holds a permission (the Owner holds all), but for `except` (who acted), if
 * any. `branch`: what the notice is about belongs to that branch (null: to the whole company), so
 * members whose role is limited to another branch (roles.ownBranchOnly) are left out; absent:
 * members limited to a branch are left out too, what it is about being the whole company's.
 */
export async function membersWhoMay(
  executor: Executor,
  companyId: string,
  permission: Permission,
  except?: string,
  branch: string | null = null,
) {
  const rows = await executor
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(roles, and(eq(roles.companyId, memberships.companyId), eq(roles.id, memberships.roleId)))
    .where(
      and(
        eq(memberships.companyId, companyId),
        except ? ne(memberships.userId, except) : undefined,
        or(eq(roles.allPermissions, true), arrayContains(roles.permissions, [permission])),
        or(eq(roles.ownBranchOnly, false), branch === null ? undefined : eq(memberships.branchId, branch)),
      ),
    );
  return rows.map((row) => row.userId);
}

/**
 * Takes back the notices of a kind about one thing that nobody has opened yet: it has been dealt
 * with (a journal approved, perhaps in the same moment it was written), so they ask for nothing.
 */
export async function withdrawNotices(
  executor: Executor,
  companyId: string,
  kind: NotificationKind,
  subjectId: string,
) {
  await withdrawStatement(executor, companyId, kind, subjectId);
}

/** The delete withdrawNotices() runs, not yet run, to run with other writes (ledger/database.ts writeTogether). */
export function withdrawStatement(executor: Executor, companyId: string, kind: NotificationKind, subjectId: string) {
  return executor
    .delete(notifications)
    .where(
      and(
        eq(notifications.companyId, companyId),
        eq(notifications.kind, kind),
        eq(notifications.subjectId, subjectId),
        isNull(notifications.readAt),
      ),
    );
}
