import type { Kobo } from '@owo/core';
import type { EntryLine } from '../../ledger/post.ts';

/*
 * The entry of a tax payment (issue 29, "Payments"):
 *
 *   Dr the tax payable (VAT output for VAT, WHT payable for WHT)   the tax paid
 *   Dr tax penalties and interest                                   penalty + interest
 *   Cr the bank paid from                                           all of it
 *
 * VAT is paid out of VAT output because filing moved the input VAT claimed into it
 * (tax-returns.service.ts), so VAT output then holds what is owed.
 */

export interface TaxPaymentPosting {
  payableAccountId: string;
  penaltiesAccountId: string;
  bankAccountId: string;
  amount: Kobo;
  penalty: Kobo;
  interest: Kobo;
  description: string;
}

export function taxPaymentLines(input: TaxPaymentPosting): EntryLine[] {
  const extra = input.penalty + input.interest;
  const lines: EntryLine[] = [
    { accountId: input.payableAccountId, debit: input.amount, credit: 0, description: input.description },
  ];
  if (extra > 0) {
    lines.push({ accountId: input.penaltiesAccountId, debit: extra, credit: 0, description: 'Penalty and interest' });
  }
  lines.push({
    accountId: input.bankAccountId,
    debit: 0,
    credit: input.amount + extra,
    description: input.description,
  });
  return lines;
}
