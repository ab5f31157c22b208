import { formatMoney, type Kobo } from '../money.ts';
import { assertKoboInput } from './amount-limit.ts';

/**
 * A payment made to a vendor over one or many of their bills (issue 27, "Vendor payments" and
 * "Withholding tax on vendor payments").
 *
 * - Each bill is given the amount this payment settles on it (gross: what comes off what the
 *   company owes the vendor), never more than it still owes.
 * - The company withholds tax (WHT) from what it pays and remits it itself. A bill's
 *   `withholdingTotal` is the tax to withhold when it is paid in full; a payment takes it in
 *   proportion to what it settles, round(withholdingTotal × amount / bill total), and the payment
 *   that settles the bill in full takes exactly what is left, so the tax withheld over all a
 *   bill's payments is its withholdingTotal to the kobo.
 * - The bank pays the vendor what is settled less the tax withheld, plus the advance.
 * - total (the spec's) is the payment's gross amount; amountPaid = Σ settled, balance = total −
 *   amountPaid: the advance, paid to the vendor ahead of a bill (the vendor's balance goes below
 *   zero until a later bill takes it up). Amounts on the bills that add up to more than the total
 *   are refused.
 *
 * Kobo in the bills' currency (the payment's); converting is the posting's business.
 */

export interface BillToPay {
  id: string;
  /** The bill's number, for messages. */
  number: string;
  total: Kobo;
  /** What is still owed on it before this payment. */
  amountDue: Kobo;
  /** The tax to withhold when paid in full. */
  withholdingTotal: Kobo;
  /** Tax withheld on it by the company's other live payments. */
  withheldBefore: Kobo;
  /** What this payment settles on it. */
  amount: Kobo;
}

export interface BillPaid {
  id: string;
  /** Comes off the bill's amount due. */
  settled: Kobo;
  withholdingTax: Kobo;
  /** settled − withholdingTax: what the vendor gets for the bill. */
  cash: Kobo;
  amountDueAfter: Kobo;
  paidInFull: boolean;
}

export interface VendorPaymentPlan {
  bills: BillPaid[];
  /** Σ settled (the spec's amountPaid). */
  amountPaid: Kobo;
  withholdingTax: Kobo;
  /** total − amountPaid (the spec's balance): paid ahead of a bill. */
  advance: Kobo;
  /** What leaves the bank: total − withholdingTax. */
  cashOut: Kobo;
}

export type VendorPaymentRefusalReason = 'over-due' | 'nothing-settled' | 'over-total' | 'duplicate-bill';

/** A vendor payment that cannot be made as asked; the message is for the user as it stands. */
export class VendorPaymentRefused extends Error {
  constructor(
    readonly reason: VendorPaymentRefusalReason,
    message: string,
    readonly billId?: string,
  ) {
    super(message);
    this.name = 'VendorPaymentRefused';
  }
}

/**
 * The tax to withhold when `amount` of a bill is settled: in proportion to the bill's total, all
 * that is left when the amount settles the bill in full, never more than is left.
 */
export function withholdingOnPayment(bill: Omit<BillToPay, 'id' | 'number'>): Kobo {
  const left = Math.max(bill.withholdingTotal - bill.withheldBefore, 0);
  if (bill.amount >= bill.amountDue) return left;
  if (bill.total <= 0) return 0;
  return Math.min(proportion(bill.withholdingTotal, bill.amount, bill.total), left, bill.amount);
}

/** round(part × numerator / denominator), half up, in whole numbers (no float error on big amounts). */
function proportion(part: Kobo, numerator: Kobo, denominator: Kobo): Kobo {
  const product = BigInt(part) * BigInt(numerator);
  const whole = product / BigInt(denominator);
  const remainder = product % BigInt(denominator);
  return Number(remainder * 2n >= BigInt(denominator) ? whole + 1n : whole);
}

export function planVendorPayment(payment: {
  total: Kobo;
  bills: readonly BillToPay[];
  /** ISO code for amounts in messages; default NGN. */
  currency?: string;
}): VendorPaymentPlan {
  const money = (kobo: Kobo) => formatMoney(kobo, payment.currency ?? 'NGN');
  assertKoboInput(payment.total, 'The total');
  const seen = new Set<string>();
  const bills = payment.bills.map((bill) => {
    if (seen.has(bill.id)) {
      throw new VendorPaymentRefused('duplicate-bill', `${bill.number} is listed twice`, bill.id);
    }
    seen.add(bill.id);
    if (bill.amount <= 0) {
      throw new VendorPaymentRefused('nothing-settled', `The amount on ${bill.number} must be more than 0`, bill.id);
    }
    if (bill.amount > bill.amountDue) {
      throw new VendorPaymentRefused(
        'over-due',
        `The amount on ${bill.number} is more than the ${money(bill.amountDue)} still owed on it`,
        bill.id,
      );
    }
    const withholdingTax = withholdingOnPayment(bill);
    return {
      id: bill.id,
      settled: bill.amount,
      withholdingTax,
      cash: bill.amount - withholdingTax,
      amountDueAfter: bill.amountDue - bill.amount,
      paidInFull: bill.amount === bill.amountDue,
    };
  });
  const amountPaid = bills.reduce((sum, bill) => sum + bill.settled, 0);
  const withholdingTax = bills.reduce((sum, bill) => sum + bill.withholdingTax, 0);
  if (amountPaid > payment.total) {
    throw new VendorPaymentRefused(
      'over-total',
      `The amounts on the bills add up to ${money(amountPaid)}, more than the payment's total of ${money(payment.total)}`,
    );
  }
  return {
    bills,
    amountPaid,
    withholdingTax,
    advance: payment.total - amountPaid,
    cashOut: payment.total - withholdingTax,
  };
}
