import { AmountTooLarge, amountTooLargeMessage, type Kobo, MAX_AMOUNT_KOBO, toDecimalString } from '../money.ts';

const grouped = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A figure of a document past the most one amount may be (MAX_AMOUNT_KOBO). It is an
 * AmountTooLarge, so the API answers 422 with its message, but it names the figure and the
 * one-amount limit (₦99,999,999,999.99) rather than the JSON limit AmountTooLarge's own message gives.
 */
export class DocumentAmountTooLarge extends AmountTooLarge {
  constructor(
    /** What the figure is, as the user knows it: 'The total', 'Line 2's amount'. */
    readonly figure: string,
    readonly kobo: Kobo,
  ) {
    const decimal = toDecimalString(kobo);
    super(decimal);
    this.name = 'DocumentAmountTooLarge';
    this.message = `${figure} (${grouped.format(decimal as `${number}`)}) is too large. ${amountTooLargeMessage}`;
  }
}

/** Throws DocumentAmountTooLarge when the figure is past MAX_AMOUNT_KOBO; returns it otherwise. */
export function withinAmountLimit(kobo: Kobo, figure: string): Kobo {
  if (Math.abs(kobo) > MAX_AMOUNT_KOBO) throw new DocumentAmountTooLarge(figure, kobo);
  return kobo;
}

/** A kobo figure given to a document calculation: a whole number, not negative, within the limit. */
export function assertKoboInput(kobo: Kobo, figure: string): void {
  if (!Number.isSafeInteger(kobo) || kobo < 0) {
    throw new RangeError(`${figure} must be a whole number of kobo, not negative: ${kobo}`);
  }
  withinAmountLimit(kobo, figure);
}
