import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, kobo, updatedAt } from './columns.ts';
import { users } from './foundation.ts';
import { journalLines } from './ledger.ts';
import { contacts, taxes } from './parties.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * Bank accounts, statement import and reconciliation (apps/server modules bank and
 * reconciliations). Internet-banking user IDs and passwords are never stored.
 */

const accountKey = (table: { companyId: AnyPgColumn; accountId: AnyPgColumn }) =>
  foreignKey({ columns: [table.companyId, table.accountId], foreignColumns: [accounts.companyId, accounts.id] });

/** The bank details behind a chart account flagged isBank. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    accountId: uuid('account_id').notNull(),
    kind: text('kind', { enum: ['business', 'personal'] }).notNull(),
    bankName: text('bank_name').notNull(),
    /** CBN bank code (044 Access, 058 GTBank...), when known. */
    bankCode: text('bank_code'),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('bank_accounts_account_key').on(table.companyId, table.accountId),
    // One chart account per real account: the same number at the same bank is added once.
    unique('bank_accounts_number_key').on(table.companyId, table.bankCode, table.accountNumber),
    accountKey(table),
  ],
);

/**
 * One statement import: an uploaded CSV or OFX file, or one pull from a bank feed. Its lines are
 * written in short batches, each committed with this row's counts, so the row always says how far
 * the import got (docs/bank-api.md, statement import).
 */
export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    accountId: uuid('account_id').notNull(),
    /** What the user sees as the origin: 'GTBank statement.csv' or 'Bank feed'. */
    sourceName: text('source_name').notNull(),
    statementFrom: date('statement_from', { mode: 'string' }),
    statementTo: date('statement_to', { mode: 'string' }),
    /** 'importing' while batches are written; 'stopped' when a batch failed (what was written stays). */
    status: text('status', { enum: ['importing', 'completed', 'stopped'] })
      .notNull()
      .default('completed'),
    /** The readable transaction lines of the file. */
    totalLines: integer('total_lines').notNull().default(0),
    /** Of those, how many have been written or found already there. */
    processedLines: integer('processed_lines').notNull().default(0),
    /** Lines this import added (the others were there already). */
    lineCount: integer('line_count').notNull().default(0),
    /** Rows of the file that could not be read. */
    errorCount: integer('error_count').notNull().default(0),
    importedBy: uuid('imported_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** When the last batch was committed: an import still 'importing' long after it has stopped. */
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] }), accountKey(table)],
);

export const reconciliations = pgTable(
  'reconciliations',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    accountId: uuid('account_id').notNull(),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    /** The closing balance on the bank statement, kobo. */
    statementBalance: kobo('statement_balance').notNull(),
    status: text('status', { enum: ['in-progress', 'completed'] })
      .notNull()
      .default('in-progress'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    completedBy: uuid('completed_by').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('reconciliations_account_idx').on(table.companyId, table.accountId, table.statementDate),
    // At most one reconciliation in progress per account, even when two are started at once.
    uniqueIndex('reconciliations_in_progress_key')
      .on(table.companyId, table.accountId)
      .where(sql`${table.status} = 'in-progress'`),
    accountKey(table),
  ],
);

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    importId: uuid('import_id'),
    accountId: uuid('account_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    /** The bank's reference, cheque or session number; '' when the statement has none. */
    reference: text('reference').notNull().default(''),
    /** Kobo; money into the account is positive, money out negative (a statement, not the ledger). */
    amount: kobo('amount').notNull(),
    /** The bank's running balance on the statement, when it gives one. */
    statementBalance: kobo('statement_balance'),
    /**
     * The line's stable id in its account (OFX FITID, or a hash of its content: packages/core bank
     * external-id.ts), so importing a statement twice adds nothing.
     */
    externalId: text('external_id').notNull(),
    status: text('status', { enum: ['unmatched', 'matched', 'excluded'] })
      .notNull()
      .default('unmatched'),
    reconciliationId: uuid('reconciliation_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('bank_statement_lines_external_id_key').on(table.companyId, table.accountId, table.externalId),
    index('bank_statement_lines_account_idx').on(table.companyId, table.accountId, table.status, table.date),
    index('bank_statement_lines_reconciliation_idx').on(table.companyId, table.reconciliationId),
    accountKey(table),
    foreignKey({
      columns: [table.companyId, table.importId],
      foreignColumns: [bankStatementImports.companyId, bankStatementImports.id],
    }),
    foreignKey({
      columns: [table.companyId, table.reconciliationId],
      foreignColumns: [reconciliations.companyId, reconciliations.id],
    }),
  ],
);

/** Which ledger lines a statement line was matched to (one to many either way). */
export const bankStatementMatches = pgTable(
  'bank_statement_matches',
  {
    companyId: companyIdColumn(),
    statementLineId: uuid('statement_line_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.statementLineId, table.entryId, table.lineNumber] }),
    // From a ledger line to its statement lines: reversing an entry releases its matches.
    index('bank_statement_matches_ledger_idx').on(table.companyId, table.entryId, table.lineNumber),
    foreignKey({
      columns: [table.companyId, table.statementLineId],
      foreignColumns: [bankStatementLines.companyId, bankStatementLines.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.companyId, table.entryId, table.lineNumber],
      foreignColumns: [journalLines.companyId, journalLines.entryId, journalLines.lineNumber],
    }),
  ],
);

/** Ledger lines cleared by a reconciliation; a line is cleared at most once. */
export const reconciliationLines = pgTable(
  'reconciliation_lines',
  {
    companyId: companyIdColumn(),
    reconciliationId: uuid('reconciliation_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    lineNumber: integer('line_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.entryId, table.lineNumber] }),
    index('reconciliation_lines_reconciliation_idx').on(table.companyId, table.reconciliationId),
    foreignKey({
      columns: [table.companyId, table.reconciliationId],
      foreignColumns: [reconciliations.companyId, reconciliations.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.companyId, table.entryId, table.lineNumber],
      foreignColumns: [journalLines.companyId, journalLines.entryId, journalLines.lineNumber],
    }),
  ],
);

/** Which statement lines a bank rule looks at: money in, money out, or either. */
export const bankRuleDirections = ['any', 'money-in', 'money-out'] as const;
export type BankRuleDirection = (typeof bankRuleDirections)[number];

/**
 * A bank rule: statement lines whose description or reference contains `matchText`, in the
 * direction and amount range given, are proposed an entry to `accountId` (with the tax and contact)
 * that the user accepts in one click or in bulk. A rule with no bank account applies to all of them.
 */
export const bankRules = pgTable(
  'bank_rules',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    /** Compared case-insensitively with the line's description and reference. */
    matchText: text('match_text').notNull(),
    direction: text('direction', { enum: bankRuleDirections }).notNull().default('any'),
    /** Inclusive kobo bounds on the line's size (its absolute amount), when given. */
    amountFrom: kobo('amount_from'),
    amountTo: kobo('amount_to'),
    /** Only this bank account's lines (a chart account flagged isBank), or every bank account's. */
    bankAccountId: uuid('bank_account_id'),
    /** The other side of the proposed entry. */
    accountId: uuid('account_id').notNull(),
    taxId: uuid('tax_id'),
    contactId: uuid('contact_id'),
    /** The memo the entry gets; the line's description when empty. */
    memo: text('memo').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** Lower first: when two rules match a line, the first proposes. */
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('bank_rules_position_idx').on(table.companyId, table.position),
    check('bank_rules_direction', sql`${table.direction} in ('any', 'money-in', 'money-out')`),
    check(
      'bank_rules_amounts',
      sql`(${table.amountFrom} is null or ${table.amountFrom} >= 0) and (${table.amountTo} is null or ${table.amountTo} >= coalesce(${table.amountFrom}, 0))`,
    ),
    accountKey(table),
    foreignKey({ columns: [table.companyId, table.bankAccountId], foreignColumns: [accounts.companyId, accounts.id] }),
    foreignKey({ columns: [table.companyId, table.taxId], foreignColumns: [taxes.companyId, taxes.id] }),
    foreignKey({ columns: [table.companyId, table.contactId], foreignColumns: [contacts.companyId, contacts.id] }),
  ],
);
