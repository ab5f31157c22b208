import { z } from 'zod';
import { entryProblems, ledgerMessages } from '../ledger.ts';
import { toKobo } from '../money.ts';
import {
  amount,
  boolean,
  fieldsObject,
  freeText,
  id,
  isoDate,
  list,
  notValid,
  optionalString,
  requiredString,
} from './fields.ts';

/*
 * Request bodies of the chart of accounts and journals, shared by the API and the web forms.
 * Amounts stay in naira here; the server converts them to kobo.
 */

const currency = (label: string) =>
  z
    .string({ error: notValid(label) })
    .trim()
    .regex(/^[A-Z]{3}$/, notValid(label))
    .nullable();

const accountCode = (label: string) =>
  z
    .string({ error: notValid(label) })
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/, notValid(label));

const accountFields = {
  account_name: requiredString('Account name', { max: 120 }),
  sub_category_account: id('Account category'),
  description: freeText('Description', 500),
  /** Only where the sub category allows a currency (cash, bank, cards); null is the home currency. */
  currency: currency('Currency'),
  isBank: boolean('Use as a bank account'),
  /** Left out, the next free code in the parent account's range is given. */
  account_code: accountCode('Account code'),
};

export const accountCreateSchema = fieldsObject({
  ...accountFields,
  description: accountFields.description.optional(),
  currency: accountFields.currency.optional(),
  isBank: accountFields.isBank.default(false),
  account_code: accountCode('Account code').optional(),
  /** The form sends 0; a balance comes from the ledger, opening balances from their own call. */
  balance: amount('Opening balance')
    .refine((value) => value === 0, { message: 'Enter opening balances on the opening balances screen' })
    .optional(),
});
export type AccountCreateInput = z.input<typeof accountCreateSchema>;
export type AccountCreate = z.output<typeof accountCreateSchema>;

/** PATCH takes only the fields that changed. */
export const accountUpdateSchema = fieldsObject({
  ...accountFields,
  isActive: boolean('Active'),
}).partial();
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

export const bulkEditAccountsSchema = fieldsObject({
  accounts: list('Accounts', id('Account'), {
    min: 1,
    max: 100,
    tooFew: 'Select at least one account',
    tooMany: 'You can edit at most 100 accounts at once',
  }),
  sub_category_account: id('Account category').optional(),
  description: accountFields.description.optional(),
}).refine((body) => body.sub_category_account !== undefined || body.description !== undefined, {
  message: 'Edit cannot be empty. Please select what you want to edit',
  path: ['sub_category_account'],
});
export type BulkEditAccountsInput = z.input<typeof bulkEditAccountsSchema>;

/** Moves every posting of `from` into `into` (same account type), then removes `from`. */
export const mergeAccountsSchema = fieldsObject({
  from: id('Account to merge'),
  into: id('Account to merge into'),
}).refine((body) => body.from !== body.into, { message: 'Choose two different accounts', path: ['into'] });
export type MergeAccountsInput = z.input<typeof mergeAccountsSchema>;

const lineAmounts = (line: { debit: number; credit: number }) => ({
  debit: toKobo(line.debit),
  credit: toKobo(line.credit),
});

const journalLineSchema = fieldsObject(
  {
    account: id('Account'),
    description: optionalString('Description', 500),
    debit: amount('Debit').default(0),
    credit: amount('Credit').default(0),
  },
  'Journal line',
);

const journalFields = {
  date: isoDate('Date'),
  reference: requiredString('Reference', { max: 100 }),
  note: optionalString('Note', 1000),
  branch: id('Branch').nullable().optional(),
  lines: list('Journal lines', journalLineSchema, { max: 500, tooMany: 'A journal has at most 500 lines' }),
};

/** The checks of packages/core ledger.ts, on the lines as the form holds them. */
function checkEntry(lines: Array<{ debit: number; credit: number }>, context: z.RefinementCtx) {
  for (const problem of entryProblems(lines.map(lineAmounts))) {
    context.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  }
}

export const journalSchema = fieldsObject(journalFields).superRefine((body, context) =>
  checkEntry(body.lines, context),
);
export type JournalInput = z.input<typeof journalSchema>;
export type Journal = z.output<typeof journalSchema>;

/** PATCH: only changed fields (an empty note clears it); lines, when sent, replace all the lines and must balance. */
export const journalUpdateSchema = fieldsObject({ ...journalFields, note: freeText('Note', 1000) })
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
export const openingBalancesSchema = fieldsObject({
  date: isoDate('Date'),
  lines: list('Opening balances', journalLineSchema.omit({ description: true }), {
    max: 1000,
    tooMany: 'Opening balances can have at most 1000 lines',
  }),
}).superRefine((body, context) => {
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
export const lockDateSchema = fieldsObject({
  lockDate: isoDate('Lock date').nullable(),
});
export type LockDateInput = z.input<typeof lockDateSchema>;
