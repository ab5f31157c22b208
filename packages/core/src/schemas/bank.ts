import { z } from 'zod';
import { findBank } from '../bank/nigerian-banks.ts';
import { isValidNuban } from '../bank/nuban.ts';
import { statementDateFormats } from '../bank/statement-csv.ts';
import { id, isoDate, optionalString, required, requiredString, signedAmount } from './fields.ts';

/*
 * Request bodies of bank accounts, statement import and reconciliation (docs/bank-api.md), shared
 * by the API and the web forms. Amounts stay in naira here; the server converts them to kobo.
 */

export const bankMessages = {
  accountNumberDigits: 'accountNumber must be 10 digits',
  accountNumberBank: 'This account number does not match the selected bank. Check both.',
} as const;

const choice = <const Values extends readonly [string, ...string[]]>(path: string, values: Values) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null ? required(path) : `${path} is not valid.`),
  });

/**
 * A bank account to add: its chart account is created with it. The number is checked against the
 * bank's NUBAN check digit; digital banks (OPay, Moniepoint, Kuda...) are let through, because
 * their personal account numbers are often the owner's phone number, not a NUBAN.
 */
export const bankAccountCreateSchema = z
  .object({
    type: choice('type', ['business', 'personal']),
    bankCode: requiredString('bankCode', { max: 6 }).refine((code) => findBank(code) !== undefined, {
      message: 'bankCode is not valid.',
      abort: true,
    }),
    // People paste numbers with spaces ('0123 456 789'); the digits are what count.
    accountNumber: z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? required('accountNumber')
            : bankMessages.accountNumberDigits,
      })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .min(1, required('accountNumber'))
          .regex(/^\d{10}$/, bankMessages.accountNumberDigits),
      ),
    accountName: requiredString('accountName', { max: 120 }),
    /** Left out or null: the company's home currency. */
    currency: z
      .string({ error: 'currency is not valid.' })
      .trim()
      .regex(/^[A-Z]{3}$/, 'currency is not valid.')
      .nullable()
      .optional(),
  })
  .superRefine((body, context) => {
    const bank = findBank(body.bankCode);
    if (bank === undefined || bank.kind === 'digital' || !/^\d{10}$/.test(body.accountNumber)) return;
    if (!isValidNuban(body.accountNumber, bank.code)) {
      context.addIssue({ code: 'custom', message: bankMessages.accountNumberBank, path: ['accountNumber'] });
    }
  });
export type BankAccountCreateInput = z.input<typeof bankAccountCreateSchema>;
export type BankAccountCreate = z.output<typeof bankAccountCreateSchema>;

/** A column by its header text or its zero-based position. */
const columnReference = (path: string) =>
  z.union([z.string().trim().min(1), z.number().int().min(0)], { error: `${path} is not valid.` });

/** Which CSV columns hold what (packages/core bank statement-csv.ts StatementColumnMapping). */
export const statementColumnMappingSchema = z.object({
  date: columnReference('mapping.date'),
  description: columnReference('mapping.description'),
  reference: columnReference('mapping.reference').optional(),
  amount: columnReference('mapping.amount').optional(),
  direction: columnReference('mapping.direction').optional(),
  debit: columnReference('mapping.debit').optional(),
  credit: columnReference('mapping.credit').optional(),
  balance: columnReference('mapping.balance').optional(),
});

/**
 * A statement file, sent as text. Without mapping the columns are guessed from the header row
 * (GTBank, Zenith, Access, First Bank, UBA, Moniepoint exports); without dateFormat, from the dates.
 * `importId` is chosen by the client (a UUID) so it can read the import's progress while the
 * upload's request is still running (GET .../statement-imports/{importId}); without it the server
 * makes one.
 */
export const statementImportSchema = z.object({
  importId: id('importId').optional(),
  fileName: requiredString('fileName', { max: 255 }),
  format: choice('format', ['csv', 'ofx']),
  content: z
    .string({ error: (issue) => (issue.input === undefined ? required('content') : 'content must be a string') })
    .refine((text) => text.trim() !== '', { message: 'The file is empty' }),
  mapping: statementColumnMappingSchema.optional(),
  dateFormat: choice('dateFormat', statementDateFormats).optional(),
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
export const reconciliationStartSchema = z.object({
  account: id('account'),
  statementDate: isoDate('statementDate'),
  statementBalance: signedAmount('statementBalance'),
});
export type ReconciliationStartInput = z.input<typeof reconciliationStartSchema>;
export type ReconciliationStart = z.output<typeof reconciliationStartSchema>;

/** PATCH takes only the fields that changed. */
export const reconciliationUpdateSchema = reconciliationStartSchema.omit({ account: true }).partial();
export type ReconciliationUpdateInput = z.input<typeof reconciliationUpdateSchema>;
export type ReconciliationUpdate = z.output<typeof reconciliationUpdateSchema>;

/** A ledger line in a reconciliation: '<entryId>:<lineNumber>'. */
export const ledgerLineIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:[1-9]\d{0,5}$/i;

const distinctIds = <T extends z.ZodType<string>>(path: string, item: T) =>
  z
    .array(item, { error: required(path) })
    .min(1, `Select at least one line in ${path}`)
    .max(500, `${path} has more than 500 lines`)
    .refine((ids) => new Set(ids).size === ids.length, { message: `${path} has the same line twice` });

/** A manual match, one to many either way; the server checks that both sides add up to the same amount. */
export const reconciliationMatchSchema = z.object({
  statementLines: distinctIds('statementLines', id('statementLines')),
  ledgerLines: distinctIds(
    'ledgerLines',
    requiredString('ledgerLines', { max: 50 }).regex(ledgerLineIdPattern, 'ledgerLines is not valid.'),
  ),
});
export type ReconciliationMatchInput = z.input<typeof reconciliationMatchSchema>;

/** The other side of a statement line with no ledger line: bank charges, interest, a transfer. */
export const statementLineEntrySchema = z.object({
  account: id('account'),
  description: optionalString('description', 500),
});
export type StatementLineEntryInput = z.input<typeof statementLineEntrySchema>;
export type StatementLineEntry = z.output<typeof statementLineEntrySchema>;
