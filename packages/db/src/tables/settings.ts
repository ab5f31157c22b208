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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, kobo, updatedAt } from './columns.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * What the company sets up once and its documents use: discounts and document templates.
 */

export const discountTypes = ['value', 'percentage'] as const;
export type DiscountType = (typeof discountTypes)[number];

/**
 * A discount a document can apply: a fixed amount (kobo) or a percentage (basis points), posted to
 * its account (Discounts Allowed by default). Redemptions are counted from the documents using it.
 */
export const discounts = pgTable(
  'discounts',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    type: text('type', { enum: discountTypes }).notNull(),
    /** For a value discount: the amount in kobo. */
    amount: kobo('amount'),
    /** For a percentage discount: basis points (1050 = 10.5%). */
    rateBasisPoints: integer('rate_basis_points'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    maxRedemptions: integer('max_redemptions'),
    accountId: uuid('account_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('discounts_code_key').on(table.companyId, sql`lower(${table.code})`),
    foreignKey({
      name: 'discounts_account_fk',
      columns: [table.companyId, table.accountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    check(
      'discounts_value',
      sql`(${table.type} = 'value' and ${table.amount} > 0 and ${table.rateBasisPoints} is null) or (${table.type} = 'percentage' and ${table.rateBasisPoints} between 1 and 10000 and ${table.amount} is null)`,
    ),
    check(
      'discounts_dates',
      sql`${table.endDate} is null or ${table.startDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
    check('discounts_redemptions', sql`${table.maxRedemptions} is null or ${table.maxRedemptions} > 0`),
  ],
);

export const templateDocumentTypes = ['invoice', 'estimate', 'sales-receipt', 'bill', 'purchase-order'] as const;
export type TemplateDocumentType = (typeof templateDocumentTypes)[number];

export const templateLayouts = ['classic', 'modern', 'compact'] as const;
export type TemplateLayout = (typeof templateLayouts)[number];

/**
 * How one type of document looks when printed or sent: the PDF renderer (apps/server/src/pdf)
 * reads it. A company without a row for a type gets the defaults.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    companyId: companyIdColumn(),
    documentType: text('document_type', { enum: templateDocumentTypes }).notNull(),
    layout: text('layout', { enum: templateLayouts }).notNull().default('classic'),
    /** #RRGGBB */
    accentColour: text('accent_colour').notNull().default('#0B7A75'),
    showLogo: boolean('show_logo').notNull().default(true),
    showBankDetails: boolean('show_bank_details').notNull().default(true),
    showTin: boolean('show_tin').notNull().default(true),
    showSignature: boolean('show_signature').notNull().default(false),
    showTerms: boolean('show_terms').notNull().default(true),
    showNotes: boolean('show_notes').notNull().default(true),
    showPaymentInstructions: boolean('show_payment_instructions').notNull().default(true),
    defaultNotes: text('default_notes').notNull().default(''),
    defaultTerms: text('default_terms').notNull().default(''),
    paymentInstructions: text('payment_instructions').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.documentType] }),
    check(
      'document_templates_type',
      sql`${table.documentType} in ('invoice', 'estimate', 'sales-receipt', 'bill', 'purchase-order')`,
    ),
    check('document_templates_layout', sql`${table.layout} in ('classic', 'modern', 'compact')`),
    check('document_templates_colour', sql`${table.accentColour} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);
