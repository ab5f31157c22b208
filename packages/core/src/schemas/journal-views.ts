import type { z } from 'zod';
import { choice, fieldsObject, figure, listOf, text, yesOrNo } from './fields.ts';

/*
 * A manual journal as the API answers it (GET /double-entry/journal, /double-entry/journal/{id}):
 * amounts in naira. The statuses are the database's (packages/db tables/journals.ts); the server
 * answers its rows through these schemas, so a status added there and not here fails its typecheck.
 */

export const journalStatuses = ['draft', 'posted', 'rejected', 'deleted'] as const;
export type JournalStatus = (typeof journalStatuses)[number];

const person = fieldsObject({ _id: text('Id'), name: text('Name') });

export const journalLineViewSchema = fieldsObject({
  account: fieldsObject({ _id: text('Id'), account_name: text('Account name'), account_code: text('Account code') }),
  description: text('Description'),
  debit: figure('Debit'),
  credit: figure('Credit'),
});
export type JournalLineView = z.infer<typeof journalLineViewSchema>;

export const journalSummarySchema = fieldsObject({
  _id: text('Id'),
  number: text('Number'),
  date: text('Date'),
  reference: text('Reference'),
  note: text('Note'),
  branch: fieldsObject({ _id: text('Id'), name: text('Name') }).nullable(),
  status: choice('Status', journalStatuses),
  totalDebit: figure('Total debit'),
  totalCredit: figure('Total credit'),
  /** The ledger entry, once posted; its number is null only inside the transaction that posts it. */
  entry: fieldsObject({ _id: text('Id'), number: figure('Number').nullable() }).nullable(),
  createdBy: person.nullable(),
  approvedBy: person.nullable(),
  approvedAt: text('Approved at').nullable(),
  rejectedBy: person.nullable(),
  rejectedAt: text('Rejected at').nullable(),
  createdAt: text('Created at'),
  updatedAt: text('Updated at'),
});
export type JournalSummary = z.infer<typeof journalSummarySchema>;

/** A version of the journal that reached the ledger, and who approved it. */
export const journalApprovalSchema = fieldsObject({
  version: figure('Version'),
  entry: fieldsObject({ _id: text('Id'), number: figure('Number').nullable() }),
  approvedBy: person.nullable(),
  approvedAt: text('Approved at'),
  /** Whether this version's entry has since been reversed (a later edit, or the deletion). */
  reversed: yesOrNo('Reversed'),
});
export type JournalApproval = z.infer<typeof journalApprovalSchema>;

export const journalViewSchema = journalSummarySchema.extend({
  lines: listOf(journalLineViewSchema, 'Lines'),
  approvals: listOf(journalApprovalSchema, 'Approvals'),
});
export type JournalView = z.infer<typeof journalViewSchema>;
