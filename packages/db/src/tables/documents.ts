import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, kobo, updatedAt } from './columns.ts';
import { branches, currencies, paymentMethods, users } from './foundation.ts';
import { contacts, products, taxes } from './parties.ts';
import { employees } from './people.ts';
import { discounts } from './settings.ts';
import { companyIdColumn } from './tenant.ts';
/*
 * Documents, both directions (issue 27's kernel; selling's tables of issue 14, renamed by migration
 * 0021). Invoices, estimates, sales receipts and credit notes, and on the buying side bills,
 * purchase orders and expenses, share one table of documents and one of lines, because they share
 * every field the spec gives them and the one totals rule (packages/core documents/document-totals.ts).
 * A document has a direction and a contact (the customer or the vendor); a line has the account it
 * posts to. Payments received and payments made share one table of payments; what a payment
 * settled is in payment_allocations (payments.ts). Recurring invoices are in recurring.ts.
 *
 * Amounts are kobo of the document's currency; the ledger holds the home-currency figures. The
 * documents keep what is still owed (amount_due) so lists, aging and the payment form read it
 * without summing payments; the services change it in the transaction that posts, and a test
 * ties the sum of amounts due to the receivables account.
 */

/** Selling, or buying and spending. */
export const documentDirections = ['sales', 'purchases'] as const;
export type DocumentDirection = (typeof documentDirections)[number];

export const salesDocumentKinds = ['invoice', 'estimate', 'sales-receipt', 'credit-note'] as const;
/** Buying and spending (issue 27, migration 0023). */
export const purchaseDocumentKinds = ['bill', 'expense', 'purchase-order'] as const;
export type PurchaseDocumentKind = (typeof purchaseDocumentKinds)[number];
export const documentKinds = [...salesDocumentKinds, ...purchaseDocumentKinds] as const;
export type DocumentKind = (typeof documentKinds)[number];
/** The direction each kind belongs to (the documents_direction check holds the table to it). */
export const directionOfKind = (kind: DocumentKind): DocumentDirection =>
  (salesDocumentKinds as readonly string[]).includes(kind) ? 'sales' : 'purchases';
/** What a credit note credits: goods returned (back to stock) or an allowance off the price. */
export const creditKinds = ['return', 'allowance'] as const;
export type CreditKind = (typeof creditKinds)[number];
export type SalesDocumentKind = (typeof salesDocumentKinds)[number];

/**
 * Kept statuses. 'Overdue' is not kept: it is an unpaid or partly paid invoice past its due date,
 * worked out when read, so it is true on the day it is read without a nightly job.
 * - invoice: draft, awaiting-approval, unpaid, partly-paid, paid, void;
 * - estimate: draft, open, invoiced, void;
 * - sales receipt: paid, void;
 * - credit note: open (credit not yet used), applied, void;
 * - bill: draft, awaiting-approval, unpaid, partly-paid, paid, void;
 * - expense: awaiting-approval (above its maker's approval limit), paid, void;
 * - purchase order: draft, awaiting-approval, open (sent), partly-received, received, billed, void.
 */
export const salesDocumentStatuses = [
  'draft',
  'awaiting-approval',
  'unpaid',
  'partly-paid',
  'paid',
  'open',
  'invoiced',
  'applied',
  'partly-received',
  'received',
  'billed',
  'void',
] as const;
export type SalesDocumentStatus = (typeof salesDocumentStatuses)[number];

export interface DocumentBankDetail {
  name: string;
  accountNo: string;
  accountName: string;
}

export interface DocumentInstallment {
  date: string;
  /** Kobo of the document's currency. */
  amount: number;
  /** Basis points of the total (2500 = 25%). */
  basisPoints: number;
}

/** A tax on a line as charged: its rate on the document's date and what it came to. */
export interface LineTaxCharged {
  id: string;
  name: string;
  rateBasisPoints: number;
  /** Kobo of the document's currency. */
  amount: number;
  /** Where it posts (the tax's sales account). */
  accountId: string;
}

export const documents = pgTable(
  'documents',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    direction: text('direction', { enum: documentDirections }).notNull(),
    kind: text('kind', { enum: documentKinds }).notNull(),
    number: text('number').notNull(),
    status: text('status', { enum: salesDocumentStatuses }).notNull(),
    contactId: uuid('contact_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    /** Invoice date, estimate's valid-from, receipt's payment date, credit note's date. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Invoices: due date. Estimates: valid till. */
    dueDate: date('due_date', { mode: 'string' }),
    purchaseOrderNumber: text('purchase_order_number').notNull().default(''),
    /** The vendor's own number: a bill's billNo, an expense's referenceNo (Owo's number is `number`). */
    reference: text('reference').notNull().default(''),
    /** A bill's vendor TIN as written on it. */
    tin: text('tin').notNull().default(''),
    /** Bills: the withholding tax to deduct when paid in full (the lines' rates on their amounts). */
    withholdingTotal: kobo('withholding_total').notNull().default(0),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** Home currency per one unit of the document's currency, as given ('1' for the home currency). */
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 6 }).notNull().default('1'),
    billingAddress: text('billing_address').notNull().default(''),
    /** The employee who made the sale or took the bill in (one of the staff), for sales by employee. */
    employeeId: uuid('employee_id'),
    discountId: uuid('discount_id'),
    discountType: text('discount_type', { enum: ['value', 'percentage'] }),
    /** A value discount: kobo of the document's currency. */
    discountAmount: kobo('discount_amount'),
    discountBasisPoints: integer('discount_basis_points'),
    discountAccountId: uuid('discount_account_id'),
    bankDetails: jsonb('bank_details').$type<DocumentBankDetail[]>().notNull().default([]),
    installments: jsonb('installments').$type<DocumentInstallment[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    subtotal: kobo('subtotal').notNull(),
    discountTotal: kobo('discount_total').notNull(),
    taxTotal: kobo('tax_total').notNull(),
    total: kobo('total').notNull(),
    /** The total in the home currency, as posted. */
    homeTotal: kobo('home_total').notNull(),
    /** Settled by payments (cash and tax withheld), credit applied and credit notes. */
    amountPaid: kobo('amount_paid').notNull().default(0),
    amountDue: kobo('amount_due').notNull().default(0),
    /** What has been settled, in the home currency, as posted to receivables (home due = home total − this). */
    homeAmountPaid: kobo('home_amount_paid').notNull().default(0),
    /** Sales receipts: the bank-flagged account paid into, and how. */
    paymentAccountId: uuid('payment_account_id'),
    paymentMethodId: uuid('payment_method_id'),
    /** The estimate an invoice came from; the invoice a credit note credits. */
    sourceDocumentId: uuid('source_document_id'),
    /** Credit notes: a return of goods (stock back) or an allowance; null for other kinds. */
    creditKind: text('credit_kind', { enum: creditKinds }),
    /** The live journal entry (none for drafts, estimates and voided documents). */
    entryId: uuid('entry_id'),
    /**
     * The secret half of the public link (no sign-in). The link carries the company id too, so the
     * public view opens the company's rows like any request and row-level security stays on.
     */
    publicToken: text('public_token').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** A document made by a recurring schedule, and the run it was made for (one per run). */
    scheduleId: uuid('schedule_id'),
    scheduleRunDate: date('schedule_run_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('documents_number_key').on(table.companyId, table.kind, table.number),
    unique('documents_public_token_key').on(table.companyId, table.publicToken),
    unique('documents_schedule_run_key').on(table.companyId, table.scheduleId, table.scheduleRunDate),
    foreignKey({
      name: 'documents_contact_fk',
      columns: [table.companyId, table.contactId],
      foreignColumns: [contacts.companyId, contacts.id],
    }),
    foreignKey({
      name: 'documents_employee_fk',
      columns: [table.companyId, table.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }),
    foreignKey({
      name: 'documents_branch_fk',
      columns: [table.companyId, table.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    foreignKey({
      name: 'documents_discount_fk',
      columns: [table.companyId, table.discountId],
      foreignColumns: [discounts.companyId, discounts.id],
    }),
    foreignKey({
      name: 'documents_discount_account_fk',
      columns: [table.companyId, table.discountAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    foreignKey({
      name: 'documents_payment_account_fk',
      columns: [table.companyId, table.paymentAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    foreignKey({
      name: 'documents_payment_method_fk',
      columns: [table.companyId, table.paymentMethodId],
      foreignColumns: [paymentMethods.companyId, paymentMethods.id],
    }),
    foreignKey({
      name: 'documents_source_fk',
      columns: [table.companyId, table.sourceDocumentId],
      foreignColumns: [table.companyId, table.id],
    }),
    // The list's filters in the list's order (date, id), so a page's ids are read from one index
    // alone however deep the page (bench/sales; migration 0016). The status after the order lets a
    // list that leaves some statuses out (expenses hide void ones) tell them apart in the index,
    // without reading each row (bench/buying; migration 0024).
    index('documents_list_idx').on(table.companyId, table.kind, table.date, table.id, table.status),
    index('documents_contact_idx').on(table.companyId, table.contactId, table.kind, table.date),
    index('documents_branch_list_idx').on(
      table.companyId,
      table.kind,
      table.branchId,
      table.date,
      table.id,
      table.status,
    ),
    index('documents_status_list_idx').on(table.companyId, table.kind, table.status, table.date, table.id),
    // Open invoices in list order. 'Overdue' and 'unpaid' split them by due date on the day read,
    // so due date and status follow the key: the split is read from the index too.
    index('documents_open_list_idx')
      .on(table.companyId, table.date, table.id, table.dueDate, table.status)
      .where(sql`${table.kind} = 'invoice' and ${table.status} in ('unpaid', 'partly-paid')`),
    // An invoice's credit notes (the credit note list's where[invoice]).
    index('documents_source_idx')
      .on(table.companyId, table.sourceDocumentId)
      .where(sql`${table.sourceDocumentId} is not null`),
    // A discount's uses, counted under its lock each time a document applies it (discounts.view.ts).
    index('documents_discount_idx').on(table.companyId, table.discountId).where(sql`${table.discountId} is not null`),
    index('documents_due_idx')
      .on(table.companyId, table.dueDate)
      .where(sql`${table.kind} = 'invoice' and ${table.status} in ('unpaid', 'partly-paid')`),
    // Beside these, documents_open_contact_idx (company_id, contact_id) INCLUDE (date, due_date,
    // branch_id, home_total, home_amount_paid) on open invoices, written in migration 0018 (Drizzle
    // cannot declare INCLUDE): the aging sums each customer's open invoices from the index alone.
    check(
      'documents_status',
      sql`(${table.kind} = 'invoice' and ${table.status} in ('draft', 'awaiting-approval', 'unpaid', 'partly-paid', 'paid', 'void'))
       or (${table.kind} = 'estimate' and ${table.status} in ('draft', 'open', 'invoiced', 'void'))
       or (${table.kind} = 'sales-receipt' and ${table.status} in ('paid', 'void'))
       or (${table.kind} = 'credit-note' and ${table.status} in ('open', 'applied', 'void'))
       or (${table.kind} = 'bill' and ${table.status} in ('draft', 'awaiting-approval', 'unpaid', 'partly-paid', 'paid', 'void'))
       or (${table.kind} = 'expense' and ${table.status} in ('awaiting-approval', 'paid', 'void'))
       or (${table.kind} = 'purchase-order' and ${table.status} in ('draft', 'awaiting-approval', 'open', 'partly-received', 'received', 'billed', 'void'))`,
    ),
    check(
      'documents_amounts',
      sql`${table.subtotal} >= 0 and ${table.discountTotal} >= 0 and ${table.taxTotal} >= 0 and ${table.total} >= 0
       and ${table.homeTotal} >= 0 and ${table.amountPaid} >= 0 and ${table.amountDue} >= 0
       and ${table.amountPaid} + ${table.amountDue} <= ${table.total}`,
    ),
    check('documents_exchange_rate', sql`${table.exchangeRate} > 0`),
    check(
      'documents_direction',
      sql`(${table.kind} in ('invoice', 'estimate', 'sales-receipt', 'credit-note')) = (${table.direction} = 'sales') and ${table.direction} in ('sales', 'purchases') and ${table.kind} in ('invoice', 'estimate', 'sales-receipt', 'credit-note', 'bill', 'expense', 'purchase-order')`,
    ),
    check('documents_withholding', sql`${table.withholdingTotal} >= 0`),
    check(
      'documents_credit_kind',
      sql`${table.creditKind} is null or (${table.kind} = 'credit-note' and ${table.creditKind} in ('return', 'allowance'))`,
    ),
  ],
);

export const documentLines = pgTable(
  'document_lines',
  {
    companyId: companyIdColumn(),
    documentId: uuid('document_id').notNull(),
    position: integer('position').notNull(),
    /** Required on sales lines (the services check it); a purchase line may be an expense category alone. */
    productId: uuid('product_id'),
    description: text('description').notNull().default(''),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    /** Kobo of the document's currency, for one unit. */
    unitPrice: kobo('unit_price').notNull(),
    measurement: text('measurement').notNull().default(''),
    serviceDate: date('service_date', { mode: 'string' }),
    /** Where the line posts: a revenue account on a sale, an expense, asset or stock account on a purchase. */
    accountId: uuid('account_id').notNull(),
    amount: kobo('amount').notNull(),
    discount: kobo('discount').notNull().default(0),
    taxes: jsonb('taxes').$type<LineTaxCharged[]>().notNull().default([]),
    /** Tracked goods: the cost of the stock issued, home currency, as posted to cost of sales. */
    cost: kobo('cost').notNull().default(0),
    /** Credit notes: the line of the invoice this line credits, counted from 1, when it was named. */
    invoiceLine: integer('invoice_line'),
    /** Purchase orders: how much of the line has been received into stock. */
    receivedMilli: bigint('received_milli', { mode: 'number' }).notNull().default(0),
    /** Bills: the withholding tax for the line's kind of supply and its rate (doubled without a TIN). */
    withholdingTaxId: uuid('withholding_tax_id'),
    withholdingBasisPoints: integer('withholding_basis_points'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.documentId, table.position] }),
    foreignKey({
      name: 'document_lines_document_fk',
      columns: [table.companyId, table.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'document_lines_product_fk',
      columns: [table.companyId, table.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    foreignKey({
      name: 'document_lines_account_fk',
      columns: [table.companyId, table.accountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    foreignKey({
      name: 'document_lines_withholding_fk',
      columns: [table.companyId, table.withholdingTaxId],
      foreignColumns: [taxes.companyId, taxes.id],
    }),
    index('document_lines_product_idx').on(table.companyId, table.productId),
    check('document_lines_figures', sql`${table.quantityMilli} > 0 and ${table.unitPrice} >= 0`),
    check('document_lines_received', sql`${table.receivedMilli} >= 0`),
    check(
      'document_lines_withholding',
      sql`(${table.withholdingTaxId} is null) = (${table.withholdingBasisPoints} is null) and coalesce(${table.withholdingBasisPoints}, 0) between 0 and 10000`,
    ),
  ],
);

/** A document's history: created, approved, emailed, reminded, paid, voided, converted (shown on its page). */
export const documentEvents = pgTable(
  'document_events',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    documentId: uuid('document_id').notNull(),
    event: text('event').notNull(),
    detail: text('detail').notNull().default(''),
    userId: uuid('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'document_events_document_fk',
      columns: [table.companyId, table.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }).onDelete('cascade'),
    index('document_events_document_idx').on(table.companyId, table.documentId, table.at),
  ],
);
