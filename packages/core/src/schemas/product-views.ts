import type { z } from 'zod';
import { choice, fieldsObject, figure, listOf, text, yesOrNo } from './fields.ts';

/* Products and services as the API answers them, with the spec's field names (section 3); amounts in naira. */

const reference = fieldsObject({ _id: text('Id'), name: text('Name') });
const accountReference = fieldsObject({
  _id: text('Id'),
  account_code: text('Account code'),
  account_name: text('Account name'),
});
export type ProductAccountView = z.infer<typeof accountReference>;

export const measurementViewSchema = fieldsObject({ code: text('Code'), name: text('Name'), unit: text('Unit') });
export type MeasurementView = z.infer<typeof measurementViewSchema>;

const branchStockViewSchema = fieldsObject({
  branch: reference,
  /** Thousandths shown as text: '2.5'. */
  quantity: text('Quantity'),
  value: figure('Value'),
  isLowStock: yesOrNo('Is low stock'),
});
export type BranchStockView = z.infer<typeof branchStockViewSchema>;

export const productViewSchema = fieldsObject({
  _id: text('Id'),
  name: text('Name'),
  type: choice('Type', ['Goods', 'Service']),
  category: reference.nullable(),
  skuNumber: text('Sku number').nullable(),
  /** For NRS e-invoices: the HS code of goods or the service code of a service. */
  classificationCode: text('Classification code').nullable(),
  unitOfMeasurement: measurementViewSchema,
  /** The selling price, naira. */
  price: figure('Price'),
  revenueAccount: accountReference.nullable(),
  description: text('Description'),
  tax: listOf(
    fieldsObject({ _id: text('Id'), name: text('Name'), rateBasisPoints: figure('Rate basis points') }),
    'Tax',
  ),
  purchasePrice: figure('Purchase cost').nullable(),
  expenseAccount: accountReference.nullable(),
  inventoryAccount: accountReference.nullable(),
  lowStock: text('Low stock').nullable(),
  trackItem: yesOrNo('Track item'),
  vendor: reference.nullable(),
  status: choice('Status', ['Active', 'Archive']),
  /** Tracked goods: on hand over the branches the caller sees (a branch-limited member: theirs). */
  quantityOnHand: text('Quantity on hand').nullable(),
  /** Tracked goods: their value at weighted average cost, naira. */
  value: figure('Value').nullable(),
  /** Tracked goods at or under Low stock at a branch, or never stocked. */
  isLowStock: yesOrNo('Is low stock'),
  /** The detail only: where the stock is. */
  branches: listOf(branchStockViewSchema, 'Branches').optional(),
  createdAt: text('Created at'),
  updatedAt: text('Updated at'),
});
export type ProductView = z.infer<typeof productViewSchema>;

export const productCategoryViewSchema = fieldsObject({
  _id: text('Id'),
  name: text('Name'),
  description: text('Description'),
  /** How many products are in it. */
  products: figure('Products'),
  createdAt: text('Created at'),
});
export type ProductCategoryView = z.infer<typeof productCategoryViewSchema>;
