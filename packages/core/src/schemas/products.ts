import { z } from 'zod';
import type { CsvColumn } from '../csv-records.ts';
import { amount, choice, fieldsObject, freeText, id, list, notValid, required, requiredString } from './fields.ts';

/*
 * Request bodies of products and services (/sales/products), shared by the API and the product
 * forms, with the labels the forms show (spec sections 3 and 5). Prices are naira (the server
 * keeps kobo); Low stock is a quantity of the product's unit with at most 3 decimals (the server
 * keeps thousandths, stock-costing.ts).
 */

export const productTypeValues = ['Goods', 'Service'] as const;
export type ProductTypeValue = (typeof productTypeValues)[number];

/** The spec's words: Active unarchives, Archive archives. */
export const productStatusValues = ['Active', 'Archive'] as const;
export type ProductStatusValue = (typeof productStatusValues)[number];

/** Kilogram (spec section 9). */
export const defaultMeasurementCode = 'kg';

/** A bulk action names at most this many products (the bulk edit title says 100). */
export const productBatchLimit = 100;

export const productMessages = {
  lowStockRequired: 'Low stock is a required field when Track item is on',
  trackServices: 'Only goods can be tracked: a service has no stock',
  lowStockFormat: 'Low stock must be a quantity with at most 3 decimal places',
  editEmpty: 'Edit cannot be empty. Please select what you want to edit',
  changeToEmpty: 'Please select what you want to change to',
  selectProducts: 'Please select a product',
  tooMany: `You can change at most ${productBatchLimit} products at a time`,
} as const;

const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** An optional id: empty or null clears it. */
const optionalId = (label: string) => z.preprocess(emptyToNull, id(label).nullable()).optional();

/** A quantity as text or number, not negative, at most 3 decimals; out: the text as sent ('2.5'). */
export function quantity(label: string) {
  return z.union([z.number(), z.string()], { error: notValid(label) }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^\d{1,12}(?:\.\d+)?$/.test(text)) {
      context.addIssue({ code: 'custom', message: notValid(label) });
    } else if (!/^\d+(?:\.\d{1,3})?$/.test(text)) {
      context.addIssue({ code: 'custom', message: productMessages.lowStockFormat });
    }
    return text;
  });
}

const optionalQuantity = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), quantity(label).nullable()).optional();

const optionalAmount = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), amount(label).nullable()).optional();

/**
 * An amount that must be given: an empty field is 'required', not 0. Told before the amount's own
 * checks, so a form shows this message rather than one of the amount's union branches.
 */
function requiredAmount(label: string) {
  return z
    .unknown()
    .transform((value, context) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        context.addIssue({ code: 'custom', message: required(label) });
        return z.NEVER;
      }
      return value as number | string;
    })
    .pipe(amount(label));
}

const productFields = {
  category: optionalId('Category'),
  type: choice('Type', productTypeValues).default('Goods'),
  name: requiredString('Name', { max: 200 }),
  /** Unique in the company, compared without case; empty means none. */
  skuNumber: z
    .preprocess(
      emptyToNull,
      z
        .string({ error: notValid('SKU') })
        .trim()
        .max(60, 'SKU must be at most 60 characters')
        .nullable(),
    )
    .optional(),
  /** For NRS e-invoices: an HS code of goods (8471.30) or the 4-digit service code of a service; empty means none. */
  classificationCode: z
    .preprocess(
      emptyToNull,
      z
        .string({ error: notValid('HS or service code') })
        .trim()
        .regex(/^\d{4}(\.\d{2}){0,2}$/, 'HS or service code must look like 8471.30 (goods) or 6202 (services)')
        .nullable(),
    )
    .optional(),
  unitOfMeasurement: requiredString('Unit of measurement', { max: 20 }).default(defaultMeasurementCode),
  /** The selling price, naira: required, so an empty field is not read as 0. */
  price: requiredAmount('Selling Price'),
  /** An income account; default Sales for goods and Service Revenue for a service. */
  revenueAccount: optionalId('Revenue account'),
  description: freeText('Description', 1000).optional(),
  tax: list('Tax', id('Tax'), { max: 10 }).optional(),
  purchasePrice: optionalAmount('Purchase Price'),
  /** An expense account (cost of sales). */
  expenseAccount: optionalId('Expense account'),
  /** An asset account; default Inventory for tracked goods. */
  inventoryAccount: optionalId('Inventory account'),
  lowStock: optionalQuantity('Low stock'),
  trackItem: z.boolean({ error: notValid('Track item') }).optional(),
  /** A vendor (a contact of kind vendor). */
  vendor: optionalId('Vendor'),
  status: choice('Status', productStatusValues).optional(),
};

type Tracked = { type?: ProductTypeValue; trackItem?: boolean; lowStock?: string | null };

const lowStockWhenTracked = (body: Tracked) =>
  !body.trackItem || (body.lowStock !== undefined && body.lowStock !== null);
const onlyGoodsTracked = (body: Tracked) => !body.trackItem || body.type !== 'Service';

export const productCreateSchema = fieldsObject(productFields)
  .refine(lowStockWhenTracked, { message: productMessages.lowStockRequired, path: ['lowStock'] })
  .refine(onlyGoodsTracked, { message: productMessages.trackServices, path: ['trackItem'] });
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

/** PATCH takes only the fields that changed; the server checks the product whole as it will be. */
export const productUpdateSchema = fieldsObject({
  ...productFields,
  type: choice('Type', productTypeValues).optional(),
  unitOfMeasurement: requiredString('Unit of measurement', { max: 20 }).optional(),
})
  .partial()
  .refine((body) => body.type === undefined || onlyGoodsTracked(body), {
    message: productMessages.trackServices,
    path: ['trackItem'],
  });
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/**
 * The quick-add dialog: a good sold to the Sales account, with a name and a price (spec section 4),
 * and the unit and taxes an invoice line needs, so a product added from a line sells as it should.
 */
export const productQuickAddSchema = fieldsObject({
  type: choice('Type', ['Goods']).default('Goods'),
  name: productFields.name,
  price: productFields.price,
  unitOfMeasurement: productFields.unitOfMeasurement,
  tax: productFields.tax,
});
export type ProductQuickAddInput = z.input<typeof productQuickAddSchema>;

export const productCategorySchema = fieldsObject({
  name: requiredString('Name', { max: 120 }),
  description: requiredString('Description', { max: 500 }),
});
export type ProductCategoryInput = z.input<typeof productCategorySchema>;
export type ProductCategory = z.output<typeof productCategorySchema>;

export const productBatchActions = ['archive', 'unarchive', 'delete', 'edit'] as const;
export type ProductBatchAction = (typeof productBatchActions)[number];

/** What the bulk edit can change (spec section 9): Type, Status, Revenue Category (account), Tax. */
export const productBulkEditFields = ['type', 'status', 'revenueAccount', 'tax'] as const;
export type ProductBulkEditField = (typeof productBulkEditFields)[number];

const batchIds = list('Products', id('Product'), {
  min: 1,
  max: productBatchLimit,
  tooFew: productMessages.selectProducts,
  tooMany: productMessages.tooMany,
});

const editValue: Record<ProductBulkEditField, z.ZodType> = {
  type: choice('Type', productTypeValues),
  status: choice('Status', productStatusValues),
  revenueAccount: id('Revenue Category'),
  tax: list('Tax', id('Tax'), { max: 10 }),
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * `{ action, data: { ids, attribute, value } }`: attribute and value only for edit. An empty tax list
 * is a value (NIL: no tax).
 */
export const productBatchSchema = fieldsObject({
  action: choice('Action', productBatchActions),
  data: fieldsObject(
    {
      ids: batchIds,
      attribute: z.preprocess(
        emptyToNull,
        z.enum(productBulkEditFields, { error: productMessages.editEmpty }).nullish(),
      ),
      value: z.unknown().optional(),
    },
    'Products',
  ),
}).superRefine((body, context) => {
  if (body.action !== 'edit') return;
  const { attribute, value } = body.data;
  if (!attribute) {
    context.addIssue({ code: 'custom', message: productMessages.editEmpty, path: ['data', 'attribute'] });
    return;
  }
  if (isBlank(value)) {
    context.addIssue({ code: 'custom', message: productMessages.changeToEmpty, path: ['data', 'value'] });
    return;
  }
  const parsed = editValue[attribute].safeParse(value);
  if (!parsed.success) {
    context.addIssue({
      code: 'custom',
      message: parsed.error.issues[0]?.message ?? productMessages.changeToEmpty,
      path: ['data', 'value'],
    });
  }
});
export type ProductBatchInput = z.input<typeof productBatchSchema>;
export type ProductBatch = z.output<typeof productBatchSchema>;

/*
 * The products CSV: its columns and what one row must hold (POST /products/csv). Names stand for
 * ids: a category, unit, revenue account (its code) and taxes are matched by name in the company.
 */

export const productCsvColumns: readonly CsvColumn[] = [
  { field: 'name', heading: 'Name', aliases: ['Product name', 'Product', 'Item', 'Item name'] },
  { field: 'type', heading: 'Type', aliases: ['Product type'] },
  { field: 'skuNumber', heading: 'SKU', aliases: ['SKU number', 'Code', 'Item code'] },
  { field: 'category', heading: 'Category' },
  { field: 'unitOfMeasurement', heading: 'Unit', aliases: ['Unit of measurement', 'Measurement', 'UOM'] },
  { field: 'price', heading: 'Selling Price', aliases: ['Price', 'Sales price', 'Rate'] },
  { field: 'purchasePrice', heading: 'Purchase Price', aliases: ['Cost', 'Cost price'] },
  { field: 'description', heading: 'Description' },
  { field: 'trackItem', heading: 'Track Item', aliases: ['Track', 'Track stock', 'Inventory'] },
  { field: 'lowStock', heading: 'Low Stock', aliases: ['Reorder level', 'Low stock level'] },
  { field: 'revenueAccount', heading: 'Revenue Account', aliases: ['Account', 'Income account'] },
  { field: 'tax', heading: 'Tax', aliases: ['Taxes'] },
];

/** A cell as text: empty is null. */
const cell = (label: string, max: number) =>
  z
    .string({ error: notValid(label) })
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(
      z
        .string({ error: notValid(label) })
        .max(max, `${label} must be at most ${max} characters`)
        .nullable(),
    );

const yes = new Set(['yes', 'y', 'true', '1']);
const no = new Set(['no', 'n', 'false', '0']);

export const productCsvRowSchema = fieldsObject({
  name: requiredString('Name', { max: 200 }),
  type: cell('Type', 20)
    .transform((value) => (value ? `${value.charAt(0).toUpperCase()}${value.slice(1).toLowerCase()}` : 'Goods'))
    .pipe(choice('Type', productTypeValues)),
  skuNumber: cell('SKU', 60),
  category: cell('Category', 120),
  unitOfMeasurement: cell('Unit', 40),
  price: productFields.price,
  purchasePrice: z
    .preprocess((value) => (value === '' ? undefined : value), amount('Purchase Price').optional())
    .transform((value) => value ?? null),
  description: cell('Description', 1000),
  trackItem: cell('Track Item', 5).transform((value, context) => {
    const text = value?.toLowerCase() ?? 'no';
    if (!yes.has(text) && !no.has(text)) context.addIssue({ code: 'custom', message: 'Track Item must be Yes or No' });
    return yes.has(text);
  }),
  lowStock: z
    .preprocess((value) => (value === '' ? undefined : value), quantity('Low stock').optional())
    .transform((value) => value ?? null),
  revenueAccount: cell('Revenue Account', 120),
  /** Tax names separated by ';' or ','. */
  tax: cell('Tax', 500).transform((value) =>
    value
      ? value
          .split(/[;,]/)
          .map((name) => name.trim())
          .filter(Boolean)
      : [],
  ),
})
  .refine(lowStockWhenTracked, { message: productMessages.lowStockRequired, path: ['lowStock'] })
  .refine(onlyGoodsTracked, { message: productMessages.trackServices, path: ['trackItem'] });
export type ProductCsvRow = z.output<typeof productCsvRowSchema>;

/** What the products CSV template's example row holds. */
export const productCsvExample: Record<string, string> = {
  name: 'Mama Gold Rice 50kg',
  type: 'Goods',
  skuNumber: 'RICE-50',
  category: 'Groceries',
  unitOfMeasurement: 'Bag',
  price: '62500',
  purchasePrice: '58000',
  trackItem: 'Yes',
  lowStock: '5',
  revenueAccount: '4000',
  tax: 'VAT 7.5%',
};
