import { z } from 'zod';

/*
 * A manual journal as the API answers it (GET /double-entry/journal, /double-entry/journal/{id}):
 * amounts in naira. The statuses are the database's (packages/db tables/journals.ts); the server
 * answers its rows through these schemas, so a status added there and not here fails its typecheck.
 */

export const journalStatuses = ['draft', 'posted', 'rejected', 'deleted'] as const;
export type JournalStatus = (typeof journalStatuses)[number];

const person = z.object({ _id: z.string(), name: z.string() });

export const journalLineViewSchema = z.object({
  account: z.object({ _id: z.string(), account_name: z.string(), account_code: z.string() }),
  description: z.string(),
  debit: z.number(),
  credit: z.number(),
});
export type JournalLineView = z.infer<typeof journalLineViewSchema>;

export const journalSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  date: z.string(),
  reference: z.string(),
  note: z.string(),
  branch: z.object({ _id: z.string(), name: z.string() }).nullable(),
  status: z.enum(journalStatuses),
  totalDebit: z.number(),
  totalCredit: z.number(),
  /** The ledger entry, once posted; its number is null only inside the transaction that posts it. */
  entry: z.object({ _id: z.string(), number: z.number().nullable() }).nullable(),
  createdBy: person.nullable(),
  approvedBy: person.nullable(),
  approvedAt: z.string().nullable(),
  rejectedBy: person.nullable(),
  rejectedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalSummary = z.infer<typeof journalSummarySchema>;

/** A version of the journal that reached the ledger, and who approved it. */
export const journalApprovalSchema = z.object({
  version: z.number(),
  entry: z.object({ _id: z.string(), number: z.number().nullable() }),
  approvedBy: person.nullable(),
  approvedAt: z.string(),
  /** Whether this version's entry has since been reversed (a later edit, or the deletion). */
  reversed: z.boolean(),
});
export type JournalApproval = z.infer<typeof journalApprovalSchema>;

export const journalViewSchema = journalSummarySchema.extend({
  lines: z.array(journalLineViewSchema),
  approvals: z.array(journalApprovalSchema),
});
export type JournalView = z.infer<typeof journalViewSchema>;
