import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, kobo, updatedAt } from './columns.ts';
import { branches, users } from './foundation.ts';
import { products } from './parties.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * Stock of tracked goods (issue 13), valued at weighted average cost per product and branch by
 * packages/core/src/stock-costing.ts. Quantities are thousandths of the product's unit; values
 * are kobo. The position is the costing's state: a movement locks it, applies the pure function
 * and writes the position and the movement in the transaction that posts the entry, so the
 * inventory account's balance is the sum of the positions' values (a test ties them out).
 */

/** Exact values (billionths of a kobo) pass 2^53: numeric, read as text and turned into bigint. */
const exact = (name: string) => numeric(name, { precision: 40, scale: 0 });

/** Where a product stands at a branch now. */
export const stockPositions = pgTable(
  'stock_positions',
  {
    companyId: companyIdColumn(),
    productId: uuid('product_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull().default(0),
    value: kobo('value').notNull().default(0),
    exactValue: exact('exact_value').notNull().default('0'),
    /** The last average while the quantity was not zero (stock-costing.ts AverageCost); null before any stock. */
    averageExactValue: exact('average_exact_value'),
    averageQuantityMilli: bigint('average_quantity_milli', { mode: 'number' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.productId, table.branchId] }),
    foreignKey({
      name: 'stock_positions_product_fk',
      columns: [table.companyId, table.productId],
      foreignColumns: [products.companyId, products.id],
    }),
    foreignKey({
      name: 'stock_positions_branch_fk',
      columns: [table.companyId, table.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    // The costing's promise, kept by the database too: an empty shelf is worth nothing.
    check(
      'stock_positions_empty_is_zero',
      sql`${table.quantityMilli} <> 0 or (${table.value} = 0 and ${table.exactValue} = 0)`,
    ),
  ],
);

/**
 * What changed stock, as the user entered it: add stock (a receipt of one product), an inventory
 * inflow (a receipt of many), an adjustment (counts or values, with a reason) or a transfer
 * between branches. Sales and purchases (later issues) move stock from their own documents.
 */
export const stockDocumentKinds = ['add-stock', 'inflow', 'adjustment', 'transfer'] as const;
export type StockDocumentKind = (typeof stockDocumentKinds)[number];

export const stockDocuments = pgTable(
  'stock_documents',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    kind: text('kind', { enum: stockDocumentKinds }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Where stock came in or was counted; for a transfer, where it left. */
    branchId: uuid('branch_id').notNull(),
    /** For a transfer: where it arrived. */
    toBranchId: uuid('to_branch_id'),
    /** The account on the other side: paid from (bank), owed (payables), opening balance equity, or the adjustment account. */
    accountId: uuid('account_id'),
    reference: text('reference').notNull().default(''),
    reason: text('reason').notNull().default(''),
    /** The journal entry it posted (none when nothing of value moved). */
    entryId: uuid('entry_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'stock_documents_branch_fk',
      columns: [table.companyId, table.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    foreignKey({
      name: 'stock_documents_to_branch_fk',
      columns: [table.companyId, table.toBranchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    foreignKey({
      name: 'stock_documents_account_fk',
      columns: [table.companyId, table.accountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    index('stock_documents_list_idx').on(table.companyId, table.kind, table.date, table.id),
    check(
      'stock_documents_transfer',
      sql`(${table.kind} = 'transfer') = (${table.toBranchId} is not null) and ${table.toBranchId} is distinct from ${table.branchId}`,
    ),
  ],
);

export const stockMovementKinds = ['receipt', 'issue', 'count', 'revalue', 'transfer-in', 'transfer-out'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

/**
 * One change to one position, in the order the costing applied them (ids are time-ordered
 * UUIDv7): its document, what it changed and where the position stood after. The history of a
 * product reads these; the running figures across branches are window sums over them.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    productId: uuid('product_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    kind: text('kind', { enum: stockMovementKinds }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The document that moved it: a stock document now; an invoice or a bill later. */
    documentType: text('document_type').notNull(),
    documentId: uuid('document_id').notNull(),
    quantityChangeMilli: bigint('quantity_change_milli', { mode: 'number' }).notNull(),
    valueChange: kobo('value_change').notNull(),
    /** stock-costing.ts PositionChange.costCorrection: posted to cost of sales. */
    costCorrection: kobo('cost_correction').notNull().default(0),
    quantityAfterMilli: bigint('quantity_after_milli', { mode: 'number' }).notNull(),
    valueAfter: kobo('value_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'stock_movements_position_fk',
      columns: [table.companyId, table.productId, table.branchId],
      foreignColumns: [stockPositions.companyId, stockPositions.productId, stockPositions.branchId],
    }),
    index('stock_movements_product_idx').on(table.companyId, table.productId, table.id),
    index('stock_movements_document_idx').on(table.companyId, table.documentType, table.documentId),
  ],
);
