import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { branches, users } from './foundation.ts';
import { contacts } from './parties.ts';
import { companyIdColumn } from './tenant.ts';
export const recurrenceFrequencies = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];

/**
 * A recurring invoice (issue 14; not in the spec): the invoice to make, how often, from when, until
 * a date or a count. The worker makes each run's invoice with (schedule, run date) unique in
 * documents, so a restart, two workers or a day of downtime never make a duplicate, and
 * missed runs are caught up one by one.
 */
export const recurringInvoices = pgTable(
  'recurring_invoices',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    customerId: uuid('customer_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    /** The invoice request (shared invoiceSchema) without its dates and number. */
    invoice: jsonb('invoice').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency', { enum: recurrenceFrequencies }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Stop after this many invoices. */
    maxCount: integer('max_count'),
    madeCount: integer('made_count').notNull().default(0),
    /** The day of the next invoice; null once finished. */
    nextRunDate: date('next_run_date', { mode: 'string' }),
    /**
     * The run day of the last invoice made: an edit (another start or frequency) carries on after
     * it, so no run day is made twice.
     */
    lastRunDate: date('last_run_date', { mode: 'string' }),
    dueInDays: integer('due_in_days').notNull().default(30),
    /** Approve (post) each invoice when made, and email it to the customer. */
    approve: boolean('approve').notNull().default(true),
    email: boolean('email').notNull().default(false),
    status: text('status', { enum: ['active', 'paused', 'finished'] })
      .notNull()
      .default('active'),
    lastError: text('last_error'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'recurring_invoices_customer_fk',
      columns: [table.companyId, table.customerId],
      foreignColumns: [contacts.companyId, contacts.id],
    }),
    foreignKey({
      name: 'recurring_invoices_branch_fk',
      columns: [table.companyId, table.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    index('recurring_invoices_due_idx').on(table.nextRunDate).where(sql`${table.status} = 'active'`),
    check('recurring_invoices_counts', sql`${table.maxCount} is null or ${table.maxCount} > 0`),
    check('recurring_invoices_due_days', sql`${table.dueInDays} between 0 and 365`),
  ],
);
