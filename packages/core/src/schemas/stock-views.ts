import { z } from 'zod';

/*
 * Stock as the API answers it: documents, a product's movements and positions, transfers and the
 * inventory valuation. Quantities are text ('2.5'), money naira. The kinds are the database's
 * (packages/db tables/stock.ts); the server answers its rows through these schemas, so a kind added
 * there and not here fails its typecheck.
 */

export const stockDocumentKinds = ['add-stock', 'inflow', 'adjustment', 'transfer'] as const;
export const stockMovementKinds = ['receipt', 'issue', 'count', 'revalue', 'transfer-in', 'transfer-out'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

const reference = z.object({ _id: z.string(), name: z.string() });

export const stockMovementViewSchema = z.object({
  _id: z.string(),
  date: z.string(),
  kind: z.enum(stockMovementKinds),
  product: reference,
  branch: reference,
  /** What moved it; type is the stock document's kind (add-stock, inflow, adjustment, transfer). */
  document: z.object({ _id: z.string(), type: z.string(), reference: z.string(), reason: z.string() }),
  quantityChange: z.string(),
  valueChange: z.number(),
  /** A receipt into negative stock: what it corrected on cost of sales. */
  costCorrection: z.number(),
  /** At this branch after the movement. */
  quantityAfter: z.string(),
  valueAfter: z.number(),
  /** Across the branches the caller sees, after the movement. */
  runningQuantity: z.string(),
  runningValue: z.number(),
});
export type StockMovementView = z.infer<typeof stockMovementViewSchema>;

export const stockDocumentViewSchema = z.object({
  _id: z.string(),
  kind: z.enum(stockDocumentKinds),
  date: z.string(),
  branch: reference,
  toBranch: reference.nullable(),
  reference: z.string(),
  reason: z.string(),
  /** The journal entry it posted; null when nothing of value moved. */
  entry: z.object({ _id: z.string() }).nullable(),
  movements: z.array(stockMovementViewSchema.omit({ runningQuantity: true, runningValue: true })),
  createdAt: z.string(),
});
export type StockDocumentView = z.infer<typeof stockDocumentViewSchema>;

export const productStockViewSchema = z.object({
  product: z.object({
    _id: z.string(),
    name: z.string(),
    unit: z.string(),
    trackItem: z.boolean(),
    lowStock: z.string().nullable(),
  }),
  quantity: z.string(),
  value: z.number(),
  branches: z.array(
    z.object({
      branch: reference,
      quantity: z.string(),
      value: z.number(),
      /** One whole unit at the weighted average, naira; null before the first receipt. */
      averageCost: z.number().nullable(),
      isLowStock: z.boolean(),
    }),
  ),
});
export type ProductStockView = z.infer<typeof productStockViewSchema>;

export const stockTransferViewSchema = z.object({
  _id: z.string(),
  date: z.string(),
  note: z.string(),
  fromBranch: reference,
  toBranch: reference,
  /** How many product lines it moved. */
  items: z.number(),
  /** The value moved at the sending branch's average cost, naira. */
  value: z.number(),
  createdAt: z.string(),
});
export type StockTransferView = z.infer<typeof stockTransferViewSchema>;

export const valuationLineViewSchema = z.object({
  product: reference.extend({ sku: z.string().nullable() }),
  unit: z.string(),
  branch: reference,
  quantity: z.string(),
  /** One whole unit at the weighted average, naira; null before the first receipt. */
  averageCost: z.number().nullable(),
  value: z.number(),
  isLowStock: z.boolean(),
});
export type ValuationLineView = z.infer<typeof valuationLineViewSchema>;

export const inventoryValuationViewSchema = z.object({
  lines: z.array(valuationLineViewSchema),
  /** Every position, not only this page's. */
  totalValue: z.number(),
  branches: z.array(reference.extend({ value: z.number() })),
});
export type InventoryValuationView = z.infer<typeof inventoryValuationViewSchema>;
