import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, kobo, updatedAt } from './columns.ts';
import { branches, users } from './foundation.ts';
import { journalEntries } from './ledger.ts';
import { companyIdColumn } from './tenant.ts';

/**
 * A manual journal is a document, separate from the ledger entry it posts:
 * - draft: saved, editable, posts nothing, waits for approval;
 * - posted: approved; entry_id is its entry in the ledger;
 * - rejected: refused by an approver; editing it makes it a draft again;
 * - deleted: gone from the lists; if it was posted, its entry was reversed.
 */
export const journalStatuses = ['draft', 'posted', 'rejected', 'deleted'] as const;
export type JournalStatus = (typeof journalStatuses)[number];

export const journals = pgTable(
  'journals',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    /** JV-000001, from the company's 'journal' sequence. */
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    note: text('note').notNull().default(''),
    branchId: uuid('branch_id'),
    status: text('status', { enum: journalStatuses }).notNull(),
    entryId: uuid('entry_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedBy: uuid('rejected_by').references(() => users.id),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('journals_number_key').on(table.companyId, table.number),
    index('journals_list_idx').on(table.companyId, table.date, table.number),
    foreignKey({ columns: [table.companyId, table.branchId], foreignColumns: [branches.companyId, branches.id] }),
    foreignKey({
      columns: [table.companyId, table.entryId],
      foreignColumns: [journalEntries.companyId, journalEntries.id],
    }),
  ],
);

/** The journal's lines as the user wrote them; replaced while a draft, copied to the ledger on approval. */
export const journalDocumentLines = pgTable(
  'journal_document_lines',
  {
    companyId: companyIdColumn(),
    journalId: uuid('journal_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    accountId: uuid('account_id').notNull(),
    description: text('description').notNull().default(''),
    debit: kobo('debit').notNull(),
    credit: kobo('credit').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.journalId, table.lineNumber] }),
    foreignKey({
      columns: [table.companyId, table.journalId],
      foreignColumns: [journals.companyId, journals.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [table.companyId, table.accountId], foreignColumns: [accounts.companyId, accounts.id] }),
    index('journal_document_lines_account_idx').on(table.companyId, table.accountId),
    check('journal_document_lines_amounts', sql`${table.debit} >= 0 and ${table.credit} >= 0`),
  ],
);

/**
 * Every version of a journal that reached the ledger, and who approved it: the first approval, and
 * each edit of a posted journal (which reverses the old entry and posts the new one, and needs the
 * approve permission too). Kept after the journal is deleted.
 */
export const journalApprovals = pgTable(
  'journal_approvals',
  {
    companyId: companyIdColumn(),
    journalId: uuid('journal_id').notNull(),
    /** 1 for the first posted version, then 2, 3... */
    version: integer('version').notNull(),
    entryId: uuid('entry_id').notNull(),
    approvedBy: uuid('approved_by')
      .notNull()
      .references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.journalId, table.version] }),
    foreignKey({ columns: [table.companyId, table.journalId], foreignColumns: [journals.companyId, journals.id] }),
    foreignKey({
      columns: [table.companyId, table.entryId],
      foreignColumns: [journalEntries.companyId, journalEntries.id],
    }),
  ],
);
