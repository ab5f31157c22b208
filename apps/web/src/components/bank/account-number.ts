import { bankMessages, banksForAccountNumber, isValidNuban } from '@owo/core';
import type { Bank } from '../../api/bank.ts';

export const wrongBankMessage = bankMessages.accountNumberBank;

export interface AccountNumberCheck {
  /** Blocks saving: a deposit money bank's number that fails its check digit. */
  error?: string;
  /** Says something without blocking: a digital bank, whose accounts are often phone numbers. */
  hint?: string;
  /** With no bank chosen: the banks this number is a valid NUBAN at. */
  suggestions: Bank[];
}

/**
 * What to tell the person about the number as they type. A NUBAN check digit is certain for deposit
 * money banks; app banks (OPay, Moniepoint...) often use the phone number, so there it only warns.
 */
export function checkAccountNumber(accountNumber: string, bank: Bank | undefined, banks: readonly Bank[]) {
  const digits = accountNumber.trim();
  const result: AccountNumberCheck = { suggestions: [] };
  if (!/^\d{10}$/.test(digits)) return result;
  if (!bank) {
    // Deposit money banks first: most business accounts are there.
    result.suggestions = banksForAccountNumber(digits, banks).sort(
      (a, b) => Number(a.kind === 'digital') - Number(b.kind === 'digital'),
    );
    return result;
  }
  if (isValidNuban(digits, bank.code)) return result;
  if (bank.kind === 'digital') {
    result.hint = `This is not a NUBAN for ${bank.name}. If it is the phone number on the account, that is fine.`;
  } else {
    result.error = wrongBankMessage;
  }
  return result;
}

/** The last four digits only, as banks print them: •••• 6789. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.trim();
  return digits.length <= 4 ? digits : `•••• ${digits.slice(-4)}`;
}
