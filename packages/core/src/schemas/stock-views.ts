import type { z } from 'zod';
import { choice, fieldsObject, figure, listOf, text, yesOrNo } from './fields.ts';

/*
 * Stock as the API answers it: documents, a product's movements and positions, transfers and the
 * inventory valuation. Quantities are text ('2.5'), money naira. The kinds are the database's
 * (packages/db tables/stock.ts); the server answers its rows through these schemas, so a kind added
 * there and not here fails its typecheck.
 */

export const stockDocumentKinds = ['add-stock', 'inflow', 'adjustment', 'transfer'] as const;
export const stockMovementKinds = ['receipt', 'issue', 'count', 'revalue', 'transfer-in', 'transfer-out'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

const reference = fieldsObject({ _id: text('Id'), name: text('Name') });

export const stockMovementViewSchema = fieldsObject({
  _id: text('Id'),
  date: text('Date'),
  kind: choice('Kind', stockMovementKinds),
  product: reference,
  branch: reference,
  /** What moved it; type is the stock document's kind (add-stock, inflow, adjustment, transfer). */
  document: fieldsObject({ _id: text('Id'), type: text('Type'), reference: text('Reference'), reason: text('Reason') }),
  quantityChange: text('Quantity change'),
  valueChange: figure('Value change'),
  /** A receipt into negative stock: what it corrected on cost of sales. */
  costCorrection: figure('Cost correction'),
  /** At this branch after the movement. */
  quantityAfter: text('Quantity after'),
  valueAfter: figure('Value after'),
  /** Across the branches the caller sees, after the movement. */
  runningQuantity: text('Running quantity'),
  runningValue: figure('Running value'),
});
export type StockMovementView = z.infer<typeof stockMovementViewSchema>;

export const stockDocumentViewSchema = fieldsObject({
  _id: text('Id'),
  kind: choice('Kind', stockDocumentKinds),
  date: text('Date'),
  branch: reference,
  toBranch: reference.nullable(),
  reference: text('Reference'),
  reason: text('Reason'),
  /** The journal entry it posted; null when nothing of value moved. */
  entry: fieldsObject({ _id: text('Id') }).nullable(),
  movements: listOf(stockMovementViewSchema.omit({ runningQuantity: true, runningValue: true }), 'Movements'),
  createdAt: text('Created at'),
});
export type StockDocumentView = z.infer<typeof stockDocumentViewSchema>;

export const productStockViewSchema = fieldsObject({
  product: fieldsObject({
    _id: text('Id'),
    name: text('Name'),
    unit: text('Unit'),
    trackItem: yesOrNo('Track item'),
    lowStock: text('Low stock').nullable(),
  }),
  quantity: text('Quantity'),
  value: figure('Value'),
  branches: listOf(
    fieldsObject({
      branch: reference,
      quantity: text('Quantity'),
      value: figure('Value'),
      /** One whole unit at the weighted average, naira; null before the first receipt. */
      averageCost: figure('Average cost').nullable(),
      isLowStock: yesOrNo('Is low stock'),
    }),
    'Branches',
  ),
});
export type ProductStockView = z.infer<typeof productStockViewSchema>;

export const stockTransferViewSchema = fieldsObject({
  _id: text('Id'),
  date: text('Date'),
  note: text('Note'),
  fromBranch: reference,
  toBranch: reference,
  /** How many product lines it moved. */
  items: figure('Items'),
  /** The value moved at the sending branch's average cost, naira. */
  value: figure('Value'),
  createdAt: text('Created at'),
});
export type StockTransferView = z.infer<typeof stockTransferViewSchema>;

export const valuationLineViewSchema = fieldsObject({
  product: reference.extend({ sku: text('Sku').nullable() }),
  unit: text('Unit'),
  branch: reference,
  quantity: text('Quantity'),
  /** One whole unit at the weighted average, naira; null before the first receipt. */
  averageCost: figure('Average cost').nullable(),
  value: figure('Value'),
  isLowStock: yesOrNo('Is low stock'),
});
export type ValuationLineView = z.infer<typeof valuationLineViewSchema>;

export const inventoryValuationViewSchema = fieldsObject({
  lines: listOf(valuationLineViewSchema, 'Lines'),
  /** Every position, not only this page's. */
  totalValue: figure('Total value'),
  branches: listOf(reference.extend({ value: figure('Value') }), 'Branches'),
});
export type InventoryValuationView = z.infer<typeof inventoryValuationViewSchema>;
