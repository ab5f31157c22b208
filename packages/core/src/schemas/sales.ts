import { z } from 'zod';
import { installmentsMessage } from '../documents/installments.ts';
import { amount, choice, fieldsObject, freeText, id, isoDate, list, notValid, requiredString } from './fields.ts';
import { stockQuantity } from './stock.ts';

/*
 * Request bodies of selling (issue 14; spec sections 3, 5 and 8): invoices, estimates, sales
 * receipts, credit notes and payments received, shared by the API and the forms, with the labels
 * the forms show. Amounts are naira (or the document's currency) with 2 decimals; quantities are
 * up to 3 decimals of the product's unit, as stock keeps them. The server works every total out
 * with documentTotals (documents/document-totals.ts); a total sent by a client is never trusted.
 */

export const maxDocumentLines = 200;

export const salesMessages = {
  selectInvoice: 'Please select an invoice',
  selectEstimate: 'Please select an estimate',
  selectReceipt: 'Please select a receipt',
  deleteInvoice: 'Are you sure you want to delete the selected Invoice?',
  deleteEstimate: 'Are you sure you want to delete the selected Estimate?',
  deleteReceipt: 'Are you sure you want to delete the selected Receipt?',
  leave: 'Do you want to leave without saving changes',
  installments: installmentsMessage,
  noLines: 'Add at least one item',
  tooManyLines: `Add at most ${maxDocumentLines} items on one document`,
  dueBeforeDate: 'Due date cannot be before the invoice date',
  validTillBeforeFrom: 'Valid till cannot be before valid from',
  priceMinimum: 'Price must be at least 1',
  quantityMinimum: 'Quantity must be at least 1',
  selectInvoices: 'Choose at least one invoice, or record a prepayment instead',
  paymentType: 'Payment type must be INVOICE (a payment received) or BILL (a payment made to a vendor)',
  amountPaidMismatch: 'Amount paid must be the sum of the amounts paid on the invoices',
  balanceMismatch: 'Balance must be the amount received minus the amount paid',
  selectPayment: 'Please select a payment',
  selectPrepayment: 'Please select a prepayment',
  deletePayment: 'Are you sure you want to delete this payment? The invoices it paid will be owed again.',
  deletePrepayment: "Are you sure you want to delete this prepayment? The customer's credit goes down by its amount.",
} as const;

/** A document's currency and its rate to the home currency, as every document and payment sends it. */
export const documentCurrency = fieldsObject(
  {
    /** ISO code ('NGN', 'USD'). */
    name: requiredString('Currency', { max: 3 }).transform((code) => code.toUpperCase()),
    /** Home currency per one unit; 1 for the home currency. */
    rate: z
      .union([z.number(), z.string()], { error: notValid('Exchange rate') })
      .transform((value) => String(value).trim())
      .refine((text) => /^\d{1,12}(\.\d{1,6})?$/.test(text) && Number(text) > 0, notValid('Exchange rate')),
  },
  'Currency',
);

const lineTax = fieldsObject({ id: id('Tax') }, 'Tax');

/** A document line (spec section 3 "Item line"; section 5: price at least 1, quantity at least 1). */
export const documentLineSchema = fieldsObject(
  {
    product: id('Product'),
    description: requiredString('Description', { max: 500 }),
    quantity: stockQuantity('Quantity').refine((text) => Number(text) >= 1, salesMessages.quantityMinimum),
    price: amount('Price').refine((value) => value >= 1, salesMessages.priceMinimum),
    serviceDate: isoDate('Service date').optional(),
    measurement: freeText('Measurement', 50).optional(),
    /** Where the line's revenue posts; the product's revenue account when left out. */
    revenueAccount: id('Revenue account').optional(),
    tax: list('Tax', lineTax, { max: 5 }).optional(),
  },
  'Item',
);
export type DocumentLineInput = z.input<typeof documentLineSchema>;

const discount = fieldsObject(
  {
    /** A discount saved in settings: its type, value and account are taken from it. */
    id: id('Discount').optional(),
    type: choice('Discount type', ['value', 'percentage'] as const).optional(),
    /** value: an amount in the document's currency; percentage: percent (10 is 10%). */
    value: amount('Discount value').optional(),
  },
  'Discount',
).refine((given) => given.id !== undefined || (given.type !== undefined && given.value !== undefined), {
  message: 'Choose a discount, or give its type and value',
});

const bankDetail = fieldsObject(
  {
    name: requiredString('Bank name', { max: 100 }),
    accountNo: requiredString('Account number', { max: 20 }),
    accountName: requiredString('Account name', { max: 150 }),
  },
  'Bank details',
);

const installment = fieldsObject(
  {
    date: isoDate('Installment date'),
    amount: amount('Installment amount'),
    /** 0 to 100, two decimals. */
    percentage: amount('Installment percentage').refine((value) => value <= 100, notValid('Installment percentage')),
  },
  'Installment',
);

const lines = list('Items', documentLineSchema, {
  min: 1,
  max: maxDocumentLines,
  tooFew: salesMessages.noLines,
  tooMany: salesMessages.tooManyLines,
});

/** What every sales document has. */
const documentFields = {
  customer: id('Customer'),
  branch: id('Branch'),
  address: requiredString('Billing address', { max: 500 }),
  currency: documentCurrency.optional(),
  items: lines,
  discount: discount.nullable().optional(),
  employee: id('Employee').nullable().optional(),
  note: freeText('Note', 2000).optional(),
};

export const invoiceSaveStatuses = ['draft', 'awaiting-approval', 'approved'] as const;

/** An invoice (spec section 3; section 5 "Invoice"). Number left out: the next one is given. */
export const invoiceSchema = fieldsObject({
  ...documentFields,
  invoiceNumber: requiredString('Invoice number', { max: 40 }).optional(),
  date: isoDate('Invoice date'),
  dueDate: isoDate('Due date'),
  purchaseNo: freeText('PO number', 60).optional(),
  bank: list('Bank details', bankDetail, { max: 5 }).optional(),
  installments: list('Installments', installment, { max: 24 }).optional(),
  /** draft: keep working; awaiting-approval: ask for approval (default); approved: post now (needs sales.approve). */
  status: choice('Status', invoiceSaveStatuses).optional(),
  /** The estimate it was made from. */
  estimate: id('Estimate').optional(),
}).superRefine((invoice, context) => {
  if (invoice.dueDate < invoice.date) {
    context.addIssue({ code: 'custom', message: salesMessages.dueBeforeDate, path: ['dueDate'] });
  }
});
export type InvoiceInput = z.input<typeof invoiceSchema>;
export type Invoice = z.output<typeof invoiceSchema>;

/** PATCH: only changed fields; the lines, when sent, replace the lines. */
export const invoiceChangesSchema = fieldsObject({
  customer: id('Customer').optional(),
  branch: id('Branch').optional(),
  address: requiredString('Billing address', { max: 500 }).optional(),
  currency: documentCurrency.optional(),
  items: lines.optional(),
  discount: discount.nullable().optional(),
  employee: id('Employee').nullable().optional(),
  note: freeText('Note', 2000).optional(),
  invoiceNumber: requiredString('Invoice number', { max: 40 }).optional(),
  date: isoDate('Invoice date').optional(),
  dueDate: isoDate('Due date').optional(),
  purchaseNo: freeText('PO number', 60).optional(),
  bank: list('Bank details', bankDetail, { max: 5 }).optional(),
  installments: list('Installments', installment, { max: 24 }).optional(),
});
export type InvoiceChanges = z.output<typeof invoiceChangesSchema>;

/** An estimate (spec section 5 "Estimate"): nothing posts; turned into an invoice in one call. */
const estimateFields = fieldsObject({
  ...documentFields,
  estimateNumber: requiredString('Estimate number', { max: 40 }).optional(),
  validFrom: isoDate('Valid from'),
  validTill: isoDate('Valid till'),
});
export const estimateSchema = estimateFields.superRefine((estimate, context) => {
  if (estimate.validTill < estimate.validFrom) {
    context.addIssue({ code: 'custom', message: salesMessages.validTillBeforeFrom, path: ['validTill'] });
  }
});
export type EstimateInput = z.input<typeof estimateSchema>;
export type Estimate = z.output<typeof estimateSchema>;

/** PATCH: only changed fields (the dates are checked against the stored ones by the server). */
export const estimateChangesSchema = estimateFields.partial();
export type EstimateChanges = z.output<typeof estimateChangesSchema>;

/** A sales receipt: paid on the spot into a bank-flagged account. */
export const salesReceiptSchema = fieldsObject({
  ...documentFields,
  receiptNo: requiredString('Receipt number', { max: 40 }).optional(),
  paymentDate: isoDate('Payment date'),
  paymentMethod: id('Payment method'),
  /** The bank-flagged account paid into; the one labelled Sales when left out. */
  bank: id('Deposit to').optional(),
});
export type SalesReceiptInput = z.input<typeof salesReceiptSchema>;
export type SalesReceipt = z.output<typeof salesReceiptSchema>;

/** PATCH: only changed fields; a receipt is reversed and posted again. */
export const salesReceiptChangesSchema = salesReceiptSchema.partial();
export type SalesReceiptChanges = z.output<typeof salesReceiptChangesSchema>;

export const creditNoteReasons = ['return', 'allowance'] as const;

export type CreditNoteReason = (typeof creditNoteReasons)[number];

/** A credited line: a document line and, optionally, the line of the invoice it credits. */
const creditLineSchema = documentLineSchema.extend({
  /** The invoice's line it credits, counted from 1; what is left of that line caps its quantity. */
  invoiceLine: z
    .number({ error: notValid('Invoice line') })
    .int(notValid('Invoice line'))
    .min(1, notValid('Invoice line'))
    .max(maxDocumentLines, notValid('Invoice line'))
    .optional(),
});

/** A credit note against an approved invoice: goods returned (stock back) or an allowance. */
export const creditNoteSchema = fieldsObject({
  invoice: id('Invoice'),
  date: isoDate('Date'),
  reason: choice('Reason', creditNoteReasons),
  items: list('Items', creditLineSchema, {
    min: 1,
    max: maxDocumentLines,
    tooFew: salesMessages.noLines,
    tooMany: salesMessages.tooManyLines,
  }),
  /** What happens to credit beyond what the invoice still owes. */
  excess: choice('Excess', ['credit', 'refund'] as const).optional(),
  /** refund: the bank-flagged account it is paid from. */
  bank: id('Refund from').optional(),
  note: freeText('Note', 1000).optional(),
});
export type CreditNoteInput = z.input<typeof creditNoteSchema>;
export type CreditNote = z.output<typeof creditNoteSchema>;

/** The statuses the invoice list filters by (where[status]); overdue is worked out, not kept. */
export const invoiceListStatuses = [
  'draft',
  'awaiting-approval',
  'unpaid',
  'partly-paid',
  'paid',
  'overdue',
  'void',
] as const;
export type InvoiceListStatus = (typeof invoiceListStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceListStatus, string> = {
  draft: 'Draft',
  'awaiting-approval': 'Awaiting approval',
  unpaid: 'Unpaid',
  'partly-paid': 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

export const recurrenceFrequencyValues = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;

const maxCount = z
  .number({ error: notValid('Number of invoices') })
  .int(notValid('Number of invoices'))
  .min(1, notValid('Number of invoices'))
  .max(1000, notValid('Number of invoices'))
  .nullable();
const dueInDays = z
  .number({ error: notValid('Due in days') })
  .int(notValid('Due in days'))
  .min(0, notValid('Due in days'))
  .max(365, notValid('Due in days'));

/** What a recurring invoice is made of; defaults and the date check are the schemas' below. */
const recurringFields = {
  ...documentFields,
  name: requiredString('Name', { max: 120 }),
  purchaseNo: freeText('PO number', 60).optional(),
  bank: list('Bank details', bankDetail, { max: 5 }).optional(),
  frequency: choice('Repeat', recurrenceFrequencyValues),
  startDate: isoDate('First invoice date'),
  endDate: isoDate('End date').nullable().optional(),
  maxCount: maxCount.optional(),
  dueInDays,
  /** Approve (post) each invoice as it is made; needs sales.approve. */
  approve: z.boolean({ error: notValid('Approve') }),
  /** Email each invoice to the customer as it is made. */
  email: z.boolean({ error: notValid('Email') }),
};

export const recurringMessages = {
  endBeforeStart: 'End date cannot be before the first invoice date',
  countBelowMade: (made: number) => `Number of invoices cannot be less than the ${made} already made`,
} as const;

/** A recurring invoice: the invoice to make (as the invoice form, without its dates) and when. */
export const recurringInvoiceSchema = fieldsObject({
  ...recurringFields,
  dueInDays: dueInDays.default(30),
  approve: recurringFields.approve.default(true),
  email: recurringFields.email.default(false),
}).superRefine((schedule, context) => {
  if (schedule.endDate && schedule.endDate < schedule.startDate) {
    context.addIssue({ code: 'custom', message: recurringMessages.endBeforeStart, path: ['endDate'] });
  }
});
export type RecurringInvoiceInput = z.input<typeof recurringInvoiceSchema>;
export type RecurringInvoice = z.output<typeof recurringInvoiceSchema>;

export const recurringStatusValues = ['active', 'paused'] as const;

/**
 * PATCH /invoices/recurring/{id}: only changed fields, checked as on creation (the dates against
 * the stored ones by the server). items, when sent, replace the lines; endDate or maxCount null
 * clears it; status pauses or resumes. The start date cannot move once an invoice has been made.
 */
export const recurringInvoiceChangesSchema = fieldsObject({
  ...recurringFields,
  status: choice('Status', recurringStatusValues),
})
  .partial()
  .superRefine((changes, context) => {
    if (changes.endDate && changes.startDate && changes.endDate < changes.startDate) {
      context.addIssue({ code: 'custom', message: recurringMessages.endBeforeStart, path: ['endDate'] });
    }
  });
export type RecurringInvoiceChangesInput = z.input<typeof recurringInvoiceChangesSchema>;
export type RecurringInvoiceChanges = z.output<typeof recurringInvoiceChangesSchema>;
