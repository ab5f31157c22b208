import { z } from 'zod';

/* Products and services as the API answers them, with the spec's field names (section 3); amounts in naira. */

const reference = z.object({ _id: z.string(), name: z.string() });
const accountReference = z.object({ _id: z.string(), account_code: z.string(), account_name: z.string() });
export type ProductAccountView = z.infer<typeof accountReference>;

export const measurementViewSchema = z.object({ code: z.string(), name: z.string(), unit: z.string() });
export type MeasurementView = z.infer<typeof measurementViewSchema>;

const branchStockViewSchema = z.object({
  branch: reference,
  /** Thousandths shown as text: '2.5'. */
  quantity: z.string(),
  value: z.number(),
  isLowStock: z.boolean(),
});
export type BranchStockView = z.infer<typeof branchStockViewSchema>;

export const productViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(['Goods', 'Service']),
  category: reference.nullable(),
  skuNumber: z.string().nullable(),
  /** For NRS e-invoices: the HS code of goods or the service code of a service. */
  classificationCode: z.string().nullable(),
  unitOfMeasurement: measurementViewSchema,
  /** The selling price, naira. */
  price: z.number(),
  revenueAccount: accountReference.nullable(),
  description: z.string(),
  tax: z.array(z.object({ _id: z.string(), name: z.string(), rateBasisPoints: z.number() })),
  purchasePrice: z.number().nullable(),
  expenseAccount: accountReference.nullable(),
  inventoryAccount: accountReference.nullable(),
  lowStock: z.string().nullable(),
  trackItem: z.boolean(),
  vendor: reference.nullable(),
  status: z.enum(['Active', 'Archive']),
  /** Tracked goods: on hand over the branches the caller sees (a branch-limited member: theirs). */
  quantityOnHand: z.string().nullable(),
  /** Tracked goods: their value at weighted average cost, naira. */
  value: z.number().nullable(),
  /** Tracked goods at or under Low stock at a branch, or never stocked. */
  isLowStock: z.boolean(),
  /** The detail only: where the stock is. */
  branches: z.array(branchStockViewSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductView = z.infer<typeof productViewSchema>;

export const productCategoryViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** How many products are in it. */
  products: z.number(),
  createdAt: z.string(),
});
export type ProductCategoryView = z.infer<typeof productCategoryViewSchema>;
