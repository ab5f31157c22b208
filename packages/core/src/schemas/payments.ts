import { z } from 'zod';
import { toKobo } from '../money.ts';
import { amount, fieldsObject, figure, freeText, id, isoDate, list, notValid, text } from './fields.ts';
import { documentCurrency, salesMessages } from './sales.ts';

/*
 * Payments received and prepayments (spec sections 3 and 5 "Payment"), and customer credit
 * applied to an invoice. Payments made to vendors (paymentType BILL) will take the same fields.
 */

const settlement = fieldsObject(
  {
    /** The invoice. */
    id: id('Invoice'),
    /** Cash put on it; left out: as much as the amount received allows, oldest first. */
    amount: amount('Amount').optional(),
    /** Tax the customer withheld on it (their WHT credit note). */
    withholdingTax: amount('Tax withheld').optional(),
  },
  'Invoice',
);

/**
 * Spec section 3's names for a payment (the wire contract: `recipient`, `total`) beside the names
 * the web app has always sent (`customer`, `amountReceived`), kept as aliases. Either is taken;
 * when both are sent the spec's wins.
 */
function paymentNames(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { recipient, total, ...rest } = body as Record<string, unknown>;
  return {
    ...rest,
    ...(recipient === undefined ? {} : { customer: recipient }),
    ...(total === undefined ? {} : { amountReceived: total }),
  };
}

/**
 * What the spec's client works out and sends beside the amounts (spec section 4: amountPaid is
 * the sum of the per-invoice amounts, balance is received minus that sum). Checked, not trusted:
 * a form that added up wrongly is told so, and nothing is recorded.
 */
const paymentFigures = {
  /** INVOICE: a payment received. BILL (a payment made to a vendor) is not taken here yet. */
  paymentType: z.enum(['INVOICE'], { error: salesMessages.paymentType }).optional(),
  amountPaid: amount('Amount paid').optional(),
  balance: amount('Balance').optional(),
};

const paymentReceivedFields = fieldsObject({
  customer: id('Customer'),
  branch: id('Branch'),
  paymentDate: isoDate('Payment date'),
  bank: id('Deposit to'),
  paymentMethod: id('Payment method'),
  reference: freeText('Reference', 100).optional(),
  amountReceived: amount('Amount received'),
  /** For invoices in another currency: the rate on the payment's day (the difference is FX gain or loss). */
  currency: documentCurrency.optional(),
  items: list('Invoices', settlement, { min: 1, max: 100, tooFew: salesMessages.selectInvoices }),
  note: freeText('Note', 1000).optional(),
  ...paymentFigures,
});

type PaymentFigures = Partial<
  Pick<z.output<typeof paymentReceivedFields>, 'amountReceived' | 'items' | 'amountPaid' | 'balance'>
>;

function checkPaymentFigures(payment: PaymentFigures, context: z.RefinementCtx) {
  const { amountReceived, items, amountPaid, balance } = payment;
  const amounts = items?.map((item) => item.amount);
  const applied = amounts?.every((value) => value !== undefined)
    ? amounts.reduce((sum, value) => sum + toKobo(value), 0)
    : undefined;
  if (amountPaid !== undefined && applied !== undefined && toKobo(amountPaid) !== applied) {
    context.addIssue({ code: 'custom', path: ['amountPaid'], message: salesMessages.amountPaidMismatch });
  }
  if (balance !== undefined && amountPaid !== undefined && amountReceived !== undefined) {
    if (toKobo(balance) !== toKobo(amountReceived) - toKobo(amountPaid)) {
      context.addIssue({ code: 'custom', path: ['balance'], message: salesMessages.balanceMismatch });
    }
  }
}

/** A payment received (spec section 5 "Payment"): one or many invoices of one customer. */
export const paymentReceivedSchema = z.preprocess(paymentNames, paymentReceivedFields.superRefine(checkPaymentFigures));
export type PaymentReceivedInput = z.input<typeof paymentReceivedFields> & {
  recipient?: string;
  total?: number | string;
};
export type PaymentReceived = z.output<typeof paymentReceivedFields>;

/** A prepayment: money received before an invoice, held as the customer's credit. */
export const prepaymentSchema = z.preprocess(
  paymentNames,
  fieldsObject({
    customer: id('Customer'),
    branch: id('Branch'),
    paymentDate: isoDate('Payment date'),
    bank: id('Deposit to'),
    paymentMethod: id('Payment method'),
    reference: freeText('Reference', 100).optional(),
    amountReceived: amount('Amount received').refine((value) => value > 0, 'Amount received must be more than 0'),
    currency: documentCurrency.optional(),
    note: freeText('Note', 1000).optional(),
  }),
);
export type PrepaymentInput = z.input<typeof prepaymentSchema>;
export type Prepayment = z.output<typeof prepaymentSchema>;

/**
 * PATCH /payments/{id}: only changed fields, of a payment or a prepayment. items, when sent,
 * replace what the payment settles (an invoice without an amount takes what is left of the amount
 * received); left out, each invoice keeps its cash and tax withheld. A prepayment takes no items,
 * and neither kind changes its customer (the server says so in words).
 */
export const paymentChangesSchema = z.preprocess(
  paymentNames,
  paymentReceivedFields.partial().superRefine(checkPaymentFigures),
);
export type PaymentChangesInput = z.input<typeof paymentChangesSchema>;
export type PaymentChanges = z.output<typeof paymentChangesSchema>;

/** Customer credit (prepayments, overpayments) applied to an invoice. */
export const applyCreditSchema = fieldsObject({
  date: isoDate('Date'),
  amount: amount('Amount').refine((value) => value > 0, 'Amount must be more than 0'),
});
export type ApplyCredit = z.output<typeof applyCreditSchema>;

/*
 * The answer for one payment received or prepayment (GET /payments, /payments/{id}): the server
 * checks what it sends against this and the web app takes its type from it. Amounts are naira of
 * the payment's currency; amountPaid is the cash put on invoices and balance the excess kept as the
 * customer's credit. Its messages are in people's words too (messages.test.ts).
 */
const named = (label: string) => fieldsObject({ _id: text(label), name: text(label) }, label);

export const paymentViewSchema = fieldsObject({
  _id: text('Id'),
  kind: z.enum(['payment', 'prepayment'], { error: notValid('Kind') }),
  number: text('Number'),
  status: z.enum(['live', 'void'], { error: notValid('Status') }),
  /** Spec section 3's names (the wire contract) beside the web app's: recipient is customer, total is amountReceived. */
  paymentType: z.literal('INVOICE', { error: notValid('Payment type') }),
  recipient: named('Customer'),
  customer: named('Customer'),
  branch: named('Branch'),
  date: text('Date'),
  paymentDate: text('Payment date'),
  bank: named('Deposit to'),
  paymentMethod: named('Payment method'),
  reference: text('Reference'),
  note: text('Note'),
  currency: fieldsObject({ name: text('Currency'), rate: figure('Exchange rate') }, 'Currency'),
  total: figure('Amount received'),
  amountReceived: figure('Amount received'),
  amountPaid: figure('Amount paid'),
  withholdingTax: figure('Tax withheld'),
  balance: figure('Balance'),
  items: z.array(
    fieldsObject(
      {
        /** The invoice as it stands now (amountDue after every payment, this one too), in the payment's currency. */
        invoice: fieldsObject(
          {
            _id: text('Invoice'),
            invoiceNumber: text('Invoice No.'),
            date: text('Invoice date'),
            dueDate: text('Due date'),
            total: figure('Invoice amount'),
            amountDue: figure('Amount due'),
          },
          'Invoice',
        ),
        amount: figure('Amount'),
        withholdingTax: figure('Tax withheld'),
      },
      'Invoice',
    ),
    { error: notValid('Invoices') },
  ),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;
export type PaymentViewItem = PaymentView['items'][number];
