import type {
  ContactCreate,
  ContactCsvRow,
  ContactMessages,
  ContactUpdate,
  ContactView,
  CsvColumn,
  CsvImportResult,
  Permission,
} from '@owo/core';
import type { contacts } from '@owo/db';
import type { z } from 'zod';

/*
 * One kind of contact the API serves (customers, vendors): its words, path, permissions, the
 * account its balance is read from, its request and response schemas, and what it adds to the
 * shared contact. The contacts module's service, view, import and routes take one and do the rest,
 * so a customer and a vendor are two configurations of the same code.
 */

export type ContactRow = typeof contacts.$inferSelect;

export interface ContactKind<View extends ContactView = ContactView> {
  kind: 'customer' | 'vendor';
  /** 'customer', 'Customer', 'customers', 'Customers'. */
  nouns: { one: string; One: string; many: string; Many: string };
  /** Under /api: '/customer'. */
  path: string;
  permissions: { view: Permission; create: Permission; edit: Permission; delete: Permission };
  messages: ContactMessages;
  /** What the contact owes (receivables, debits less credits) or is owed (payables, credits less debits). */
  balance: { account: 'receivables' | 'payables'; sign: 1 | -1 };
  createSchema: z.ZodType<ContactCreate>;
  updateSchema: z.ZodType<ContactUpdate>;
  bulkDeleteSchema: z.ZodType<{ ids: string[] }>;
  csvColumns: readonly CsvColumn[];
  csvRowSchema: z.ZodType<ContactCsvRow>;
  viewSchema: z.ZodType<View>;
  /** The shared view with the kind's own fields added. */
  view: (shared: ContactView, row: ContactRow) => View;
  /** What the CSV upload answers. */
  csvMessage: (result: CsvImportResult) => string;
  /** The export's cells beyond the shared columns, in the order of csvColumns' own. */
  exportCells: (view: View) => Array<string | null>;
}
