import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './tenant.ts';

/** The long lists whose totals are kept: contacts by kind, products, and documents by kind. */
export const countedLists = [
  'customer',
  'vendor',
  'employee',
  'products',
  'invoice',
  'estimate',
  'sales-receipt',
  'credit-note',
  'bill',
  'expense',
  'purchase-order',
] as const;
export type CountedList = (typeof countedLists)[number];

/**
 * How many rows each long list holds, by status (contacts: 'active' | 'inactive'; products:
 * 'active' | 'archived'; sales documents: their stored status). Kept by statement triggers on
 * contacts and products (migration 0014), in the same transaction as the rows, and on
 * documents by a trigger deferred to commit (migration 0016), so a list page answers its
 * total without counting 100,000 rows under row-level security on every page. Nothing writes here
 * but the triggers.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    companyId: companyIdColumn(),
    list: text('list', { enum: countedLists }).notNull(),
    status: text('status').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.list, table.status] })],
);
