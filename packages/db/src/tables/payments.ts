import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, numeric, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, kobo, updatedAt } from './columns.ts';
import { documentDirections, documents } from './documents.ts';
import { branches, currencies, paymentMethods, users } from './foundation.ts';
import { contacts } from './parties.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * Payments received and payments made share one table of payments (documents.ts tells the kernel):
 * what a payment settled on each document is in payment_allocations, and customer credit used to
 * settle an invoice in credit_applications. Amounts are kobo.
 */

export const customerPaymentKinds = ['payment', 'prepayment'] as const;
export type CustomerPaymentKind = (typeof customerPaymentKinds)[number];

/**
 * Money received from a customer: a payment of invoices (its excess becomes the customer's
 * credit) or a prepayment (all of it credit). The credit sits in Customer Deposits until applied.
 */
export const payments = pgTable(
  'payments',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    direction: text('direction', { enum: documentDirections }).notNull(),
    kind: text('kind', { enum: customerPaymentKinds }).notNull(),
    number: text('number').notNull(),
    status: text('status', { enum: ['live', 'void'] })
      .notNull()
      .default('live'),
    contactId: uuid('contact_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The bank-flagged account paid into. */
    bankAccountId: uuid('bank_account_id').notNull(),
    paymentMethodId: uuid('payment_method_id').notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 6 }).notNull().default('1'),
    /** Received from the customer, or paid to the vendor (the spec's total). */
    amount: kobo('amount').notNull(),
    /** Cash put on invoices (the spec's amountPaid). */
    cashApplied: kobo('cash_applied').notNull().default(0),
    withholdingTax: kobo('withholding_tax').notNull().default(0),
    /** What became the customer's credit (the spec's balance). */
    excess: kobo('excess').notNull().default(0),
    entryId: uuid('entry_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // A payment made and one received are numbered apart.
    unique('payments_number_key').on(table.companyId, table.direction, table.kind, table.number),
    foreignKey({
      name: 'payments_contact_fk',
      columns: [table.companyId, table.contactId],
      foreignColumns: [contacts.companyId, contacts.id],
    }),
    foreignKey({
      name: 'payments_branch_fk',
      columns: [table.companyId, table.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    foreignKey({
      name: 'payments_bank_fk',
      columns: [table.companyId, table.bankAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    foreignKey({
      name: 'payments_method_fk',
      columns: [table.companyId, table.paymentMethodId],
      foreignColumns: [paymentMethods.companyId, paymentMethods.id],
    }),
    index('payments_list_idx').on(table.companyId, table.date, table.id),
    // The payments received and made lists, each one direction, newest first (bench/buying).
    index('payments_direction_list_idx').on(table.companyId, table.direction, table.date, table.id),
    index('payments_contact_idx').on(table.companyId, table.contactId, table.date),
    check('payments_direction', sql`${table.direction} in ('sales', 'purchases')`),
    check(
      'payments_amounts',
      sql`${table.amount} > 0 and ${table.cashApplied} >= 0 and ${table.withholdingTax} >= 0 and ${table.excess} >= 0
       and ${table.cashApplied} + ${table.excess} = ${table.amount}`,
    ),
  ],
);

/** What one payment settled on one invoice: cash and tax withheld. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    companyId: companyIdColumn(),
    paymentId: uuid('payment_id').notNull(),
    documentId: uuid('document_id').notNull(),
    cash: kobo('cash').notNull(),
    withholdingTax: kobo('withholding_tax').notNull().default(0),
    /** What it took off receivables in the home currency (at the invoice's rate), for undoing it exactly. */
    homeSettled: kobo('home_settled').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.paymentId, table.documentId] }),
    foreignKey({
      name: 'payment_allocations_payment_fk',
      columns: [table.companyId, table.paymentId],
      foreignColumns: [payments.companyId, payments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payment_allocations_document_fk',
      columns: [table.companyId, table.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }),
    index('payment_allocations_document_idx').on(table.companyId, table.documentId),
    check('payment_allocations_amounts', sql`${table.cash} >= 0 and ${table.withholdingTax} >= 0`),
  ],
);

/**
 * Customer credit (Customer Deposits: a prepayment, a payment's excess, a credit note's refundable
 * part) used to settle an invoice: Dr customer deposits, Cr receivables. Which deposit it came from
 * does not matter to the books; the customer's credit is the deposits account's balance for them.
 */
export const creditApplications = pgTable(
  'credit_applications',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    contactId: uuid('contact_id').notNull(),
    documentId: uuid('document_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Kobo of the invoice's currency. */
    amount: kobo('amount').notNull(),
    status: text('status', { enum: ['live', 'void'] })
      .notNull()
      .default('live'),
    entryId: uuid('entry_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'credit_applications_contact_fk',
      columns: [table.companyId, table.contactId],
      foreignColumns: [contacts.companyId, contacts.id],
    }),
    foreignKey({
      name: 'credit_applications_document_fk',
      columns: [table.companyId, table.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }),
    index('credit_applications_document_idx').on(table.companyId, table.documentId),
    check('credit_applications_amount', sql`${table.amount} > 0`),
  ],
);
