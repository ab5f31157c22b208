import { notifications, type Transaction } from '@owo/db';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';

/** Each person reads and marks their own feed (notifications.raise.ts puts notices in it). */

const mine = (context: Pick<RequestContext, 'companyId' | 'userId'>) =>
  and(eq(notifications.companyId, context.companyId), eq(notifications.userId, context.userId));

function notificationView(row: typeof notifications.$inferSelect) {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the caller's feed, newest first, and how many are unread. */
export async function listNotifications(
  tx: Transaction,
  context: RequestContext,
  { offset, limit }: { offset: number; limit: number },
) {
  const [rows, [total], [unread]] = await Promise.all([
    tx
      .select()
      .from(notifications)
      .where(mine(context))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(offset)
      .limit(limit),
    tx.select({ value: count() }).from(notifications).where(mine(context)),
    tx
      .select({ value: count() })
      .from(notifications)
      .where(and(mine(context), isNull(notifications.readAt))),
  ]);
  return { notifications: rows.map(notificationView), total: total?.value ?? 0, unread: unread?.value ?? 0 };
}

/** Marks one of the caller's notices read; another person's is not found, as if it did not exist. */
export async function markRead(tx: Transaction, context: RequestContext, id: string) {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine(context), eq(notifications.id, id)))
    .returning();
  if (!row) throw new NotFound('Notification');
  return notificationView(row);
}

export async function markAllRead(tx: Transaction, context: RequestContext) {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine(context), isNull(notifications.readAt)));
}
