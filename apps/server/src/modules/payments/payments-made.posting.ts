import { type Kobo, multiplyKobo } from '@owo/core';
import type { EntryLine } from '../../ledger/post.ts';

/*
 * The entry of a payment made to a vendor (issue 27, "Posting"), in the home currency:
 *
 *   Dr payables (vendor)   what the bills went down by, at their own rates, plus the advance
 *   Cr bank                what left the bank (total − tax withheld)
 *   Cr WHT payable         the tax withheld, one line per withholding tax (its id on the line)
 *   and, for a foreign-currency payment at another rate than the bills', the difference to FX
 *   gain or loss (Cr: a gain, the bills cost less in naira than they were booked at).
 *
 * Lines with the vendor carry their id, so the vendor's balance reads from the ledger. Pure:
 * amounts in, lines out, table-tested.
 */

export interface VendorPaymentAccounts {
  bank: string;
  payables: string;
  fxGainLoss: string;
}

export interface WithheldTax {
  /** Null only for a bill whose withholding names no tax (then WHT payable itself). */
  taxId: string | null;
  /** The tax's purchases account (WHT payable). */
  accountId: string;
  /** In the payment's currency. */
  amount: Kobo;
}

export interface VendorPaymentPostingInput {
  accounts: VendorPaymentAccounts;
  vendorId: string;
  branchId: string;
  currencyCode: string;
  homeCurrencyCode: string;
  /** The payment's rate (home per unit). */
  exchangeRate: string;
  /** The payment's gross amount: settled + advance (the spec's total). */
  total: Kobo;
  withheld: readonly WithheldTax[];
  /** Σ over the bills of what each took off payables, home currency, at the bill's rate. */
  payablesHome: Kobo;
  /** total − settled: paid ahead of a bill. */
  advance: Kobo;
  memo: string;
}

export function vendorPaymentEntryLines(input: VendorPaymentPostingInput): EntryLine[] {
  const foreign = input.currencyCode !== input.homeCurrencyCode;
  const toHome = (amount: Kobo) => (foreign ? multiplyKobo(amount, input.exchangeRate) : amount);
  const currency = (amount: Kobo) =>
    foreign
      ? { currencyCode: input.currencyCode, currencyAmount: amount }
      : { currencyCode: null, currencyAmount: null };
  const withheldTotal = input.withheld.reduce((sum, tax) => sum + tax.amount, 0);
  const cash = input.total - withheldTotal;
  const taxLines = input.withheld.map((tax) => ({
    accountId: tax.accountId,
    debit: 0,
    credit: toHome(tax.amount),
    taxId: tax.taxId,
    contactId: input.vendorId,
    description: 'Tax withheld from the vendor',
    ...currency(tax.amount),
  }));
  const bank = toHome(cash);
  const advanceHome = toHome(input.advance);
  const debitHome = input.payablesHome + advanceHome;
  const creditHome = bank + taxLines.reduce((sum, line) => sum + line.credit, 0);
  // Positive: the bills were booked at more naira than paying them took, a gain.
  const fx = debitHome - creditHome;
  const lines: EntryLine[] = [
    { accountId: input.accounts.payables, debit: debitHome, credit: 0, contactId: input.vendorId },
    { accountId: input.accounts.bank, debit: 0, credit: bank, ...currency(cash) },
    ...taxLines,
    {
      accountId: input.accounts.fxGainLoss,
      debit: Math.max(-fx, 0),
      credit: Math.max(fx, 0),
      description: 'Exchange difference',
    },
  ];
  return lines
    .filter((line) => line.debit !== 0 || line.credit !== 0)
    .map((line) => ({ description: input.memo, ...line, branchId: input.branchId }));
}
