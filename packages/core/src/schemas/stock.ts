import { z } from 'zod';
import { amount, fieldsObject, freeText, id, isoDate, list, notValid, required, requiredString } from './fields.ts';

/*
 * Request bodies of stock (/sales/products: add-stock, inventory-inflow, stock-adjustment,
 * stock-transfer), shared by the API and the forms, with the labels the forms show. Quantities are
 * text or numbers of the product's unit with at most 3 decimals (the server keeps thousandths,
 * stock-costing.ts toQuantityMilli); costs and values are naira with 2 decimals (the server keeps kobo).
 */

/** The most one line may move: a billion units, so thousandths and their sums stay exact. */
export const maxStockQuantity = 1_000_000_000;

/** A line editor takes at most this many lines. */
export const maxStockLines = 200;

export const stockMessages = {
  quantityDecimals: (label: string) => `${label} can have at most 3 decimal places`,
  quantityPositive: (label: string) => `${label} must be more than 0`,
  quantityTooLarge: (label: string) => `${label} can be at most 1,000,000,000`,
  countOrValue: 'Enter a counted quantity or a new value',
  notBoth: 'Enter a counted quantity or a new value, not both',
  sameBranch: 'Choose a branch other than the one the stock leaves',
  noLines: 'Add at least one item',
  tooManyLines: `Add at most ${maxStockLines} items at a time`,
} as const;

/**
 * A quantity of a product's unit: a number or numeric text, at most 3 decimals, not more than a
 * billion; `positive` refuses zero (a count may be zero). Out: the text ('2.5'), for toQuantityMilli.
 */
export function stockQuantity(label: string, options: { positive: boolean } = { positive: true }) {
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? required(label) : notValid(label)) })
    .transform((value, context) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
      const [, whole = '', decimals = ''] = match ?? [];
      if (text === '') {
        context.addIssue({ code: 'custom', message: required(label) });
      } else if (!match || whole.length > 13) {
        context.addIssue({ code: 'custom', message: notValid(label) });
      } else if (decimals.length > 3) {
        context.addIssue({ code: 'custom', message: stockMessages.quantityDecimals(label) });
      } else if (Number(text) > maxStockQuantity) {
        context.addIssue({ code: 'custom', message: stockMessages.quantityTooLarge(label) });
      } else if (options.positive && Number(text) === 0) {
        context.addIssue({ code: 'custom', message: stockMessages.quantityPositive(label) });
      }
      return text;
    });
}

const reference = freeText('Reference', 100).optional();

/** Add stock: one product received at a branch, paid from or owed to an account. */
export const addStockSchema = fieldsObject({
  product: id('Product'),
  branch: id('Branch'),
  date: isoDate('Date'),
  quantity: stockQuantity('Quantity'),
  /** The total cost of the quantity, naira. */
  cost: amount('Cost'),
  /** A bank account, Accounts Payable, or Opening Balance Equity. */
  account: id('Paid from'),
  reference,
});
export type AddStockInput = z.input<typeof addStockSchema>;
export type AddStock = z.output<typeof addStockSchema>;

const inflowLine = fieldsObject(
  {
    product: id('Product'),
    quantity: stockQuantity('Quantity'),
    cost: amount('Cost'),
  },
  'Item',
);

/** An inventory inflow: many products received at one branch against one account. */
export const inventoryInflowSchema = fieldsObject({
  branch: id('Branch'),
  date: isoDate('Date'),
  account: id('Paid from'),
  reference,
  lines: list('Items', inflowLine, {
    min: 1,
    max: maxStockLines,
    tooFew: stockMessages.noLines,
    tooMany: stockMessages.tooManyLines,
  }),
});
export type InventoryInflowInput = z.input<typeof inventoryInflowSchema>;
export type InventoryInflow = z.output<typeof inventoryInflowSchema>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const adjustmentLine = fieldsObject(
  {
    product: id('Product'),
    /** What was counted on the shelf: the quantity becomes this, at the average cost. */
    countedQuantity: z.preprocess(emptyToUndefined, stockQuantity('Counted quantity', { positive: false }).optional()),
    /** What the stock on hand is worth now, naira: the value becomes this, the quantity stays. */
    newValue: z.preprocess(emptyToUndefined, amount('New value').optional()),
  },
  'Item',
).superRefine((line, context) => {
  if (line.countedQuantity === undefined && line.newValue === undefined) {
    context.addIssue({ code: 'custom', message: stockMessages.countOrValue, path: ['countedQuantity'] });
  } else if (line.countedQuantity !== undefined && line.newValue !== undefined) {
    context.addIssue({ code: 'custom', message: stockMessages.notBoth, path: ['newValue'] });
  }
});

/** A stock adjustment: counts or new values at one branch, with the reason. */
export const stockAdjustmentSchema = fieldsObject({
  branch: id('Branch'),
  date: isoDate('Date'),
  reason: requiredString('Reason', { max: 300 }),
  lines: list('Items', adjustmentLine, {
    min: 1,
    max: maxStockLines,
    tooFew: stockMessages.noLines,
    tooMany: stockMessages.tooManyLines,
  }),
});
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;
export type StockAdjustment = z.output<typeof stockAdjustmentSchema>;

const transferLine = fieldsObject({ product: id('Product'), quantity: stockQuantity('Quantity') }, 'Item');

/** A transfer of stock from one branch to another, at the sending branch's average cost. */
export const stockTransferSchema = fieldsObject({
  fromBranch: id('From branch'),
  toBranch: id('To branch'),
  date: isoDate('Date'),
  note: freeText('Note', 300).optional(),
  lines: list('Items', transferLine, {
    min: 1,
    max: maxStockLines,
    tooFew: stockMessages.noLines,
    tooMany: stockMessages.tooManyLines,
  }),
}).refine((body) => body.fromBranch.toLowerCase() !== body.toBranch.toLowerCase(), {
  message: stockMessages.sameBranch,
  path: ['toBranch'],
});
export type StockTransferInput = z.input<typeof stockTransferSchema>;
export type StockTransfer = z.output<typeof stockTransferSchema>;
