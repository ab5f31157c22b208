import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * What a tax is, which decides the accounts it posts to: VAT to vat-input on purchases and
 * vat-output on sales, withholding to wht-receivable and wht-payable.
 */
export const taxKinds = ['vat', 'withholding', 'other'] as const;
export type TaxKind = (typeof taxKinds)[number];

export const taxes = pgTable(
  'taxes',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: taxKinds }).notNull().default('other'),
    /** The rate in basis points (750 = 7.5%): rates are data, from the reference seed, never constants. */
    rateBasisPoints: integer('rate_basis_points').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    check('taxes_kind', sql`${table.kind} in ('vat', 'withholding', 'other')`),
    check('taxes_rate', sql`${table.rateBasisPoints} between 0 and 10000`),
  ],
);
