import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * What a journal line may be about besides its account (DESIGN.md section 4): the contact, the
 * product and the tax. These tables hold what every module shares; the customers, vendors,
 * employees, products and taxes modules add their own columns or tables keyed by the same id.
 */

/** Who a line is with. A customer, a vendor and an employee are each a contact of that kind. */
export const contactKinds = ['customer', 'vendor', 'employee'] as const;
export type ContactKind = (typeof contactKinds)[number];

export const contacts = pgTable(
  'contacts',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    kind: text('kind', { enum: contactKinds }).notNull(),
    displayName: text('display_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    check('contacts_kind', sql`${table.kind} in ('customer', 'vendor', 'employee')`),
  ],
);

export const products = pgTable(
  'products',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

export const taxes = pgTable(
  'taxes',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);
