import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, kobo } from './columns.ts';
import { branches, currencies, users } from './foundation.ts';
import { contacts, products, taxes } from './parties.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * The ledger (DESIGN.md section 4). Only apps/server/src/ledger writes these tables, and the
 * database guards them (migrations 0002_ledger_guards and 0005_ledger_settling). When a
 * transaction that wrote an entry commits, a deferred trigger rejects the entry if it is
 * unbalanced, has fewer than two lines or is dated on or before the lock date. It writes nothing,
 * so one company's postings commit side by side.
 * Right after, the ledger is settled (ledger_settle(), one transaction for many entries): posted
 * entries get the next gap-free numbers and their lines are added to the daily and monthly totals.
 * Until then reports add the few unsettled entries to the totals themselves. Lines are never
 * updated or deleted, except that merging accounts re-points a line's account.
 */

/**
 * Per-company, per-kind counters for gap-free numbers (journal entries, JV-000001...). The row is
 * locked by the upsert that takes a number and stays locked until the transaction ends, so two
 * transactions never get the same number and a rolled-back one gives its number back. The
 * 'journal-entry' row is taken only by the settler, so it is also the company's settling lock.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    companyId: companyIdColumn(),
    kind: text('kind').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.kind] })],
);

/**
 * What wrote an entry: a closed list, checked by the database too (journal_entries_source_type).
 * A source has at most one live (not reversed) entry.
 */
export const entrySourceTypes = [
  'journal',
  'opening-balance',
  'reconciliation',
  'invoice',
  'sales-receipt',
  'customer-payment',
  'prepayment',
  'bill',
  'expense',
  'vendor-payment',
  'stock-receipt',
  'stock-adjustment',
  'stock-transfer',
  'payroll',
  'tax-payment',
  // The filing of a VAT return: input VAT offset against output VAT (issue 29).
  'tax-return',
  'fx-revaluation',
  'credit-note',
  'credit-application',
] as const;
export type EntrySourceType = (typeof entrySourceTypes)[number];

/** The transaction that wrote a row (PostgreSQL's xid8): lines may be added only by that transaction. */
const transactionId = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

export const journalEntries = pgTable(
  'journal_entries',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    /** Gap-free per company, given when the ledger is settled after the entry's commit. */
    number: integer('number'),
    date: date('date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    sourceType: text('source_type', { enum: entrySourceTypes }).notNull(),
    /** The document's id; opening balances use the company's id (one set per company). */
    sourceId: uuid('source_id').notNull(),
    branchId: uuid('branch_id'),
    /** Set on a reversal: the entry it cancels. Reversed pairs are hidden from reports. */
    reversesEntryId: uuid('reverses_entry_id'),
    /** Set on the original when it is reversed; the one change an entry ever gets. */
    reversedByEntryId: uuid('reversed_by_entry_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** Set by the database; the lines guard compares it with the transaction adding lines. */
    writtenBy: transactionId('written_by').notNull().default(sql`pg_current_xact_id()`),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // Business dates (packages/core dates.ts FIRST/LAST_BUSINESS_DATE): nothing posts outside
    // them, whatever a module forgets, so every 'as of' report sees every entry.
    check('journal_entries_business_date', sql`${table.date} between '2000-01-01' and '2099-12-31'`),
    check(
      'journal_entries_source_type',
      sql.raw(`source_type in (${entrySourceTypes.map((type) => `'${type}'`).join(', ')})`),
    ),
    // A document has at most one live entry: editing it reverses the old one first.
    uniqueIndex('journal_entries_live_source_key')
      .on(table.companyId, table.sourceType, table.sourceId)
      .where(sql`${table.reversedByEntryId} is null and ${table.reversesEntryId} is null`),
    // The unsettled tail: few rows, read by every report and by the settler.
    index('journal_entries_unsettled_idx').on(table.companyId, table.id).where(sql`${table.number} is null`),
    unique('journal_entries_number_key').on(table.companyId, table.number),
    index('journal_entries_source_idx').on(table.companyId, table.sourceType, table.sourceId),
    foreignKey({ columns: [table.companyId, table.branchId], foreignColumns: [branches.companyId, branches.id] }),
    foreignKey({
      columns: [table.companyId, table.reversesEntryId],
      foreignColumns: [table.companyId, table.id],
    }),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    // Its company is checked through the entry's key (company_id, entry_id); a second check per
    // line against companies would only slow posting down.
    companyId: uuid('company_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    accountId: uuid('account_id').notNull(),
    /** Home-currency kobo; exactly one of debit and credit is above zero. */
    debit: kobo('debit').notNull(),
    credit: kobo('credit').notNull(),
    /** The document's currency and amount, when it is not the home currency. */
    currencyCode: text('currency_code').references(() => currencies.code),
    currencyAmount: kobo('currency_amount'),
    description: text('description').notNull().default(''),
    /** A copy of the entry's date, so one index serves an account's ledger in date order. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Dimensions documents post with; reports by customer, product, tax or branch read these. */
    contactId: uuid('contact_id'),
    productId: uuid('product_id'),
    taxId: uuid('tax_id'),
    branchId: uuid('branch_id'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.entryId, table.lineNumber] }),
    foreignKey({
      columns: [table.companyId, table.entryId],
      foreignColumns: [journalEntries.companyId, journalEntries.id],
    }),
    foreignKey({ columns: [table.companyId, table.accountId], foreignColumns: [accounts.companyId, accounts.id] }),
    // An account's ledger in order: by date, then entry (ids are time-ordered UUIDv7), then line.
    index('journal_lines_account_idx').on(
      table.companyId,
      table.accountId,
      table.date,
      table.entryId,
      table.lineNumber,
    ),
    // Beside it, journal_lines_account_turnover_idx (company_id, account_id, date) INCLUDE (contact_id,
    // branch_id, debit, credit), written in migration 0016 (Drizzle cannot declare INCLUDE): the aging
    // report reads each customer's lines dated after a date from the index alone (contactBalancesAsOf).
    foreignKey({ columns: [table.companyId, table.contactId], foreignColumns: [contacts.companyId, contacts.id] }),
    foreignKey({ columns: [table.companyId, table.productId], foreignColumns: [products.companyId, products.id] }),
    foreignKey({ columns: [table.companyId, table.taxId], foreignColumns: [taxes.companyId, taxes.id] }),
    foreignKey({ columns: [table.companyId, table.branchId], foreignColumns: [branches.companyId, branches.id] }),
    // Aging, sales by customer or product, tax returns and branch reports read lines by these.
    index('journal_lines_contact_idx')
      .on(table.companyId, table.contactId, table.date)
      .where(sql`${table.contactId} is not null`),
    index('journal_lines_product_idx')
      .on(table.companyId, table.productId, table.date)
      .where(sql`${table.productId} is not null`),
    index('journal_lines_tax_idx').on(table.companyId, table.taxId, table.date).where(sql`${table.taxId} is not null`),
    index('journal_lines_branch_idx')
      .on(table.companyId, table.branchId, table.date)
      .where(sql`${table.branchId} is not null`),
    check(
      'journal_lines_one_side',
      sql`(${table.debit} > 0 and ${table.credit} = 0) or (${table.credit} > 0 and ${table.debit} = 0)`,
    ),
  ],
);

/**
 * Sums of each account's visible lines per day, added by the settler for each posted entry. A
 * reversal takes the original's lines back out of that day (a reversal is dated like its
 * original) instead of adding its own, so these rows count exactly the lines reports show. Balances as of a date read these (a few thousand rows) instead of
 * millions of lines, and a ledger page at any offset finds its day from line_count.
 */
export const accountDailyTotals = pgTable(
  'account_daily_totals',
  {
    // Checked through the account's key (company_id, account_id).
    companyId: uuid('company_id').notNull(),
    accountId: uuid('account_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    debit: kobo('debit').notNull(),
    credit: kobo('credit').notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.accountId, table.date] }),
    // The days of one month across all accounts, for balances as of a date.
    index('account_daily_totals_date_idx').on(table.companyId, table.date),
    foreignKey({ columns: [table.companyId, table.accountId], foreignColumns: [accounts.companyId, accounts.id] }),
  ],
);

/**
 * Each account's settled lines summed per contact (null: lines naming none), settled with the
 * daily totals and kept the same way (a same-day reversal takes its original back out). What a
 * customer owes on a date is their kept total less their lines dated after it, plus the few
 * entries not settled yet: 10,000 customers' balances without adding up every receivables line,
 * which took the aging report 50-80 ms of its 100 (bench/sales). Kept for the whole company, as
 * the daily totals are: a branch's are read from its lines. DESIGN.md section 4 keeps totals per
 * account only; docs/ledger.md, "Totals per contact", says why this one is kept.
 */
export const accountContactTotals = pgTable(
  'account_contact_totals',
  {
    companyId: uuid('company_id').notNull(),
    accountId: uuid('account_id').notNull(),
    contactId: uuid('contact_id'),
    /** contact_id, or a uuid no contact has for lines naming none: a primary key takes no nulls. */
    contactKey: uuid('contact_key')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(contact_id, '00000000-0000-0000-0000-000000000000'::uuid)`),
    debit: kobo('debit').notNull(),
    credit: kobo('credit').notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.accountId, table.contactKey] }),
    foreignKey({ columns: [table.companyId, table.accountId], foreignColumns: [accounts.companyId, accounts.id] }),
    foreignKey({ columns: [table.companyId, table.contactId], foreignColumns: [contacts.companyId, contacts.id] }),
  ],
);

/**
 * The daily totals summed by calendar month, settled with them. A balance as of a date adds
 * the months before it to the days of its own month: a few thousand rows even after years.
 */
export const accountMonthlyTotals = pgTable(
  'account_monthly_totals',
  {
    companyId: uuid('company_id').notNull(),
    accountId: uuid('account_id').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    debit: kobo('debit').notNull(),
    credit: kobo('credit').notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.accountId, table.month] }),
    foreignKey({ columns: [table.companyId, table.accountId], foreignColumns: [accounts.companyId, accounts.id] }),
  ],
);
