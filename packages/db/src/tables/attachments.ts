import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytes, createdAt } from './columns.ts';
import { users } from './foundation.ts';
import { companyIdColumn } from './tenant.ts';

/**
 * What an attachment can belong to: a manual journal (journals.id), an entry posted from a bank
 * statement line (journal_entries.id), a document (documents.id: an expense's receipt, a bill, a
 * purchase order) or a tax payment (tax_payments.id: the NRS or State receipt). The attachments
 * module checks the owner exists in the company.
 */
export const attachmentOwnerKinds = ['journal', 'bank-entry', 'document', 'tax-payment'] as const;
export type AttachmentOwnerKind = (typeof attachmentOwnerKinds)[number];

/**
 * A receipt's photo or PDF, stored in the database with the company's other data (so a backup,
 * an export or a company's deletion takes it too, and row-level security guards it).
 */
export const attachments = pgTable(
  'attachments',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    ownerKind: text('owner_kind', { enum: attachmentOwnerKinds }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    /** The name the file was uploaded with, for the download; never used as a path. */
    fileName: text('file_name').notNull(),
    /** Decided from the file's first bytes, not from what the browser claimed. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of the content: the same file attached twice to one owner is kept once. */
    sha256: text('sha256').notNull(),
    content: bytes('content').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('attachments_owner_idx').on(table.companyId, table.ownerKind, table.ownerId),
    check('attachments_owner_kind', sql`${table.ownerKind} in ('journal', 'bank-entry', 'document', 'tax-payment')`),
    check('attachments_size', sql`${table.byteSize} > 0`),
  ],
);
