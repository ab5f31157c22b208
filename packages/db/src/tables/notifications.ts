import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './foundation.ts';
import { companyIdColumn } from './tenant.ts';

/**
 * What a notification is about. Each kind is raised by the module that does the work: a journal
 * awaiting approval, approved or rejected (journals), an import finished (bank), a reconciliation
 * grown old (reconciliations). Later modules (invoices due, bills, payroll) add theirs.
 */
export const notificationKinds = [
  'journal-awaiting-approval',
  'journal-approved',
  'journal-rejected',
  'statement-imported',
  'reconciliation-due',
  /** A tracked product fell to or under its low stock quantity at a branch (issue 13). */
  'low-stock',
  /** A bill, expense or purchase order waits for someone who may approve it (issue 27). */
  'document-awaiting-approval',
  /** PAYE, pension or NHF deducted by a payroll run falls due to be remitted (issue 28). */
  'payroll-remittance-due',
  /** A VAT or WHT return, or company income tax, falls due (issue 29, the tax calendar). */
  'tax-return-due',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** One person's notification in one company: what happened, where to look, and whether they have read it. */
export const notifications = pgTable(
  'notifications',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The in-app page it opens: /accounting/journal/<id>. */
    link: text('link').notNull(),
    /** What it is about (a journal's or bank account's id), so one thing is not announced twice. */
    subjectId: uuid('subject_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // A person's feed, newest first, and their unread count.
    index('notifications_user_idx').on(table.companyId, table.userId, table.createdAt),
  ],
);
