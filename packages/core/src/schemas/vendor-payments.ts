import { z } from 'zod';
import { toKobo } from '../money.ts';
import { amount, fieldsObject, figure, freeText, id, isoDate, list, notValid, text } from './fields.ts';
import { type PaymentReceived, paymentReceivedSchema, paymentViewSchema } from './payments.ts';
import { documentCurrency } from './sales.ts';

/*
 * Payments made to vendors (spec sections 3 and 5 "Payment", paymentType BILL; issue 27): one or
 * many bills of one vendor. Each item's amount is what the payment settles on that bill; the tax
 * withheld on it is worked out by the server (core planVendorPayment) from the bill's withholding.
 */

export const vendorPaymentMessages = {
  paymentType: 'Payment type must be BILL: a payment made settles bills',
  reference: 'Reference is required for a payment of bills',
  selectBills: 'Choose at least one bill to pay',
  amountPaidMismatch: 'Amount paid must be the sum of the amounts paid on the bills',
  balanceMismatch: 'Balance must be the total minus the amount paid',
  deletePayment: 'Are you sure you want to delete this payment? The bills it paid will be owed again.',
} as const;

const billSettled = fieldsObject(
  {
    /** The bill. */
    id: id('Bill'),
    /** What this payment settles on it (tax withheld included). */
    amount: amount('Amount'),
  },
  'Bill',
);

const vendorPaymentFields = fieldsObject({
  paymentType: z.literal('BILL', { error: vendorPaymentMessages.paymentType }),
  /** The vendor. */
  recipient: id('Vendor'),
  branch: id('Branch'),
  paymentDate: isoDate('Payment date'),
  /** The bank-flagged account paid from. */
  bank: id('Paid from'),
  paymentMethod: id('Payment method'),
  reference: z
    .string({ error: vendorPaymentMessages.reference })
    .trim()
    .min(1, vendorPaymentMessages.reference)
    .max(100, 'Reference must be at most 100 characters'),
  /** The payment's gross amount: settled on the bills plus any advance (the tax withheld comes out of it). */
  total: amount('Total'),
  amountPaid: amount('Amount paid').optional(),
  balance: amount('Balance').optional(),
  items: list('Bills', billSettled, { min: 1, max: 100, tooFew: vendorPaymentMessages.selectBills }),
  currency: documentCurrency.optional(),
  note: freeText('Note', 1000).optional(),
});

type Figures = Partial<Pick<z.output<typeof vendorPaymentFields>, 'total' | 'items' | 'amountPaid' | 'balance'>>;

/** The spec's amountPaid (Σ item amounts) and balance (total − amountPaid): checked, not trusted. */
function checkFigures({ total, items, amountPaid, balance }: Figures, context: z.RefinementCtx) {
  if (amountPaid !== undefined && items !== undefined) {
    const sum = items.reduce((all, item) => all + toKobo(item.amount), 0);
    if (toKobo(amountPaid) !== sum) {
      context.addIssue({ code: 'custom', path: ['amountPaid'], message: vendorPaymentMessages.amountPaidMismatch });
    }
  }
  if (balance !== undefined && amountPaid !== undefined && total !== undefined) {
    if (toKobo(balance) !== toKobo(total) - toKobo(amountPaid)) {
      context.addIssue({ code: 'custom', path: ['balance'], message: vendorPaymentMessages.balanceMismatch });
    }
  }
}

/** POST /payments with paymentType BILL. */
export const vendorPaymentSchema = vendorPaymentFields.superRefine(checkFigures);
export type VendorPaymentInput = z.input<typeof vendorPaymentSchema>;
export type VendorPayment = z.output<typeof vendorPaymentSchema>;

/** PATCH /payments/{id} of a payment made: only changed fields; items, when sent, replace what it settles. */
export const vendorPaymentChangesSchema = vendorPaymentFields
  .omit({ paymentType: true })
  .partial()
  .extend({ paymentType: vendorPaymentFields.shape.paymentType.optional() })
  .superRefine(checkFigures);
export type VendorPaymentChanges = z.output<typeof vendorPaymentChangesSchema>;

/*
 * The answer for one payment made (GET /payments?where[type]=BILL, /payments/{id}). Amounts are
 * naira of the payment's currency: total the gross, amountPaid settled on bills, withholdingTax
 * withheld, cashPaid what left the bank, balance the advance.
 */
const named = (label: string) => fieldsObject({ _id: text(label), name: text(label) }, label);

export const vendorPaymentViewSchema = fieldsObject({
  _id: text('Id'),
  kind: z.literal('payment', { error: notValid('Kind') }),
  number: text('Number'),
  status: z.enum(['live', 'void'], { error: notValid('Status') }),
  paymentType: z.literal('BILL', { error: notValid('Payment type') }),
  recipient: named('Vendor'),
  vendor: named('Vendor'),
  branch: named('Branch'),
  date: text('Date'),
  paymentDate: text('Payment date'),
  bank: named('Paid from'),
  paymentMethod: named('Payment method'),
  reference: text('Reference'),
  note: text('Note'),
  currency: fieldsObject({ name: text('Currency'), rate: figure('Exchange rate') }, 'Currency'),
  total: figure('Total'),
  amountPaid: figure('Amount paid'),
  withholdingTax: figure('Tax withheld'),
  cashPaid: figure('Cash paid'),
  balance: figure('Balance'),
  items: z.array(
    fieldsObject(
      {
        /** The bill as it stands now, in the payment's currency. */
        bill: fieldsObject(
          {
            _id: text('Bill'),
            billNumber: text('Bill No.'),
            reference: text('Supplier invoice no.'),
            date: text('Bill date'),
            dueDate: text('Due date'),
            total: figure('Bill amount'),
            amountDue: figure('Amount due'),
            withholdingTotal: figure('Tax to withhold'),
          },
          'Bill',
        ),
        /** Settled on the bill by this payment (tax withheld included). */
        amount: figure('Amount'),
        withholdingTax: figure('Tax withheld'),
        /** amount − withholdingTax. */
        cash: figure('Cash'),
      },
      'Bill',
    ),
    { error: notValid('Bills') },
  ),
});
export type VendorPaymentView = z.infer<typeof vendorPaymentViewSchema>;

/** The two answers GET /payments lists together: a payment received (INVOICE) or made (BILL). */
export const anyPaymentViewSchema = z.union([paymentViewSchema, vendorPaymentViewSchema], {
  error: notValid('Payment'),
});
export type AnyPaymentView = z.infer<typeof anyPaymentViewSchema>;

const isBill = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { paymentType?: unknown }).paymentType === 'BILL';

/**
 * POST /payments: paymentType BILL is a payment made to a vendor (vendorPaymentSchema), anything
 * else a payment received (paymentReceivedSchema), each checked with its own fields' messages.
 */
export const paymentSchema = z.unknown().transform((body, context) => {
  const parsed = isBill(body)
    ? vendorPaymentSchema.safeParse(body)
    : (paymentReceivedSchema.safeParse(body) as z.ZodSafeParseResult<PaymentReceived>);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom', message: issue.message });
  return z.NEVER;
});
