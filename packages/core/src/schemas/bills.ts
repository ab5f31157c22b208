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
import { documentCurrency, maxDocumentLines } from './sales.ts';
import { stockQuantity } from './stock.ts';

/*
 * Bills (issue 27; spec sections 3 and 5 "Bill"): a vendor's bill entered in Owo, its request body
 * (shared by the API and the create-bill and edit-bill forms) and its answers (checked by the
 * server, inferred by the web app). Amounts are naira, or the bill's currency, with 2 decimals.
 * The server works every total out with documentTotals; totals a client sends are not trusted
 * (they are taken and dropped, so the spec's client may send them).
 */

export const billMessages = {
  selectBill: 'Please select a bill',
  deleteBill: 'Are you sure you want to delete the selected Bill?',
  leave: 'Do you want to leave without saving changes',
  noLines: 'Add at least one item',
  tooManyLines: `Add at most ${maxDocumentLines} items on one bill`,
  dueBeforeIssue: 'Due date cannot be before the issue date',
  accountOrProduct: 'Choose an account for each item, or one of your goods or services',
  priceMinimum: 'Price must be more than 0',
} as const;

const lineTax = fieldsObject(
  {
    id: id('Tax'),
    /** The rate the form showed; the server takes the tax's rate on the bill's date. */
    value: z.union([z.number(), z.string()], { error: notValid('Tax') }).optional(),
  },
  'Tax',
);

/** A bill line (spec section 3 "Bill" items): to an expense account, or a product (goods come into stock). */
export const billLineSchema = fieldsObject(
  {
    /** The account the line posts to; left out, the product's expense account (goods: its inventory account). */
    chartofAccount: id('Account').nullable().optional(),
    product: id('Product').nullable().optional(),
    description: freeText('Description', 500).optional(),
    quantity: stockQuantity('Quantity').optional(),
    price: amount('Price').refine((value) => value > 0, billMessages.priceMinimum),
    /** Worked out by the server (quantity × price); taken and dropped. */
    total: z.union([z.number(), z.string()], { error: notValid('Line amount') }).optional(),
    tax: list('Tax', lineTax, { max: 5 }).optional(),
    /** The withholding tax for the line's kind of supply (a tax of kind withholding): deducted when paid. */
    withholding: id('Withholding tax').nullable().optional(),
  },
  'Item',
).refine((line) => Boolean(line.chartofAccount || line.product), {
  message: billMessages.accountOrProduct,
  path: ['chartofAccount'],
});
export type BillLineInput = z.input<typeof billLineSchema>;

const discount = fieldsObject(
  {
    type: choice('Discount type', ['value', 'percentage'] as const),
    /** value: an amount in the bill's currency; percentage: percent (10 is 10%). */
    value: amount('Discount value'),
  },
  'Discount',
);

const billLines = list('Items', billLineSchema, {
  min: 1,
  max: maxDocumentLines,
  tooFew: billMessages.noLines,
  tooMany: billMessages.tooManyLines,
});

export const billSaveStatuses = ['draft', 'awaiting-approval', 'approved'] as const;

const billFields = {
  vendor: id('Vendor'),
  branch: id('Branch'),
  employee: id('Employee').nullable().optional(),
  issueDate: isoDate('Issue date'),
  dueDate: isoDate('Due date'),
  /** The vendor's own number for the bill. */
  billNo: requiredString('Bill number', { max: 60 }),
  /** The vendor's TIN as on the bill; left out, the vendor's. */
  tin: freeText('TIN', 20).optional(),
  address: requiredString('Billing address', { max: 500 }),
  currency: documentCurrency.optional(),
  items: billLines,
  /** The spec's client sends its running tax totals; the server works them out again. */
  taxes: z
    .array(z.unknown(), { error: notValid('Taxes') })
    .max(50, notValid('Taxes'))
    .optional(),
  discount: discount.nullable().optional(),
  total: z.union([z.number(), z.string()], { error: notValid('Total') }).optional(),
  note: freeText('Note', 2000).optional(),
  /**
   * draft: keep working; awaiting-approval: ask for approval; approved (default): post now when the
   * member may approve a bill of its amount, else it waits for approval.
   */
  status: choice('Status', billSaveStatuses).optional(),
};

export const billSchema = fieldsObject(billFields).superRefine((bill, context) => {
  if (bill.dueDate < bill.issueDate) {
    context.addIssue({ code: 'custom', message: billMessages.dueBeforeIssue, path: ['dueDate'] });
  }
});
export type BillInput = z.input<typeof billSchema>;
export type Bill = z.output<typeof billSchema>;

/** PATCH: only changed fields; the lines, when sent, replace the lines. A posted bill is reversed and posted again. */
export const billChangesSchema = fieldsObject(billFields)
  .omit({ status: true })
  .partial()
  .superRefine((bill, context) => {
    if (bill.dueDate && bill.issueDate && bill.dueDate < bill.issueDate) {
      context.addIssue({ code: 'custom', message: billMessages.dueBeforeIssue, path: ['dueDate'] });
    }
  });
export type BillChangesInput = z.input<typeof billChangesSchema>;
export type BillChanges = z.output<typeof billChangesSchema>;

/*
 * The answers. Amounts are naira of the bill's currency, but withholdingTotal, which is in the home
 * currency (what is deducted from the payment in naira). Messages in people's words (messages.test.ts).
 */
const named = (label: string) => fieldsObject({ _id: text(label), name: text(label) }, label);

export const billStatusValues = [
  'draft',
  'awaiting-approval',
  'unpaid',
  'partly-paid',
  'paid',
  'overdue',
  'void',
] as const;

export const billListItemSchema = fieldsObject({
  _id: text('Id'),
  number: text('Number'),
  billNo: text('Bill No.'),
  status: z.enum(billStatusValues, { error: notValid('Status') }),
  vendor: named('Vendor'),
  branch: named('Branch'),
  issueDate: text('Issue date'),
  dueDate: text('Due date'),
  currency: fieldsObject({ name: text('Currency'), rate: figure('Exchange rate') }, 'Currency'),
  total: figure('Total'),
  amountPaid: figure('Amount paid'),
  amountDue: figure('Amount due'),
  withholdingTotal: figure('Withholding tax'),
  dueLabel: fieldsObject({ label: text('Due'), type: figure('Due') }, 'Due').nullable(),
});
export type BillListItem = z.infer<typeof billListItemSchema>;

const lineTaxView = fieldsObject(
  { id: text('Tax'), name: text('Tax'), value: figure('Tax rate'), amount: figure('Tax amount') },
  'Tax',
);

export const billViewSchema = billListItemSchema.extend({
  tin: text('TIN'),
  address: text('Billing address'),
  employee: named('Employee').nullable(),
  note: text('Note'),
  discount: fieldsObject({ type: text('Discount type'), value: figure('Discount value') }, 'Discount').nullable(),
  items: z.array(
    fieldsObject(
      {
        chartofAccount: named('Account'),
        product: named('Product').nullable(),
        description: text('Description'),
        quantity: text('Quantity'),
        price: figure('Price'),
        total: figure('Line amount'),
        discount: figure('Item discount'),
        tax: z.array(lineTaxView, { error: notValid('Tax') }),
        withholding: fieldsObject(
          { id: text('Withholding tax'), name: text('Withholding tax'), rate: figure('Withholding rate') },
          'Withholding tax',
        ).nullable(),
      },
      'Item',
    ),
    { error: notValid('Items') },
  ),
  taxes: z.array(fieldsObject({ id: text('Tax'), name: text('Tax'), amount: figure('Tax amount') }, 'Tax'), {
    error: notValid('Taxes'),
  }),
  subtotal: figure('Subtotal'),
  discountTotal: figure('Discount'),
  taxTotal: figure('Tax'),
  homeTotal: figure('Total in home currency'),
  payments: z.array(
    fieldsObject(
      {
        _id: text('Payment'),
        number: text('Payment'),
        date: text('Payment date'),
        amount: figure('Amount'),
        withholdingTax: figure('Tax withheld'),
      },
      'Payment',
    ),
    { error: notValid('Payments') },
  ),
  /** The live journal entry and its lines (none for a draft, a bill awaiting approval or a void one). */
  journal: fieldsObject(
    {
      _id: text('Journal entry'),
      lines: z.array(
        fieldsObject({ account: text('Account'), debit: figure('Debit'), credit: figure('Credit') }, 'Journal line'),
        { error: notValid('Journal lines') },
      ),
    },
    'Journal entry',
  ).nullable(),
  history: z.array(
    fieldsObject(
      { event: text('Event'), detail: text('Detail'), at: text('Date'), user: text('User').nullable() },
      'History',
    ),
    { error: notValid('History') },
  ),
  createdAt: text('Created'),
});
export type BillView = z.infer<typeof billViewSchema>;
export type BillViewItem = BillView['items'][number];
