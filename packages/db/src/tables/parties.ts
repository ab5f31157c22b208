import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { countries } from './foundation.ts';
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
    /**
     * The rate given when the tax was last changed, in basis points (750 = 7.5%). Its dated history
     * is in tax_rates; readers take the rate in force on a day through rateInForceOn()
     * (apps/server/src/modules/taxes/taxes.rates.ts), so a rate dated ahead takes effect on its day.
     */
    rateBasisPoints: integer('rate_basis_points').notNull().default(0),
    description: text('description').notNull().default(''),
    countryCode: text('country_code')
      .notNull()
      .default('NG')
      .references(() => countries.code),
    /** Who the tax is paid to (FIRS, a state internal revenue service). */
    agency: text('agency').notNull().default(''),
    /** Where the tax on sales posts: VAT output, WHT receivable (the spec's 'tax account'). */
    salesAccountId: uuid('sales_account_id'),
    /** Where the tax on purchases posts: VAT input, WHT payable. */
    purchasesAccountId: uuid('purchases_account_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('taxes_name_key').on(table.companyId, sql`lower(${table.name})`),
    foreignKey({
      name: 'taxes_sales_account_fk',
      columns: [table.companyId, table.salesAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    foreignKey({
      name: 'taxes_purchases_account_fk',
      columns: [table.companyId, table.purchasesAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    check('taxes_kind', sql`${table.kind} in ('vat', 'withholding', 'other')`),
    check('taxes_rate', sql`${table.rateBasisPoints} between 0 and 10000`),
  ],
);

/**
 * A tax's rates with the day each took effect: a document uses the rate in force on its date, so a
 * rate change leaves earlier documents at their old rate.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    taxId: uuid('tax_id').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('tax_rates_day_key').on(table.companyId, table.taxId, table.effectiveFrom),
    foreignKey({
      name: 'tax_rates_tax_fk',
      columns: [table.companyId, table.taxId],
      foreignColumns: [taxes.companyId, taxes.id],
    }).onDelete('cascade'),
    check('tax_rates_rate', sql`${table.rateBasisPoints} between 0 and 10000`),
  ],
);
