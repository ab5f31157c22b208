import { formatMoney, type Kobo, multiplyKobo } from '../money.ts';
import { assertKoboInput, withinAmountLimit } from './amount-limit.ts';

/**
 * A payment received from a customer over one or many of their invoices (spec section 4, "Payment
 * on one invoice"; issue 14, payments received).
 *
 * - The customer may withhold tax (WHT) from what they pay an invoice and hand over a credit note
 *   for it instead; the tax withheld settles the invoice like cash (amount settled = cash + WHT)
 *   and posts to WHT receivable. It is taken first on its invoice: it is a fixed figure from the
 *   customer's certificate, so it is never cut down, and more tax withheld than is due is refused.
 * - Cash on an invoice is capped at what is still due after the tax withheld. An invoice given an
 *   amount gets that amount (capped); invoices given none take what is left of the cash in the
 *   order given (pass them oldest first), each up to its amount due.
 * - The excess, received minus the cash applied, becomes the customer's credit (customer
 *   deposits) to apply to later invoices. Amounts put on invoices that add up to more than was
 *   received are refused, never applied on credit.
 *
 * All amounts are kobo in the payment's currency, which is the invoices' currency; converting a
 * foreign-currency payment (and its FX gain or loss) is the posting's business, not this one's.
 */

export interface InvoiceToSettle {
  id: string;
  /** The invoice's number, for messages ('INV-00042'); the id when absent. */
  number?: string;
  /** What is still due on the invoice before this payment. */
  amountDue: Kobo;
  /** Cash the user puts on this invoice; absent: as much as the cash left allows. */
  amount?: Kobo;
  /** Tax the customer withheld on this invoice; 0 when absent. */
  withholdingTax?: Kobo;
}

export interface PaymentToAllocate {
  amountReceived: Kobo;
  invoices: readonly InvoiceToSettle[];
  /** ISO code for amounts in messages; default NGN. */
  currency?: string;
}

export interface InvoiceSettlement {
  id: string;
  cash: Kobo;
  withholdingTax: Kobo;
  /** cash + withholding tax: what the invoice's amount due goes down by. */
  settled: Kobo;
  amountDueAfter: Kobo;
  paidInFull: boolean;
}

export interface PaymentAllocation {
  /** One per invoice, in the order given. */
  invoices: InvoiceSettlement[];
  /** Σ cash on the invoices (the spec's amountPaid). */
  cashApplied: Kobo;
  /** Σ tax withheld: what posts to WHT receivable. */
  withholdingTax: Kobo;
  /** cashApplied + withholdingTax: what receivables go down by. */
  settled: Kobo;
  /** amountReceived − cashApplied (the spec's balance): the customer's credit. */
  excess: Kobo;
}

export type PaymentRefusalReason = 'withholding-over-due' | 'applied-over-received' | 'duplicate-invoice';

/** A payment that cannot be recorded as asked; the message is for the user as it stands. */
export class PaymentRefused extends Error {
  constructor(
    readonly reason: PaymentRefusalReason,
    message: string,
    /** The invoice the refusal is about, when it is about one. */
    readonly invoiceId?: string,
  ) {
    super(message);
    this.name = 'PaymentRefused';
  }
}

export function allocatePayment(payment: PaymentToAllocate): PaymentAllocation {
  const currency = payment.currency ?? 'NGN';
  const money = (kobo: Kobo) => formatMoney(kobo, currency);
  assertKoboInput(payment.amountReceived, 'The amount received');

  const seen = new Set<string>();
  const open = payment.invoices.map((invoice) => {
    const name = invoice.number ?? invoice.id;
    if (seen.has(invoice.id)) {
      throw new PaymentRefused('duplicate-invoice', `${name} is in this payment twice`, invoice.id);
    }
    seen.add(invoice.id);
    assertKoboInput(invoice.amountDue, `The amount due on ${name}`);
    if (invoice.amount !== undefined) assertKoboInput(invoice.amount, `The payment on ${name}`);
    const withholdingTax = invoice.withholdingTax ?? 0;
    assertKoboInput(withholdingTax, `The tax withheld on ${name}`);
    if (withholdingTax > invoice.amountDue) {
      throw new PaymentRefused(
        'withholding-over-due',
        `The tax withheld on ${name} (${money(withholdingTax)}) is more than its amount due (${money(invoice.amountDue)})`,
        invoice.id,
      );
    }
    return { invoice, withholdingTax, room: invoice.amountDue - withholdingTax };
  });

  // Invoices given an amount first, then the cash left fills the others in order.
  const cash = open.map(({ invoice, room }) => (invoice.amount === undefined ? 0 : Math.min(invoice.amount, room)));
  let cashApplied = cash.reduce((sum, amount) => sum + amount, 0);
  if (cashApplied > payment.amountReceived) {
    throw new PaymentRefused(
      'applied-over-received',
      `The payments on the invoices (${money(cashApplied)}) are more than the amount received (${money(payment.amountReceived)})`,
    );
  }
  open.forEach(({ invoice, room }, index) => {
    if (invoice.amount !== undefined) return;
    const share = Math.min(room, payment.amountReceived - cashApplied);
    cash[index] = share;
    cashApplied += share;
  });

  const invoices = open.map(({ invoice, withholdingTax }, index): InvoiceSettlement => {
    const cashOnInvoice = cash[index] ?? 0;
    const settled = cashOnInvoice + withholdingTax;
    return {
      id: invoice.id,
      cash: cashOnInvoice,
      withholdingTax,
      settled,
      amountDueAfter: invoice.amountDue - settled,
      paidInFull: settled === invoice.amountDue,
    };
  });
  const withholdingTax = invoices.reduce((sum, invoice) => sum + invoice.withholdingTax, 0);
  return {
    invoices,
    cashApplied,
    withholdingTax,
    settled: withinAmountLimit(cashApplied + withholdingTax, 'The amount settled'),
    excess: payment.amountReceived - cashApplied,
  };
}

export interface SettledInvoice {
  /** Cash + tax withheld, in the invoice's (and payment's) currency. */
  settled: Kobo;
  /** What is still owed on it before this payment, home currency, as posted. */
  homeDue: Kobo;
  /** What is still owed on it before this payment, its currency. */
  due: Kobo;
  /** The invoice's rate (home per unit). */
  exchangeRate: string;
}

/**
 * What settling part of an invoice takes off receivables in the home currency: at the invoice's
 * own rate, and exactly what is left when the invoice is paid in full, so a paid invoice leaves
 * no kobo behind on receivables whatever the rounding.
 */
export function homeSettled(invoice: SettledInvoice): Kobo {
  if (invoice.settled >= invoice.due) return invoice.homeDue;
  return Math.min(multiplyKobo(invoice.settled, invoice.exchangeRate), invoice.homeDue);
}
