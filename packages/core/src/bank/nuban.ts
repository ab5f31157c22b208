import { type NigerianBank, nigerianBanks } from './nigerian-banks.ts';

/**
 * NUBAN: the 10-digit Nigerian account number, a 9-digit serial and a check digit (CBN NUBAN scheme,
 * 2010, revised March 2020 for other financial institutions). The check digit is computed over the
 * bank's 6-digit code and the serial with the weights 3,7,3 repeated; 3-digit deposit money bank
 * codes are prefixed '000' and 5-digit codes '9'. The 2020 rule gives the same digit as the 2010 one
 * for 3-digit codes, because the prefix zeros add nothing to the sum.
 */
const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/** The 6-digit code the check digit is computed over, or undefined when the code has no NUBAN form. */
export function nubanBankCode(bankCode: string): string | undefined {
  if (!/^\d+$/.test(bankCode)) return undefined;
  if (bankCode.length === 3) return `000${bankCode}`;
  // '00103' is Globus's 3-digit bank code padded by the gateways, not an institution code: treat it
  // as the bank code it is instead of prefixing '9'. Real 5-digit institution codes never start '00'.
  if (bankCode.length === 5) return bankCode.startsWith('00') ? `0${bankCode}` : `9${bankCode}`;
  if (bankCode.length === 6) return bankCode;
  return undefined;
}

/** The check digit for a 9-digit serial at a bank. Throws RangeError on a malformed serial or code. */
export function nubanCheckDigit(serial: string, bankCode: string): number {
  if (!/^\d{9}$/.test(serial)) throw new RangeError(`A NUBAN serial is 9 digits: ${serial}`);
  const code = nubanBankCode(bankCode);
  if (code === undefined) throw new RangeError(`Not a CBN bank code: ${bankCode}`);
  let sum = 0;
  for (const [index, digit] of [...code, ...serial].entries()) sum += Number(digit) * (WEIGHTS[index] ?? 0);
  return (10 - (sum % 10)) % 10;
}

/** True when the 10-digit account number's last digit is its check digit at this bank. */
export function isValidNuban(accountNumber: string, bankCode: string): boolean {
  if (!/^\d{10}$/.test(accountNumber) || nubanBankCode(bankCode) === undefined) return false;
  return nubanCheckDigit(accountNumber.slice(0, 9), bankCode) === Number(accountNumber.slice(9));
}

/**
 * The listed banks this account number is a valid NUBAN at, to suggest the bank as the user types. About
 * one bank in ten passes by chance, so this narrows the choice; it never proves which bank it is.
 */
export function banksForAccountNumber(
  accountNumber: string,
  banks: readonly NigerianBank[] = nigerianBanks,
): NigerianBank[] {
  const digits = accountNumber.trim();
  return banks.filter((bank) => isValidNuban(digits, bank.code));
}
