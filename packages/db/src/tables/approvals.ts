import { sql } from 'drizzle-orm';
import { check, foreignKey, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kobo } from './columns.ts';
import { roles, users } from './foundation.ts';
import { companyIdColumn } from './tenant.ts';

/** The documents a company may hold for approval above an amount (issue 27, not in the spec). */
export const approvalLimitKinds = ['bill', 'expense', 'purchase-order'] as const;
export type ApprovalLimitKind = (typeof approvalLimitKinds)[number];

/**
 * Approval by amount, per role: a document of this kind whose home total is above `amount`, made
 * by a member of this role, waits in 'awaiting approval' and posts nothing until someone who may
 * approve (and whose own role's limit, if any, covers it) approves it. No row: no limit.
 */
export const approvalLimits = pgTable(
  'approval_limits',
  {
    companyId: companyIdColumn(),
    roleId: uuid('role_id').notNull(),
    documentKind: text('document_kind', { enum: approvalLimitKinds }).notNull(),
    /** Kobo of the home currency. */
    amount: kobo('amount').notNull(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.roleId, table.documentKind] }),
    foreignKey({
      name: 'approval_limits_role_fk',
      columns: [table.companyId, table.roleId],
      foreignColumns: [roles.companyId, roles.id],
    }).onDelete('cascade'),
    check('approval_limits_kind', sql`${table.documentKind} in ('bill', 'expense', 'purchase-order')`),
    check('approval_limits_amount', sql`${table.amount} >= 0`),
  ],
);
