import { z } from 'zod';
import { findBank } from '../bank/nigerian-banks.ts';
import { isValidNuban } from '../bank/nuban.ts';
import { statementDateFormats } from '../bank/statement-csv.ts';
import { isCalendarDate } from '../dates.ts';
import {
  choice,
  fieldsObject,
  figure,
  id,
  isoDate,
  list,
  listOf,
  notValid,
  optionalString,
  required,
  requiredString,
  signedAmount,
  text,
} from './fields.ts';

/*
 * Request bodies of bank accounts, statement import and reconciliation (docs/bank-api.md), shared
 * by the API and the web forms. Amounts stay in naira here; the server converts them to kobo.
 */

export const bankMessages = {
  accountNumberDigits: 'Account number must be 10 digits',
  accountNumberBank: 'This account number does not match the selected bank. Check both.',
} as const;

/**
 * A bank account to add: its chart account is created with it. The number is checked against the
 * bank's NUBAN check digit; digital banks (OPay, Moniepoint, Kuda...) are let through, because
 * their personal account numbers are often the owner's phone number, not a NUBAN.
 */
export const bankAccountCreateSchema = fieldsObject({
  type: choice('Account type', ['business', 'personal']),
  bankCode: requiredString('Bank', { max: 6 }).refine((code) => findBank(code) !== undefined, {
    message: notValid('Bank'),
    abort: true,
  }),
  // People paste numbers with spaces ('0123 456 789'); the digits are what count.
  accountNumber: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? required('Account number')
          : bankMessages.accountNumberDigits,
    })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, required('Account number'))
        .regex(/^\d{10}$/, bankMessages.accountNumberDigits),
    ),
  accountName: requiredString('Account name', { max: 120 }),
  /** Left out or null: the company's home currency. */
  currency: z
    .string({ error: notValid('Currency') })
    .trim()
    .regex(/^[A-Z]{3}$/, notValid('Currency'))
    .nullable()
    .optional(),
  /** What the account held when the books take it over; below zero when overdrawn. Posted against Opening Balance Equity. */
  openingBalance: signedAmount('Opening balance').optional(),
  /** The day of the opening balance; required with a balance other than zero. */
  openingBalanceDate: z
    .string({ error: 'Opening balance date is not valid.' })
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || isCalendarDate(value), {
      message: 'Opening balance date is not valid.',
    }),
}).superRefine((body, context) => {
  if ((body.openingBalance ?? 0) !== 0 && body.openingBalanceDate === undefined) {
    context.addIssue({
      code: 'custom',
      message: 'Opening balance date is a required field',
      path: ['openingBalanceDate'],
    });
  }
  const bank = findBank(body.bankCode);
  if (bank === undefined || bank.kind === 'digital' || !/^\d{10}$/.test(body.accountNumber)) return;
  if (!isValidNuban(body.accountNumber, bank.code)) {
    context.addIssue({ code: 'custom', message: bankMessages.accountNumberBank, path: ['accountNumber'] });
  }
});
export type BankAccountCreateInput = z.input<typeof bankAccountCreateSchema>;
export type BankAccountCreate = z.output<typeof bankAccountCreateSchema>;

/** A column by its header text or its zero-based position. */
const columnReference = (label: string) =>
  z.union([z.string().trim().min(1, notValid(label)), z.number().int(notValid(label)).min(0, notValid(label))], {
    error: notValid(label),
  });

/** Which CSV columns hold what (packages/core bank statement-csv.ts StatementColumnMapping). */
export const statementColumnMappingSchema = fieldsObject(
  {
    date: columnReference('Date column'),
    description: columnReference('Description column'),
    reference: columnReference('Reference column').optional(),
    amount: columnReference('Amount column').optional(),
    direction: columnReference('DR/CR column').optional(),
    debit: columnReference('Debit column').optional(),
    credit: columnReference('Credit column').optional(),
    balance: columnReference('Balance column').optional(),
  },
  'Columns',
);

/**
 * A statement file, sent as text. Without mapping the columns are guessed from the header row
 * (GTBank, Zenith, Access, First Bank, UBA, Moniepoint exports); without dateFormat, from the dates.
 * `importId` is chosen by the client (a UUID) so it can read the import's progress while the
 * upload's request is still running (GET .../statement-imports/{importId}); without it the server
 * makes one.
 */
export const statementImportSchema = fieldsObject({
  importId: id('Import').optional(),
  fileName: requiredString('File name', { max: 255 }),
  /** xlsx: the workbook's bytes in base64 (Excel 2007 and later; the old binary .xls is refused). */
  format: choice('File format', ['csv', 'ofx', 'xlsx']),
  content: z
    .string({ error: (issue) => (issue.input === undefined ? required('File') : notValid('File')) })
    .refine((text) => text.trim() !== '', { message: 'The file is empty' }),
  mapping: statementColumnMappingSchema.optional(),
  dateFormat: choice('Date format', statementDateFormats).optional(),
});
export type StatementImportInput = z.input<typeof statementImportSchema>;
export type StatementImport = z.output<typeof statementImportSchema>;

/**
 * How large a statement may be, by default (the server's STATEMENT_IMPORT_MAX_BYTES and
 * STATEMENT_IMPORT_MAX_LINES). 5 MB holds a year of a busy account: Nigerian banks' CSV exports
 * run 100 to 150 bytes a line, so 35,000 to 50,000 lines; 50,000 lines is what 5 MB of the leanest
 * export holds. Within both an import takes seconds, not minutes.
 */
export const statementImportLimits = { maxBytes: 5 * 1024 * 1024, maxLines: 50_000 } as const;

const MEGABYTE = 1024 * 1024;

/** 7.2 MB, 5 MB, 300 KB: rounded up, so a file just over the limit never reads as equal to it. */
export function fileSizeText(bytes: number): string {
  if (bytes < MEGABYTE) return `${Math.ceil(bytes / 1024)} KB`;
  const tenths = Math.ceil((bytes / MEGABYTE) * 10) / 10;
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)} MB`;
}

/** The refusal of a file over the size limit, the same words from the server and the web app. */
export function statementTooLargeMessage(bytes: number, maxBytes: number): string {
  return `This file is ${fileSizeText(bytes)}; statements can be at most ${fileSizeText(maxBytes)}. Split it by date and import each part.`;
}

/** The refusal of a file with more lines than the limit. */
export function statementTooManyLinesMessage(lines: number, maxLines: number): string {
  const count = (value: number) => value.toLocaleString('en-NG');
  return `This file has ${count(lines)} lines; statements can have at most ${count(maxLines)}. Split it by date and import each part.`;
}

/** Statement balances are signed like statement lines: an overdrawn account's balance is below zero. */
export const reconciliationStartSchema = fieldsObject({
  account: id('Bank account'),
  statementDate: isoDate('Statement end date'),
  statementBalance: signedAmount('Closing balance'),
});
export type ReconciliationStartInput = z.input<typeof reconciliationStartSchema>;
export type ReconciliationStart = z.output<typeof reconciliationStartSchema>;

/** PATCH takes only the fields that changed. */
export const reconciliationUpdateSchema = reconciliationStartSchema.omit({ account: true }).partial();
export type ReconciliationUpdateInput = z.input<typeof reconciliationUpdateSchema>;
export type ReconciliationUpdate = z.output<typeof reconciliationUpdateSchema>;

/** A ledger line in a reconciliation: '<entryId>:<lineNumber>'. */
export const ledgerLineIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:[1-9]\d{0,5}$/i;

/** `noun` is one item in words ('statement line'), for messages about the list as a whole. */
const distinctIds = <T extends z.ZodType<string>>(label: string, noun: string, item: T) =>
  list(label, item, {
    min: 1,
    max: 500,
    tooFew: `Select at least one ${noun}`,
    tooMany: `Select at most 500 ${noun}s`,
  }).refine((ids) => new Set(ids).size === ids.length, { message: `The same ${noun} is selected twice` });

/** A manual match, one to many either way; the server checks that both sides add up to the same amount. */
export const reconciliationMatchSchema = fieldsObject({
  statementLines: distinctIds('Statement lines', 'statement line', id('Statement line')),
  ledgerLines: distinctIds(
    'Ledger lines',
    'ledger line',
    requiredString('Ledger line', { max: 50 }).regex(ledgerLineIdPattern, notValid('Ledger line')),
  ),
});
export type ReconciliationMatchInput = z.input<typeof reconciliationMatchSchema>;

/** The other side of a statement line with no ledger line: bank charges, interest, a transfer. */
export const statementLineEntrySchema = fieldsObject({
  account: id('Account'),
  description: optionalString('Description', 500),
  /** A VAT tax: the statement amount is then gross, and the VAT in it goes to VAT input or output. */
  tax: z.preprocess((value) => (value === '' ? null : value), id('Tax').nullable()).optional(),
  /** The customer or vendor; required when the account is Accounts Receivable or Payable. */
  contact: z.preprocess((value) => (value === '' ? null : value), id('Contact').nullable()).optional(),
});
export type StatementLineEntryInput = z.input<typeof statementLineEntrySchema>;
export type StatementLineEntry = z.output<typeof statementLineEntrySchema>;

/*
 * The answers (docs/bank-api.md). The server checks what it sends against these and the web app
 * takes its types from them; their messages are in people's words too (messages.test.ts), so a
 * client that checks one says which field is off. Amounts are naira.
 */

/** A Nigerian bank as GET /bank/banks lists it: kind commercial, non-interest or digital. */
export const bankListingSchema = fieldsObject(
  {
    code: text('Bank code'),
    name: text('Bank name'),
    kind: z.enum(['commercial', 'non-interest', 'digital'], { error: notValid('Bank type') }),
  },
  'Bank',
);
export type BankListing = z.infer<typeof bankListingSchema>;

/** A bank account: a chart account flagged isBank (cash and cards too) and its bank details. */
export const bankAccountViewSchema = fieldsObject({
  /** The chart account's id. */
  _id: text('Id'),
  account_name: text('Account name'),
  account_code: text('Account code'),
  /** Null: the company's home currency. */
  currency: text('Currency').nullable(),
  /** From the ledger as of `asOf` (default today), positive in the account's normal direction. */
  balance: figure('Balance'),
  /** Null for a money account added in the chart without bank details (Cash on Hand, Petty Cash). */
  bank: fieldsObject(
    {
      type: z.enum(['business', 'personal'], { error: notValid('Account type') }),
      /** Null when the bank is no longer in the list. */
      bankCode: text('Bank').nullable(),
      bankName: text('Bank'),
      accountNumber: text('Account number'),
      accountName: text('Account name'),
    },
    'Bank details',
  ).nullable(),
  lastReconciledDate: text('Last reconciled').nullable(),
  lastReconciledBalance: figure('Last reconciled balance').nullable(),
});
export type BankAccountView = z.infer<typeof bankAccountViewSchema>;

export const statementLineStatusValues = ['unmatched', 'matched', 'excluded'] as const;

export const statementLineViewSchema = fieldsObject({
  _id: text('Id'),
  date: text('Date'),
  description: text('Description'),
  reference: text('Reference'),
  /** Money in > 0, money out < 0. */
  amount: figure('Amount'),
  /** The bank's running balance after the line, when the statement gives one. */
  balance: figure('Balance').nullable(),
  status: z.enum(statementLineStatusValues, { error: notValid('Status') }),
  /** The reconciliation the line is matched in. */
  reconciliation: text('Reconciliation').nullable(),
});
export type StatementLineView = z.infer<typeof statementLineViewSchema>;

/** What an upload imported; `end`: the statement's last date and the bank's balance then, when it gives one. */
export const statementImportResultSchema = fieldsObject({
  import: fieldsObject(
    { _id: text('Import'), fileName: text('File name'), lineCount: figure('Lines in the file') },
    'Import',
  ),
  imported: figure('Imported'),
  duplicates: figure('Duplicates'),
  errors: listOf(fieldsObject({ row: figure('Row'), message: text('Problem') }, 'Problem'), 'Problems'),
  end: fieldsObject(
    { date: text('Last statement date'), balance: figure('Closing balance').nullable() },
    'Closing date and balance',
  ).nullable(),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

/** GET /bank/accounts/{id}/statement-imports/{importId}: how far an import has got. */
export const statementImportProgressSchema = fieldsObject({
  _id: text('Import'),
  fileName: text('File name'),
  status: z.enum(['importing', 'completed', 'stopped'], { error: notValid('Status') }),
  totalLines: figure('Lines in the file'),
  processedLines: figure('Lines read'),
  imported: figure('Imported'),
  duplicates: figure('Duplicates'),
  errorCount: figure('Problems'),
  statementFrom: text('Statement start').nullable(),
  statementTo: text('Last statement date').nullable(),
  startedAt: text('Started'),
  updatedAt: text('Updated'),
});
export type StatementImportProgress = z.infer<typeof statementImportProgressSchema>;
