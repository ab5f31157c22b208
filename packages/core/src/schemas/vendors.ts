import { z } from 'zod';
import { findBank, type NigerianBank, nigerianBanks } from '../bank/nigerian-banks.ts';
import { isValidNuban } from '../bank/nuban.ts';
import {
  type ContactCsvRow,
  contactBulkDeleteSchema,
  contactCsvColumns,
  contactCsvExample,
  contactCsvRowSchema,
  contactFields,
  contactMessages,
  contactUpdateFields,
  contactViewSchema,
  csvText,
} from './contacts.ts';
import { fieldsObject, missingOrNotValid, notValid, required, requiredString } from './fields.ts';

/*
 * Vendors (/expense/vendors): a customer's fields plus bankDetails {bankName, accountNo} (spec
 * section 3), with the state required as well (spec section 5). The bank is one of Nigeria's
 * banks (bank/nigerian-banks.ts), named or given by its CBN code; the account number is a NUBAN
 * whose check digit must match that bank, so a mistyped digit is caught before money is sent to it.
 */

export const vendorMessages = contactMessages('vendor');

/** The listed bank a name or CBN code means, in any case: what bankDetails.bankName accepts. */
export function bankNamed(name: string): NigerianBank | undefined {
  const wanted = name.trim().toLowerCase();
  return nigerianBanks.find((bank) => bank.name.toLowerCase() === wanted) ?? findBank(wanted);
}

export const bankDetailsMessages = {
  unknownBank: (name: string) => `Bank name "${name}" is not a Nigerian bank in the list`,
  digits: 'Account number must be 10 digits',
  /** The field is named first, so the message says what to fix wherever it is shown. */
  notNuban: (accountNo: string, bank: string) =>
    `Account number ${accountNo} is not a valid NUBAN at ${bank}: check the number and the bank`,
} as const;

/**
 * Why the bank details cannot be used, by field, or the bank they name. Digital banks (OPay,
 * Moniepoint, Kuda...) are let through a failed check digit, as the bank account form does
 * (schemas/bank.ts): their personal account numbers are often the owner's phone number.
 */
export function checkBankDetails(
  bankName: string,
  accountNo: string,
): { bank: NigerianBank } | { field: 'bankName' | 'accountNo'; message: string } {
  const bank = bankNamed(bankName);
  if (!bank) return { field: 'bankName', message: bankDetailsMessages.unknownBank(bankName.trim()) };
  if (!/^\d{10}$/.test(accountNo)) return { field: 'accountNo', message: bankDetailsMessages.digits };
  if (bank.kind !== 'digital' && !isValidNuban(accountNo, bank.code)) {
    return { field: 'accountNo', message: bankDetailsMessages.notNuban(accountNo, bank.name) };
  }
  return { bank };
}

// People paste numbers with spaces ('0123 456 789'); the digits are what count.
const accountDigits = (value: string) => value.replace(/[\s-]/g, '');

const bankDetails = fieldsObject(
  {
    bankName: requiredString('Bank name', { max: 120 }),
    accountNo: z
      .string({ error: missingOrNotValid('Account number') })
      .transform(accountDigits)
      .pipe(z.string().min(1, required('Account number'))),
  },
  'Bank details',
).transform((sent, context) => {
  const checked = checkBankDetails(sent.bankName, sent.accountNo);
  // The bank's own name is kept beside its code, so what a form checked can be sent as it is.
  if ('bank' in checked) return { bankName: checked.bank.name, bankCode: checked.bank.code, accountNo: sent.accountNo };
  context.addIssue({ code: 'custom', message: checked.message, path: [checked.field] });
  return z.NEVER;
});

const vendorFields = {
  ...contactFields('Vendor type'),
  state: requiredString('State', { max: 80 }),
  bankDetails,
};

/** POST /vendor: the full New Vendor form. */
export const vendorCreateSchema = fieldsObject(vendorFields);
export type VendorCreate = z.infer<typeof vendorCreateSchema>;
export type VendorCreateInput = z.input<typeof vendorCreateSchema>;

/** PATCH /vendor/{id}: only the fields that changed; active false makes the vendor inactive. */
export const vendorUpdateSchema = fieldsObject({
  ...contactUpdateFields('Vendor type'),
  state: vendorFields.state.optional(),
  bankDetails: bankDetails.optional(),
});
export type VendorUpdate = z.infer<typeof vendorUpdateSchema>;

/** DELETE /vendor: the selected vendors. */
export const vendorBulkDeleteSchema = contactBulkDeleteSchema('vendor', 'vendors');

/** The customers' columns and the bank's. */
export const vendorCsvColumns = [
  ...contactCsvColumns('Vendor'),
  { field: 'bankName', heading: 'Bank Name', aliases: ['Bank'] },
  { field: 'accountNo', heading: 'Account Number', aliases: ['Account No', 'Bank Account', 'NUBAN'] },
];

/**
 * A vendor's row: bank details may be left out (people importing from other software rarely have
 * them), but given, both are needed and checked as on the form.
 */
export const vendorCsvRowSchema = contactCsvRowSchema('vendor', {
  bankName: csvText('Bank Name', 120),
  accountNo: csvText('Account Number', 20).transform((value) => (value === null ? null : accountDigits(value))),
}).transform((row, context): ContactCsvRow => {
  const { bankName, accountNo, ...rest } = row;
  if (bankName === null && accountNo === null) return { ...rest, bankDetails: null };
  if (bankName === null || accountNo === null) {
    const field = bankName === null ? 'bankName' : 'accountNo';
    context.addIssue({
      code: 'custom',
      message: required(field === 'bankName' ? 'Bank Name' : 'Account Number'),
      path: [field],
    });
    return z.NEVER;
  }
  const checked = checkBankDetails(bankName, accountNo);
  if ('bank' in checked) return { ...rest, bankDetails: { bankCode: checked.bank.code, accountNo } };
  context.addIssue({ code: 'custom', message: checked.message, path: [checked.field] });
  return z.NEVER;
});

export const vendorCsvExample: Record<string, string> = {
  ...contactCsvExample,
  companyName: 'Ikeja Packaging Ltd',
  fullName: 'Tunde Bakare',
  email: 'sales@ikejapackaging.ng',
  invoice: 'IKP',
  bankName: 'Zenith Bank',
  accountNo: '1012345671',
};

/** A vendor as the API answers it: the bank by name and code, and the account number. */
export const vendorViewSchema = contactViewSchema.extend({
  vendorType: contactViewSchema.shape.type,
  bankDetails: fieldsObject(
    {
      bankName: z.string({ error: notValid('Bank name') }),
      bankCode: z.string({ error: notValid('Bank code') }),
      accountNo: z.string({ error: notValid('Account number') }),
    },
    'Bank details',
  ).nullable(),
});
export type VendorView = z.infer<typeof vendorViewSchema>;
