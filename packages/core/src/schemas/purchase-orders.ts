import { z } from 'zod';
import {
  amount,
  choice,
  fieldsObject,
  figure,
  freeText,
  id,
  isoDate,
  list,
  notValid,
  requiredString,
  text,
} from './fields.ts';
import { documentCurrency, maxDocumentLines, salesMessages } from './sales.ts';
import { stockQuantity } from './stock.ts';

/*
 * Purchase orders (issue 27; spec section 2 /expense/purchase, new-purchase, edit-purchase). The
 * spec shows no call for them: the API is /purchase-orders (docs/decisions.md, "Purchase orders").
 * A purchase order posts nothing; receiving its goods puts them into stock, and it becomes a bill
 * in one call. Amounts are naira of the order's currency, as every document sends them.
 */

export const purchaseOrderMessages = {
  selectPurchase: 'Please select a purchase order',
  leave: salesMessages.leave,
  noLines: 'Add at least one item',
  accountOrProduct: 'Choose a product or an account for each item',
  deliveryBeforeDate: 'Expected delivery date cannot be before the order date',
  receiveSomething: 'Receive at least one item',
  deletePurchase: 'Are you sure you want to void the selected purchase order?',
} as const;

const lineTax = fieldsObject({ id: id('Tax') }, 'Tax');

/** A line: goods or a service (product), or an expense account alone (spec section 3's bill line). */
export const purchaseLineSchema = fieldsObject(
  {
    product: id('Product').nullable().optional(),
    /** Where the line's cost goes; tracked goods: their inventory account, whatever is sent. */
    chartofAccount: id('Account').nullable().optional(),
    description: requiredString('Description', { max: 500 }),
    quantity: stockQuantity('Quantity').refine((text) => Number(text) >= 1, salesMessages.quantityMinimum),
    price: amount('Price').refine((value) => value >= 1, salesMessages.priceMinimum),
    tax: list('Tax', lineTax, { max: 5 }).optional(),
  },
  'Item',
).refine((line) => Boolean(line.product || line.chartofAccount), {
  message: purchaseOrderMessages.accountOrProduct,
  path: ['chartofAccount'],
});
export type PurchaseLineInput = z.input<typeof purchaseLineSchema>;

const lines = list('Items', purchaseLineSchema, {
  min: 1,
  max: maxDocumentLines,
  tooFew: purchaseOrderMessages.noLines,
  tooMany: salesMessages.tooManyLines,
});

const discount = fieldsObject(
  {
    type: choice('Discount type', ['value', 'percentage'] as const),
    /** value: an amount in the order's currency; percentage: percent (10 is 10%). */
    value: amount('Discount value'),
  },
  'Discount',
).refine((given) => given.type !== 'percentage' || given.value <= 100, {
  message: notValid('Discount value'),
  path: ['value'],
});

/** draft: keep working; open: issue it (it waits for approval when its maker may not approve it). */
export const purchaseOrderSaveStatuses = ['draft', 'open'] as const;

const fields = {
  vendor: id('Vendor'),
  branch: id('Branch'),
  date: isoDate('Order date'),
  /** The expected delivery date. */
  deliveryDate: isoDate('Delivery date').nullable().optional(),
  purchaseNumber: requiredString('Purchase order number', { max: 40 }).optional(),
  reference: freeText('Reference', 100).optional(),
  currency: documentCurrency.optional(),
  items: lines,
  discount: discount.nullable().optional(),
  note: freeText('Note', 2000).optional(),
  address: freeText('Address', 500).optional(),
  status: choice('Status', purchaseOrderSaveStatuses).optional(),
};

function checkDates(order: { date?: string; deliveryDate?: string | null | undefined }, context: z.RefinementCtx) {
  if (order.date && order.deliveryDate && order.deliveryDate < order.date) {
    context.addIssue({ code: 'custom', message: purchaseOrderMessages.deliveryBeforeDate, path: ['deliveryDate'] });
  }
}

export const purchaseOrderSchema = fieldsObject(fields).superRefine(checkDates);
export type PurchaseOrderInput = z.input<typeof purchaseOrderSchema>;
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;

/** PATCH: only changed fields; items, when sent, replace the lines. */
export const purchaseOrderChangesSchema = fieldsObject({
  vendor: fields.vendor.optional(),
  branch: fields.branch.optional(),
  date: fields.date.optional(),
  deliveryDate: fields.deliveryDate,
  purchaseNumber: fields.purchaseNumber,
  reference: fields.reference,
  currency: fields.currency,
  items: lines.optional(),
  discount: fields.discount,
  note: fields.note,
  address: fields.address,
  status: fields.status,
}).superRefine(checkDates);
export type PurchaseOrderChanges = z.output<typeof purchaseOrderChangesSchema>;

/** Goods or services received: which line (counted from 1) and how much of it. */
export const purchaseReceiptSchema = fieldsObject({
  date: isoDate('Date received'),
  lines: list(
    'Items',
    fieldsObject(
      {
        line: z
          .number({ error: notValid('Item') })
          .int(notValid('Item'))
          .min(1, notValid('Item'))
          .max(maxDocumentLines, notValid('Item')),
        quantity: stockQuantity('Quantity'),
      },
      'Item',
    ),
    { min: 1, max: maxDocumentLines, tooFew: purchaseOrderMessages.receiveSomething },
  ),
});
export type PurchaseReceipt = z.output<typeof purchaseReceiptSchema>;

/** The bill made from an order: its dates and the vendor's bill number; the lines are the order's. */
export const purchaseOrderBillSchema = fieldsObject({
  issueDate: isoDate('Issue date').optional(),
  dueDate: isoDate('Due date').optional(),
  billNo: requiredString('Bill No.', { max: 60 }).optional(),
  /** draft (default): to check against the vendor's bill; awaiting-approval; approved: post it now when one may. */
  status: choice('Status', ['draft', 'awaiting-approval', 'approved'] as const).optional(),
});
export type PurchaseOrderBillRequest = z.output<typeof purchaseOrderBillSchema>;

/*
 * The answers (GET /purchase-orders, /purchase-orders/{id}): the server checks what it sends
 * against these and the web app takes its types from them.
 */
const named = (label: string) => fieldsObject({ _id: text(label), name: text(label) }, label);

export const purchaseOrderStatusValues = [
  'draft',
  'awaiting-approval',
  'open',
  'partly-received',
  'received',
  'billed',
  'void',
] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatusValues)[number];
export const purchaseOrderStatusLabels: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  'awaiting-approval': 'Awaiting approval',
  open: 'Open',
  'partly-received': 'Partly received',
  received: 'Received',
  billed: 'Billed',
  void: 'Void',
};
const status = z.enum(purchaseOrderStatusValues, { error: notValid('Status') });

export const purchaseOrderListItemSchema = fieldsObject({
  _id: text('Id'),
  number: text('Number'),
  status,
  vendor: named('Vendor'),
  branch: named('Branch'),
  date: text('Order date'),
  deliveryDate: text('Delivery date').nullable(),
  reference: text('Reference'),
  currency: fieldsObject({ name: text('Currency'), rate: figure('Exchange rate') }, 'Currency'),
  total: figure('Total'),
});
export type PurchaseOrderListItem = z.infer<typeof purchaseOrderListItemSchema>;

const lineTaxView = fieldsObject(
  { id: text('Tax'), name: text('Tax'), value: figure('Tax rate'), amount: figure('Tax') },
  'Tax',
);

export const purchaseOrderViewSchema = purchaseOrderListItemSchema.extend({
  vendor: fieldsObject(
    { _id: text('Vendor'), name: text('Vendor'), email: z.array(text('Email'), { error: notValid('Email') }) },
    'Vendor',
  ),
  address: text('Address'),
  note: text('Note'),
  items: z.array(
    fieldsObject(
      {
        line: figure('Item'),
        product: fieldsObject(
          { _id: text('Product'), name: text('Product'), tracked: z.boolean({ error: notValid('Product') }) },
          'Product',
        ).nullable(),
        chartofAccount: fieldsObject({ _id: text('Account'), name: text('Account'), code: text('Account') }, 'Account'),
        description: text('Description'),
        quantity: figure('Quantity'),
        received: figure('Delivered so far'),
        measurement: text('Measurement'),
        price: figure('Price'),
        total: figure('Amount'),
        tax: z.array(lineTaxView, { error: notValid('Tax') }),
      },
      'Item',
    ),
    { error: notValid('Items') },
  ),
  subtotal: figure('Subtotal'),
  discount: fieldsObject(
    { type: z.enum(['value', 'percentage'], { error: notValid('Discount type') }), value: figure('Discount value') },
    'Discount',
  ).nullable(),
  discountTotal: figure('Discount'),
  taxes: z.array(fieldsObject({ id: text('Tax'), name: text('Tax'), amount: figure('Tax') }, 'Tax'), {
    error: notValid('Taxes'),
  }),
  taxTotal: figure('Tax'),
  homeTotal: figure('Total'),
  bill: fieldsObject({ _id: text('Bill'), number: text('Bill') }, 'Bill').nullable(),
  history: z.array(
    fieldsObject(
      { event: text('Event'), detail: text('Detail'), at: text('When'), user: text('Who').nullable() },
      'History',
    ),
    { error: notValid('History') },
  ),
});
export type PurchaseOrderView = z.infer<typeof purchaseOrderViewSchema>;

export const purchaseOrderSentSchema = fieldsObject({ to: z.array(text('Email'), { error: notValid('Email') }) });

/** The bill a purchase order became (POST /purchase-orders/{id}/bill). */
export const purchaseOrderBilledSchema = fieldsObject({
  _id: text('Bill'),
  number: text('Bill No.'),
  status: text('Status'),
});
