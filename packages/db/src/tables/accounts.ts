import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { currencies } from './foundation.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * The chart of accounts: account type (a fixed list) -> parent account -> sub category -> account.
 * Parents and sub categories are reference data shared by every company; accounts are per company.
 */

export const accountTypes = ['Asset', 'Liability', 'Equity', 'Income', 'Expense'] as const;
export type AccountType = (typeof accountTypes)[number];

export const parentAccounts = pgTable('parent_accounts', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  accountType: text('account_type', { enum: accountTypes }).notNull(),
  /** New accounts under this parent get the next free code in this range (1000-1499...). */
  codeFrom: integer('code_from').notNull(),
  codeTo: integer('code_to').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const subCategoryAccounts = pgTable(
  'sub_category_accounts',
  {
    id: uuid('id').primaryKey(),
    parentAccountId: uuid('parent_account_id')
      .notNull()
      .references(() => parentAccounts.id),
    name: text('name').notNull().unique(),
    /** Money accounts (cash, bank, cards) may hold a foreign currency and be flagged as banks. */
    canSelectCurrency: boolean('can_select_currency').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('sub_category_accounts_parent_idx').on(table.parentAccountId)],
);

/**
 * Keys of the accounts the system posts to by itself (DESIGN.md section 4), found with
 * systemAccount() (apps/server/src/ledger/system-accounts.ts). An account with a system key is
 * seeded with every company and cannot be deleted, merged away or made inactive.
 */
export const systemAccountKeys = [
  'cash',
  'receivables',
  'inventory',
  'vat-input',
  'wht-receivable',
  'payables',
  'vat-output',
  'wht-payable',
  'paye-payable',
  'pension-payable',
  'nhf-payable',
  'salaries-payable',
  'nsitf-payable',
  'itf-payable',
  'nhia-payable',
  'payroll-deductions-payable',
  'staff-loans',
  'customer-deposits',
  'salaries',
  'employer-pension',
  'employer-levies',
  'employer-nhia',
  'discounts-allowed',
  'retained-earnings',
  'tax-penalties',
  'opening-balance-equity',
  'sales',
  'service-revenue',
  'cost-of-sales',
  'inventory-adjustments',
  'bank-charges',
  'fx-gain-loss',
] as const;
export type SystemAccountKey = (typeof systemAccountKeys)[number];

export const accounts = pgTable(
  'accounts',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    subCategoryId: uuid('sub_category_id')
      .notNull()
      .references(() => subCategoryAccounts.id),
    description: text('description').notNull().default(''),
    /** Null: the company's home currency. Only where the sub category allows a currency. */
    currencyCode: text('currency_code').references(() => currencies.code),
    isBank: boolean('is_bank').notNull().default(false),
    systemKey: text('system_key', { enum: systemAccountKeys }),
    /** Inactive accounts keep their history but take no new postings. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('accounts_code_key').on(table.companyId, table.code),
    uniqueIndex('accounts_name_key').on(table.companyId, sql`lower(${table.name})`),
    unique('accounts_system_key_key').on(table.companyId, table.systemKey),
    index('accounts_sub_category_idx').on(table.companyId, table.subCategoryId),
  ],
);
