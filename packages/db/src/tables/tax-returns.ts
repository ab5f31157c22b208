import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, kobo, updatedAt } from './columns.ts';
import { users } from './foundation.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * Filed tax returns and the payments made on them (issue 29). A return is prepared from the ledger
 * on demand and stored only when filed: the row freezes what was filed (`prepared`, the answer of
 * the prepare call at that moment), so later postings dated in the month show as an adjustment
 * instead of changing what NRS was told. docs/tax-returns.md.
 */

export const taxReturnKinds = ['vat', 'wht'] as const;

export const taxReturns = pgTable(
  'tax_returns',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    type: text('type', { enum: taxReturnKinds }).notNull(),
    /** The month, YYYY-MM. */
    period: text('period').notNull(),
    filedOn: date('filed_on', { mode: 'string' }).notNull(),
    /** NRS's or the State IRS's acknowledgement reference. */
    reference: text('reference').notNull(),
    note: text('note').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** What the return asks to be paid (net VAT when positive, the WHT total), home kobo. */
    amountDue: kobo('amount_due').notNull(),
    /** A VAT return's credit carried to the next month, home kobo. */
    creditCarriedForward: kobo('credit_carried_forward').notNull().default(0),
    /** The prepared return as filed (packages/core preparedTaxReturnSchema, in naira). */
    prepared: jsonb('prepared').notNull(),
    /** The entry offsetting input VAT against output VAT, posted when a VAT return is filed. */
    entryId: uuid('entry_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('tax_returns_period_key').on(table.companyId, table.type, table.period),
    check('tax_returns_type', sql`${table.type} in ('vat', 'wht')`),
    check('tax_returns_period', sql`${table.period} ~ '^20[0-9]{2}-(0[1-9]|1[0-2])$'`),
    check('tax_returns_amounts', sql`${table.amountDue} >= 0 and ${table.creditCarriedForward} >= 0`),
  ],
);

export const taxPayments = pgTable(
  'tax_payments',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    returnId: uuid('return_id').notNull(),
    /** The bank or cash account paid from. */
    bankAccountId: uuid('bank_account_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The tax paid, home kobo (Dr the tax payable). */
    amount: kobo('amount').notNull(),
    /** Paid on top, to the tax penalties and interest account. */
    penalty: kobo('penalty').notNull().default(0),
    interest: kobo('interest').notNull().default(0),
    reference: text('reference').notNull(),
    note: text('note').notNull().default(''),
    entryId: uuid('entry_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'tax_payments_return_fk',
      columns: [table.companyId, table.returnId],
      foreignColumns: [taxReturns.companyId, taxReturns.id],
    }),
    foreignKey({
      name: 'tax_payments_bank_fk',
      columns: [table.companyId, table.bankAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    index('tax_payments_return_idx').on(table.companyId, table.returnId),
    check('tax_payments_amounts', sql`${table.amount} > 0 and ${table.penalty} >= 0 and ${table.interest} >= 0`),
  ],
);
