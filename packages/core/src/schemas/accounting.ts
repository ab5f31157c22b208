import { z } from 'zod';
import { entryProblems, ledgerMessages } from '../ledger.ts';
import { toKobo } from '../money.ts';
import { amount, id, isoDate, optionalString, requiredString } from './fields.ts';

/*
 * Request bodies of the chart of accounts and journals, shared by the API and the web forms.
 * Amounts stay in naira here; the server converts them to kobo.
 */

const currency = (path: string) =>
  z
    .string({ error: `${path} is not valid.` })
    .trim()
    .regex(/^[A-Z]{3}$/, `${path} is not valid.`)
    .nullable();

const accountCode = (path: string) =>
  z
    .string({ error: `${path} is not valid.` })
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/, `${path} is not valid.`);

const accountFields = {
  account_name: requiredString('account_name', { max: 120 }),
  sub_category_account: id('sub_category_account'),
  description: z.string({ error: 'description must be a string' }).trim().max(500),
  /** Only where the sub category allows a currency (cash, bank, cards); null is the home currency. */
  currency: currency('currency'),
  isBank: z.boolean({ error: 'isBank is not valid.' }),
  /** Left out, the next free code in the parent account's range is given. */
  account_code: accountCode('account_code'),
};

export const accountCreateSchema = z.object({
  ...accountFields,
  description: accountFields.description.optional(),
  currency: accountFields.currency.optional(),
  isBank: accountFields.isBank.default(false),
  account_code: accountCode('account_code').optional(),
  /** The form sends 0; a balance comes from the ledger, opening balances from their own call. */
  balance: amount('balance')
    .refine((value) => value === 0, { message: 'Enter opening balances on the opening balances screen' })
    .optional(),
});
export type AccountCreateInput = z.input<typeof accountCreateSchema>;
export type AccountCreate = z.output<typeof accountCreateSchema>;

/** PATCH takes only the fields that changed. */
export const accountUpdateSchema = z
  .object({
    ...accountFields,
    isActive: z.boolean({ error: 'isActive is not valid.' }),
  })
  .partial();
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

export const bulkEditAccountsSchema = z
  .object({
    accounts: z
      .array(id('accounts'), { error: 'accounts is a required field' })
      .min(1, 'Select at least one account')
      .max(100, 'You can edit at most 100 accounts at once'),
    sub_category_account: id('sub_category_account').optional(),
    description: accountFields.description.optional(),
  })
  .refine((body) => body.sub_category_account !== undefined || body.description !== undefined, {
    message: 'Edit cannot be empty. Please select what you want to edit',
    path: ['sub_category_account'],
  });
export type BulkEditAccountsInput = z.input<typeof bulkEditAccountsSchema>;

/** Moves every posting of `from` into `into` (same account type), then removes `from`. */
export const mergeAccountsSchema = z
  .object({ from: id('from'), into: id('into') })
  .refine((body) => body.from !== body.into, { message: 'Choose two different accounts', path: ['into'] });
export type MergeAccountsInput = z.input<typeof mergeAccountsSchema>;

const lineAmounts = (line: { debit: number; credit: number }) => ({
  debit: toKobo(line.debit),
  credit: toKobo(line.credit),
});

const journalLineSchema = z.object({
  account: id('account'),
  description: optionalString('description', 500),
  debit: amount('debit').default(0),
  credit: amount('credit').default(0),
});

const journalFields = {
  date: isoDate('date'),
  reference: requiredString('reference', { max: 100 }),
  note: optionalString('note', 1000),
  branch: id('branch').nullable().optional(),
  lines: z.array(journalLineSchema, { error: 'lines is a required field' }).max(500, 'A journal has at most 500 lines'),
};

/** The checks of packages/core ledger.ts, on the lines as the form holds them. */
function checkEntry(lines: Array<{ debit: number; credit: number }>, context: z.RefinementCtx) {
  for (const problem of entryProblems(lines.map(lineAmounts))) {
    context.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  }
}

export const journalSchema = z.object(journalFields).superRefine((body, context) => checkEntry(body.lines, context));
export type JournalInput = z.input<typeof journalSchema>;
export type Journal = z.output<typeof journalSchema>;

/** PATCH: only changed fields (an empty note clears it); lines, when sent, replace all the lines and must balance. */
export const journalUpdateSchema = z
  .object({ ...journalFields, note: z.string({ error: 'note must be a string' }).trim().max(1000) })
  .partial()
  .superRefine((body, context) => {
    if (body.lines) checkEntry(body.lines, context);
  });
export type JournalUpdateInput = z.input<typeof journalUpdateSchema>;
export type JournalUpdate = z.output<typeof journalUpdateSchema>;

/**
 * Opening balances at a start date, one line per account. Lines with neither amount are left
 * out (the screen lists every account); the difference goes to Opening Balance Equity.
 */
export const openingBalancesSchema = z
  .object({
    date: isoDate('date'),
    lines: z.array(journalLineSchema.omit({ description: true }), { error: 'lines is a required field' }).max(1000),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      if (line.debit > 0 && line.credit > 0) {
        context.addIssue({ code: 'custom', message: ledgerMessages.oneSide, path: ['lines', index] });
      }
      if (seen.has(line.account)) {
        context.addIssue({
          code: 'custom',
          message: 'Each account can have one opening balance',
          path: ['lines', index, 'account'],
        });
      }
      seen.add(line.account);
    });
  });
export type OpeningBalancesInput = z.input<typeof openingBalancesSchema>;
export type OpeningBalances = z.output<typeof openingBalancesSchema>;

/** Nothing posts on or before the lock date; null unlocks every period. */
export const lockDateSchema = z.object({
  lockDate: isoDate('lockDate').nullable(),
});
export type LockDateInput = z.input<typeof lockDateSchema>;
